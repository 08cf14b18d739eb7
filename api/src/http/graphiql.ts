// GraphiQL, served from our own origin. Yoga's page loads its bundle from a public CDN, which an
// offline machine cannot reach and which would tell a third party that someone uses Oneiro; the same
// bundle ships in the @graphql-yoga/graphiql npm package, so we serve it from there.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { renderGraphiQL, type GraphiQLOptions } from 'graphql-yoga';
import { inlineScriptHashes } from './inline-scripts.ts';

export const GRAPHIQL_ASSETS_PATH = '/graphiql/assets/';

export const graphiqlAssetsDir = dirname(createRequire(import.meta.url).resolve('@graphql-yoga/graphiql'));

export function renderLocalGraphiQL(options: GraphiQLOptions): string {
  return renderGraphiQL(options)
    .replace(/https:\/\/unpkg\.com\/@graphql-yoga\/graphiql@[^/]+\/dist\//g, GRAPHIQL_ASSETS_PATH)
    .replace(/<link rel=icon [^>]*>/, '');
}

/**
 * GraphiQL's page runs with the session cookie of whoever opens it, so it gets a policy as strict as
 * the page allows: its two inline scripts by hash, the bundle from this server, the editor's workers
 * from the blob URLs the page makes of them, requests only to this server. Monaco sets inline styles.
 */
export function graphiqlContentSecurityPolicy(html: string): string {
  const hashes = inlineScriptHashes(html);
  return [
    "default-src 'none'",
    `script-src 'self' ${hashes.join(' ')}`,
    'worker-src blob:',
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
