// When Save Changes meets a dream that changed somewhere else after the edit began (another tab, or
// an edit made on a device that was offline): both versions side by side, and the person chooses.
// Nothing is overwritten until they do; "Keep both" saves their edit as a new dream.
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { m } from '#shared/i18n/paraglide/messages.js';
import '../../components/button.css';
import '../../components/confirm-dialog.css';
import './dream-conflict.css';

export interface DreamVersion {
  title: string;
  text: string;
  tags: readonly string[];
}

interface DreamConflictDialogProps {
  isOpen: boolean;
  saved: DreamVersion;
  mine: DreamVersion;
  isPending: boolean;
  onKeepSaved: () => void;
  onKeepMine: () => void;
  onKeepBoth: () => void;
}

function Version({ heading, version }: { heading: string; version: DreamVersion }) {
  return (
    <section className="dream-conflict__version" aria-label={heading}>
      <h3 className="dream-conflict__heading">{heading}</h3>
      <p className="dream-conflict__title">{version.title}</p>
      <p className="dream-conflict__text">{version.text}</p>
      <p className="dream-conflict__tags">{version.tags.length > 0 ? version.tags.join(', ') : m.conflict_no_tags()}</p>
    </section>
  );
}

export function DreamConflictDialog({
  isOpen,
  saved,
  mine,
  isPending,
  onKeepSaved,
  onKeepMine,
  onKeepBoth,
}: DreamConflictDialogProps) {
  return (
    <ModalOverlay className="modal-overlay" isOpen={isOpen} isDismissable={false} isKeyboardDismissDisabled>
      <Modal className="modal dream-conflict">
        <Dialog role="alertdialog" className="confirm-dialog">
          <Heading slot="title" className="confirm-dialog__title">
            {m.conflict_title()}
          </Heading>
          <p className="confirm-dialog__text">{m.error_dream_changed_elsewhere()}</p>
          <div className="dream-conflict__versions">
            <Version heading={m.conflict_saved_version()} version={saved} />
            <Version heading={m.conflict_your_edit()} version={mine} />
          </div>
          <div className="confirm-dialog__actions">
            <Button className="button button--secondary" onPress={onKeepSaved} isDisabled={isPending}>
              {m.conflict_keep_saved()}
            </Button>
            <Button className="button button--secondary" onPress={onKeepBoth} isDisabled={isPending}>
              {m.conflict_keep_both()}
            </Button>
            <Button className="button button--primary" onPress={onKeepMine} isDisabled={isPending} autoFocus>
              {m.conflict_keep_mine()}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
