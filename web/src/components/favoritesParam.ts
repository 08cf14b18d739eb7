// The "Favorites only" filter's place in a page's address (?favorites=1). Its own file, apart from the
// toggle (FavoritesFilter.tsx): the router reads it for the search page's loader, and importing the
// toggle there would put react-aria's ToggleButton into the landing page's download.

export const FAVORITES_PARAM = 'favorites';

/** Whether a page's address asks for favourites only. */
export function favoritesOnlyIn(params: URLSearchParams): boolean {
  return params.get(FAVORITES_PARAM) === '1';
}

/** The address's parameters with the filter set or removed. */
export function withFavoritesOnly(params: URLSearchParams, on: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  if (on) next.set(FAVORITES_PARAM, '1');
  else next.delete(FAVORITES_PARAM);
  return next;
}
