// Account deletion in the spec's two steps: 'Delete Account' shows the warning with 'Confirm Delete
// Account' and 'Cancel'; confirming deletes ('Deleting...') and goes to /auth with 'Account deleted'.
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { TrashIcon } from '../../components/icons.tsx';
import { showToastAfterReload } from '../../components/toast/toastAfterReload.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useDeleteAccountMutation } from '../../mutations/useDeleteAccountMutation.ts';
import { failureToast } from './failureToast.ts';

export function DeleteAccount() {
  const [isConfirming, setConfirming] = useState(false);
  const [deleteAccount, isDeleting] = useDeleteAccountMutation();

  function confirm() {
    deleteAccount({
      onCompleted: () => {
        // A full load of /auth, as after sign-out: nothing of the account stays in memory.
        showToastAfterReload('accountDeleted');
        window.location.assign('/auth');
      },
      onError: (error) => failureToast(m.account_delete_failed, error),
    });
  }

  return (
    <section className="danger-zone" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className="privacy__title">
        {m.account_delete_title()}
      </h2>
      {isConfirming ? (
        <div className="danger-zone__warning" role="alert">
          <p className="danger-zone__warning-title">{m.account_delete_warning_title()}</p>
          <p>{m.account_delete_warning_text()}</p>
          <div className="danger-zone__actions">
            <Button className="button button--danger" onPress={confirm} isDisabled={isDeleting}>
              {isDeleting ? m.account_deleting() : m.account_delete_confirm()}
            </Button>
            <Button className="button button--secondary" onPress={() => setConfirming(false)} isDisabled={isDeleting}>
              {m.common_cancel()}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <p>{m.account_delete_text()}</p>
          <Button className="button button--danger-outline" onPress={() => setConfirming(true)}>
            <TrashIcon width={18} height={18} />
            {m.account_delete_button()}
          </Button>
        </>
      )}
    </section>
  );
}
