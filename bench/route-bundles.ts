// What each route of the web client downloads, read from the Vite build's manifest: the entry chunk
// and its static imports, plus each lazy module the route's `lazy` loads (web/src/router.tsx) with
// its own static imports. Sizes are of the built files compressed as the server sends them (gzip -9
// and brotli 11, web/vite-compress.ts), so they are deterministic for a given build.
import { readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Lazy modules each route loads, as source paths under web/ (see web/src/router.tsx). */
export const ROUTE_MODULES: Record<string, string[]> = {
  '/landing (and /auth)': ['src/screens/Landing/Landing.tsx'],
  '/ (home)': ['src/shell/AppShell.tsx', 'src/screens/Home/Home.tsx'],
  '/dreams/new': ['src/shell/AppShell.tsx', 'src/screens/RecordDream/RecordDream.tsx'],
  '/dreams/:id': ['src/shell/AppShell.tsx', 'src/screens/DreamDetails/DreamDetails.tsx'],
  '/dreams (archive)': ['src/shell/AppShell.tsx', 'src/screens/Archive/Archive.tsx'],
  '/search': ['src/shell/AppShell.tsx', 'src/screens/Search/Search.tsx'],
  '/profile': ['src/shell/AppShell.tsx', 'src/screens/Profile/Profile.tsx'],
  '/admin': ['src/shell/AppShell.tsx', 'src/screens/Admin/Admin.tsx'],
};

export const LANDING_ROUTE = '/landing (and /auth)';

/**
 * The landing page's JavaScript budget, gzipped (issue 16), which e2e/bundle-budget.e2e.ts enforces.
 * The landing page loads 138 KB (bench/README.md): any growth past the budget is a decision.
 */
export const LANDING_JS_BUDGET_BYTES = 150 * 1024;

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

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

/**
 * A module the router loads lazily is keyed by its source path, unless Rollup merged it into a chunk
 * that other modules import too; then the chunk carries the module's name.
 */
function findChunkKey(manifest: Manifest, source: string): string {
  if (manifest[source]) return source;
  const name = basename(source, extname(source));
  const byName = Object.keys(manifest).filter((key) => manifest[key]!.name === name && key.endsWith('.js'));
  if (byName.length !== 1) throw new Error(`${source} is not in the build manifest (found ${byName.length} by name)`);
  return byName[0]!;
}

/** The chunk and everything it imports statically, in load order, each once. */
function staticClosure(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
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
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  const cache = new Map<string, AssetSize>();
  return Object.entries(ROUTE_MODULES).map(([route, modules]) => {
    const chunks = new Set<string>();
    staticClosure(manifest, entry, chunks);
    for (const module of modules) staticClosure(manifest, findChunkKey(manifest, module), chunks);
    const files = [...chunks].map((key) => manifest[key]!);
    const js = files.filter((chunk) => chunk.file.endsWith('.js')).map((chunk) => sizeOf(distDir, chunk.file, cache));
    const cssFiles = new Set(files.flatMap((chunk) => chunk.css ?? []));
    const css = [...cssFiles].map((file) => sizeOf(distDir, file, cache));
    const code = js.map((asset) => readFileSync(join(distDir, asset.file), 'utf8')).join('\n');
    const libraries = (Object.keys(LIBRARY_MARKERS) as (keyof typeof LIBRARY_MARKERS)[]).filter((library) =>
      code.includes(LIBRARY_MARKERS[library]),
    );
    return { route, js, libraries, css, total: { js: sum(js), css: sum(css) } };
  });
}
