// The content profile: a journal's value of each HVdC indicator beside the men's and women's norms,
// the difference as Cohen's h, and the dreams and words behind each value for the drill-down. Pure:
// it reads the stored codes of the dreams in range (never the dreams' text).
import { NEGATIVE_EMOTIONS, type ContentCodes, type Who } from './codes.ts';
import { CONTENT_MEASURE_IDS, HVDC_NORMS, type ContentMeasureId } from './hvdc-norms.ts';

export interface CodedDream {
  dreamId: number;
  codes: ContentCodes;
}

/** A dream that counted in an indicator's numerator, with the words that made it count. */
export interface MeasureSource {
  dreamId: number;
  words: string[];
}

/** An indicator's figures, without the dreams behind them (the page fetches those when it is opened). */
export interface ContentMeasureFigures {
  id: ContentMeasureId;
  /** Null when nothing was coded that the indicator divides by (no characters, no emotions...). */
  value: number | null;
  normMale: number;
  normFemale: number;
  /** Cohen's h of the value against each norm: positive when the journal has more. Null without a value. */
  hMale: number | null;
  hFemale: number | null;
  minDreams: number;
  /** Whether the journal has the dreams this indicator needs to be read. */
  enough: boolean;
  numerator: number;
  denominator: number;
}

export interface ContentMeasure extends ContentMeasureFigures {
  sources: MeasureSource[];
}

/** An indicator's figures, and its dreams and words read only when asked for (ContentMeasure.sources). */
export interface LazyContentMeasure extends ContentMeasureFigures {
  sources(): Promise<MeasureSource[]>;
}

export interface LazyContentProfile {
  dreams: number;
  measures: LazyContentMeasure[];
}

export interface ContentProfileFigures {
  dreams: number;
  measures: ContentMeasureFigures[];
}

export interface ContentProfile {
  dreams: number;
  measures: ContentMeasure[];
}

/** Cohen's h between two proportions (0-1): 2·asin(√p1) − 2·asin(√p2). */
export function cohensH(p1: number, p2: number): number {
  const clamp = (p: number) => Math.min(1, Math.max(0, p));
  return 2 * Math.asin(Math.sqrt(clamp(p1))) - 2 * Math.asin(Math.sqrt(clamp(p2)));
}

export type EffectWords = 'about_the_same' | 'somewhat_more' | 'somewhat_less' | 'much_more' | 'much_less';

/** Cohen's conventions: under 0.2 is no real difference, 0.5 and over a large one. */
export function effectWords(h: number): EffectWords {
  const size = Math.abs(h);
  if (size < 0.2) return 'about_the_same';
  if (size < 0.5) return h > 0 ? 'somewhat_more' : 'somewhat_less';
  return h > 0 ? 'much_more' : 'much_less';
}

/** Each indicator's place in CONTENT_MEASURE_IDS (and in stored counts: numerator at 2i, denominator at 2i + 1). */
const MEASURE_INDEX = new Map<ContentMeasureId, number>(CONTENT_MEASURE_IDS.map((id, index) => [id, index]));

/** How many numbers a dream's stored counts hold: a numerator and a denominator per indicator. */
export const PROFILE_COUNTS_LENGTH = CONTENT_MEASURE_IDS.length * 2;

const isDreamer = (who: Who | null) => who === 'dreamer';

/**
 * What one code adds to one indicator: `denominator` more codes divided by, one more in the numerator
 * when `inNumerator`, read from `words` (null for the characters an index divides by).
 */
type Visit = (id: ContentMeasureId, inNumerator: boolean, denominator: number, words: string | null) => void;

/** Walks a dream's codes, telling `visit` what each code adds to each indicator (the HVdC formulas). */
function visitCodes(codes: ContentCodes, visit: Visit): void {
  for (const character of codes.characters) {
    if (character.kind === 'person' && character.sex !== 'unknown')
      visit('male_female_percent', character.sex === 'male', 1, character.text);
    if (character.kind === 'person')
      visit('familiarity_percent', character.familiarity === 'familiar', 1, character.text);
    visit('friends_percent', character.relation === 'friend' || character.relation === 'known', 1, character.text);
    visit('family_percent', character.relation === 'family', 1, character.text);
    visit('animal_percent', character.kind === 'animal', 1, character.text);
  }
  const characters = codes.characters.length;
  for (const [id, type] of [
    ['ac_index', 'aggression'],
    ['fc_index', 'friendliness'],
    ['sc_index', 'sexuality'],
  ] as const) {
    visit(id, false, characters, null);
    for (const interaction of codes.interactions) if (interaction.type === type) visit(id, true, 0, interaction.text);
  }
  for (const interaction of codes.interactions) {
    const involved = isDreamer(interaction.initiator) || isDreamer(interaction.recipient);
    if (interaction.type === 'aggression') {
      visit('physical_aggression_percent', interaction.physical, 1, interaction.text);
      if (involved) visit('aggressor_percent', isDreamer(interaction.initiator), 1, interaction.text);
    }
    if (interaction.type === 'friendliness' && involved)
      visit('befriender_percent', isDreamer(interaction.initiator), 1, interaction.text);
    if (involved && interaction.type !== 'sexuality')
      visit('aggression_friendliness_percent', interaction.type === 'aggression', 1, interaction.text);
  }
  for (const emotion of codes.emotions)
    visit('negative_emotions_percent', NEGATIVE_EMOTIONS.has(emotion.class), 1, emotion.text);
  for (const outcome of codes.outcomes) {
    if ((outcome.type === 'success' || outcome.type === 'failure') && isDreamer(outcome.who))
      visit('dreamer_involved_success_percent', outcome.type === 'success', 1, outcome.text);
    if (outcome.type === 'misfortune') visit('bodily_misfortunes_percent', outcome.bodily, 1, outcome.text);
  }
  for (const part of codes.bodyParts)
    visit('torso_anatomy_percent', part.region !== 'head' && part.region !== 'extremities', 1, part.text);
}

