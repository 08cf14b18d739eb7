// The last resort when a route fails to load or render (for instance the API is unreachable at start).
// Details go to the console; the visitor gets the generic message and a way to try again.
import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import { useRouteError } from 'react-router-dom';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUiLocale } from '../i18n/uiLocale.ts';
import '../components/button.css';
import './app.css';

export function RouteError() {
  useUiLocale();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <main className="full-screen-status">
      <h1 className="page-title">{m.error_page_title()}</h1>
      <p>{m.error_page_text()}</p>
      <Button className="button button--primary" onPress={() => window.location.reload()}>
        {m.error_page_retry()}
      </Button>
    </main>
  );
}
