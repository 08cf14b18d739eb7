// The frame of an account settings form: react-aria's Form showing field errors under their fields,
// and the submit button with its "...ing" label while sending. Failures that belong to no field are
// toasts (spec section 8), raised by the form itself.
import type { FormEvent, ReactNode } from 'react';
import { Button, Form } from 'react-aria-components';
import type { FormErrors } from '../Landing/useFormErrors.ts';
import '../../components/button.css';
import './account-settings.css';

interface AccountFormProps {
  errors: FormErrors;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isPending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Beside the submit button (e.g. Cancel on the profile page). */
  secondaryAction?: ReactNode;
  children: ReactNode;
}

export function AccountForm({
  errors,
  onSubmit,
  isPending,
  submitLabel,
  pendingLabel,
  secondaryAction,
  children,
}: AccountFormProps) {
  const { formRef, fieldErrors, clearField } = errors;
  return (
    <Form
      ref={formRef}
      className="account-form"
      validationBehavior="aria"
      validationErrors={fieldErrors}
      onSubmit={onSubmit}
    >
      {/* Input events bubble here from every field of the form. */}
      <div
        className="account-form__fields"
        onInput={(event: FormEvent<HTMLDivElement>) => {
          const { name } = event.target as HTMLInputElement;
          if (name) clearField(name);
        }}
      >
        {children}
      </div>
      <div className="account-form__actions">
        <Button type="submit" className="button button--primary" isDisabled={isPending}>
          {isPending ? pendingLabel : submitLabel}
        </Button>
        {secondaryAction}
      </div>
    </Form>
  );
}
