// Stopping work for a client that left (the request's signal: http/response-stream.ts).

/** Whether `error` is what an aborted signal throws (its default reason, a DOMException). */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/**
 * `promise`'s outcome, or, as soon as `signal` aborts, a rejection with its reason: the caller stops
 * waiting for something nobody will read (the work behind `promise` decides for itself whether to stop).
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
