// The server as production runs it: `node api/src/main.ts` (through tsx) in its own process on a
// free loopback port, for tests of what only a process has (signals, exit codes, several instances).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

/** A port nobody listens on right now (the kernel's pick, released at once). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Everything the process wrote to stderr (a test prints it when something fails). */
  stderr(): string;
}

export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(listenPort),
      SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      REGISTRATIONS_PER_IP_PER_HOUR: '100000',
      OFFLINE_INTERPRETER_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${listenPort}`;
  // Generous: from source (tsx) on a loaded 2-core machine a start has taken over 40 s.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited at start: ${errors}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return { child, url, port: listenPort, exited, stderr: () => errors };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start: ${errors}`);
}
