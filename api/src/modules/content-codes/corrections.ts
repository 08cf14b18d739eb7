// The user's corrections of a dream's codes. A correction names the code it corrects by the words it
// was read from (and which of several codes with those words), not by its position, so it still finds
// its code after the dream is edited elsewhere and coded again; a correction whose words are gone
// from the dream no longer applies. Every figure reads the codes with corrections applied.
import { fold } from '../../providers/ai/text.ts';
import type {
  BodyRegion,
  CharacterKind,
  CodeCategory,
  ContentCodes,
  EmotionClass,
  Familiarity,
  InteractionType,
  OutcomeType,
  Relation,
  Sex,
  Who,
} from './codes.ts';

/** Who, as a correction stores it: the dreamer, nobody named, or a character by its key. */
export type WhoRef = 'dreamer' | 'unknown' | { character: string };

export interface CodeChanges {
  kind?: CharacterKind;
  sex?: Sex;
  familiarity?: Familiarity;
  relation?: Relation | null;
  plural?: boolean;
  type?: InteractionType | OutcomeType;
  physical?: boolean;
  initiator?: WhoRef;
  recipient?: WhoRef;
  class?: EmotionClass;
  who?: WhoRef;
  bodily?: boolean;
  region?: BodyRegion;
}

export interface Correction {
  category: CodeCategory;
  key: string;
  remove: boolean;
  changes: CodeChanges;
}

/** The codes as stored and returned: each with its key, so the page can name the code it corrects. */
export type KeyedCodes = {
  [C in CodeCategory]: (ContentCodes[C][number] & { key: string })[];
};

/** Keys of one category: the folded words, numbered when several codes have the same words. */
function keysOf(texts: readonly string[], prefix: (index: number) => string): string[] {
  const seen = new Map<string, number>();
  return texts.map((text, index) => {
    const base = `${prefix(index)}${fold(text).trim()}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n === 0 ? base : `${base}#${n + 1}`;
  });
}

export function withKeys(codes: ContentCodes): KeyedCodes {
  const keyed = <T extends { text: string }>(list: T[], prefix: (item: T) => string = () => '') => {
    const keys = keysOf(
      list.map((item) => item.text),
      (index) => prefix(list[index]!),
    );
    return list.map((item, index) => ({ ...item, key: keys[index]! }));
  };
  return {
    characters: keyed(codes.characters),
    interactions: keyed(codes.interactions, (item) => `${item.type}:`),
    emotions: keyed(codes.emotions, (item) => `${item.class}:`),
    outcomes: keyed(codes.outcomes, (item) => `${item.type}:`),
    bodyParts: keyed(codes.bodyParts),
  };
}

/** Applies the corrections to freshly computed codes (keys are those of the computed codes). */
export function applyCorrections(computed: ContentCodes, corrections: readonly Correction[]): KeyedCodes {
  const keyed = withKeys(computed);
  const find = (category: CodeCategory, key: string) =>
    corrections.find((correction) => correction.category === category && correction.key === key);

  // Characters first: the others refer to them by index, which removals shift.
  const newIndex = new Map<number, number>();
  const characters: KeyedCodes['characters'] = [];
  keyed.characters.forEach((character, index) => {
    const correction = find('characters', character.key);
    if (correction?.remove) return;
    newIndex.set(index, characters.length);
    characters.push({ ...character, ...pickCharacter(correction?.changes) });
  });
  const byKey = new Map(characters.map((character, index) => [character.key, index]));
  /** A computed reference under the new numbering; undefined when its character was removed. */
  const moved = (who: Who | null): Who | null | undefined =>
    who === 'dreamer' || who === null ? who : newIndex.get(who);
  /** A stored reference; undefined when it names a character the dream no longer has. */
  const resolved = (ref: WhoRef | undefined): Who | null | undefined => {
    if (ref === undefined) return undefined;
    if (ref === 'dreamer') return 'dreamer';
    if (ref === 'unknown') return null;
    return byKey.get(ref.character);
  };

  const interactions: KeyedCodes['interactions'] = [];
  for (const interaction of keyed.interactions) {
    const correction = find('interactions', interaction.key);
    if (correction?.remove) continue;
    const changes = correction?.changes ?? {};
    const initiator = resolved(changes.initiator) ?? moved(interaction.initiator);
    const recipient = resolved(changes.recipient) ?? moved(interaction.recipient);
    if (initiator === undefined || recipient === undefined || recipient === null) continue;
    interactions.push({
      ...interaction,
      type: (changes.type as InteractionType | undefined) ?? interaction.type,
      physical: changes.physical ?? interaction.physical,
      initiator,
      recipient,
    });
  }

  const emotions: KeyedCodes['emotions'] = [];
  for (const emotion of keyed.emotions) {
    const correction = find('emotions', emotion.key);
    if (correction?.remove) continue;
    const who = resolved(correction?.changes.who) ?? moved(emotion.who);
    if (who === undefined || who === null) continue;
    emotions.push({ ...emotion, class: correction?.changes.class ?? emotion.class, who });
  }

  const outcomes: KeyedCodes['outcomes'] = [];
  for (const outcome of keyed.outcomes) {
    const correction = find('outcomes', outcome.key);
    if (correction?.remove) continue;
    const who = resolved(correction?.changes.who) ?? moved(outcome.who);
    if (who === undefined || who === null) continue;
    const type = (correction?.changes.type as OutcomeType | undefined) ?? outcome.type;
    const bodily = type === 'misfortune' && (correction?.changes.bodily ?? outcome.bodily);
    outcomes.push({ ...outcome, type, who, bodily });
  }

  const bodyParts: KeyedCodes['bodyParts'] = [];
  for (const part of keyed.bodyParts) {
    const correction = find('bodyParts', part.key);
    if (correction?.remove) continue;
    bodyParts.push({ ...part, region: correction?.changes.region ?? part.region });
  }

  return { characters, interactions, emotions, outcomes, bodyParts };
}

function pickCharacter(changes: CodeChanges | undefined) {
  if (!changes) return {};
  const picked: Partial<Pick<CodeChanges, 'kind' | 'sex' | 'familiarity' | 'relation' | 'plural'>> = {};
  if (changes.kind !== undefined) picked.kind = changes.kind;
  if (changes.sex !== undefined) picked.sex = changes.sex;
  if (changes.familiarity !== undefined) picked.familiarity = changes.familiarity;
  if (changes.relation !== undefined) picked.relation = changes.relation;
  if (changes.plural !== undefined) picked.plural = changes.plural;
  return picked;
}

/** Adds or replaces the correction of one code (a later change of the same code merges into it). */
export function mergeCorrection(corrections: readonly Correction[], next: Correction): Correction[] {
  const existing = corrections.find((c) => c.category === next.category && c.key === next.key);
  const merged: Correction = existing
    ? { ...next, remove: next.remove, changes: { ...existing.changes, ...next.changes } }
    : next;
  return [...corrections.filter((c) => c !== existing), merged];
}
