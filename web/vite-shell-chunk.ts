// One file for what only the signed-in app's frame and home page use. Left to itself Rolldown cuts
// the code home loads into one file per set of routes that share it; on a phone's network (150 ms
// round trips, six connections per host over HTTP/1.1) each file queues for a connection before home
// can paint. This group puts the modules that the frame or home import statically into one chunk,
// except what the start-up or the landing page may also import: those stay where they are, so the
// landing page downloads nothing more (its budget: e2e/bundle-budget.e2e.ts). What the landing page
// may import is judged through the packages' index modules (react-aria-components, the messages), so
// the pieces of those stay in their own files: home loads 22 files instead of 24 (bench/README.md).
import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/** The chunk's name (bench/route-bundles.ts finds the frame's code by it). */
export const SHELL_CHUNK_NAME = 'signed-in';

/** Sources (under web/) whose static imports make the chunk. */
export const SHELL_ROOTS = ['/src/shell/AppShell.tsx', '/src/screens/Home/Home.tsx'];

/**
 * Sources whose static imports stay out of it: the start-up and the landing page. (The pages for
 * anyone, such as email verification, show the frame to a signed-in viewer: they load it anyway.)
 */
const SIGNED_OUT_ROOTS = ['/src/main.tsx', '/src/screens/Landing/Landing.tsx'];

const normalise = (id: string) => id.replaceAll('\\', '/');

/** Every module reachable from `roots` through static imports. */
function staticallyReachable(roots: string[], ctx: ChunkingContext, allIds: Set<string>): Set<string> {
  const starts = [...allIds].filter((id) => roots.some((root) => normalise(id).endsWith(root)));
  if (starts.length !== roots.length) throw new Error(`vite-shell-chunk: not all of ${roots.join(', ')} were found`);
  const seen = new Set<string>();
  const queue = starts;
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** Every module of the graph, walked from any one of them through imports and importers. */
function wholeGraph(from: string, ctx: ChunkingContext): Set<string> {
  const all = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (all.has(id)) continue;
    all.add(id);
    const info = ctx.getModuleInfo(id);
    if (info)
      queue.push(...info.importedIds, ...info.dynamicallyImportedIds, ...info.importers, ...info.dynamicImporters);
  }
  return all;
}

/** The code-splitting group (output.codeSplitting.groups) of the signed-in frame and home. */
export function signedInShellGroup(priority: number) {
  let members: Set<string> | undefined;
  return {
    name: (id: string, ctx: ChunkingContext) => {
      if (!members) {
        const all = wholeGraph(id, ctx);
        const signedOut = staticallyReachable(SIGNED_OUT_ROOTS, ctx, all);
        members = new Set([...staticallyReachable(SHELL_ROOTS, ctx, all)].filter((module) => !signedOut.has(module)));
      }
      return members.has(id) ? SHELL_CHUNK_NAME : null;
    },
    priority,
    // Only the modules chosen above: a module the landing page also needs must not be pulled in as a
    // dependency, or the landing page would download the whole chunk.
    includeDependenciesRecursively: false,
  };
}
