// The root route: providers every screen needs, the viewer, and the toast region.
import { I18nProvider, RouterProvider } from 'react-aria-components';
import type { PreloadedQuery } from 'react-relay';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import type { AppViewerQuery } from '../__generated__/AppViewerQuery.graphql.ts';
import { ToastRegion } from '../components/toast/ToastRegion.tsx';
import { useUiLocale } from '../i18n/uiLocale.ts';
import { ViewerProvider } from './AppViewer.tsx';

export function Root({ viewerReference }: { viewerReference: PreloadedQuery<AppViewerQuery> }) {
  const locale = useUiLocale();
  const navigate = useNavigate();
  return (
    <I18nProvider locale={locale}>
      {/* react-aria links and menu items navigate through the router instead of reloading the page. */}
      <RouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
        <ViewerProvider reference={viewerReference}>
          <Outlet />
          <ToastRegion />
        </ViewerProvider>
      </RouterProvider>
    </I18nProvider>
  );
}