/**
 * One dream's share of every indicator: numerator and denominator of each, in CONTENT_MEASURE_IDS
 * order. Stored beside the codes (DreamContentCodes.profileCounts), so the profile of a range adds
 * numbers up instead of reading and walking every dream's codes.
 */
export function profileCountsOf(codes: ContentCodes): number[] {
  const counts = Array.from({ length: PROFILE_COUNTS_LENGTH }, () => 0);
  visitCodes(codes, (id, inNumerator, denominator) => {
    const index = MEASURE_INDEX.get(id)! * 2;
    if (inNumerator) counts[index] = counts[index]! + 1;
    counts[index + 1] = counts[index + 1]! + denominator;
  });
  return counts;
}

/** The stored form of profileCountsOf: a JSON array of integers. */
export function serializeProfileCounts(codes: ContentCodes): string {
  return JSON.stringify(profileCountsOf(codes));
}

/**
 * Adds stored counts (a JSON array of non-negative integers, as serializeProfileCounts writes them) to
 * `sums`, read digit by digit: no array is built per dream. Returns false, adding nothing, when the
 * text does not hold exactly PROFILE_COUNTS_LENGTH numbers (then the caller counts from the codes).
 */
export function addStoredCounts(sums: Float64Array, stored: string): boolean {
  const values = new Float64Array(PROFILE_COUNTS_LENGTH);
  let count = 0;
  let value = -1;
  for (let index = 0; index < stored.length; index += 1) {
    const code = stored.charCodeAt(index);
    if (code >= 48 && code <= 57) value = (value < 0 ? 0 : value * 10) + (code - 48);
    else if (code === 44 || code === 93) {
      // "," or "]": a number ends.
      if (value < 0 || count === PROFILE_COUNTS_LENGTH) return false;
      values[count] = value;
      count += 1;
      value = -1;
    } else if (code !== 91 && code !== 32) return false;
  }
  if (count !== PROFILE_COUNTS_LENGTH) return false;
  for (let index = 0; index < PROFILE_COUNTS_LENGTH; index += 1) sums[index] = sums[index]! + values[index]!;
  return true;
}

/** Adds a dream's counts, from its codes, to `sums` (a row stored before its counts were). */
export function addCountsOf(sums: Float64Array, codes: ContentCodes): void {
  const counts = profileCountsOf(codes);
  for (let index = 0; index < PROFILE_COUNTS_LENGTH; index += 1) sums[index] = sums[index]! + counts[index]!;
}

export const newProfileSums = () => new Float64Array(PROFILE_COUNTS_LENGTH);

/** The profile of `dreams` coded dreams whose counts add up to `sums`: values, effect sizes, readiness. */
export function profileFromCounts(dreams: number, sums: ArrayLike<number>): ContentProfileFigures {
  return {
    dreams,
    measures: CONTENT_MEASURE_IDS.map((id, index) => {
      const norm = HVDC_NORMS[id];
      const numerator = sums[index * 2]!;
      const denominator = sums[index * 2 + 1]!;
      const ratio = denominator > 0 ? numerator / denominator : null;
      const value = ratio === null ? null : norm.scale === 'percent' ? round(ratio * 100, 1) : round(ratio, 2);
      const asProportion = (n: number) => (norm.scale === 'percent' ? n / 100 : n);
      return {
        id,
        value,
        normMale: norm.male,
        normFemale: norm.female,
        hMale: ratio === null ? null : round(cohensH(ratio, asProportion(norm.male)), 2),
        hFemale: ratio === null ? null : round(cohensH(ratio, asProportion(norm.female)), 2),
        minDreams: norm.minDreams,
        enough: dreams >= norm.minDreams,
        numerator,
        denominator,
      };
    }),
  };
}

/**
 * The dreams and words behind indicators' numerators, gathered a dream at a time (give the dreams in
 * the order the lists should have: newest first). Only the indicators asked for are gathered.
 */
export class SourcesCollector {
  private readonly lists = new Map<ContentMeasureId, Map<number, string[]>>();

  constructor(ids: readonly ContentMeasureId[] = CONTENT_MEASURE_IDS) {
    for (const id of ids) this.lists.set(id, new Map());
  }

  add({ dreamId, codes }: CodedDream): void {
    visitCodes(codes, (id, inNumerator, _denominator, words) => {
      const sources = this.lists.get(id);
      if (!inNumerator || !sources || words === null) return;
      const list = sources.get(dreamId);
      // A percentage names each of a dream's words once; an index lists every interaction it counted.
      if (!list) sources.set(dreamId, [words]);
      else if (HVDC_NORMS[id].scale === 'index' || !list.includes(words)) list.push(words);
    });
  }

  sourcesOf(id: ContentMeasureId): MeasureSource[] {
    return [...(this.lists.get(id) ?? [])].map(([dreamId, words]) => ({ dreamId, words }));
  }
}

/** The whole profile of `dreams` (newest first), each indicator with its dreams and words. */
export function computeContentProfile(dreams: readonly CodedDream[]): ContentProfile {
  const sums = newProfileSums();
  const sources = new SourcesCollector();
  for (const dream of dreams) {
    addCountsOf(sums, dream.codes);
    sources.add(dream);
  }
  const profile = profileFromCounts(dreams.length, sums);
  return {
    dreams: profile.dreams,
    measures: profile.measures.map((measure) => ({ ...measure, sources: sources.sourcesOf(measure.id) })),
  };
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
