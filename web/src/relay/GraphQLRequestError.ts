// What a failed GraphQL operation hands to onError: the first error's code and message, and the
// messages per field of all of them.
import type { PayloadError } from 'relay-runtime';
import { ApiRequestError } from '../http/ApiRequestError.ts';

type ErrorWithExtensions = PayloadError & {
  extensions?: { code?: unknown; fieldErrors?: unknown };
};

export class GraphQLRequestError extends ApiRequestError {
  constructor(errors: readonly PayloadError[]) {
    const first = errors[0] as ErrorWithExtensions | undefined;
    super(
      first?.message ?? 'GraphQL request failed',
      typeof first?.extensions?.code === 'string' ? first.extensions.code : null,
      collectFieldErrors(errors as readonly ErrorWithExtensions[]),
    );
    this.name = 'GraphQLRequestError';
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
