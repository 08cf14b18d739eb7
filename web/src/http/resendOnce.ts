// One resend of a request that got no answer at all, for requests that are safe to send twice.

/** The pause before the one resend of a request that never got an answer. */
const RESEND_AFTER_MS = 400;

/**
 * fetch, sent once more if the first try got no answer at all (fetch rejects: no status). Such a
 * failure is most often the connection rather than the server: a request written on a kept-alive
 * connection that the server or a proxy closes at that moment fails before anyone reads it, and
 * browsers resend only some of those (one save with a recording in four failed that way in a
 * newcomer's trial; the retry worked). Only for requests the server treats as one when they arrive
 * twice: a recording nobody attaches is removed by the unattached-audio sweep, and a new dream
 * carries its client key, which the server saves once. Offline, there is no point.
 */
export async function fetchWithOneResend(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!navigator.onLine) throw error;
    await new Promise((resolve) => setTimeout(resolve, RESEND_AFTER_MS));
    return fetch(url, init);
  }
}
