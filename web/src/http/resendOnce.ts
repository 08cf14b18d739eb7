// One resend of a request that got no answer at all, for requests that are safe to send twice.

/** The pause before the one resend of a request that never got an answer. */
const RESEND_AFTER_MS = 400;

/**
 * fetch, sent once more if the first try got no answer at all (fetch rejects: no status). Such a
 * failure is the connection rather than the server: one save with a recording in four failed that
 * way in a newcomer's trial, and the retry worked. Its cause was not found again: Chromium resends
 * by itself a request that meets a kept-alive connection closing under it (162 POSTs sent around
 * the server's keep-alive timeout, none failed), so what is left is a connection lost mid-request
 * (a network change, a proxy). Only for requests the server treats as one when they arrive
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
