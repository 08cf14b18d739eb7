// The frame both landing forms share: react-aria's Form showing field errors under their fields, the
// submit button (with its "...ing" label while sending), and the failure alert below the form.
import type { FormEvent, ReactNode } from 'react';
import { Button, Form } from 'react-aria-components';
import { DestructiveAlert } from '../../components/Alert.tsx';
import type { FormErrors } from './useFormErrors.ts';

interface AuthFormProps {
  errors: FormErrors;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isPending: boolean;
  submitLabel: string;
  pendingLabel: string;
  failureTitle: string;
  children: ReactNode;
}

export function AuthForm({
  errors,
  onSubmit,
  isPending,
  submitLabel,
  pendingLabel,
  failureTitle,
  children,
}: AuthFormProps) {
  const { formRef, fieldErrors, formError } = errors;
  return (
    <Form
      ref={formRef}
      className="auth-form"
      validationBehavior="aria"
      validationErrors={fieldErrors}
      onSubmit={onSubmit}
    >
      {children}
      <Button type="submit" className="button button--primary button--block">
        {isPending ? pendingLabel : submitLabel}
      </Button>
      {formError && <DestructiveAlert title={failureTitle}>{formError}</DestructiveAlert>}
    </Form>
  );
}
