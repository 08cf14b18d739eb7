// Scores the HVdC coder against a hand-coded set: precision and recall per category (characters,
// emotions, social interactions) by matching each coded item to a hand code of the same dream, and the
// journal-level error of each content-profile indicator (the whole set coded by hand vs by the coder).
import { codeDream } from '../code-dream.ts';
import type { CharacterCode, ContentCodes, Who } from '../codes.ts';
import { computeContentProfile } from '../content-profile.ts';
import type { ContentMeasureId } from '../hvdc-norms.ts';
import { ES_HELD_OUT } from './es-held-out.ts';
import { ES_HELD_OUT_2 } from './es-held-out-2.ts';
import { ES_TUNING } from './es-tuning.ts';
import { ES_TUNING_2 } from './es-tuning-2.ts';
import { ES_TUNING_3 } from './es-tuning-3.ts';
import { ES_TUNING_4 } from './es-tuning-4.ts';
import { ES_TUNING_5 } from './es-tuning-5.ts';
import { ES_TUNING_6 } from './es-tuning-6.ts';
import { ES_TUNING_7 } from './es-tuning-7.ts';
import { ES_TUNING_8 } from './es-tuning-8.ts';
import { ES_TUNING_9 } from './es-tuning-9.ts';
import { ES_TUNING_10 } from './es-tuning-10.ts';
import { ES_TUNING_11 } from './es-tuning-11.ts';
import { ES_TUNING_12 } from './es-tuning-12.ts';
import { ES_TUNING_13 } from './es-tuning-13.ts';
import { ES_TUNING_14 } from './es-tuning-14.ts';
import { ES_TUNING_15 } from './es-tuning-15.ts';
import { ES_TUNING_16 } from './es-tuning-16.ts';
import { ES_TUNING_17 } from './es-tuning-17.ts';
import { ES_TUNING_18 } from './es-tuning-18.ts';
import { ES_TUNING_19 } from './es-tuning-19.ts';
import { ES_TUNING_20 } from './es-tuning-20.ts';
import { ES_TUNING_21 } from './es-tuning-21.ts';
import { ES_TUNING_22 } from './es-tuning-22.ts';
import { ES_TUNING_23 } from './es-tuning-23.ts';
import { ES_TUNING_24 } from './es-tuning-24.ts';
import { ES_TUNING_25 } from './es-tuning-25.ts';
import { ES_TUNING_26 } from './es-tuning-26.ts';
import { ES_TUNING_27 } from './es-tuning-27.ts';
import { ES_TUNING_28 } from './es-tuning-28.ts';
import { ES_TUNING_29 } from './es-tuning-29.ts';
import { ES_TUNING_30 } from './es-tuning-30.ts';
import { ES_TUNING_31 } from './es-tuning-31.ts';
import { ES_TUNING_32 } from './es-tuning-32.ts';
import { ES_TUNING_33 } from './es-tuning-33.ts';
import { ES_TUNING_34 } from './es-tuning-34.ts';
import { ES_TUNING_35 } from './es-tuning-35.ts';
import { ES_TUNING_36 } from './es-tuning-36.ts';
import { ES_TUNING_37 } from './es-tuning-37.ts';
import { ES_TUNING_38 } from './es-tuning-38.ts';
import { ES_TUNING_39 } from './es-tuning-39.ts';
import { ES_TUNING_40 } from './es-tuning-40.ts';
import { EN_HELD_OUT } from './en-held-out.ts';
import { EN_HELD_OUT_2 } from './en-held-out-2.ts';
import { EN_TUNING } from './en-tuning.ts';
import { EN_TUNING_2 } from './en-tuning-2.ts';
import { EN_TUNING_3 } from './en-tuning-3.ts';
import { EN_TUNING_4 } from './en-tuning-4.ts';
import { EN_TUNING_5 } from './en-tuning-5.ts';
import { EN_TUNING_6 } from './en-tuning-6.ts';
import { EN_TUNING_7 } from './en-tuning-7.ts';
import { EN_TUNING_8 } from './en-tuning-8.ts';
import { EN_TUNING_9 } from './en-tuning-9.ts';
import { EN_TUNING_10 } from './en-tuning-10.ts';
import { EN_TUNING_11 } from './en-tuning-11.ts';
import { EN_TUNING_12 } from './en-tuning-12.ts';
import { EN_TUNING_13 } from './en-tuning-13.ts';
import { EN_TUNING_14 } from './en-tuning-14.ts';
import { EN_TUNING_15 } from './en-tuning-15.ts';
import { EN_TUNING_16 } from './en-tuning-16.ts';
import { EN_TUNING_17 } from './en-tuning-17.ts';
import { EN_TUNING_18 } from './en-tuning-18.ts';
import { EN_TUNING_19 } from './en-tuning-19.ts';
import { EN_TUNING_20 } from './en-tuning-20.ts';
import { EN_TUNING_21 } from './en-tuning-21.ts';
import { EN_TUNING_22 } from './en-tuning-22.ts';
import { EN_TUNING_23 } from './en-tuning-23.ts';
import { EN_TUNING_24 } from './en-tuning-24.ts';
import { EN_TUNING_25 } from './en-tuning-25.ts';
import { EN_TUNING_26 } from './en-tuning-26.ts';
import { EN_TUNING_27 } from './en-tuning-27.ts';
import { EN_TUNING_28 } from './en-tuning-28.ts';
import { EN_TUNING_29 } from './en-tuning-29.ts';
import { EN_TUNING_30 } from './en-tuning-30.ts';
import { EN_TUNING_31 } from './en-tuning-31.ts';
import { EN_TUNING_32 } from './en-tuning-32.ts';
import { EN_TUNING_33 } from './en-tuning-33.ts';
import { EN_TUNING_34 } from './en-tuning-34.ts';
import { EN_TUNING_35 } from './en-tuning-35.ts';
import { EN_TUNING_36 } from './en-tuning-36.ts';
import { EN_TUNING_37 } from './en-tuning-37.ts';
import { EN_TUNING_38 } from './en-tuning-38.ts';
import { handCodes, type HandCodedDream } from './hand-codes.ts';

