// Each screen names the browser tab (and what screen readers announce on navigation) after itself.
import { useEffect } from 'react';
import { m } from '#shared/i18n/paraglide/messages.js';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${m.app_name()}`;
  }, [title]);
}
