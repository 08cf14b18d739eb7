// GraphiQL, served from our own origin. Yoga's page loads its bundle from a public CDN, which an
// offline machine cannot reach and which would tell a third party that someone uses Oneiro; the same
// bundle ships in the @graphql-yoga/graphiql npm package, so we serve it from there.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { renderGraphiQL, type GraphiQLOptions } from 'graphql-yoga';

export const GRAPHIQL_ASSETS_PATH = '/graphiql/assets/';

export const graphiqlAssetsDir = dirname(createRequire(import.meta.url).resolve('@graphql-yoga/graphiql'));

export function renderLocalGraphiQL(options: GraphiQLOptions): string {
  return renderGraphiQL(options)
    .replace(/https:\/\/unpkg\.com\/@graphql-yoga\/graphiql@[^/]+\/dist\//g, GRAPHIQL_ASSETS_PATH)
    .replace(/<link rel=icon [^>]*>/, '');
}
