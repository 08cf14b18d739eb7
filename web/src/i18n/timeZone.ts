// The reader's time zone, on its own: code that needs only this (the search's URL state) then loads
// without the interface-language store, which reads the browser's storage as it loads.

/** The reader's IANA time zone, so a search by date reads days as they do. */
export function readerTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}
