// Stands in for a screen that a later issue builds, so routes and access rules exist from the start.
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { useUiLocale } from '../../i18n/uiLocale.ts';

/** `title` is a message function, called at render so it follows language switches. */
export function ComingSoon({ title }: { title: () => string }) {
  useUiLocale();
  useDocumentTitle(title());
  return (
    <div className="page">
      <h1 className="page-title">{title()}</h1>
      <p className="page-lead">{m.coming_soon_text()}</p>
    </div>
  );
}