export const EVALUATION_HALVES = {
  // The first tuning batch and the later ones (written to find what the earlier no longer showed).
  tuning: { en: [...EN_TUNING, ...EN_TUNING_2], es: [...ES_TUNING, ...ES_TUNING_2, ...ES_TUNING_3, ...ES_TUNING_4] },
  /**
   * Tuning batches in the plain style of real dream reports, written after the second held-out
   * halves showed the coder far weaker on such dreams than on the batches aimed at its traps. Fixes
   * may be made against them; the test holds their figures to a floor until they reach the targets.
   * The second pair (en-tuning-4, es-tuning-6) was written after the first had been fixed against,
   * the third (en-tuning-5, es-tuning-7) after the second, the fourth (en-tuning-6, es-tuning-8,
   * rich in interactions) after the third, the fifth (en-tuning-7, es-tuning-9, richer still) after
   * the fourth, the sixth (en-tuning-8, es-tuning-10) after the fifth, the seventh (en-tuning-9,
   * es-tuning-11, as sparse in interactions as ordinary reports) after the sixth, the eighth
   * (en-tuning-10, es-tuning-12, as sparse) after the seventh and the word batteries, the ninth
   * (en-tuning-11, es-tuning-13, as sparse) after the eighth, the tenth (en-tuning-12, es-tuning-14)
   * after the ninth, the eleventh (en-tuning-13, es-tuning-15, acts in varied phrasing) after the tenth, the
   * twelfth (en-tuning-14, es-tuning-16, ordinary, a third in the present) after the eleventh, the
   * thirteenth (en-tuning-15, es-tuning-17, as ordinary) after the twelfth, the fourteenth (en-tuning-16,
   * es-tuning-18, acts in phrasings no earlier batch used) after the thirteenth, the fifteenth
   * (en-tuning-17, es-tuning-19, plain everyday wording) after the fourteenth, the sixteenth
   * (en-tuning-18, es-tuning-20, rich in acts in varied verbs) after the fifteenth, the seventeenth
   * (en-tuning-19, es-tuning-21, plain everyday wording) after the sixteenth, the eighteenth
   * (en-tuning-20, es-tuning-22, as plain) after the seventeenth, the nineteenth (en-tuning-21,
   * es-tuning-23, as plain) after the eighteenth, the twentieth (en-tuning-22, es-tuning-24) after the
   * nineteenth, the twenty-first (en-tuning-23, es-tuning-25) after the twentieth, the twenty-second
   * (en-tuning-24, es-tuning-26, ordinary days) after the twenty-first, the twenty-third (en-tuning-25,
   * es-tuning-27, mostly from the countries most journals come from) after the twenty-second, the
   * twenty-fourth (en-tuning-26, es-tuning-28, the common dreams) after the twenty-third, the
   * twenty-fifth (en-tuning-27, es-tuning-29, as common) after the twenty-fourth, the twenty-sixth
   * (en-tuning-28, es-tuning-30, rich in acts) after the twenty-fifth, the twenty-seventh (en-tuning-29,
   * es-tuning-31, as rich) after the next general rules, the twenty-eighth (en-tuning-30, es-tuning-32) after
   * the twenty-seventh's fixes, the twenty-ninth (en-tuning-31, es-tuning-33, rich in acts) after the
   * apposition rules of stop 49, the thirtieth (en-tuning-32, es-tuning-34, ordinary reports) after the
   * twenty-ninth's fixes, the thirty-first (en-tuning-33, es-tuning-35, rich in acts) after the thing and
   * predicate rules of stop 50, the thirty-second (en-tuning-34, es-tuning-36, ordinary reports, sparse in
   * acts) after the thirty-first's fixes, the thirty-third (en-tuning-35, es-tuning-37, verbal acts above
   * all) after the thirty-second's and the plain pairs' second reading, the thirty-fourth (en-tuning-36,
   * es-tuning-38, rich in acts told in ordinary words) after the thirty-third's fixes, the thirty-fifth
   * (en-tuning-37, es-tuning-39, the ordinary density of acts, mostly verbal) after the thirty-fourth's,
   * the thirty-sixth (en-tuning-38, es-tuning-40, as ordinary, half verbal) after the thirty-fifth's.
   */
  plainTuning: {
    en: [
      ...EN_TUNING_3,
      ...EN_TUNING_4,
      ...EN_TUNING_5,
      ...EN_TUNING_6,
      ...EN_TUNING_7,
      ...EN_TUNING_8,
      ...EN_TUNING_9,
      ...EN_TUNING_10,
      ...EN_TUNING_11,
      ...EN_TUNING_12,
      ...EN_TUNING_13,
      ...EN_TUNING_14,
      ...EN_TUNING_15,
      ...EN_TUNING_16,
      ...EN_TUNING_17,
      ...EN_TUNING_18,
      ...EN_TUNING_19,
      ...EN_TUNING_20,
      ...EN_TUNING_21,
      ...EN_TUNING_22,
      ...EN_TUNING_23,
      ...EN_TUNING_24,
      ...EN_TUNING_25,
      ...EN_TUNING_26,
      ...EN_TUNING_27,
      ...EN_TUNING_28,
      ...EN_TUNING_29,
      ...EN_TUNING_30,
      ...EN_TUNING_31,
      ...EN_TUNING_32,
      ...EN_TUNING_33,
      ...EN_TUNING_34,
      ...EN_TUNING_35,
      ...EN_TUNING_36,
      ...EN_TUNING_37,
      ...EN_TUNING_38,
    ],
    es: [
      ...ES_TUNING_5,
      ...ES_TUNING_6,
      ...ES_TUNING_7,
      ...ES_TUNING_8,
      ...ES_TUNING_9,
      ...ES_TUNING_10,
      ...ES_TUNING_11,
      ...ES_TUNING_12,
      ...ES_TUNING_13,
      ...ES_TUNING_14,
      ...ES_TUNING_15,
      ...ES_TUNING_16,
      ...ES_TUNING_17,
      ...ES_TUNING_18,
      ...ES_TUNING_19,
      ...ES_TUNING_20,
      ...ES_TUNING_21,
      ...ES_TUNING_22,
      ...ES_TUNING_23,
      ...ES_TUNING_24,
      ...ES_TUNING_25,
      ...ES_TUNING_26,
      ...ES_TUNING_27,
      ...ES_TUNING_28,
      ...ES_TUNING_29,
      ...ES_TUNING_30,
      ...ES_TUNING_31,
      ...ES_TUNING_32,
      ...ES_TUNING_33,
      ...ES_TUNING_34,
      ...ES_TUNING_35,
      ...ES_TUNING_36,
      ...ES_TUNING_37,
      ...ES_TUNING_38,
      ...ES_TUNING_39,
      ...ES_TUNING_40,
    ],
  },
  heldOut: { en: EN_HELD_OUT, es: ES_HELD_OUT },
  /** Written fresh after the fourth Spanish tuning batch, because 23 interactions per language were too few to judge by. */
  secondHeldOut: { en: EN_HELD_OUT_2, es: ES_HELD_OUT_2 },
} as const;

