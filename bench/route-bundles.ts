// What each route of the web client downloads, read from the Vite build's manifest: the entry chunk
// and its static imports, plus each lazy module the route's `lazy` loads (web/src/router.tsx) with
// its own static imports. Sizes are of the built files compressed as the server sends them (gzip -9
// and brotli 11, web/vite-compress.ts), so they are deterministic for a given build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LANDING_ROUTE, readManifest, ROUTE_MODULES, routeFiles } from '../web/vite-route-chunks.ts';

export { LANDING_ROUTE };

/**
 * The landing page's JavaScript budget, gzipped (issue 16), which e2e/bundle-budget.e2e.ts enforces.
 * The landing page loads 138 KB (bench/README.md): any growth past the budget is a decision.
 */
export const LANDING_JS_BUDGET_BYTES = 150 * 1024;

/**
 * Text that only the editor's (Lexical), the form schemas' (zod), the admin chart's (recharts) and
 * Relay's code contain, minified.
 */
export const LIBRARY_MARKERS = {
  lexical: 'lexical.dev/docs/error',
  zod: 'ZodError',
  recharts: 'recharts-surface',
  relay: 'RelayModernEnvironment',
} as const;

export interface AssetSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteBundle {
  route: string;
  js: AssetSize[];
  /** Which of LIBRARY_MARKERS' libraries the route's JavaScript contains. */
  libraries: (keyof typeof LIBRARY_MARKERS)[];
  css: AssetSize[];
  total: { js: Omit<AssetSize, 'file'>; css: Omit<AssetSize, 'file'> };
}

function sizeOf(distDir: string, file: string, cache: Map<string, AssetSize>): AssetSize {
  let size = cache.get(file);
  if (!size) {
    const content = readFileSync(join(distDir, file));
    size = {
      file,
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }).length,
    };
    cache.set(file, size);
  }
  return size;
}

function sum(sizes: AssetSize[]) {
  return sizes.reduce(
    (total, size) => ({
      raw: total.raw + size.raw,
      gzip: total.gzip + size.gzip,
      brotli: total.brotli + size.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

export function routeBundles(distDir: string): RouteBundle[] {
  const manifest = readManifest(distDir);
  const cache = new Map<string, AssetSize>();
  return Object.keys(ROUTE_MODULES).map((route) => {
    const files = routeFiles(manifest, route);
    const js = files.js.map((file) => sizeOf(distDir, file, cache));
    const css = files.css.map((file) => sizeOf(distDir, file, cache));
    const code = js.map((asset) => readFileSync(join(distDir, asset.file), 'utf8')).join('\n');
    const libraries = (Object.keys(LIBRARY_MARKERS) as (keyof typeof LIBRARY_MARKERS)[]).filter((library) =>
      code.includes(LIBRARY_MARKERS[library]),
    );
    return { route, js, libraries, css, total: { js: sum(js), css: sum(css) } };
  });
}
