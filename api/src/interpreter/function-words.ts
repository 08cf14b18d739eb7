// Small closed sets of words the analysis reads grammar by: who speaks, where a clause ends, Spanish
// articles. Shared by analyze.ts and symbol-context.ts.

export const FIRST_PERSON = new Set(
  'i me my we us our myself ourselves yo mi mis nos nosotros nosotras conmigo'.split(' '),
);
/** The dreamer as a subject. */
export const DREAMER_SUBJECTS = new Set(['i', 'we', 'yo', 'nosotros', 'nosotras', 'im', 'ive', 'id']);
/** Words that join two clauses, across which a negation does not reach. */
export const CLAUSE_JOINS = new Set(['and', 'but', 'y', 'e', 'pero']);
export const ARTICLES_ES = new Set(['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas']);

/**
 * Whether the words from `at` say the dreamer does not know why, how or whether: "no sé por qué",
 * "I don't know why". Folded, the "sé" (I know) reads as the pronoun "se", and the "no" as a denial;
 * it is neither.
 */
export function saysNotKnowingAt(words: readonly string[], at: number): boolean {
  return NOT_KNOWING.test(words.slice(at, at + 4).join(' '));
}
const NOT_KNOWING =
  /^(?:no se (?:por que|como|si|donde|cuando|cuanto)|(?:dont|didnt) know (?:why|how|if|whether))(?: |$)/;
