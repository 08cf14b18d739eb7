// Writes `<file>.br` and `<file>.gz` beside every compressible file of the build, once, at the
// highest levels: the server then sends the variant the browser accepts without compressing anything
// per request (api/src/http/static-files.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|webmanifest)$/;
// Below this a file fits in one packet anyway and the server sends it as it is.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function writeVariants(file: string): Promise<void> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A variant that saves nothing would only cost a stat per request.
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
}

/** Writes the variants of every compressible file under `dir`. */
export async function precompressDir(dir: string): Promise<void> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(files.map(writeVariants));
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'oneiro-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After every file, including index.html and public/, is on disk.
    async closeBundle() {
      await precompressDir(resolve(config.root, config.build.outDir));
    },
  };
}
