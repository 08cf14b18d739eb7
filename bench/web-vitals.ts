// Largest Contentful Paint, Total Blocking Time and layout shift of the landing page and of a signed-in
// home with three dreams, in Chromium with a phone profile: 375 px wide, 4x CPU slowdown and a slow 4G
// network (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, Lighthouse's mobile preset) through the
// DevTools protocol, cache off. The server is the production build (`node dist/server/main.mjs`).
// Run after `npm run build`:
//   npx tsx bench/web-vitals.ts [--runs 5] [--list]
// --no-hint leaves out the signed-in hint a returning user's device holds (web/src/app/signedInHint.ts).
// --list prints each response of every run: when it was asked for and finished, its bytes and its path.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { SIGNED_IN_HINT } from '../web/src/app/signedInHint.ts';
import { PHONE_CONTEXT, registerWithDreams, startServerProcess, stopServerProcess } from './harness.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '3978' },
    list: { type: 'boolean', default: false },
    'no-hint': { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

interface Vitals {
  lcp: number;
  lcpElement: string;
  fcp: number;
  tbt: number;
  cls: number;
  transferredKb: number;
  requests: number;
}

// Runs in the page before its own scripts: observes the entries the metrics are computed from.
const OBSERVE = `
  window.__vitals = { lcp: 0, lcpElement: '', fcp: 0, cls: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__vitals.lcp = entry.startTime;
      const el = entry.element;
      window.__vitals.lcpElement = el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ')[0] : '') + ' "' + (el.textContent || '').trim().slice(0, 40) + '"' : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
`;

/**
 * `repeat`: a returning visitor. The page is opened once (unthrottled) so the service worker installs
 * and precaches the app, then measured with the browser's caches on, as a second visit would be.
 */
async function measure(browser: Browser, path: string, cookie?: string, repeat = false): Promise<Vitals> {
  const context = await browser.newContext(PHONE_CONTEXT);
  if (cookie) {
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: base }]);
    // A returning user: the app left its signed-in hint on this device when they signed in.
    if (!values['no-hint']) await context.addInitScript(`localStorage.setItem('${SIGNED_IN_HINT}', '1')`);
  }
  if (repeat) {
    const first = await context.newPage();
    await first.goto(base + path, { waitUntil: 'load' });
    // Resolves once the worker is active, that is after its install step precached every file.
    await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await first.close();
  }
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !repeat });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let transferred = 0;
  let requests = 0;
  const started = Date.now();
  const urls = new Map<string, { path: string; at: number }>();
  const finished: string[] = [];
  cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string } }) => {
    urls.set(event.requestId, { path: event.request.url.replace(base, ''), at: Date.now() - started });
  });
  cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
    transferred += event.encodedDataLength;
    requests += 1;
    const kb = (event.encodedDataLength / 1024).toFixed(1);
    const request = urls.get(event.requestId);
    const span = `${String(request?.at).padStart(5)}-${String(Date.now() - started).padEnd(5)} ms`;
    finished.push(`    ${span} ${kb.padStart(6)} KB  ${request?.path}`);
  });
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // LCP candidates and long tasks after the last response (rendering the data) still count.
  await page.waitForTimeout(3000);
  const raw = await page.evaluate(
    () =>
      (
        window as unknown as {
          __vitals: { lcp: number; lcpElement: string; fcp: number; cls: number; longTasks: [number, number][] };
        }
      ).__vitals,
  );
  await context.close();
  if (values.list) console.log(finished.join('\n'));
  // Blocking time: the part over 50 ms of each long task after the first contentful paint.
  const tbt = raw.longTasks
    .filter(([start]) => start >= raw.fcp)
    .reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0);
  return {
    lcp: raw.lcp,
    lcpElement: raw.lcpElement,
    fcp: raw.fcp,
    tbt,
    cls: raw.cls,
    transferredKb: transferred / 1024,
    requests,
  };
}

function signedInWithDreams(count: number): Promise<string> {
  return registerWithDreams(base, 'vitals', count, 7);
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

const dataDir = join(tmpdir(), `oneiro-vitals-${port}`);
rmSync(dataDir, { recursive: true, force: true });
const server = await startServerProcess({
  script: 'dist/server/main.mjs',
  port,
  databaseUrl: `file:${dataDir}/oneiro.db`,
  env: { DATA_DIR: dataDir, WEB_DIST_DIR: join(import.meta.dirname, '..', 'web', 'dist'), MALLOC_ARENA_MAX: '2' },
  // As `npm run serve` starts it.
  nodeArgs: ['--max-semi-space-size=2'],
});
const browser = await launchBrowser();
try {
  const cookie = await signedInWithDreams(3);
  console.log(
    `${new Date().toISOString()} node ${process.version}; Chromium ${browser.version()}; 375x812 @2x, CPU x${CPU_SLOWDOWN}, ` +
      `${SLOW_4G.latency} ms RTT, 1.6 Mbit/s down; cache off (but for the repeat visit); ${values.runs} runs each`,
  );
  for (const [label, path, session, repeat] of [
    ['landing (/landing)', '/landing', undefined, false],
    ['home, signed in, 3 dreams (/)', '/', cookie, false],
    ['home, signed in, repeat visit with the service worker (/)', '/', cookie, true],
  ] as const) {
    const runs: Vitals[] = [];
    for (let run = 0; run < Number(values.runs); run += 1) runs.push(await measure(browser, path, session, repeat));
    console.log(`\n${label}`);
    for (const v of runs) {
      console.log(
        `  LCP ${v.lcp.toFixed(0)} ms (${v.lcpElement})  FCP ${v.fcp.toFixed(0)} ms  TBT ${v.tbt.toFixed(0)} ms  ` +
          `CLS ${v.cls.toFixed(3)}  ${v.transferredKb.toFixed(0)} KB in ${v.requests} responses`,
      );
    }
    console.log(
      `  median: LCP ${median(runs.map((v) => v.lcp)).toFixed(0)} ms, TBT ${median(runs.map((v) => v.tbt)).toFixed(0)} ms, ` +
        `CLS max ${Math.max(...runs.map((v) => v.cls)).toFixed(3)}`,
    );
  }
} finally {
  await browser.close();
  await stopServerProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
}
