// Which built files each route of the web client loads, read from the Vite build's manifest: the
// entry chunk and its static imports, plus each lazy module the route's `lazy` loads
// (web/src/router.tsx) with its own static imports. Used by the build (the signed-in home page's
// preload list, vite-signed-in-html.ts) and by bench/route-bundles.ts (sizes per route).
import { readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { SHELL_CHUNK_NAME, SHELL_ROOTS } from './vite-shell-chunk.ts';

/** Lazy modules each route loads, as source paths under web/ (see web/src/router.tsx). */
export const ROUTE_MODULES: Record<string, string[]> = {
  '/landing (and /auth)': ['src/screens/Landing/Landing.tsx'],
  '/ (home)': ['src/shell/AppShell.tsx', 'src/screens/Home/Home.tsx'],
  '/dreams/new': ['src/shell/AppShell.tsx', 'src/screens/RecordDream/RecordDream.tsx'],
  '/dreams/:id': ['src/shell/AppShell.tsx', 'src/screens/DreamDetails/DreamDetails.tsx'],
  '/dreams (archive)': ['src/shell/AppShell.tsx', 'src/screens/Archive/Archive.tsx'],
  '/search': ['src/shell/AppShell.tsx', 'src/screens/Search/Search.tsx'],
  '/profile': ['src/shell/AppShell.tsx', 'src/screens/Profile/Profile.tsx'],
  '/insights': ['src/shell/AppShell.tsx', 'src/screens/Insights/Insights.tsx'],
  '/admin': ['src/shell/AppShell.tsx', 'src/screens/Admin/Admin.tsx'],
};

export const LANDING_ROUTE = '/landing (and /auth)';
export const HOME_ROUTE = '/ (home)';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/**
 * A module the router loads lazily is keyed by its source path, unless Rolldown merged it into a
 * chunk that other modules import too; then the chunk carries the module's name (or the name of the
 * group that took it, vite-shell-chunk.ts).
 */
function findChunkKey(manifest: Manifest, source: string): string {
  if (manifest[source]) return source;
  const names = [basename(source, extname(source))];
  if (SHELL_ROOTS.some((root) => `/${source}` === root)) names.push(SHELL_CHUNK_NAME);
  const byName = Object.keys(manifest).filter(
    (key) => names.includes(manifest[key]!.name ?? '') && key.endsWith('.js'),
  );
  if (byName.length !== 1) throw new Error(`${source} is not in the build manifest (found ${byName.length} by name)`);
  return byName[0]!;
}

/** The chunk and everything it imports statically, in load order, each once. */
function staticClosure(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
}

export interface RouteFiles {
  /** The route's chunks (JavaScript), the entry's first. */
  js: string[];
  /** The stylesheets those chunks bring. */
  css: string[];
}

/** The files a route loads; with `beyondEntry`, only those index.html does not already load. */
export function routeFiles(manifest: Manifest, route: string, options: { beyondEntry?: boolean } = {}): RouteFiles {
  const modules = ROUTE_MODULES[route];
  if (!modules) throw new Error(`no route ${route}`);
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  const fromEntry = new Set<string>();
  staticClosure(manifest, entry, fromEntry);
  const chunks = new Set(fromEntry);
  for (const module of modules) staticClosure(manifest, findChunkKey(manifest, module), chunks);
  const keys = [...chunks].filter((key) => !options.beyondEntry || !fromEntry.has(key));
  const entryCss = new Set([...fromEntry].flatMap((key) => manifest[key]!.css ?? []));
  const files = keys.map((key) => manifest[key]!);
  return {
    js: files.filter((chunk) => chunk.file.endsWith('.js')).map((chunk) => chunk.file),
    css: [...new Set(files.flatMap((chunk) => chunk.css ?? []))].filter(
      (file) => !options.beyondEntry || !entryCss.has(file),
    ),
  };
}
