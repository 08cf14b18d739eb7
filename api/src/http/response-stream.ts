// Writing a Fetch Response (Yoga's answer) to a Node response without holding a request's work past
// its client: the body is streamed chunk by chunk rather than buffered whole (a stream that never
// ends would hold the request, its memory and its pub/sub listeners forever), and both the work and
// the stream stop when the client disconnects.
import { setMaxListeners } from 'node:events';
import type { ServerResponse } from 'node:http';

/**
 * A signal that aborts when the client goes away before its answer was fully written: the
 * response's connection closed. (Not the request's 'aborted' event: the server itself stops reading
 * a body that is too large, which aborts the request while the client still waits for its 413.)
 */
export function abortOnDisconnect(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  // The executor adds a listener per operation it runs, and a REST list runs one per page: many, but
  // all gone with the request.
  setMaxListeners(0, controller.signal);
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

export async function pipeResponseBody(response: Response, res: ServerResponse, signal: AbortSignal): Promise<void> {
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || signal.aborted) break;
      // Respect backpressure: a slow client must not make the server buffer everything.
      if (!res.write(value))
        await new Promise<void>((resolve) => {
          const resume = () => {
            res.off('drain', resume);
            res.off('close', resume);
            resolve();
          };
          res.on('drain', resume);
          res.on('close', resume);
        });
    }
  } finally {
    signal.removeEventListener('abort', cancel);
    if (signal.aborted) cancel();
    res.end();
  }
}
