// /graphql over HTTP: JSON and GET through the fast path or Yoga, multipart uploads through
// graphql-upload, GraphiQL's page with its own CSP. Bodies are read (and bounded) here, before Yoga.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '../graphql/errors.ts';
import { messages as m, pickLocale } from '#shared/i18n/locale.ts';
import { AUDIO_LIMITS } from '#shared/inputs/audio.inputs.ts';
import { sendBody } from './compression.ts';
import { graphiqlContentSecurityPolicy } from './graphiql.ts';
import type { GraphQLFastPath } from './graphql-fast-path.ts';
import { readMultipartOperations } from './graphql-multipart.ts';
import type { GraphQLServer, ServerContext } from './graphql-server.ts';
import { checkJsonText } from './json-input.ts';
import { readBody, type RequestPolicy } from './request.ts';
import { pipeResponseBody } from './response-stream.ts';

export type GraphQLHttpHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  signal: AbortSignal,
) => Promise<void>;

export function createGraphQLHttpHandler(
  yoga: GraphQLServer,
  policy: RequestPolicy,
  tryFastPath: GraphQLFastPath | undefined,
): GraphQLHttpHandler {
  return handleGraphQL;

  async function handleGraphQL(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    signal: AbortSignal,
  ): Promise<void> {
    const locale = pickLocale(req.headers['accept-language']);
    let body: string | undefined;
    let multipartOperations: ServerContext['multipartOperations'];
    const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (req.method === 'POST' && type === 'multipart/form-data') {
      // A GraphQL multipart request (uploadAudio), read by graphql-upload. The Origin check above
      // already refused a cross-site form.
      multipartOperations = await readMultipartOperations(
        req,
        res,
        { maxFileBytes: AUDIO_LIMITS.maxBytes, maxFieldBytes: policy.maxBodyBytes },
        locale,
      );
    } else if (req.method === 'POST') {
      if (type !== 'application/json' && type !== 'application/graphql-response+json') {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.error_json_required({}, { locale }));
      }
      body = await readBody(req, policy, locale);
      checkJsonText(body, locale);
      if (tryFastPath && (await tryFastPath(req, res, body, signal))) return;
    } else {
      const variables = url.searchParams.get('variables');
      if (variables) checkJsonText(variables, locale);
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    // The body was read here (a multipart one by graphql-upload); Yoga gets what was read.
    headers.delete('content-length');
    // The request's work ends when its client leaves (execution stops on this signal).
    const response = await yoga.fetch(new Request(url, { method: req.method, headers, body, signal }), {
      req,
      res,
      multipartOperations,
      signal,
    });
    if (signal.aborted) return void res.destroy();
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') res.setHeader(name, value);
    });
    if (response.headers.get('content-type')?.startsWith('text/html')) {
      const html = await response.text();
      res.setHeader('Content-Security-Policy', graphiqlContentSecurityPolicy(html));
      res.writeHead(response.status);
      res.end(html);
      return;
    }
    // A GraphQL result is finite JSON: sent whole, compressed when large. Anything else (a stream)
    // is piped and stops when its client leaves.
    if (response.headers.get('content-type')?.includes('json')) {
      await sendBody(res, response.status, {}, Buffer.from(await response.arrayBuffer()));
      return;
    }
    res.writeHead(response.status);
    await pipeResponseBody(response, res, signal);
  }
}
