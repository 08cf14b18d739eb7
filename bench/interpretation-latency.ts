// Latency the server adds between a model's first token and the first progress event a subscribed
// client receives. A local Chat Completions server (api/test/fake-openai-server.ts) writes tokens on
// a known schedule and stamps each one; the API runs in its own process (NODE_ENV=production)
// pointed at it; a graphql-ws client in this process subscribes to interpretationProgress, starts a
// generation and stamps the first GENERATING event. Both stamps come from this process's clock.
//   npx tsx bench/interpretation-latency.ts [--rounds 40] [--tokens 60] [--token-delay 15]
// What the figure includes: loopback TCP both ways, the openai SDK's SSE parsing, our generator and
// pub/sub, executing the subscription's GraphQL for the event, the websocket frame and its parsing.
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startFakeOpenAiServer } from '#api-test/fake-openai-server.ts';
import { percentile, sessionCookieOf, startServerProcess, stopServerProcess } from './harness.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '40' },
    tokens: { type: 'string', default: '60' },
    'token-delay': { type: 'string', default: '15' },
    'first-token-delay': { type: 'string', default: '150' },
  },
});

const file = join(tmpdir(), `oneiro-latency-bench-${process.pid}.db`);
const PORT = 38_472;
const base = `http://127.0.0.1:${PORT}`;

function startApi(openAiBaseUrl: string): Promise<ChildProcess> {
  return startServerProcess({
    script: 'api/src/main.ts',
    port: PORT,
    databaseUrl: `file:${file}`,
    env: { OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: openAiBaseUrl, AI_GENERATIONS_PER_HOUR: '100000' },
    stdout: 'inherit',
  });
}

async function post(path: string, cookie: string, body: unknown) {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { cookie: sessionCookieOf(response) ?? cookie, body: (await response.json()) as any };
}

const model = await startFakeOpenAiServer();
const api = await startApi(model.baseURL);
try {
  const registered = await post('/api/register', '', {
    username: 'latency',
    email: 'latency@example.org',
    password: 'bench password 123',
  });
  const cookie = registered.cookie;
  const created = await post('/api/dreams', cookie, {
    title: 'Bench dream',
    content: '<p>I was flying over a house by the sea.</p>',
    tags: ['flying'],
  });
  const dreamId = Buffer.from(`DreamEntry:${created.body.id}`).toString('base64');

  const client = createClient({
    url: `${base.replace('http', 'ws')}/graphql`,
    retryAttempts: 0,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { origin: base, cookie } });
      }
    },
  });

  const rounds = Number(values.rounds);
  const tokens = Array.from({ length: Number(values.tokens) }, (_, index) => `word${index} `);
  const added: number[] = [];
  for (let round = 0; round < rounds + 3; round += 1) {
    model.reset();
    model.behave({
      tokens,
      tokenDelayMs: Number(values['token-delay']),
      firstTokenDelayMs: Number(values['first-token-delay']),
    });
    let firstEventAt = 0;
    const finished = new Promise<void>((resolve, reject) => {
      let sawIdle = false;
      const unsubscribe = client.subscribe<{ interpretationProgress: { status: string } }>(
        {
          query: 'subscription($d: ID!) { interpretationProgress(dreamId: $d, type: JUNG_AI) { status text } }',
          variables: { d: dreamId },
        },
        {
          next: (result) => {
            const status = result.data?.interpretationProgress.status;
            if (status === 'IDLE' && !sawIdle) {
              sawIdle = true;
              void post('/graphql', cookie, {
                query:
                  'mutation($d: ID!) { generateInterpretation(dreamId: $d, type: JUNG_AI, replace: true) { progress { status } } }',
                variables: { d: dreamId },
              });
            } else if (status === 'GENERATING' && firstEventAt === 0) {
              firstEventAt = performance.now();
            } else if (status === 'DONE' || status === 'FAILED') {
              unsubscribe();
              if (status === 'FAILED') reject(new Error('generation failed'));
              else resolve();
            }
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    await finished;
    // The first three rounds warm the JIT and the connections; they are not counted.
    if (round >= 3) added.push(firstEventAt - model.tokenTimes[0]!);
  }
  await client.dispose();

  const sorted = [...added].sort((a, b) => a - b);
  const fmt = (value: number) => value.toFixed(2);
  console.log(
    `rounds ${rounds}, ${tokens.length} tokens every ${values['token-delay']} ms after a ${values['first-token-delay']} ms first-token wait`,
  );
  console.log(
    `first token -> first progress event (ms): p50 ${fmt(percentile(sorted, 50))}  p95 ${fmt(percentile(sorted, 95))}  max ${fmt(sorted.at(-1)!)}  min ${fmt(sorted[0]!)}`,
  );
} finally {
  await stopServerProcess(api);
  await model.close();
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
}
