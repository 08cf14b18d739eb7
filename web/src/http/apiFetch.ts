// JSON POSTs to the API with the session cookie, in plain code: the start-up's viewer check and the
// landing page's sign-in run before (or without) Relay, and Relay's network sends its requests here
// too. Every request names the UI language so server messages come back already translated.
import type { GraphQLResponse } from 'relay-runtime';
import { getUiLocale } from '../i18n/uiLocale.ts';
import { GraphQLRequestError } from '../relay/GraphQLRequestError.ts';
import { ApiRequestError } from './ApiRequestError.ts';
import { fetchWithOneResend } from './resendOnce.ts';
import { GRAPHQL_ACCEPT, GRAPHQL_PATH } from './pageStartedQueries.ts';

export { GRAPHQL_PATH };

/**
 * Operations the server treats as one when they arrive twice, so a connection that dropped them
 * unanswered is tried once more: a new dream carries its client key (dreams.service.ts saves it once).
 */
const SAFE_TO_RESEND = new Set(['useCreateDreamMutation']);

async function requestJson(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  accept: string,
  resendOnce = false,
): Promise<{ ok: boolean; payload: unknown }> {
  const sent = (resendOnce ? fetchWithOneResend : fetch)(path, {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: accept,
      'Accept-Language': getUiLocale(),
      ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
    },
    body: method === 'POST' ? JSON.stringify(body) : undefined,
  });
  return readJson(sent);
}

async function readJson(sent: Promise<Response>): Promise<{ ok: boolean; payload: unknown }> {
  const response = await sent;
  // Errors arrive with a 4xx status and a JSON body; that body is what counts.
  const isJson = /json/.test(response.headers.get('Content-Type') ?? '');
  if (!isJson) {
    const text = await response.text();
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  return { ok: response.ok, payload: await response.json() };
}

function fieldErrorsOf(value: unknown): Record<string, string[]> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([field, messages]) =>
      Array.isArray(messages) ? [[field, messages.map(String)]] : [],
    ),
  );
}

/** A REST call (`/api/...`): its answer, or the server's coded error `{message, code, fieldErrors?}`. */
export function postRest<T>(path: string, body: unknown): Promise<T> {
  return restCall<T>('POST', path, body);
}

/** A REST read (`/api/...`), answered or refused as postRest's. */
export function getRest<T>(path: string): Promise<T> {
  return restCall<T>('GET', path, undefined);
}

async function restCall<T>(method: 'GET' | 'POST', path: string, body: unknown): Promise<T> {
  const { ok, payload } = await requestJson(method, path, body, 'application/json');
  if (ok) return payload as T;
  const error = (payload ?? {}) as { message?: unknown; code?: unknown; fieldErrors?: unknown };
  throw new ApiRequestError(
    typeof error.message === 'string' ? error.message : 'The request failed',
    typeof error.code === 'string' ? error.code : null,
    fieldErrorsOf(error.fieldErrors),
  );
}

/** A GraphQL operation over HTTP. An answer without data fails with the server's coded error. */
export async function postGraphQL(
  query: string,
  variables: Record<string, unknown>,
  operationName: string,
): Promise<GraphQLResponse> {
  return graphQLAnswer(
    requestJson(
      'POST',
      GRAPHQL_PATH,
      { query, variables, operationName },
      GRAPHQL_ACCEPT,
      SAFE_TO_RESEND.has(operationName),
    ),
  );
}

/** The answer of a GraphQL request the page sent before the app ran (http/pageStartedQueries.ts). */
export function readGraphQLAnswer(sent: Promise<Response>): Promise<GraphQLResponse> {
  return graphQLAnswer(readJson(sent));
}

async function graphQLAnswer(read: Promise<{ payload: unknown }>): Promise<GraphQLResponse> {
  const { payload } = await read;
  const response = payload as GraphQLResponse;
  if (!Array.isArray(response) && 'errors' in response && response.errors?.length && response.data == null) {
    throw new GraphQLRequestError(response.errors);
  }
  return response;
}
