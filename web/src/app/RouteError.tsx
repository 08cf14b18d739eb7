// The last resort when a route fails to load or render (for instance the API is unreachable at start).
// Details go to the console; the visitor gets the generic message and a way to try again, or, when
// the browser is offline, says so and offers the new-dream form, which works without a network.
import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import { Link, useRouteError } from 'react-router-dom';
import { useOnline } from '../offline/useOnline.ts';
import { useViewer } from './AppViewer.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUiLocale } from '../i18n/uiLocale.ts';
import '../components/button.css';
import './app.css';

export function RouteError() {
  useUiLocale();
  const error = useRouteError();
  // A page that could not load because the network is gone says so, and where writing still works.
  const offline = !useOnline();
  // Only someone signed in can write a dream; a visitor offline is offered to try again.
  const viewer = useViewer();
  useEffect(() => console.error(error), [error]);
  return (
    <main className="full-screen-status">
      <h1 className="page-title">{offline ? m.offline_title() : m.error_page_title()}</h1>
      <p>{offline ? m.error_offline_text() : m.error_page_text()}</p>
      <div className="full-screen-status__actions">
        <Button className="button button--primary" onPress={() => window.location.reload()}>
          {m.error_page_retry()}
        </Button>
        {/* The form works without a network: what is written there waits on this device. */}
        {offline && viewer && (
          <Link className="button button--secondary" to="/dreams/new">
            {m.home_record_new()}
          </Link>
        )}
      </div>
    </main>
  );
}