export interface CategoryScore {
  /** Coded items that match a hand code. */
  matched: number;
  coded: number;
  hand: number;
  precision: number;
  recall: number;
}

export interface IndicatorError {
  id: ContentMeasureId;
  hand: number | null;
  coder: number | null;
  /** |coder − hand| in points: percentages as they are, indexes ×100 (hundredths of a code per character). */
  error: number | null;
  limit: number;
}

export interface SetScore {
  dreams: number;
  characters: CategoryScore;
  emotions: CategoryScore;
  interactions: CategoryScore;
  /** The indicators the hand codes cover (outcomes and body parts are not hand-coded). */
  indicators: IndicatorError[];
}

/** The targets of issue 23. */
export const TARGETS = { characters: 0.85, emotions: 0.85, interactions: 0.7, points: 10, interactionPoints: 15 };

const INTERACTION_INDICATORS: ReadonlySet<ContentMeasureId> = new Set([
  'aggression_friendliness_percent',
  'befriender_percent',
  'aggressor_percent',
  'physical_aggression_percent',
  'ac_index',
  'fc_index',
  'sc_index',
]);
const INDEXES: ReadonlySet<ContentMeasureId> = new Set(['ac_index', 'fc_index', 'sc_index']);
/** Read from outcomes and body parts, which the evaluation sets do not hand-code. */
const NOT_HAND_CODED: ReadonlySet<ContentMeasureId> = new Set([
  'dreamer_involved_success_percent',
  'torso_anatomy_percent',
  'bodily_misfortunes_percent',
]);

