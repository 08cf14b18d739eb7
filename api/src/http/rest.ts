// Runs the REST routes (each domain's rows, listed in rest-routes.ts) through Yoga's envelope: the
// same context, plugins and authorization as /graphql. Documents are parsed and validated once, at start-up.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setImmediate } from 'node:timers/promises';
import { parse, validate, type DocumentNode, type ExecutionResult, type GraphQLError } from 'graphql';
import {
  AppError,
  fieldError,
  isErrorCode,
  notFound,
  unauthenticated,
  unexpected,
  type FieldErrors,
} from '../graphql/errors.ts';
import { schema } from '../graphql/schema.ts';
import { messages as m, pickLocale, type Locale } from '#shared/i18n/locale.ts';
import type { Logger } from '../logger.ts';
import type { GraphQLServer } from './graphql-server.ts';
import { readJsonBody, type RequestPolicy } from './request.ts';
import { sendError, sendJson } from './responses.ts';
import { restRoutes, type RestRoute } from './rest-routes.ts';

interface CompiledRoute {
  route: RestRoute;
  pattern: RegExp;
  paramNames: string[];
  document: DocumentNode;
}

function compile(route: RestRoute): CompiledRoute {
  const document = parse(route.document);
  const errors = validate(schema, document);
  if (errors.length > 0)
    throw new Error(`REST route ${route.method} ${route.path}: ${errors.map((e) => e.message).join('; ')}`);
  const paramNames: string[] = [];
  const source = route.path.replace(/:(\w+)/g, (_match, name: string) => {
    paramNames.push(name);
    // A numeric parameter only matches digits, so /api/dreams/search is not dream "search".
    return route.intParams?.includes(name) ? '(\\d+)' : '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${source}$`), paramNames, document };
}

/** Field errors named as the REST body names them (e.g. GraphQL's `query` is the REST `q`). */
function renameFields(fieldErrors: FieldErrors, aliases: Record<string, string> | undefined): FieldErrors {
  if (!aliases) return fieldErrors;
  return Object.fromEntries(Object.entries(fieldErrors).map(([name, messages]) => [aliases[name] ?? name, messages]));
}

/**
 * The body field a variable-coercion error is about: graphql-js reports a value of the wrong type as
 * `Variable "$input" got invalid value 5 at "input.title"; ...` (or without `at` for the variable
 * itself). Null when the message has another form.
 */
function fieldOfCoercionError(message: string): string | null {
  const match =
    /^Variable "\$(\w+)" (?:got invalid value .*? at "\w+\.([^"]+)"|got invalid value|of required type)/s.exec(message);
  if (!match) return null;
  return (match[2] ?? match[1]!).replace(/\[\d+\]$/, '');
}

/** The coded error a failed operation answers with (its HTTP status and body follow from the code). */
function errorOf(
  errors: readonly GraphQLError[],
  hasData: boolean,
  logger: Logger,
  locale: Locale,
  aliases?: Record<string, string>,
): AppError {
  const error = errors[0]!;
  const code = error.extensions?.code;
  // Masked by Yoga (a resolver or the context failed unexpectedly): already logged there.
  if (code === 'INTERNAL_SERVER_ERROR') return unexpected(locale);
  if (isErrorCode(code)) {
    const { fieldErrors, retryAfterSeconds } = error.extensions as {
      fieldErrors?: FieldErrors;
      retryAfterSeconds?: number;
    };
    return new AppError(code, error.message, {
      ...(fieldErrors ? { fieldErrors: renameFields(fieldErrors, aliases) } : {}),
      ...(typeof retryAfterSeconds === 'number' ? { retryAfterSeconds } : {}),
    });
  }
  // No data at all means the request itself was refused (e.g. a variable of the wrong type).
  if (!hasData && !error.path) {
    const field = fieldOfCoercionError(error.message);
    if (!field) return new AppError('BAD_USER_INPUT', error.message);
    return fieldError(aliases?.[field] ?? field, m.validation_invalid_value({}, { locale }));
  }
  logger.error({ err: error.originalError ?? error }, 'REST operation failed unexpectedly');
  return unexpected(locale);
}

export function createRestHandler(yoga: GraphQLServer, policy: RequestPolicy, logger: Logger) {
  const routes = restRoutes.map(compile);

  /**
   * Handles the request when a route matches; returns false when none does. `signal` aborts when the
   * client leaves: no further page is read (a list of a thousand dreams is ten operations), execution
   * stops, and nothing is sent.
   */
  return async function handleRest(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    signal: AbortSignal,
  ): Promise<boolean> {
    const locale = pickLocale(req.headers['accept-language']);
    const matching = routes.filter((candidate) => candidate.pattern.test(url.pathname));
    if (matching.length === 0) return false;
    const compiled = matching.find((candidate) => candidate.route.method === req.method);
    if (!compiled) {
      res.setHeader('Allow', matching.map((candidate) => candidate.route.method).join(', '));
      sendError(res, new AppError('METHOD_NOT_ALLOWED', m.error_method_not_allowed({}, { locale })));
      return true;
    }
    try {
      const body = await readJsonBody(req, policy, locale);
      // Every route that reads a body reads fields of an object: `[]`, `"hello"` or `42` is a mistake,
      // not an empty request (it would otherwise run the route with its defaults).
      if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
        throw new AppError('BAD_USER_INPUT', m.error_json_object_required({}, { locale }));
      }
      const match = compiled.pattern.exec(url.pathname)!;
      const params = Object.fromEntries(
        compiled.paramNames.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]),
      );
      // Beyond a 32-bit GraphQL Int no row can exist: the same 404 as a missing one.
      if (
        compiled.route.intParams?.some(
          (name) => !/^[1-9]\d{0,9}$/.test(params[name] ?? '') || Number(params[name]) > 2_147_483_647,
        )
      ) {
        throw notFound(locale);
      }
      const { execute, contextFactory, schema: envelopedSchema } = yoga.getEnveloped({ req, res, signal });
      const contextValue = await contextFactory();
      const baseVariables = compiled.route.variables?.({ params, query: url.searchParams, body, locale }) ?? {};
      let payload: unknown;
      // A paged route runs its operation again from each page's cursor and concatenates the pages.
      for (let pageVariables: Record<string, unknown> | null = {}; pageVariables;) {
        signal.throwIfAborted();
        const result = (await execute({
          schema: envelopedSchema,
          document: compiled.document,
          variableValues: { ...baseVariables, ...pageVariables },
          contextValue,
        })) as ExecutionResult;
        if (result.errors?.length) {
          throw errorOf(result.errors, result.data != null, logger, locale, compiled.route.fieldAliases);
        }
        const data = (result.data ?? {}) as Record<string, unknown>;
        const page = compiled.route.respond(data);
        payload = Array.isArray(payload) && Array.isArray(page) ? payload.concat(page) : page;
        pageVariables = page === null ? null : (compiled.route.nextPage?.(data) ?? null);
        // SQLite answers a page without giving the event loop a turn: yielding between pages lets
        // other requests in, and lets a client that left be noticed before the next page is read.
        if (pageVariables) await setImmediate();
      }
      signal.throwIfAborted();
      if (payload === null) throw compiled.route.nullStatus === 401 ? unauthenticated(locale) : notFound(locale);
      sendJson(res, compiled.route.status ?? 200, payload);
    } catch (error) {
      // The client left: its work stopped, and there is nobody to answer.
      if (signal.aborted) {
        res.destroy();
        return true;
      }
      if (!(error instanceof AppError)) logger.error({ err: error }, 'REST request failed unexpectedly');
      sendError(res, error instanceof AppError ? error : unexpected(locale));
    }
    return true;
  };
}

export type RestHandler = ReturnType<typeof createRestHandler>;
