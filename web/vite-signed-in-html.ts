// A second index.html for home opened by a browser that holds a session cookie: the same page, plus
// an inline script at the top of its head (src/http/pageStartedQueries.ts) that sends the page's two
// queries, the viewer's and home's, and then preloads the signed-in frame's and home's code (Relay,
// the shell, home), so that data and code download beside the start-up's script instead of after it
// has run. On a phone's network that was most of the wait before home's first paint
// (bench/README.md, web vitals). The landing page and signed-out visitors get index.html as it is:
// its budget does not change. The server picks the file and allows the one inline script by its hash
// (api/src/http/static-files.ts).
import { readFile, stat, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { LOCALES } from '../shared/i18n/locale-codes.ts';
import { pageStartPlan, startQueriesInPage, type PageStartPlan } from './src/http/pageStartedQueries.ts';
import { LANGUAGE_CHOICE_KEY } from './src/i18n/languageChoiceKey.ts';
import { HOME_ROUTE, readManifest, routeFiles } from './vite-route-chunks.ts';

export const SIGNED_IN_HOME_HTML = 'index.signed-in.html';

/** The queries home's page starts, by the name of their Relay artifact. */
const PAGE_STARTED_QUERIES = ['AppViewerQuery', 'HomeQuery'];

/**
 * A query's name and text from the artifact relay-compiler wrote for it (scripts/generate.mjs runs
 * the compiler before every build), checked so that a change of the artifacts' format fails the build.
 */
async function queryText(artifactDir: string, name: string): Promise<{ name: string; text: string }> {
  const source = await readFile(resolve(artifactDir, `${name}.graphql.ts`), 'utf8');
  const literal = /"text": ("(?:[^"\\]|\\.)*")/.exec(source)?.[1];
  const text = literal === undefined ? undefined : (JSON.parse(literal) as string);
  if (!text?.startsWith(`query ${name} `)) throw new Error(`${name}.graphql.ts has no query text the build can read`);
  return { name, text };
}

/** The inline script, with `<` escaped so no query text can end the script element early. */
export function pageStartScript(plan: PageStartPlan): string {
  const json = JSON.stringify(plan).replace(/</g, '\\u003c');
  return `<script>(${startQueriesInPage.toString()})(${json})</script>`;
}

/** The plan written into index.signed-in.html, read back (the bundle-budget test checks it). */
export function readPageStartPlan(html: string): PageStartPlan | undefined {
  const json = /<script>\(function startQueriesInPage[\s\S]*?\}\)\((\{.*\})\)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as PageStartPlan);
}

export function signedInHomeHtml(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'oneiro-signed-in-home-html',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After the files are written (the manifest and index.html among them), before closeBundle
    // compresses them (vite-compress.ts).
    async writeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const files = routeFiles(readManifest(outDir), HOME_ROUTE, { beyondEntry: true });
      // Largest first: with six connections, a large file asked for last would finish last.
      const sizes = new Map(
        await Promise.all(files.js.map(async (file) => [file, (await stat(resolve(outDir, file))).size] as const)),
      );
      files.js.sort((a, b) => sizes.get(b)! - sizes.get(a)!);
      const artifactDir = resolve(config.root, 'src/__generated__');
      const queries = await Promise.all(PAGE_STARTED_QUERIES.map((name) => queryText(artifactDir, name)));
      const plan = pageStartPlan(
        queries,
        { js: files.js.map((file) => config.base + file), css: files.css.map((file) => config.base + file) },
        { key: LANGUAGE_CHOICE_KEY, locales: LOCALES },
      );
      const html = await readFile(resolve(outDir, 'index.html'), 'utf8');
      const charset = /<meta charset="[^"]*" \/>/.exec(html)?.[0];
      if (!charset) throw new Error('index.html has no charset declaration');
      // First in the head: its requests go out before the browser has parsed any other element.
      await writeFile(
        resolve(outDir, SIGNED_IN_HOME_HTML),
        html.replace(charset, `${charset}\n    <!-- vite-signed-in-html.ts -->\n    ${pageStartScript(plan)}`),
      );
    },
  };
}
