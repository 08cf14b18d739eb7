// Saving a dream that has a recording asks whether to include it (spec section 4). Declining saves
// the dream without it; closing the question (Escape, outside) saves nothing yet.
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { m } from '#shared/i18n/paraglide/messages.js';
import '../../../components/button.css';
import '../../../components/confirm-dialog.css';

interface IncludeRecordingDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onChoose: (include: boolean) => void;
}

export function IncludeRecordingDialog({ isOpen, onClose, onChoose }: IncludeRecordingDialogProps) {
  return (
    <ModalOverlay className="modal-overlay" isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable>
      <Modal className="modal">
        <Dialog role="alertdialog" className="confirm-dialog">
          <Heading slot="title" className="confirm-dialog__title">
            {m.voice_include_title()}
          </Heading>
          <div className="confirm-dialog__text">{m.voice_include_text()}</div>
          <div className="confirm-dialog__actions">
            <Button className="button button--secondary" onPress={() => onChoose(false)}>
              {m.voice_exclude()}
            </Button>
            <Button className="button button--primary" onPress={() => onChoose(true)} autoFocus>
              {m.voice_include()}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
