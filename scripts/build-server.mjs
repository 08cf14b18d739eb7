#!/usr/bin/env node
// Compiles the server to JavaScript once, so `npm start` and the image run plain `node` (one process,
// no TypeScript compiler at run time). Our code (api/src, the generated Prisma clients, the paraglide
// messages it shares with the web) becomes one ES module per entry; packages stay in node_modules,
// where native modules and Prisma's runtime files live. Paths the server reads at run time
// (prisma/migrations, the web build) are found from package.json, not from the source layout.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist/server');

const require = createRequire(import.meta.url);

/**
 * Prisma's generated client reads its query compiler (WebAssembly) from a JavaScript module holding
 * it as one 4.4 MB base64 string. Imported, that module stays in memory twice for the life of the
 * process (its source text and the exported string, about 9 MB of an idle server of about 150 MB).
 * The build writes the compiler as a .wasm file beside the server instead, and the client compiles it
 * from a buffer that is then collected. The generated code is matched exactly: when a Prisma upgrade
 * changes it, the build stops here rather than shipping the old path unnoticed.
 */
const prismaWasmFromFile = {
  name: 'prisma-wasm-from-file',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]api[\\/]generated[\\/][^\\/]+[\\/]internal[\\/]class\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const loader =
        /getQueryCompilerWasmModule: async \(\) => \{\n\s*const \{ wasm \} = await import\("(@prisma\/client\/runtime\/(query_compiler_\w+_bg\.\w+)\.wasm-base64\.mjs)"\)\n\s*return await decodeBase64AsWasm\(wasm\)\n\s*\}/;
      const match = source.match(loader);
      if (!match) throw new Error(`${args.path}: Prisma's query compiler loader has changed; update this plugin`);
      const [whole, base64Module, name] = match;
      mkdirSync(outdir, { recursive: true });
      // The .mjs and .js variants hold the same string; the CommonJS one can be required here.
      const { wasm } = require(require.resolve(base64Module.replace(/\.mjs$/, '.js')));
      writeFileSync(join(outdir, `${name}.wasm`), Buffer.from(wasm, 'base64'));
      const fromFile = `getQueryCompilerWasmModule: async () => {
    const { readFile } = await import('node:fs/promises')
    return new WebAssembly.Module(await readFile(new URL('./${name}.wasm', import.meta.url)))
  }`;
      return { contents: source.replace(whole, fromFile), loader: 'ts' };
    });
  },
};

/**
 * V8 keeps each module's source in memory, one byte per character only while every character is
 * Latin-1: one curly quote in a regular expression (which esbuild leaves unescaped) doubles the 1.4 MB
 * main module. Such characters are written as \u escapes in the sources.
 */
function checkLatin1(directory) {
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.mjs'))) {
    const lines = readFileSync(join(directory, file), 'utf8').split('\n');
    const at = lines.findIndex((line) => [...line].some((character) => character.codePointAt(0) > 0xff));
    if (at >= 0) {
      throw new Error(`${file}:${at + 1} has a character above U+00FF; write it as a \\u escape:\n${lines[at].trim()}`);
    }
  }
}

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'api/src/main.ts',
    'migrate-cli': 'api/src/db/migrate-cli.ts',
    // Grandfathering in the image, where TypeScript is not installed: node dist/server/grandfather-cli.mjs.
    'grandfather-cli': 'api/src/modules/billing/grandfather-cli.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [prismaWasmFromFile],
});
checkLatin1(outdir);
console.log(`server compiled to ${outdir}`);
