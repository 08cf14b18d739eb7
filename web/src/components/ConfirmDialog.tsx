// A modal question before something that cannot be undone. react-aria traps focus inside, closes on
// Escape, and gives it role="alertdialog" so the question is read out at once.
import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './button.css';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  isPending?: boolean;
  pendingLabel?: string;
}

export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  isPending = false,
  pendingLabel,
}: ConfirmDialogProps) {
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
    >
      <Modal className="modal">
        <Dialog role="alertdialog" className="confirm-dialog">
          <Heading slot="title" className="confirm-dialog__title">
            {title}
          </Heading>
          <div className="confirm-dialog__text">{children}</div>
          <div className="confirm-dialog__actions">
            <Button className="button button--secondary" onPress={() => onOpenChange(false)} isDisabled={isPending}>
              {cancelLabel}
            </Button>
            <Button className="button button--danger" onPress={onConfirm} isPending={isPending} autoFocus>
              {isPending && pendingLabel ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
