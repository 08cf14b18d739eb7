// The server's memory while one account sends recordings in parallel (issue "Reliability round
// three", point 5: eight parallel 25 MB data-URL uploads took the process to 901 MB and held /health
// 2.7 s). Starts the server from source (`node --import tsx api/src/main.ts`), lets one user send
// `--uploads` at once (the per-user and total caps raised to that), and samples the server's RSS
// every 25 ms and /health's answer time every 100 ms while they run.
//   npx tsx bench/upload-memory.ts [--uploads 8] [--mb 25]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { webm } from '#api-test/audio-upload.ts';
import { startServerProcess } from '#api-test/server-process.ts';
import { registerUser, TestBrowser } from '#api-test/test-app.ts';

const { values } = parseArgs({
  options: { uploads: { type: 'string', default: '8' }, mb: { type: 'string', default: '25' } },
});
const uploads = Number(values.uploads);
const bytes = Number(values.mb) * 1024 * 1024;

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return line ? Number(line[1]) / 1024 : 0;
}

const dataDir = mkdtempSync(join(tmpdir(), 'oneiro-upload-memory-'));
const server = await startServerProcess({
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${join(dataDir, 'bench.db')}`,
  WEB_DIST_DIR: join(dataDir, 'no-web-build'),
  UPLOADS_MAX_CONCURRENT_PER_USER: String(uploads),
  UPLOADS_MAX_CONCURRENT: String(uploads),
  AUDIO_QUOTA_MB: '100000',
});
try {
  const pid = server.child.pid!;
  const browser = new TestBrowser(server.url, 'en');
  await registerUser(browser);
  const body = JSON.stringify({ duration: 2, audioData: `data:audio/webm;base64,${webm(bytes).toString('base64')}` });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idle = rssMb(pid);

  let peak = idle;
  let slowestHealth = 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, rssMb(pid));
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const health = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${server.url}/health`);
      slowestHealth = Math.max(slowestHealth, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: uploads }, () =>
      fetch(`${server.url}/api/audio`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: browser.cookie },
        body,
      }).then((response) => response.status),
    ),
  );
  const elapsed = performance.now() - started;
  running = false;
  await Promise.all([sampler, health]);
  console.log(
    `${uploads} × ${values.mb} MB: statuses ${statuses.join(' ')}, ${(elapsed / 1000).toFixed(1)} s; ` +
      `RSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB; slowest /health ${slowestHealth.toFixed(0)} ms`,
  );
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
