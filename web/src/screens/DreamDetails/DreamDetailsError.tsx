// A dream that cannot be shown: missing, someone else's, a malformed id, or a failed request. The
// spec gives one message for all of them - the page does not reveal which.
import { useEffect } from 'react';
import { Link } from 'react-aria-components';
import { useRouteError } from 'react-router-dom';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUiLocale } from '../../i18n/uiLocale.ts';
import '../../components/button.css';
import './dream-details.css';

export function DreamDetailsError() {
  useUiLocale();
  // Also the route's errorElement: a failed request is worth a line in the console.
  const routeError = useRouteError();
  useEffect(() => {
    if (routeError) console.warn(routeError);
  }, [routeError]);
  return (
    <div className="page dream-details-error">
      <h1 className="page-title">{m.dream_error_title()}</h1>
      <p className="page-lead">{m.dream_error_text()}</p>
      <Link href="/" className="button button--primary">
        {m.not_found_go_home()}
      </Link>
    </div>
  );
}
