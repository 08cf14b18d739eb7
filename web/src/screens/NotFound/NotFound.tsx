// Any path the app does not know, for a signed-in user (signed-out visitors are sent to /landing).
import { Link } from 'react-aria-components';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUiLocale } from '../../i18n/uiLocale.ts';
import { useViewer } from '../../app/AppViewer.tsx';
import '../../components/button.css';
import './not-found.css';

export function NotFound() {
  useUiLocale();
  useDocumentTitle(m.not_found_title());
  // The admin dashboard is offered to admins only (everyone else would be turned away from it).
  const isAdmin = useViewer()?.isAdmin === true;
  return (
    <div className="page not-found">
      <h1 className="page-title">{m.not_found_title()}</h1>
      <p className="page-lead">{m.not_found_text()}</p>
      <div className="not-found__actions">
        <Link href="/" className="button button--primary">
          {m.not_found_go_home()}
        </Link>
        {isAdmin && (
          <Link href="/admin" className="button button--secondary">
            {m.not_found_go_admin()}
          </Link>
        )}
      </div>
    </div>
  );
}
