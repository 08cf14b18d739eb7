// Does Chromium lose a POST sent on a kept-alive connection just as the server closes it (issue 27,
// point 14: one save with a recording failed before any request reached the server)? The real
// server with the built client, its keep-alive timeout shortened so the race comes quickly; the
// page sends a small GET, waits the timeout plus or minus up to 40 ms (1 ms steps, twice each), then
// a 200 KB POST, and counts the POSTs whose fetch rejected. Needs `npm run build` and Debian's chromium.
//
//   npx tsx bench/keepalive-race.ts            # keep-alive timeout 1000 ms
//   npx tsx bench/keepalive-race.ts 250
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';

const keepAliveMs = Number(process.argv[2] ?? 1000);
const server = await startServer();
server.app.server.keepAliveTimeout = keepAliveMs;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await (await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' })).newPage();
  await page.goto('/landing');
  const result = await page.evaluate(async (timeout) => {
    const rejected: string[] = [];
    let sent = 0;
    for (let offset = -40; offset <= 40; offset += 1) {
      for (let repeat = 0; repeat < 2; repeat += 1) {
        await (await fetch('/health')).text();
        await new Promise((resolve) => setTimeout(resolve, timeout + offset));
        sent += 1;
        try {
          const body = JSON.stringify({ query: '{ __typename }', padding: 'x'.repeat(200_000) });
          const response = await fetch('/graphql', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body,
          });
          await response.text();
        } catch (error) {
          rejected.push(`${offset} ms: ${String(error)}`);
        }
      }
    }
    return { sent, rejected };
  }, keepAliveMs);
  console.log(`keep-alive ${keepAliveMs} ms: ${result.sent} POSTs, ${result.rejected.length} rejected`);
  for (const line of result.rejected) console.log(`  ${line}`);
} finally {
  await browser.close();
  await server.stop();
}
