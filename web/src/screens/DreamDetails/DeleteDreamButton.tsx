// 'Delete Dream', confirmed in a dialog; then 'Dream deleted' and home.
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { DeleteDreamButton_dream$key } from '../../__generated__/DeleteDreamButton_dream.graphql.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { TrashIcon } from '../../components/icons.tsx';
import { showToast } from '../../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useDeleteDreamMutation } from '../../mutations/useDeleteDreamMutation.ts';
import '../../components/button.css';

const deleteFragment = graphql`
  fragment DeleteDreamButton_dream on DreamEntry {
    id
    title
  }
`;

interface DeleteDreamButtonProps {
  dream: DeleteDreamButton_dream$key;
  /**
   * Told before the dream leaves the store (and again if the delete fails), so the page shows
   * nothing rather than its "could not load" state while it moves home.
   */
  onLeaving: (isLeaving: boolean) => void;
}

export function DeleteDreamButton({ dream, onLeaving }: DeleteDreamButtonProps) {
  const { id, title } = useFragment(deleteFragment, dream);
  const [isOpen, setOpen] = useState(false);
  const [deleteDream, isDeleting] = useDeleteDreamMutation();
  const navigate = useNavigate();

  const confirm = () => {
    onLeaving(true);
    deleteDream(id, {
      onDeleted: () => {
        showToast({ title: m.toast_dream_deleted });
        void navigate('/', { replace: true });
      },
      onError: (error) => {
        onLeaving(false);
        setOpen(false);
        showToast({ title: m.error_dream_delete, description: error.message, variant: 'destructive' });
      },
    });
  };

  return (
    <>
      <Button className="button button--danger-outline" onPress={() => setOpen(true)}>
        <TrashIcon width={18} height={18} />
        {m.dream_delete()}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={m.dream_delete_title()}
        confirmLabel={m.dream_delete_confirm()}
        pendingLabel={m.dream_deleting()}
        cancelLabel={m.common_cancel()}
        onConfirm={confirm}
        isPending={isDeleting}
      >
        <p>{m.dream_delete_text({ title })}</p>
      </ConfirmDialog>
    </>
  );
}
