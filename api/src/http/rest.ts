// Runs the REST route table (rest-routes.ts) through Yoga's envelope: the same context, plugins and
// authorization as /graphql. Documents are parsed and validated once, at start-up.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse, validate, type DocumentNode, type ExecutionResult, type GraphQLError } from 'graphql';
import { AppError, ERROR_STATUS, isErrorCode } from '../graphql/errors.ts';
import { schema } from '../graphql/schema.ts';
import { messages as m, pickLocale } from '../i18n/locale.ts';
import type { Logger } from '../logger.ts';
import { sendBody } from './compression.ts';
import type { GraphQLServer } from './graphql-server.ts';
import { readJsonBody, type RequestPolicy } from './request.ts';
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

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  void sendBody(res, status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }, text);
}

/** Field errors named as the REST body names them (e.g. GraphQL's `query` is the REST `q`). */
function renameFields(fieldErrors: unknown, aliases: Record<string, string> | undefined): unknown {
  if (!aliases || !fieldErrors || typeof fieldErrors !== 'object') return fieldErrors;
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

/** The HTTP status and JSON body for a failed operation. */
function errorResponse(
  errors: readonly GraphQLError[],
  hasData: boolean,
  logger: Logger,
  locale: ReturnType<typeof pickLocale>,
  aliases?: Record<string, string>,
) {
  const error = errors[0]!;
  const code = error.extensions?.code;
  if (isErrorCode(code)) {
    const { fieldErrors, retryAfterSeconds } = error.extensions as {
      fieldErrors?: unknown;
      retryAfterSeconds?: unknown;
    };
    return {
      status: ERROR_STATUS[code],
      body: {
        message: error.message,
        code,
        ...(fieldErrors ? { fieldErrors: renameFields(fieldErrors, aliases) } : {}),
      },
      retryAfterSeconds: typeof retryAfterSeconds === 'number' ? retryAfterSeconds : undefined,
    };
  }
  // No data at all means the request itself was refused (e.g. a variable of the wrong type).
  if (!hasData && !error.path) {
    const field = fieldOfCoercionError(error.message);
    if (!field) return { status: 400, body: { message: error.message, code: 'BAD_USER_INPUT' } };
    const message = m.validation_invalid_value({}, { locale });
    return {
      status: 400,
      body: { message, code: 'BAD_USER_INPUT', fieldErrors: renameFields({ [field]: [message] }, aliases) },
    };
  }
  logger.error({ err: error.originalError ?? error }, 'REST operation failed unexpectedly');
  return { status: 500, body: { message: m.error_unexpected({}, { locale }), code: 'INTERNAL_SERVER_ERROR' } };
}

export function createRestHandler(yoga: GraphQLServer, policy: RequestPolicy, logger: Logger) {
  const routes = restRoutes.map(compile);

  /** Handles the request when a route matches; returns false when none does. */
  return async function handleRest(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const locale = pickLocale(req.headers['accept-language']);
    const matching = routes.filter((candidate) => candidate.pattern.test(url.pathname));
    if (matching.length === 0) return false;
    const compiled = matching.find((candidate) => candidate.route.method === req.method);
    if (!compiled) {
      res.setHeader('Allow', matching.map((candidate) => candidate.route.method).join(', '));
      sendJson(res, 405, { message: 'Method not allowed', code: 'METHOD_NOT_ALLOWED' });
      return true;
    }
    try {
      const body = await readJsonBody(req, policy, locale);
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
        sendJson(res, 404, { message: m.error_not_found({}, { locale }), code: 'NOT_FOUND' });
        return true;
      }
      const { execute, contextFactory, schema: envelopedSchema } = yoga.getEnveloped({ req, res });
      const contextValue = await contextFactory();
      const baseVariables = compiled.route.variables?.({ params, query: url.searchParams, body, locale }) ?? {};
      let payload: unknown;
      // A paged route runs its operation again from each page's cursor and concatenates the pages.
      for (let pageVariables: Record<string, unknown> | null = {}; pageVariables;) {
        const result = (await execute({
          schema: envelopedSchema,
          document: compiled.document,
          variableValues: { ...baseVariables, ...pageVariables },
          contextValue,
        })) as ExecutionResult;
        if (result.errors?.length) {
          const failure = errorResponse(
            result.errors,
            result.data != null,
            logger,
            locale,
            compiled.route.fieldAliases,
          );
          if (failure.retryAfterSeconds) res.setHeader('Retry-After', String(failure.retryAfterSeconds));
          sendJson(res, failure.status, failure.body);
          return true;
        }
        const data = (result.data ?? {}) as Record<string, unknown>;
        const page = compiled.route.respond(data);
        payload = Array.isArray(payload) && Array.isArray(page) ? payload.concat(page) : page;
        pageVariables = page === null ? null : (compiled.route.nextPage?.(data) ?? null);
      }
      if (payload === null) {
        const status = compiled.route.nullStatus ?? 404;
        const message = status === 401 ? m.error_unauthenticated({}, { locale }) : m.error_not_found({}, { locale });
        sendJson(res, status, { message, code: status === 401 ? 'UNAUTHENTICATED' : 'NOT_FOUND' });
        return true;
      }
      sendJson(res, compiled.route.status ?? 200, payload);
    } catch (error) {
      if (error instanceof AppError) {
        const fieldErrors = error.extensions.fieldErrors;
        sendJson(res, error.status, {
          message: error.message,
          code: error.code,
          ...(fieldErrors ? { fieldErrors } : {}),
        });
      } else {
        logger.error({ err: error }, 'REST request failed unexpectedly');
        sendJson(res, 500, { message: m.error_unexpected({}, { locale }), code: 'INTERNAL_SERVER_ERROR' });
      }
    }
    return true;
  };
}
