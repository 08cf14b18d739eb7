// Account deletion in the spec's two steps: 'Delete Account' shows the warning with 'Confirm Delete
// Account' and 'Cancel'; confirming deletes ('Deleting...') and goes to /auth with 'Account deleted'.
// The warning offers the export in one click first: what is deleted cannot be asked for later. It asks
// for the password too (every account has one): a session left open on a shared computer is not enough
// to erase everything. A wrong one is said under the field, and nothing is deleted.
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { accountInputs } from '#shared/inputs/account.inputs.ts';
import { TextInputField } from '../../components/TextInputField.tsx';
import { TrashIcon } from '../../components/icons.tsx';
import { useFormErrors } from '../Landing/useFormErrors.ts';
import { getUiLocale } from '../../i18n/uiLocale.ts';
import { downloadAccountExport } from './download.ts';
import { showToastAfterReload } from '../../components/toast/toastAfterReload.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useDeleteAccountMutation } from '../../mutations/useDeleteAccountMutation.ts';
import { failureToast } from './failureToast.ts';

export function DeleteAccount() {
  const [isConfirming, setConfirming] = useState(false);
  const [deleteAccount, isDeleting] = useDeleteAccountMutation();
  const [isExporting, setExporting] = useState(false);

  async function exportFirst() {
    setExporting(true);
    try {
      await downloadAccountExport(getUiLocale());
    } catch (error) {
      failureToast(m.export_failed, error instanceof Error ? error : new Error(String(error)));
    } finally {
      setExporting(false);
    }
  }

  const errors = useFormErrors();
  const { formRef, fieldErrors, clearField } = errors;

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isDeleting) return;
    errors.clear();
    const parsed = accountInputs(getUiLocale()).deleteAccount.safeParse(
      Object.fromEntries(new FormData(event.currentTarget)),
    );
    if (!parsed.success) return errors.showInvalid(parsed.error);
    deleteAccount(parsed.data.password, {
      onCompleted: () => {
        // A full load of /auth, as after sign-out: nothing of the account stays in memory.
        showToastAfterReload('accountDeleted');
        window.location.assign('/auth');
      },
      onError: (error) => {
        errors.showFailure(error);
        failureToast(m.account_delete_failed, error);
      },
    });
  }

  function cancel() {
    errors.clear();
    setConfirming(false);
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
          <Button
            className="button button--secondary"
            onPress={() => void exportFirst()}
            isDisabled={isDeleting || isExporting}
          >
            {isExporting ? m.export_pending() : m.export_json()}
          </Button>
          <Form
            ref={formRef}
            className="danger-zone__form"
            validationBehavior="aria"
            validationErrors={fieldErrors}
            onSubmit={confirm}
          >
            <TextInputField
              name="password"
              label={m.account_delete_password_label()}
              hint={m.account_delete_password_hint()}
              type="password"
              autoComplete="current-password"
              onChange={() => clearField('password')}
            />
            <div className="danger-zone__actions">
              <Button type="submit" className="button button--danger" isDisabled={isDeleting}>
                {isDeleting ? m.account_deleting() : m.account_delete_confirm()}
              </Button>
              <Button className="button button--secondary" onPress={cancel} isDisabled={isDeleting}>
                {m.common_cancel()}
              </Button>
            </div>
          </Form>
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
