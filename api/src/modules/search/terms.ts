// A search term as the strategies see it: its length in characters, a LIKE pattern that takes it
// literally, and the case variants SQLite's LIKE needs.

/** Characters, not UTF-16 units: trigrams are made of characters. */
export function characterCount(term: string): number {
  let count = 0;
  for (const _ of term) count += 1;
  return count;
}

/** A LIKE pattern matching `term` anywhere, with its own %, _ and \ taken literally (ESCAPE '\'). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * SQLite's LIKE folds the case of ASCII letters only. For a short term, every case variant of its
 * other letters is tried ("ñ" -> "ñ", "Ñ"); a term of one or two characters has at most four.
 */
export function caseVariants(term: string): string[] {
  let variants = [''];
  for (const character of term) {
    const lower = character.toLowerCase();
    const upper = character.toUpperCase();
    const options =
      character < '\u0080' || lower === upper
        ? [character]
        : [...new Set([character, lower, upper].filter((c) => characterCount(c) === 1))];
    variants = variants.flatMap((prefix) => options.map((option) => prefix + option));
  }
  return variants;
}
