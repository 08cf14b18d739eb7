// The hand codes of the evaluation sets, written in a short notation so that a set stays readable
// (README.md in this folder describes it), and their parsing into the coder's own types so the two
// can be matched and fed to the same content profile.
import type { CharacterCode, ContentCodes, EmotionClass, InteractionType, Relation, Sex, Who } from '../codes.ts';

/** One hand-coded dream: characters, social interactions and emotions, as the HVdC manual codes them. */
export interface HandCodedDream {
  text: string;
  /** `kind sex relation|- [plural] | words`, e.g. `person female family | my mother`. */
  characters: string[];
  /** `type initiator>recipient [physical]`, who being `D` (the dreamer), a character index or `?`. */
  interactions: string[];
  /** `class who`, e.g. `apprehension D` or `anger 0`. */
  emotions: string[];
}

function who(token: string, dream: HandCodedDream): Who | null {
  if (token === 'D') return 'dreamer';
  if (token === '?') return null;
  const index = Number(token);
  if (!Number.isInteger(index) || index < 0 || index >= dream.characters.length)
    throw new Error(`"${token}" is no character of: ${dream.text}`);
  return index;
}

/** The hand codes of a dream as ContentCodes (no outcomes nor body parts: the sets do not code them). */
export function handCodes(dream: HandCodedDream): ContentCodes {
  const characters = dream.characters.map((spec): CharacterCode => {
    const [attributes = '', text = ''] = spec.split('|').map((part) => part.trim());
    const [kind, sex, relation, plural] = attributes.split(/\s+/);
    if (kind !== 'person' && kind !== 'animal' && kind !== 'creature') throw new Error(`bad kind in "${spec}"`);
    const parsedRelation = relation === '-' ? null : (relation as Relation);
    return {
      text,
      kind,
      sex: sex as Sex,
      // As the coder and the profile read it: a person the dreamer knows is familiar; animals and
      // creatures are counted apart (animal percent), never as familiar people.
      familiarity: kind === 'person' && parsedRelation !== 'stranger' ? 'familiar' : 'unfamiliar',
      relation: parsedRelation,
      plural: plural === 'plural',
    };
  });
  const interactions = dream.interactions.map((spec) => {
    const [type, pair = '', physical] = spec.split(/\s+/);
    const [initiator = '', recipient = ''] = pair.split('>');
    const to = who(recipient, dream);
    if (to === null) throw new Error(`an interaction needs a recipient: "${spec}"`);
    return {
      type: type as InteractionType,
      text: '',
      initiator: who(initiator, dream),
      recipient: to,
      physical: physical === 'physical',
    };
  });
  const emotions = dream.emotions.map((spec) => {
    const [emotionClass, owner = ''] = spec.split(/\s+/);
    const whose = who(owner, dream);
    if (whose === null) throw new Error(`an emotion needs its owner: "${spec}"`);
    return { class: emotionClass as EmotionClass, text: '', who: whose };
  });
  return { characters, interactions, emotions, outcomes: [], bodyParts: [] };
}
