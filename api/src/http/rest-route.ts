// The shape of a REST route (a row of a route table): its own file, so each module's route file can
// declare rows without importing the central table.
import type { Locale } from '../i18n/locale.ts';

export type Json = Record<string, unknown>;

export interface RestRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  /** For the messages of errors a route raises itself. */
  locale: Locale;
}

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** With `:name` segments, e.g. /api/dreams/:id */
  path: string;
  document: string;
  variables?: (request: RestRequest) => Json;
  /** The response body from the operation's data. Returning null answers with `nullStatus`. */
  respond: (data: Json) => unknown;
  status?: number;
  /** What a null result means: signed out (401) or missing/foreign (404). */
  nullStatus?: 401 | 404;
  /** Path parameters that are positive 32-bit integers (database ids); anything else is a 404. */
  intParams?: string[];
  /**
   * A paged read: the variables of the next page (e.g. `{ after: endCursor }`), or null after the
   * last. The pages' `respond` arrays are concatenated into one response.
   */
  nextPage?: (data: Json) => Json | null;
  /** GraphQL field names as the REST request names them, for fieldErrors (e.g. query -> q). */
  fieldAliases?: Record<string, string>;
}
