// A second index.html for home opened by a browser that holds a session cookie: the same page, plus
// preload links for the signed-in frame's and home's code (Relay, the shell, home), so those files
// download beside the start-up's script instead of after it has run. On a phone's network that was
// most of the wait before home's first paint (bench/README.md, web vitals). The landing page and
// signed-out visitors get index.html as it is: its budget does not change. The server picks the file
// (api/src/http/static-files.ts).
import { readFile, stat, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { HOME_ROUTE, readManifest, routeFiles } from './vite-route-chunks.ts';

export const SIGNED_IN_HOME_HTML = 'index.signed-in.html';

/** The links for `files`, as the preload helper of Vite would ask for them (same CORS mode, so one download). */
function preloadLinks(files: { js: string[]; css: string[] }, base: string): string {
  return [
    ...files.css.map((file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`),
    ...files.js.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ].join('\n    ');
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
      const html = await readFile(resolve(outDir, 'index.html'), 'utf8');
      if (!html.includes('</head>')) throw new Error('index.html has no </head>');
      const links = `<!-- The signed-in frame's and home's code (vite-signed-in-html.ts) -->\n    ${preloadLinks(files, config.base)}\n  </head>`;
      await writeFile(resolve(outDir, SIGNED_IN_HOME_HTML), html.replace('</head>', links));
    },
  };
}
