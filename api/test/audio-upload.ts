// Recordings in tests: a tiny WebM, kept through POST /api/audio (the dreams that point at one need
// it to be a real upload of their owner), or sent as a GraphQL multipart request, as an API client
// does (graphql-multipart-request-spec).
import type { TestBrowser } from './test-app.ts';

/** A tiny WebM: the EBML magic, then filler bytes that count 0, 1, 2... */
export function webm(size = 64): Buffer {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index++) bytes[index] = index % 251;
  bytes.set([0x1a, 0x45, 0xdf, 0xa3], 0);
  return bytes;
}

/** Uploads a small recording for the browser's user; its audioUrl, to give createDream. */
export async function uploadRecording(browser: TestBrowser, bytes: Buffer = webm()): Promise<string> {
  const response = await browser.request('POST', '/api/audio', {
    audioData: `data:audio/webm;base64,${bytes.toString('base64')}`,
    duration: 3,
  });
  if (response.status !== 200) throw new Error(`upload refused: ${JSON.stringify(response.body)}`);
  return response.body.audioUrl as string;
}

export const UPLOAD_AUDIO = /* GraphQL */ `
  mutation Upload($file: Upload!, $duration: Float!, $transcribeOnly: Boolean) {
    uploadAudio(file: $file, duration: $duration, transcribeOnly: $transcribeOnly) {
      audioUrl
      transcription
    }
  }
`;

export async function uploadAudioMultipart(
  browser: TestBrowser,
  bytes: Uint8Array,
  variables: { duration: number; transcribeOnly?: boolean } = { duration: 1 },
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: UPLOAD_AUDIO, variables: { file: null, ...variables } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([new Uint8Array(bytes)], { type: 'audio/webm' }), 'recording.webm');
  const response = await fetch(`${browser.baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'Accept-Language': browser.language,
      ...(browser.cookie ? { Cookie: browser.cookie } : {}),
      ...(browser.bearer ? { Authorization: `Bearer ${browser.bearer}` } : {}),
    },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

export const MULTIPART_BOUNDARY = 'oneiro-test-boundary';

/** The opening of a multipart upload up to the file's first byte: `operations`, `map`, the file part's headers. */
export function multipartHead(variables: Record<string, unknown> = { duration: 1 }): Buffer {
  const operations = JSON.stringify({ query: UPLOAD_AUDIO, variables: { file: null, ...variables } });
  return Buffer.from(
    [
      `--${MULTIPART_BOUNDARY}`,
      'Content-Disposition: form-data; name="operations"',
      '',
      operations,
      `--${MULTIPART_BOUNDARY}`,
      'Content-Disposition: form-data; name="map"',
      '',
      JSON.stringify({ 0: ['variables.file'] }),
      `--${MULTIPART_BOUNDARY}`,
      'Content-Disposition: form-data; name="0"; filename="recording.webm"',
      'Content-Type: audio/webm',
      '',
      '',
    ].join('\r\n'),
  );
}

export const multipartTail = () => Buffer.from(`\r\n--${MULTIPART_BOUNDARY}--\r\n`);
