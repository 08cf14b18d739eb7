// Errors of a sign-in form in one place: per-field messages (from zod before sending, or the server's
// fieldErrors) shown under the fields by react-aria's <Form validationErrors>, and a form-level message
// for the alert below the form. A field shows its first problem only (fix one thing at a time), and
// after a failed submit focus moves to the first invalid field.
import { useEffect, useRef, useState } from 'react';
import type { ZodError } from 'zod';
import { fieldErrorsOf } from '#shared/inputs/field-errors.ts';
import { ApiRequestError } from '../../http/ApiRequestError.ts';

function firstOfEach(errors: Record<string, string[]>): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) if (messages[0]) first[field] = messages[0];
  return first;
}

export type FormErrors = ReturnType<typeof useFormErrors>;

export function useFormErrors() {
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);

  return {
    formRef,
    fieldErrors,
    formError,
    clear() {
      setFieldErrors({});
      setFormError(null);
    },
    /**
     * Drops one field's error as soon as its value changes. Left until the field loses focus, the
     * error line would vanish on the press of the submit button and move the button from under the
     * pointer, so the press would miss it.
     */
    clearField(name: string) {
      setFieldErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _dropped, ...rest } = current;
        return rest;
      });
    },
    showInvalid(error: ZodError) {
      setFieldErrors(firstOfEach(fieldErrorsOf(error)));
    },
    showFailure(error: Error) {
      const { _form: formLevel, ...byField } = error instanceof ApiRequestError ? error.fieldErrors : {};
      setFieldErrors(firstOfEach(byField));
      const hasFieldErrors = Object.keys(byField).length > 0;
      setFormError(formLevel?.join(' ') ?? (hasFieldErrors ? null : error.message));
    },
  };
}
