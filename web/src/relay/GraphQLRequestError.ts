// What a failed operation hands to onError: the server's code, its message (already in the UI language,
// because every request carries Accept-Language) and, for BAD_USER_INPUT, the messages per field.
import type { PayloadError } from 'relay-runtime';

type ErrorWithExtensions = PayloadError & {
  extensions?: { code?: unknown; fieldErrors?: unknown };
};

export class GraphQLRequestError extends Error {
  readonly code: string | null;
  readonly fieldErrors: Record<string, string[]>;

  constructor(errors: readonly PayloadError[]) {
    const first = errors[0] as ErrorWithExtensions | undefined;
    super(first?.message ?? 'GraphQL request failed');
    this.name = 'GraphQLRequestError';
    this.code = typeof first?.extensions?.code === 'string' ? first.extensions.code : null;
    this.fieldErrors = collectFieldErrors(errors as readonly ErrorWithExtensions[]);
  }
}

function collectFieldErrors(errors: readonly ErrorWithExtensions[]): Record<string, string[]> {
  const collected: Record<string, string[]> = {};
  for (const error of errors) {
    const fieldErrors = error.extensions?.fieldErrors;
    if (!fieldErrors || typeof fieldErrors !== 'object') continue;
    for (const [field, messages] of Object.entries(fieldErrors)) {
      if (Array.isArray(messages)) (collected[field] ??= []).push(...messages.map(String));
    }
  }
  return collected;
}
