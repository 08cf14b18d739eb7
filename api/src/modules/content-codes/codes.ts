// The Hall–Van de Castle content codes of one dream, as stored and as the API returns them. Each code
// carries the words it was read from, so the dream page and the profile's drill-down can show them.
// A character is referred to by its index in `characters`; the dreamer is "dreamer" and is never a
// character of the list (HVdC codes the dreamer apart).

export const CHARACTER_KINDS = ['person', 'animal', 'creature'] as const;
export const SEXES = ['male', 'female', 'unknown'] as const;
export const FAMILIARITIES = ['familiar', 'unfamiliar'] as const;
export const RELATIONS = ['family', 'friend', 'known', 'stranger'] as const;
export const INTERACTION_TYPES = ['aggression', 'friendliness', 'sexuality'] as const;
export const EMOTION_CLASSES = ['anger', 'apprehension', 'sadness', 'confusion', 'happiness'] as const;
export const OUTCOME_TYPES = ['success', 'failure', 'misfortune', 'good_fortune'] as const;
export const BODY_REGIONS = ['head', 'extremities', 'torso', 'anatomy', 'sexual'] as const;

export type CharacterKind = (typeof CHARACTER_KINDS)[number];
export type Sex = (typeof SEXES)[number];
export type Familiarity = (typeof FAMILIARITIES)[number];
export type Relation = (typeof RELATIONS)[number];
export type InteractionType = (typeof INTERACTION_TYPES)[number];
export type EmotionClass = (typeof EMOTION_CLASSES)[number];
export type OutcomeType = (typeof OUTCOME_TYPES)[number];
export type BodyRegion = (typeof BODY_REGIONS)[number];

/** "dreamer", or the index of a character in `characters`. */
export type Who = 'dreamer' | number;

export interface CharacterCode {
  text: string;
  kind: CharacterKind;
  sex: Sex;
  familiarity: Familiarity;
  /** Null for animals and creatures. */
  relation: Relation | null;
  plural: boolean;
}

export interface InteractionCode {
  type: InteractionType;
  text: string;
  /** Null when the dream does not say who acted ("I was attacked"). */
  initiator: Who | null;
  recipient: Who;
  physical: boolean;
}

export interface EmotionCode {
  class: EmotionClass;
  text: string;
  who: Who;
}

export interface OutcomeCode {
  type: OutcomeType;
  text: string;
  who: Who;
  /** Misfortunes only: an injury, an illness or a death (HVdC M5-M6). */
  bodily: boolean;
}

export interface BodyPartCode {
  text: string;
  region: BodyRegion;
}

export interface ContentCodes {
  characters: CharacterCode[];
  interactions: InteractionCode[];
  emotions: EmotionCode[];
  outcomes: OutcomeCode[];
  bodyParts: BodyPartCode[];
}

export const CODE_CATEGORIES = ['characters', 'interactions', 'emotions', 'outcomes', 'bodyParts'] as const;
export type CodeCategory = (typeof CODE_CATEGORIES)[number];

export function emptyCodes(): ContentCodes {
  return { characters: [], interactions: [], emotions: [], outcomes: [], bodyParts: [] };
}

/** The increments of NEGATIVE_EMOTIONS: every class but happiness (HVdC). */
export const NEGATIVE_EMOTIONS: ReadonlySet<EmotionClass> = new Set(['anger', 'apprehension', 'sadness', 'confusion']);
