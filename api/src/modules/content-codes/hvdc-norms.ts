// The Hall–Van de Castle norms: the published values for men and women, one row per indicator of the
// content profile, with the number of dreams below which a dreamer's own value is not yet stable.
//
// Source: Hall, C. S., & Van de Castle, R. L. (1966). The Content Analysis of Dreams. New York:
// Appleton-Century-Crofts (the normative sample: 500 dreams of 100 men, 500 of 100 women), as tabulated
// by G. William Domhoff (1996), Finding Meaning in Dreams: A Quantitative Approach, New York: Plenum,
// and on the DreamBank / UCSC dream research pages ("Hall/Van de Castle norms", dreamresearch.net).
// Percentages are on 0-100, the A/C, F/C and S/C indexes are per character, as HVdC writes them.
//
// How many dreams an indicator needs: Domhoff & Schneider (1998), "New rationales and methods for
// quantitative dream research outside the laboratory", Sleep 21(4): a reliable individual profile
// takes 75-100 dreams; character percentages settle earlier (about ±8 points at 50 dreams). Social
// interactions are the rarest codes, so they wait for 100.

export const CONTENT_MEASURE_IDS = [
  'male_female_percent',
  'familiarity_percent',
  'friends_percent',
  'family_percent',
  'animal_percent',
  'aggression_friendliness_percent',
  'befriender_percent',
  'aggressor_percent',
  'physical_aggression_percent',
  'ac_index',
  'fc_index',
  'sc_index',
  'negative_emotions_percent',
  'dreamer_involved_success_percent',
  'torso_anatomy_percent',
  'bodily_misfortunes_percent',
] as const;

export type ContentMeasureId = (typeof CONTENT_MEASURE_IDS)[number];

export interface HvdcNorm {
  male: number;
  female: number;
  /** A percentage (0-100) or an index (a decimal per character). */
  scale: 'percent' | 'index';
  minDreams: number;
}

export const HVDC_NORMS: Record<ContentMeasureId, HvdcNorm> = {
  male_female_percent: { male: 67, female: 48, scale: 'percent', minDreams: 50 },
  familiarity_percent: { male: 45, female: 58, scale: 'percent', minDreams: 50 },
  friends_percent: { male: 31, female: 37, scale: 'percent', minDreams: 50 },
  family_percent: { male: 12, female: 19, scale: 'percent', minDreams: 50 },
  animal_percent: { male: 6, female: 4, scale: 'percent', minDreams: 50 },
  aggression_friendliness_percent: { male: 59, female: 51, scale: 'percent', minDreams: 100 },
  befriender_percent: { male: 50, female: 47, scale: 'percent', minDreams: 100 },
  aggressor_percent: { male: 40, female: 33, scale: 'percent', minDreams: 100 },
  physical_aggression_percent: { male: 50, female: 34, scale: 'percent', minDreams: 100 },
  ac_index: { male: 0.34, female: 0.24, scale: 'index', minDreams: 100 },
  fc_index: { male: 0.21, female: 0.22, scale: 'index', minDreams: 100 },
  sc_index: { male: 0.06, female: 0.01, scale: 'index', minDreams: 100 },
  negative_emotions_percent: { male: 80, female: 80, scale: 'percent', minDreams: 75 },
  dreamer_involved_success_percent: { male: 51, female: 42, scale: 'percent', minDreams: 75 },
  torso_anatomy_percent: { male: 31, female: 20, scale: 'percent', minDreams: 75 },
  bodily_misfortunes_percent: { male: 29, female: 35, scale: 'percent', minDreams: 75 },
};
