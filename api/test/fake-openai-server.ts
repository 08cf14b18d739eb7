// A loopback server that speaks OpenAI's Chat Completions API (POST /v1/chat/completions), streaming
// (SSE `data: {...}` chunks, then `data: [DONE]`) and not, and its Audio Transcriptions API
// (POST /v1/audio/transcriptions: multipart in, `{text}` out; with `stream=true`, the gpt-4o
// transcribers' `transcript.text.delta` events, which whisper models ignore as OpenAI's do), with switches for the ways a real provider
// misbehaves: a slow first token, an error status, a rate limit, a malformed chunk, a connection cut
// mid-stream, a stream that stops without finishing, and a token schedule. It records every request
// so tests can check exactly what was sent.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeChatBehaviour {
  /** The tokens the model "writes", in order. */
  tokens?: string[];
  /** Pause between two tokens. */
  tokenDelayMs?: number;
  /** Pause after the response headers, before the first token. */
  firstTokenDelayMs?: number;
  /** Answer with this HTTP status and an OpenAI-style error body (e.g. 500). */
  status?: number;
  /** Answer 429 with a Retry-After header. */
  rateLimit?: { retryAfterSeconds: number };
  /** After this many tokens, send a chunk that is not valid JSON. */
  malformedAfter?: number;
  /** After this many tokens, destroy the socket. */
  cutAfter?: number;
  /** After this many tokens, end the response cleanly but without a finish reason or [DONE]. */
  endWithoutFinishAfter?: number;
  /** The finish reason of the last chunk. */
  finishReason?: string;
  /** What /v1/audio/transcriptions "hears" (status and rateLimit apply there too). */
  transcript?: string;
  /** Pause before answering a transcription. */
  transcriptionDelayMs?: number;
  /** A streamed transcription: pause between two words. */
  wordDelayMs?: number;
  /** A streamed transcription: after this many words, destroy the socket. */
  transcriptCutAfter?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
}

export interface FakeOpenAiServer {
  /** The base URL to give the SDK, ending in /v1. */
  baseURL: string;
  requests: RecordedRequest[];
  /** When each content token was handed to the socket (performance.now()), across requests. */
  tokenTimes: number[];
  /** Replaces the behaviour for the following requests. */
  behave(behaviour: FakeChatBehaviour): void;
  reset(): void;
  close(): Promise<void>;
}

export const DEFAULT_TOKENS = ['Hello', ' from', ' the', ' fake', ' model.'];

function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  type: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ error: { message, type, param: null, code: null } }));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  // latin1 keeps every byte of a multipart upload as one character, so its length is the bytes'.
  return Buffer.concat(chunks).toString(req.headers['content-type']?.startsWith('multipart/') ? 'latin1' : 'utf8');
}

export const DEFAULT_TRANSCRIPT = 'I was walking through a quiet library at dawn.';

/** The text fields and the file of a multipart/form-data body, as a test wants to check them. */
function parseMultipart(
  raw: string,
  contentType: string,
): { fields: Record<string, string>; file?: { name: string; type: string; size: number } } {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const fields: Record<string, string> = {};
  let file: { name: string; type: string; size: number } | undefined;
  if (!boundary) return { fields };
  for (const part of raw.split(`--${boundary[1] ?? boundary[2]}`)) {
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) continue;
    const head = part.slice(0, headerEnd);
    const value = part.slice(headerEnd + 4, part.length - 2);
    const name = /name="([^"]+)"/.exec(head)?.[1];
    if (!name) continue;
    const fileName = /filename="([^"]*)"/.exec(head)?.[1];
    if (fileName === undefined) fields[name] = value;
    else file = { name: fileName, type: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? '', size: value.length };
  }
  return { fields, file };
}

/** A transcript as OpenAI streams it: a delta per word (each after the first with its space), then done. */
async function streamTranscript(res: ServerResponse, text: string, behaviour: FakeChatBehaviour): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const words = text.split(' ');
  for (const [index, word] of words.entries()) {
    if (index > 0 && behaviour.wordDelayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.wordDelayMs));
    if (behaviour.transcriptCutAfter !== undefined && index === behaviour.transcriptCutAfter) {
      res.destroy();
      return;
    }
    const delta = index === 0 ? word : ` ${word}`;
    res.write(`data: ${JSON.stringify({ type: 'transcript.text.delta', delta })}\n\n`);
  }
  res.end(`data: ${JSON.stringify({ type: 'transcript.text.done', text })}\n\n`);
}

