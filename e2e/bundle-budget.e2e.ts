// The web client's size per route, from the build `npm run test:e2e` makes: deterministic for a given
// build, unlike timings. Figures and the route table: bench/README.md, bench/route-bundles.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANDING_JS_BUDGET_BYTES, LANDING_ROUTE, routeBundles } from '../bench/route-bundles.ts';
import { WEB_DIST } from './support/server.ts';
import { HOME_ROUTE, readManifest, routeFiles } from '../web/vite-route-chunks.ts';
import { readPageStartPlan, SIGNED_IN_HOME_HTML } from '../web/vite-signed-in-html.ts';

describe('what each route downloads', () => {
  if (!existsSync(join(WEB_DIST, '.vite', 'manifest.json')))
    throw new Error('web/dist is missing: run `npm run build`');
  const bundles = new Map(routeBundles(WEB_DIST).map((bundle) => [bundle.route, bundle]));
  const landing = bundles.get(LANDING_ROUTE)!;

  it('keeps the landing page within its JavaScript budget (gzipped)', () => {
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    expect(
      landing.total.js.gzip,
      `the landing page loads ${kb(landing.total.js.gzip)} of JavaScript gzipped, over ${kb(LANDING_JS_BUDGET_BYTES)}: ` +
        landing.js.map((asset) => `${asset.file} ${kb(asset.gzip)}`).join(', '),
    ).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES);
  });

  it('loads the editor only where dreams are written, and zod only on those screens', () => {
    const withLibrary = (library: 'lexical' | 'zod' | 'relay') =>
      [...bundles.values()].filter((bundle) => bundle.libraries.includes(library)).map((bundle) => bundle.route);
    expect(withLibrary('lexical')).toEqual(['/dreams/new', '/dreams/:id']);
    expect(withLibrary('zod')).not.toContain(LANDING_ROUTE);
    expect(withLibrary('zod')).not.toContain('/ (home)');
  });

  it('loads the charts (recharts) on no route up front: the admin overview and insights fetch them when shown', () => {
    expect([...bundles.keys()]).toContain('/admin');
    expect([...bundles.keys()]).toContain('/insights');
    const withRecharts = [...bundles.values()].filter((bundle) => bundle.libraries.includes('recharts'));
    expect(withRecharts.map((bundle) => bundle.route)).toEqual([]);
  });

  it('leaves Relay out of the landing page, and brings it to the signed-in pages', () => {
    const withRelay = [...bundles.values()].filter((bundle) => bundle.libraries.includes('relay'));
    expect(withRelay.map((bundle) => bundle.route)).toEqual(
      [...bundles.keys()].filter((route) => route !== LANDING_ROUTE),
    );
  });

  it('sends every route its code compressed: a brotli and a gzip copy beside each chunk', () => {
    for (const bundle of bundles.values()) {
      for (const asset of [...bundle.js, ...bundle.css]) {
        if (asset.raw < 1024) continue;
        expect(existsSync(join(WEB_DIST, `${asset.file}.br`)), `${asset.file}.br`).toBe(true);
        expect(existsSync(join(WEB_DIST, `${asset.file}.gz`)), `${asset.file}.gz`).toBe(true);
      }
    }
  });

  it("preloads home's code and starts its queries in the signed-in page only, every file of it", () => {
    const hrefs = (html: string) =>
      [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="\/([^"]+)"/g)]
        .map((match) => match[1]!)
        .filter((href) => !href.endsWith('.woff2'));
    const landingPage = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
    expect(hrefs(landingPage)).toEqual([]);
    expect(readPageStartPlan(landingPage)).toBeUndefined();
    const signedInPage = readFileSync(join(WEB_DIST, SIGNED_IN_HOME_HTML), 'utf8');
    const plan = readPageStartPlan(signedInPage);
    const home = routeFiles(readManifest(WEB_DIST), HOME_ROUTE, { beyondEntry: true });
    expect(home.js.some((file) => file.includes('relay'))).toBe(true);
    // The inline start asks for them, after its queries; the page itself names none.
    expect(hrefs(signedInPage)).toEqual([]);
    expect(new Set([...plan!.preload.js, ...plan!.preload.css])).toEqual(
      new Set([...home.js, ...home.css].map((file) => `/${file}`)),
    );
    expect(plan!.queries.map((query) => query.name)).toEqual(['AppViewerQuery', 'HomeQuery']);
  });
});
