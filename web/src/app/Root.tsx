// The root route: providers every screen needs and the toast region. Relay is not one of them: the
// signed-out landing page does without it, and the other routes load it (relay/RelayLayout.tsx).
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { ToastRegion } from '../components/toast/ToastRegion.tsx';
import { useUiLocale } from '../i18n/uiLocale.ts';
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx';

export function Root() {
  const locale = useUiLocale();
  const navigate = useNavigate();
  return (
    <I18nProvider locale={locale}>
      {/* react-aria links and menu items navigate through the router instead of reloading the page. */}
      <RouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
        <UpdatePrompt />
        <Outlet />
        <ToastRegion />
      </RouterProvider>
    </I18nProvider>
  );
}
