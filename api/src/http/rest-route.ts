// What a REST route is: a row that runs one GraphQL operation, so REST and GraphQL share every rule
// (validation, authorization, errors). A row says how to build the variables from the request and
// how to shape the spec's JSON from the result. Each domain keeps its rows in
// modules/<domain>/<domain>.rest.ts; rest-routes.ts lists the domains; rest.ts runs them.
import type { Locale } from '#shared/i18n/locale.ts';

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

/**
 * A GraphQL object as the REST body: the fragments above already name the numeric `databaseId` as
 * `id` (an alias), so an object is sent as executed; a missing one is null.
 */
export function restObject(object: unknown): Json | null {
  return object && typeof object === 'object' ? (object as Json) : null;
}

/** The fields of a JSON object body (anything else gives none, and validation reports what is missing). */
export function fields(body: unknown, names: string[]): Json {
  const source = body && typeof body === 'object' && !Array.isArray(body) ? (body as Json) : {};
  return Object.fromEntries(names.filter((name) => source[name] !== undefined).map((name) => [name, source[name]]));
}

export function field<T extends Json>(data: Json, name: string): T {
  return data[name] as T;
}

/** A positive integer query parameter, or undefined (GraphQL's default) when absent or not one. */
export function intQuery(query: URLSearchParams, name: string): number | undefined {
  const value = query.get(name);
  return value !== null && /^\d{1,6}$/.test(value) ? Number(value) : undefined;
}
