// "A new version is ready" with its Reload button, at the top of every page once a new version of
// the app has been installed in the background. It stays until pressed: the page is never reloaded
// for the person, who may be in the middle of writing.
import { Button } from 'react-aria-components';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUiLocale } from '../i18n/uiLocale.ts';
import { reloadToUpdate, useUpdateReady } from './serviceWorker.ts';
import './update-prompt.css';

export function UpdatePrompt() {
  useUiLocale();
  if (!useUpdateReady()) return null;
  return (
    <div className="update-prompt" role="status">
      <p className="update-prompt__text">{m.update_ready()}</p>
      <Button className="update-prompt__button" onPress={reloadToUpdate}>
        {m.update_reload()}
      </Button>
    </div>
  );
}
