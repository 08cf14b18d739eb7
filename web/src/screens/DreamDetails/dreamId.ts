// /dreams/:id takes the dream's numeric id. Apart from the screen so the router can check it without
// loading the screen's code.

/** The id, or null for anything else (letters, 0, a number beyond GraphQL's Int). */
export function parseDreamId(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2 ** 31 - 1 ? id : null;
}