export async function startFakeOpenAiServer(initial: FakeChatBehaviour = {}): Promise<FakeOpenAiServer> {
  let behaviour = initial;
  const requests: RecordedRequest[] = [];
  const tokenTimes: number[] = [];
  let completions = 0;

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => {
      // The client went away or a test closed the server mid-answer: nothing left to answer.
      res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    let body: any = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      // Kept as text: a test may want to see what arrived.
    }
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/v1/audio/transcriptions' && req.method === 'POST') {
      body = parseMultipart(raw, req.headers['content-type'] ?? '');
      requests.push({ method: 'POST', path, headers: req.headers, body });
      // A slow transcriber: the words arrive while the person is already doing something else.
      if (behaviour.transcriptionDelayMs)
        await new Promise((resolve) => setTimeout(resolve, behaviour.transcriptionDelayMs));
      if (behaviour.rateLimit) {
        sendError(res, 429, 'Rate limit reached for requests', 'requests', {
          'retry-after': String(behaviour.rateLimit.retryAfterSeconds),
        });
      } else if (behaviour.status) {
        sendError(res, behaviour.status, 'The server had an error while processing your request.', 'server_error');
      } else if (!body.file || body.file.size === 0) {
        sendError(res, 400, 'No audio file was sent.', 'invalid_request_error');
      } else if (body.fields.stream === 'true' && !body.fields.model?.startsWith('whisper')) {
        await streamTranscript(res, behaviour.transcript ?? DEFAULT_TRANSCRIPT, behaviour);
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ text: behaviour.transcript ?? DEFAULT_TRANSCRIPT }));
      }
      return;
    }
    requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });

    // The model list: what the admin's Platform Status asks (free, needs the key).
    if (req.method === 'GET' && path === '/v1/models') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          object: 'list',
          data: [{ id: 'fake-model', object: 'model', created: 0, owned_by: 'oneiro' }],
        }),
      );
      return;
    }
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      sendError(res, 404, `Unknown endpoint ${req.method} ${path}`, 'invalid_request_error');
      return;
    }
    const b = behaviour;
    if (b.rateLimit) {
      sendError(res, 429, 'Rate limit reached for requests', 'requests', {
        'retry-after': String(b.rateLimit.retryAfterSeconds),
      });
      return;
    }
    if (b.status) {
      sendError(res, b.status, 'The server had an error while processing your request.', 'server_error');
      return;
    }

    const id = `chatcmpl-fake-${++completions}`;
    const created = Math.floor(Date.now() / 1000);
    const model = typeof body?.model === 'string' ? body.model : 'fake-model';
    const tokens = b.tokens ?? DEFAULT_TOKENS;
    const finishReason = b.finishReason ?? 'stop';

    if (body?.stream !== true) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: tokens.join(''), refusal: null },
              finish_reason: finishReason,
              logprobs: null,
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: tokens.length, total_tokens: 10 + tokens.length },
        }),
      );
      return;
    }

    let closed = false;
    res.on('close', () => {
      closed = true;
    });
    // A wait ends early when the client goes away, so a long scripted delay never outlives its test.
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        if (closed) return resolve();
        const done = () => {
          clearTimeout(timer);
          res.off('close', done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        res.once('close', done);
      });
    // Waiting for each write to be flushed makes "cut after N tokens" mean the client really got N.
    const send = (data: string) => new Promise<void>((resolve) => res.write(data, () => resolve()));
    const chunk = (delta: Record<string, unknown>, finish: string | null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] })}\n\n`;

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    await send(chunk({ role: 'assistant', content: '' }, null));
    if (b.firstTokenDelayMs) await sleep(b.firstTokenDelayMs);

    for (let i = 0; i <= tokens.length; i++) {
      if (closed) return;
      if (b.malformedAfter === i) {
        await send('data: {"id":"broken","choices":[{"delta":{"content":"unterminated\n\n');
        res.end();
        return;
      }
      if (b.cutAfter === i) {
        res.socket?.destroy();
        return;
      }
      if (b.endWithoutFinishAfter === i) {
        res.end();
        return;
      }
      if (i === tokens.length) break;
      if (i > 0 && b.tokenDelayMs) await sleep(b.tokenDelayMs);
      if (closed) return;
      tokenTimes.push(performance.now());
      await send(chunk({ content: tokens[i] }, null));
    }
    res.write(chunk({}, finishReason));
    res.end('data: [DONE]\n\n');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    tokenTimes,
    behave(next) {
      behaviour = next;
    },
    reset() {
      behaviour = {};
      requests.length = 0;
      tokenTimes.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
