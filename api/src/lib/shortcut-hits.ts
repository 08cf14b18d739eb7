// How many times each performance shortcut answered in place of the reference path, per app. Tests
// read it (App.shortcutHits) to prove that a shortcut is taken when its switch is on and never when
// it is off; a shortcut that silently stopped applying would otherwise go unnoticed, since both
// paths give the same answers. Never sent to clients. An increment per hit costs nothing measurable.
export interface ShortcutHits {
  /** Queries answered by http/graphql-fast-path.ts without Yoga's Fetch layer. */
  graphqlFastPath: number;
  /** Reads served by db/sqlite-reader.ts's prepared statements instead of Prisma. */
  sqliteReader: number;
  /** Operations executed by graphql-jit's compiled code instead of graphql-js. */
  graphqlJit: number;
}

export function createShortcutHits(): ShortcutHits {
  return { graphqlFastPath: 0, sqliteReader: 0, graphqlJit: 0 };
}
