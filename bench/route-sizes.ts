// Prints, for each route of the built web client, the JavaScript and CSS it downloads, compressed as
// the server sends them. Run after `npm run build`:
//   npx tsx bench/route-sizes.ts [--files]
import { join } from 'node:path';
import { LANDING_JS_BUDGET_BYTES, LANDING_ROUTE, routeBundles } from './route-bundles.ts';

const distDir = join(import.meta.dirname, '..', 'web', 'dist');
const showFiles = process.argv.includes('--files');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

console.log(
  `${'route'.padEnd(22)} ${'JS gzip'.padStart(9)} ${'JS br'.padStart(9)} ${'JS raw'.padStart(9)}  ${'CSS gzip'.padStart(9)}  files, libraries`,
);
for (const bundle of routeBundles(distDir)) {
  const { js, css } = bundle.total;
  console.log(
    `${bundle.route.padEnd(22)} ${kb(js.gzip)} ${kb(js.brotli)} ${kb(js.raw)}  ${kb(css.gzip)}  ${bundle.js.length} js, ${bundle.css.length} css, ${bundle.libraries.join(' + ') || '-'}`,
  );
  if (showFiles) {
    for (const file of [...bundle.js].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`    ${kb(file.gzip)} ${kb(file.brotli)} ${kb(file.raw)}  ${file.file}`);
    }
  }
  if (bundle.route === LANDING_ROUTE) {
    const verdict = (limit: number) => (js.gzip <= limit ? 'within' : 'OVER');
    console.log(
      `${''.padEnd(22)} budget (e2e/bundle-budget.e2e.ts) ${kb(LANDING_JS_BUDGET_BYTES)}: ${verdict(LANDING_JS_BUDGET_BYTES)}`,
    );
  }
}
