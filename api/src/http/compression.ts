// Content negotiation for compressed bodies: static files come pre-compressed from the build
// (web/vite-compress.ts), API answers are compressed on the fly when they are large enough to
// gain from it.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/**
 * Below this an answer fits in one TCP packet (~1,460 bytes of payload) whatever its encoding, so
 * compressing it would only add work and a trip through the thread pool. Most API answers (a
 * mutation, a page of three dreams) are under it; the dream archive and the REST list are far above.
 */
export const DYNAMIC_COMPRESSION_MIN_BYTES = 1400;

// Compressed per request, gzip's default level is the better bargain: on the 1,000-dream list (860 KB)
// it gave 83 KB, where brotli gave 92 KB at quality 4 and 80 KB at quality 5 for about twice gzip's
// CPU time (bench/README.md, "Server footprint and compression"). Brotli stays for clients that
// accept nothing else. Static files are different: compressed once at build time, at brotli's best.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP_OPTIONS = { level: 6 };

/** The encodings the client accepts (`q=0` refuses one), best first: brotli, then gzip. */
export function acceptedEncodings(acceptEncoding: string | string[] | undefined): Encoding[] {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    weights.set(name, Number.isFinite(q) ? q : 0);
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  return (['br', 'gzip'] as const).filter((encoding) => weight(encoding) > 0);
}

function preferGzip(accepted: Encoding[]): Encoding | undefined {
  return accepted.includes('gzip') ? 'gzip' : accepted[0];
}

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') {
      brotliCompress(
        body,
        { ...BROTLI_OPTIONS, params: { ...BROTLI_OPTIONS.params, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } },
        done,
      );
    } else {
      gzip(body, GZIP_OPTIONS, done);
    }
  });
}

/**
 * Ends an API response with `body`, compressed when the client accepts it and the body is large
 * enough to gain (gzip when accepted, see above). Small bodies go out at once, exactly as before. Compression runs in the thread pool,
 * so a large answer never blocks other requests while it is compressed.
 */
export function sendBody(
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body: string | Buffer,
): void | Promise<void> {
  // A string is measured, not copied: encoding 800 KB into a Buffer cost more than writing it, and
  // only compression needs the bytes.
  const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  res.setHeader('Vary', 'Accept-Encoding');
  const encoding =
    length >= DYNAMIC_COMPRESSION_MIN_BYTES
      ? preferGzip(acceptedEncodings(res.req.headers['accept-encoding']))
      : undefined;
  if (!encoding) {
    res.writeHead(status, { ...headers, 'Content-Length': length });
    res.end(body);
    return;
  }
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return compress(bytes, encoding).then(
    (compressed) => {
      res.writeHead(status, { ...headers, 'Content-Encoding': encoding, 'Content-Length': compressed.length });
      res.end(compressed);
    },
    () => {
      // zlib failing on a buffer in memory means no memory: the plain answer is still correct.
      res.writeHead(status, { ...headers, 'Content-Length': bytes.length });
      res.end(bytes);
    },
  );
}
