/** The integer key inside a global id, or -1 (matches no row) when it is not a positive integer. */
export function databaseIdOf(id: string | number): number {
  const text = String(id);
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : -1;
}