const sameCharacter = (a: CharacterCode, b: CharacterCode) =>
  a.kind === b.kind &&
  a.sex === b.sex &&
  a.familiarity === b.familiarity &&
  a.relation === b.relation &&
  a.plural === b.plural;

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}]+/u);

/**
 * Pairs the coder's characters with the hand's: a character matches when its whole code is the same
 * (kind, sex, familiarity, relation, plural), preferring a hand character named by the same word.
 * Returns, for each coded character, the index of its hand character (or undefined).
 */
function matchCharacters(coded: CharacterCode[], hand: CharacterCode[]): (number | undefined)[] {
  const taken = new Set<number>();
  const pairs: (number | undefined)[] = coded.map(() => undefined);
  for (const byWord of [true, false]) {
    coded.forEach((character, c) => {
      if (pairs[c] !== undefined) return;
      const codedWords = wordsOf(character.text);
      const h = hand.findIndex(
        (candidate, index) =>
          !taken.has(index) &&
          sameCharacter(character, candidate) &&
          (!byWord || wordsOf(candidate.text).some((word) => word !== '' && codedWords.includes(word))),
      );
      if (h >= 0) {
        pairs[c] = h;
        taken.add(h);
      }
    });
  }
  return pairs;
}

function countMatches<T>(coded: T[], hand: T[], same: (a: T, b: T) => boolean): number {
  const taken = new Set<number>();
  let matched = 0;
  for (const item of coded) {
    const h = hand.findIndex((candidate, index) => !taken.has(index) && same(item, candidate));
    if (h >= 0) {
      taken.add(h);
      matched += 1;
    }
  }
  return matched;
}

