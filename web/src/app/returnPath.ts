// Where a signed-out visitor was going, kept in the sign-in page's address (`?next=`) so that signing
// in or registering (which reloads the page) ends there. Only a path of this site is followed: an
// address of another origin, a protocol-relative `//host` or a path back to the sign-in pages is
// replaced by home, so a crafted link cannot send someone elsewhere after they sign in.

const NEXT_PARAM = 'next';
const SIGNED_OUT_PATHS = new Set(['/landing', '/auth']);

/** The path (with query and hash) a URL names, when it is one a sign-in may return to. */
export function safeReturnPath(raw: string | null | undefined, origin = window.location.origin): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin || SIGNED_OUT_PATHS.has(url.pathname)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The landing page, remembering `url` (a page that needs a session) unless it is home. */
export function landingFor(url: URL): string {
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === '/' ? '/landing' : `/landing?${new URLSearchParams({ [NEXT_PARAM]: path })}`;
}

/** Where to go once signed in, read from the sign-in page's address. */
export function returnPathOf(url: URL): string {
  return safeReturnPath(url.searchParams.get(NEXT_PARAM), url.origin);
}
