// The audio routes. They are plain HTTP, not rows of the REST table: the upload's body is a data
// URL far larger than any JSON body the API otherwise takes, and a recording is bytes served with
// Range. Both read the session the way every request does, and a recording is looked up only among
// the signed-in user's own (audio-store.ts): another user's and a signed-out caller's get the same 404.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { AppError, errorBody, notFound, unauthenticated, unexpected } from '../../graphql/errors.ts';
import { responseCookieJar } from '../../http/cookie-jar.ts';
import type { RequestPolicy } from '../../http/request.ts';
import { sendError, sendJson } from '../../http/responses.ts';
import { isLocale, messages as m, pickLocale, type Locale } from '#shared/i18n/locale.ts';
import type { SessionManager } from '../auth/session.ts';
import { requestViewer } from '../tokens/request-viewer.ts';
import { tokenMayWrite } from '../tokens/token-scope.ts';
import { AUDIO_URL_PREFIX, type AudioStore, type StoredAudio } from './audio-store.ts';
import { AUDIO_LIMITS } from '#shared/inputs/audio.inputs.ts';
import { uploadAudio, withUploadSlot, type AudioServices } from './audio.service.ts';
import { withUploadBody } from './upload-body.ts';

/** The routes as the authorization matrix names them. */
export const AUDIO_ROUTES = ['POST /api/audio', 'GET /api/audio/:file'] as const;

// A data URL is base64 (4 characters per 3 bytes) inside a small JSON object.
const UPLOAD_BODY_BYTES = Math.ceil((AUDIO_LIMITS.maxBytes * 4) / 3) + 64 * 1024;

export interface AudioRouteDeps extends AudioServices {
  sessions: SessionManager;
  policy: RequestPolicy;
}

/** Answers the audio routes; false for any other path. */
export async function handleAudioRoute(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  deps: AudioRouteDeps,
): Promise<boolean> {
  const locale = pickLocale(req.headers['accept-language']);
  if (path === '/api/audio') {
    if (req.method !== 'POST') return methodNotAllowed(res, 'POST', locale);
    const signedIn = await requestViewer(deps, req, responseCookieJar(res));
    if (!signedIn) throw unauthenticated(locale);
    if (signedIn.token && !tokenMayWrite(signedIn.token.scope))
      throw new AppError('FORBIDDEN', m.error_token_scope({}, { locale }));
    const { user } = signedIn;
    const language = isLocale(user.preferredLanguage) ? user.preferredLanguage : locale;
    const words = acceptsWordStream(req) ? new WordStream(res) : undefined;
    try {
      // The slots are taken before the body is read; the data URL is decoded as it arrives.
      const result = await withUploadSlot(deps.limits, user.id, locale, () =>
        withUploadBody(req, { ...deps.policy, maxBodyBytes: UPLOAD_BODY_BYTES }, locale, (body) =>
          uploadAudio(body, { userId: user.id, language, locale }, deps, words?.write),
        ),
      );
      if (words?.started) words.end(result);
      else sendJson(res, 200, result);
    } catch (error) {
      // Once words have gone out the status is sent: the failure is the stream's last line.
      if (!words?.started) throw error;
      words.end({ error: errorBody(error instanceof AppError ? error : unexpected(locale)) });
    }
    return true;
  }
  if (path.startsWith(AUDIO_URL_PREFIX)) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, 'GET, HEAD', locale);
    const signedIn = await requestViewer(deps, req, responseCookieJar(res));
    const recording = signedIn ? await deps.store.find(signedIn.user.id, path.slice(AUDIO_URL_PREFIX.length)) : null;
    if (!recording) throw notFound(locale);
    await sendRecording(req, res, deps.store, recording, locale);
    return true;
  }
  return false;
}

/** A client that reads a transcription's words as they come asks for them as lines of JSON. */
function acceptsWordStream(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes(WORD_STREAM_TYPE);
}

const WORD_STREAM_TYPE = 'application/x-ndjson';

/**
 * The answer of a streamed transcription: `{"words":"..."}` for each piece heard, then the usual
 * answer (`{"transcription":"..."}`) or `{"error":{...}}` as the last line. Nothing is sent before
 * the first piece, so every refusal before it (a bad file, no transcriber, a model that fails at once)
 * is an ordinary coded error, and a model that does not stream gets the ordinary JSON answer.
 */
class WordStream {
  started = false;

  constructor(private readonly res: ServerResponse) {}

  readonly write = (delta: string): void => {
    if (!this.started) {
      this.started = true;
      this.res.writeHead(200, {
        'Content-Type': `${WORD_STREAM_TYPE}; charset=utf-8`,
        'Cache-Control': 'no-store',
        // A proxy in front (deploy/nginx.conf) must pass each line on, not gather the answer.
        'X-Accel-Buffering': 'no',
      });
    }
    this.res.write(`${JSON.stringify({ words: delta })}\n`);
  };

  end(last: unknown): void {
    this.res.end(`${JSON.stringify(last)}\n`);
  }
}

function methodNotAllowed(res: ServerResponse, allow: string, locale: Locale): true {
  res.setHeader('Allow', allow);
  sendError(res, new AppError('METHOD_NOT_ALLOWED', m.error_method_not_allowed({}, { locale })));
  return true;
}

/** A single byte range of a `size`-byte file, null for none asked, 'invalid' for one outside it. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges (multipart/byteranges) are not needed by players: answer the whole file.
  if (!match) return header.includes(',') ? null : 'invalid';
  const [, from, to] = match;
  if (from === '' && to === '') return 'invalid';
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'invalid';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'invalid';
  return { start, end };
}

async function sendRecording(
  req: IncomingMessage,
  res: ServerResponse,
  store: AudioStore,
  recording: StoredAudio,
  locale: Locale,
): Promise<void> {
  const range = parseRange(req.headers.range, recording.size);
  if (range === 'invalid') {
    res.setHeader('Content-Range', `bytes */${recording.size}`);
    throw new AppError('RANGE_NOT_SATISFIABLE', m.error_audio_range({}, { locale }));
  }
  const { start, end } = range ?? { start: 0, end: recording.size - 1 };
  const headers: Record<string, string> = {
    'Content-Type': recording.format.mimeType,
    'Content-Length': String(end - start + 1),
    'Accept-Ranges': 'bytes',
    // Private to its owner: no shared cache may keep it, and the browser asks again each visit.
    'Cache-Control': 'private, no-cache',
  };
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${recording.size}`;
  if (req.method === 'HEAD' || recording.size === 0) {
    res.writeHead(range ? 206 : 200, headers);
    res.end();
    return;
  }
  // Served through the app from either storage, so the owner check above runs for every byte range
  // (docs/decisions/008-object-storage.md). Opened before the status is written, so a storage that
  // fails answers a coded error rather than a cut response.
  const bytes = await store.read(recording, { start, end });
  res.writeHead(range ? 206 : 200, headers);
  await pipeline(bytes, res);
}
