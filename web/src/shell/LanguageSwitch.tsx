// The language picker wired to the app: switches the interface at once, remembers the choice on this
// device, and saves it to the account of a signed-in user.
import { useViewer } from '../app/AppViewer.tsx';
import { LanguagePicker } from '../components/LanguagePicker.tsx';
import { showToast } from '../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { setUiLocale, useUiLocale } from '../i18n/uiLocale.ts';
import { useSetLanguageMutation } from '../mutations/useSetLanguageMutation.ts';

export function LanguageSwitch({ compact }: { compact?: boolean }) {
  const locale = useUiLocale();
  const viewer = useViewer();
  const saveLanguage = useSetLanguageMutation();
  return (
    <LanguagePicker
      value={locale}
      compact={compact}
      onChange={(next) => {
        setUiLocale(next, { remember: true });
        if (viewer) {
          saveLanguage(viewer.id, next, {
            onError: (error) =>
              showToast({ title: m.language_save_failed, description: error.message, variant: 'destructive' }),
          });
        }
      }}
    />
  );
}
