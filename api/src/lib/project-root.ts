// The repository folder (the one with package.json), found from this module's own location: the same
// code runs from api/src (tests, `npm run dev`) and bundled into dist/server (`npm start`), at
// different depths, and both must find prisma/migrations beside package.json.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
