// The frame both landing forms share: react-aria's Form showing field errors under their fields, the
// submit button (with its "...ing" label while sending), and the failure alert below the form.
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { Button, Form } from 'react-aria-components';
import { DestructiveAlert } from '../../components/Alert.tsx';
import { loadAuthInputs } from './authInputs.ts';
import type { FormErrors } from './useFormErrors.ts';

interface AuthFormProps {
  errors: FormErrors;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
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
  const { formRef, fieldErrors, formError, clearField } = errors;
  // Typing takes longer than fetching the schemas, so they are there by the time of submit.
  useEffect(() => {
    const form = formRef.current;
    const load = () => void loadAuthInputs();
    form?.addEventListener('focusin', load, { once: true });
    return () => form?.removeEventListener('focusin', load);
  }, [formRef]);
  return (
    <Form
      ref={formRef}
      className="auth-form"
      validationBehavior="aria"
      validationErrors={fieldErrors}
      onSubmit={(event) => void onSubmit(event)}
    >
      {/* A field's error goes as its value changes (input events bubble here). Left to react-aria, it
          went on the field's blur, which is the press of the submit button: the line vanished, the
          button moved up from under the pointer and the click was lost. */}
      <div
        className="auth-form__fields"
        onInput={(event: FormEvent<HTMLDivElement>) => {
          const { name } = event.target as HTMLInputElement;
          if (name) clearField(name);
        }}
      >
        {children}
      </div>
      <Button type="submit" className="button button--primary button--block">
        {isPending ? pendingLabel : submitLabel}
      </Button>
      {formError && <DestructiveAlert title={failureTitle}>{formError}</DestructiveAlert>}
    </Form>
  );
}
