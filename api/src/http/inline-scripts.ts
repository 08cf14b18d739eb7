// Inline scripts allowed by their hash: a page's Content-Security-Policy names the SHA-256 of each
// bare `<script>` element it carries (GraphiQL's page, the signed-in home page's start,
// web/vite-signed-in-html.ts), so no other inline script can run there.
import { createHash } from 'node:crypto';

/** The CSP source (`'sha256-…'`) of each inline `<script>` element of `html`. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script]) => `'sha256-${createHash('sha256').update(script!).digest('base64')}'`,
  );
}

/** `policy` with `hashes` added to its script-src directive. */
export function allowingScripts(policy: string, hashes: string[]): string {
  if (hashes.length === 0) return policy;
  return policy.replace(
    /(^|; )script-src ([^;]*)/,
    (_directive, start: string, sources: string) => `${start}script-src ${sources} ${hashes.join(' ')}`,
  );
}