function category(matched: number, coded: number, hand: number): CategoryScore {
  // With nothing coded (or nothing to find) there is nothing wrong: 1 by convention.
  return { matched, coded, hand, precision: coded ? matched / coded : 1, recall: hand ? matched / hand : 1 };
}

export function scoreSet(
  dreams: readonly HandCodedDream[],
  code: (text: string) => ContentCodes = codeDream,
): SetScore {
  // matched, coded, by hand
  const tally: Record<'characters' | 'emotions' | 'interactions', [number, number, number]> = {
    characters: [0, 0, 0],
    emotions: [0, 0, 0],
    interactions: [0, 0, 0],
  };
  const handDreams: ContentCodes[] = [];
  const codedDreams: ContentCodes[] = [];
  for (const dream of dreams) {
    const hand = handCodes(dream);
    const coded = code(dream.text);
    handDreams.push(hand);
    codedDreams.push(coded);
    const pairs = matchCharacters(coded.characters, hand.characters);
    // A coded "who" means the same as a hand one when it is the dreamer, or the character paired with it.
    const sameWho = (codedWho: Who | null, handWho: Who | null) =>
      codedWho === 'dreamer' || codedWho === null ? codedWho === handWho : pairs[codedWho] === handWho;
    const counts: [keyof typeof tally, number, number, number][] = [
      [
        'characters',
        pairs.filter((pair) => pair !== undefined).length,
        coded.characters.length,
        hand.characters.length,
      ],
      [
        'emotions',
        countMatches(coded.emotions, hand.emotions, (a, b) => a.class === b.class && sameWho(a.who, b.who)),
        coded.emotions.length,
        hand.emotions.length,
      ],
      [
        'interactions',
        countMatches(
          coded.interactions,
          hand.interactions,
          (a, b) => a.type === b.type && sameWho(a.initiator, b.initiator) && sameWho(a.recipient, b.recipient),
        ),
        coded.interactions.length,
        hand.interactions.length,
      ],
    ];
    for (const [name, matched, codedCount, handCount] of counts) {
      tally[name][0] += matched;
      tally[name][1] += codedCount;
      tally[name][2] += handCount;
    }
  }
  const profile = (all: ContentCodes[]) =>
    computeContentProfile(all.map((codes, dreamId) => ({ dreamId, codes }))).measures;
  const handMeasures = profile(handDreams);
  const coderMeasures = profile(codedDreams);
  const indicators = handMeasures
    .filter((measure) => !NOT_HAND_CODED.has(measure.id))
    .map((measure): IndicatorError => {
      const coder = coderMeasures.find((other) => other.id === measure.id)!.value;
      const scale = INDEXES.has(measure.id) ? 100 : 1;
      const error =
        measure.value === null || coder === null ? null : Math.round(Math.abs(coder - measure.value) * scale * 10) / 10;
      return {
        id: measure.id,
        hand: measure.value,
        coder,
        error,
        limit: INTERACTION_INDICATORS.has(measure.id) ? TARGETS.interactionPoints : TARGETS.points,
      };
    });
  const score = (name: keyof typeof tally) => category(...tally[name]);
  return {
    dreams: dreams.length,
    characters: score('characters'),
    emotions: score('emotions'),
    interactions: score('interactions'),
    indicators,
  };
}

/** The score as lines of text, for the bench script and a failing test's message. */
export function formatScore(label: string, score: SetScore): string {
  const lines = [`${label}: ${score.dreams} dreams`];
  for (const name of ['characters', 'emotions', 'interactions'] as const) {
    const { matched, coded, hand, precision, recall } = score[name];
    lines.push(
      `  ${name.padEnd(13)} P ${precision.toFixed(2)}  R ${recall.toFixed(2)}  (${matched} matched, ${coded} coded, ${hand} by hand)`,
    );
  }
  for (const { id, hand, coder, error, limit } of score.indicators)
    lines.push(
      `  ${id.padEnd(32)} hand ${String(hand).padStart(5)}  coder ${String(coder).padStart(5)}  error ${String(error).padStart(5)} (limit ${limit})`,
    );
  return lines.join('\n');
}
