// The key that seals session cookies. From SESSION_SECRET when set; otherwise generated once and kept
// in the data folder (readable by this user only), so sessions survive restarts without setup.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function resolveSessionSecret(
  configured: string | undefined,
  dataDir: string,
): { secret: string; generated: boolean } {
  if (configured) return { secret: configured, generated: false };
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return { secret: stored, generated: false };
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { secret, generated: true };
}
