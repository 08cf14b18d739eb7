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

export interface ContentMeasure {
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
  sources: MeasureSource[];
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

interface Tally {
  numerator: number;
  denominator: number;
  sources: Map<number, string[]>;
}

const isDreamer = (who: Who | null) => who === 'dreamer';

export function computeContentProfile(dreams: readonly CodedDream[]): ContentProfile {
  const tallies = new Map<ContentMeasureId, Tally>(
    CONTENT_MEASURE_IDS.map((id) => [id, { numerator: 0, denominator: 0, sources: new Map() }]),
  );
  const count = (id: ContentMeasureId, dreamId: number, inNumerator: boolean, words: string) => {
    const tally = tallies.get(id)!;
    tally.denominator += 1;
    if (!inNumerator) return;
    tally.numerator += 1;
    const list = tally.sources.get(dreamId) ?? [];
    if (!list.includes(words)) list.push(words);
    tally.sources.set(dreamId, list);
  };

  for (const { dreamId, codes } of dreams) {
    for (const character of codes.characters) {
      if (character.kind === 'person' && character.sex !== 'unknown')
        count('male_female_percent', dreamId, character.sex === 'male', character.text);
      if (character.kind === 'person')
        count('familiarity_percent', dreamId, character.familiarity === 'familiar', character.text);
      count(
        'friends_percent',
        dreamId,
        character.relation === 'friend' || character.relation === 'known',
        character.text,
      );
      count('family_percent', dreamId, character.relation === 'family', character.text);
      count('animal_percent', dreamId, character.kind === 'animal', character.text);
    }
    const characters = codes.characters.length;
    for (const [id, type] of [
      ['ac_index', 'aggression'],
      ['fc_index', 'friendliness'],
      ['sc_index', 'sexuality'],
    ] as const) {
      const tally = tallies.get(id)!;
      tally.denominator += characters;
      for (const interaction of codes.interactions.filter((i) => i.type === type)) {
        tally.numerator += 1;
        tally.sources.set(dreamId, [...(tally.sources.get(dreamId) ?? []), interaction.text]);
      }
    }
    for (const interaction of codes.interactions) {
      const involved = isDreamer(interaction.initiator) || isDreamer(interaction.recipient);
      if (interaction.type === 'aggression') {
        count('physical_aggression_percent', dreamId, interaction.physical, interaction.text);
        if (involved) count('aggressor_percent', dreamId, isDreamer(interaction.initiator), interaction.text);
      }
      if (interaction.type === 'friendliness' && involved)
        count('befriender_percent', dreamId, isDreamer(interaction.initiator), interaction.text);
      if (involved && interaction.type !== 'sexuality')
        count('aggression_friendliness_percent', dreamId, interaction.type === 'aggression', interaction.text);
    }
    for (const emotion of codes.emotions)
      count('negative_emotions_percent', dreamId, NEGATIVE_EMOTIONS.has(emotion.class), emotion.text);
    for (const outcome of codes.outcomes) {
      if ((outcome.type === 'success' || outcome.type === 'failure') && isDreamer(outcome.who))
        count('dreamer_involved_success_percent', dreamId, outcome.type === 'success', outcome.text);
      if (outcome.type === 'misfortune') count('bodily_misfortunes_percent', dreamId, outcome.bodily, outcome.text);
    }
    for (const part of codes.bodyParts)
      count('torso_anatomy_percent', dreamId, part.region !== 'head' && part.region !== 'extremities', part.text);
  }

  return {
    dreams: dreams.length,
    measures: CONTENT_MEASURE_IDS.map((id) => {
      const norm = HVDC_NORMS[id];
      const { numerator, denominator, sources } = tallies.get(id)!;
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
        enough: dreams.length >= norm.minDreams,
        numerator,
        denominator,
        sources: [...sources].map(([dreamId, words]) => ({ dreamId, words })),
      };
    }),
  };
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
