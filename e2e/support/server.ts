// The real server with the built web client, on a free port over a fresh database: the same
// startTestApp as the API tests, pointed at web/dist (built by `npm run test:e2e`).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '#api-test/test-app.ts';

export const WEB_DIST = join(import.meta.dirname, '..', '..', 'web', 'dist');

export async function startServer(env: Record<string, string> = {}): Promise<TestApp> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) throw new Error('web/dist is missing: run `npm run build` first');
  return startTestApp({ WEB_DIST_DIR: WEB_DIST, ...env });
}
