// A second API instance in its own process (db/current.ts holds one database per process, so two
// apps cannot share one), over the same database and Redis as a test's app: what a deployment with
// two instances behind a balancer looks like.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { projectRoot } from '../src/lib/project-root.ts';

export interface SecondInstance {
  url: string;
  stop(): Promise<void>;
}

export async function startSecondInstance(env: Record<string, string>): Promise<SecondInstance> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: '0',
      SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      OFFLINE_INTERPRETER_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`second instance did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /open (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`second instance exited (${code}):\n${output}`));
    });
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
