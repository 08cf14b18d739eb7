// "Your unsaved draft is back." with Discard draft: a draft restored from this browser's storage.
import { Button } from 'react-aria-components';
import { m } from '#shared/i18n/paraglide/messages.js';
import './button.css';
import './draft-notice.css';

export function DraftNotice({ onDiscard, isDisabled }: { onDiscard: () => void; isDisabled?: boolean }) {
  return (
    <div className="draft-notice" role="status">
      <p className="draft-notice__text">{m.draft_restored()}</p>
      <Button className="button button--secondary" onPress={onDiscard} isDisabled={isDisabled}>
        {m.draft_discard()}
      </Button>
    </div>
  );
}
