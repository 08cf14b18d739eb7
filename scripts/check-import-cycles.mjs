// Fails when our own modules import each other in a circle (type-only imports included: a cycle of
// types still says two modules do not know which of them comes first). Imports are resolved by
// TypeScript itself with the project's tsconfig, so relative paths and package.json `imports`
// (#api/..., #web/...) are followed exactly as tsc follows them. Part of `npm run lint`.
//   node scripts/check-import-cycles.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_FOLDERS = ['api', 'shared', 'web/src', 'web/test', 'e2e', 'bench', 'scripts'];
const SKIPPED = new Set(['node_modules', 'generated', '__generated__', 'paraglide', 'dist', 'artifacts']);

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const configFile = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
const files = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(root, folder)));
const known = new Set(files);

/** Each file's imports of our own files (export ... from and import() included). */
const graph = new Map();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = new Set();
  for (const { fileName } of importedFiles) {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
    if (resolved && known.has(resolved)) targets.add(resolved);
  }
  graph.set(file, [...targets]);
}

// Tarjan's strongly connected components: every component of more than one file (or a file that
// imports itself) is a cycle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function visit(file) {
  index.set(file, counter);
  low.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const target of graph.get(file)) {
    if (!index.has(target)) {
      visit(target);
      low.set(file, Math.min(low.get(file), low.get(target)));
    } else if (onStack.has(target)) {
      low.set(file, Math.min(low.get(file), index.get(target)));
    }
  }
  if (low.get(file) !== index.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || graph.get(file).includes(file)) cycles.push(component);
}
for (const file of files) if (!index.has(file)) visit(file);

if (cycles.length > 0) {
  console.error(`Import cycles (${cycles.length}):`);
  for (const component of cycles) {
    console.error(
      `- ${component
        .map((file) => relative(root, file))
        .sort()
        .join('\n  ')}`,
    );
  }
  process.exit(1);
}
console.log(`No import cycles among ${files.length} files.`);
