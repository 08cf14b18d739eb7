// Trigram choices: which few trigrams of a long phrase the index is asked for (both engines), the
// rarest ones, so that the candidates left to check with LIKE are few.

/** How often a character occurs in (English) dream text; rarer characters make rarer trigrams. */
const CHARACTER_FREQUENCY: Record<string, number> = {
  ' ': 0.18,
  e: 0.127,
  t: 0.091,
  a: 0.082,
  o: 0.075,
  i: 0.07,
  n: 0.067,
  s: 0.063,
  h: 0.061,
  r: 0.06,
  d: 0.043,
  l: 0.04,
  c: 0.028,
  u: 0.028,
  m: 0.024,
  w: 0.024,
  f: 0.022,
  g: 0.02,
  y: 0.02,
  p: 0.019,
  b: 0.015,
  v: 0.0098,
  k: 0.0077,
  j: 0.0015,
  x: 0.0015,
  q: 0.00095,
  z: 0.00074,
  ',': 0.01,
  '.': 0.01,
};
const frequencyOf = (character: string) => CHARACTER_FREQUENCY[character] ?? (/\d/.test(character) ? 0.01 : 0.002);

/**
 * Up to `count` trigrams of a term likely to be rare in the index. With `onePerWord`, each from a
 * different word (trigrams of one word select nearly the same dreams; another word's narrows further).
 * A word too short to hold a trigram ("1", "me") is then represented by the trigrams that run into it
 * from its neighbours: in "the number 1" the digit is the rarest part, and only "r 1" carries it.
 */
export function rarestTrigrams(term: string, count: number, onePerWord = false): string[] {
  const characters = Array.from(term.toLowerCase());
  // The word each character belongs to (-1 for spaces), and each word's length.
  const wordOf: number[] = [];
  const wordLengths: number[] = [];
  for (const character of characters) {
    if (character === ' ') {
      wordOf.push(-1);
      continue;
    }
    if (wordOf.length === 0 || wordOf.at(-1) === -1) wordLengths.push(0);
    wordOf.push(wordLengths.length - 1);
    wordLengths[wordLengths.length - 1]! += 1;
  }
  const candidates: { trigram: string; score: number; word: number }[] = [];
  for (let index = 0; index + 3 <= characters.length; index += 1) {
    const trigram = characters.slice(index, index + 3);
    const words = [...new Set(wordOf.slice(index, index + 3).filter((word) => word >= 0))];
    // Within one word: that word's. Across a space: a short word's it runs into, else no word's
    // (ranked after those that have one).
    const group = words.length === 1 ? words[0]! : (words.find((word) => wordLengths[word]! < 3) ?? -1);
    candidates.push({
      trigram: trigram.join(''),
      score: trigram.reduce((product, c) => product * frequencyOf(c), 1),
      word: group,
    });
  }
  candidates.sort((a, b) => a.score - b.score);
  const chosen: string[] = [];
  const words = new Set<number>();
  for (const candidate of candidates) {
    if (chosen.length === count) break;
    if (chosen.includes(candidate.trigram)) continue;
    if (onePerWord && (candidate.word < 0 || words.has(candidate.word))) continue;
    chosen.push(candidate.trigram);
    words.add(candidate.word);
  }
  return chosen;
}

/**
 * The trigrams a long phrase's candidates must hold. With three words or more, one per word, up to
 * six: each narrows the candidates that LIKE then checks (a 54-character phrase went from 1,392 to
 * 205) for ~0.3 ms of index reading. With fewer words, the three rarest wherever they are: the index
 * reads each trigram's whole list, and a second word's best trigram may be a common one ("umb" of
 * "number": in "number 48213", the digits' three cost a fraction of it and leave one candidate).
 */
export function phraseTrigrams(term: string): string[] {
  const perWord = rarestTrigrams(term, 6, true);
  return perWord.length >= 3 ? perWord : rarestTrigrams(term, 3);
}
