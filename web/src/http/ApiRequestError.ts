// What a refused API call hands to its caller, whichever way it went (REST or GraphQL): the server's
// code, its message (already in the UI language, because every request carries Accept-Language) and,
// for BAD_USER_INPUT, the messages per field. Plain code: the landing page uses it without Relay.
export class ApiRequestError extends Error {
  readonly code: string | null;
  readonly fieldErrors: Record<string, string[]>;

  constructor(message: string, code: string | null, fieldErrors: Record<string, string[]>) {
    super(message);
    this.name = 'ApiRequestError';
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}
