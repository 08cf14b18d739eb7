// Field errors keyed by the input's field name, as the API returns them in `extensions.fieldErrors`
// and as the web forms show them. Shared by every zod input (no Node or DOM APIs here).
import type { z } from 'zod';

export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_form';
    (fieldErrors[field] ??= []).push(issue.message);
  }
  return fieldErrors;
}
