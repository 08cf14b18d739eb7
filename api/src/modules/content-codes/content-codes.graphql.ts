// DreamEntry.contentCodes (the stored HVdC codes of a dream) and the mutation that corrects or removes
// one of them. The codes are fields of DreamEntry, an owned type: only the dream's owner reads them,
// whatever path reached the dream (graphql/owned-types.ts).
import { builder } from '../../graphql/builder.ts';
import { DreamEntryType, dreamIdOf } from '../dreams/dreams.graphql.ts';
import * as dreams from '../dreams/dreams.service.ts';
import {
  BODY_REGIONS,
  CHARACTER_KINDS,
  CODE_CATEGORIES,
  EMOTION_CLASSES,
  FAMILIARITIES,
  INTERACTION_TYPES,
  OUTCOME_TYPES,
  RELATIONS,
  SEXES,
  type Who,
} from './codes.ts';
import { correctContentCode, storedContentCodes } from './content-codes.service.ts';
import type { KeyedCodes } from './corrections.ts';

const CharacterKind = builder.enumType('ContentCharacterKind', { values: CHARACTER_KINDS });
const Sex = builder.enumType('ContentSex', { values: SEXES });
const Familiarity = builder.enumType('ContentFamiliarity', { values: FAMILIARITIES });
const Relation = builder.enumType('ContentRelation', { values: RELATIONS });
const InteractionType = builder.enumType('ContentInteractionType', { values: INTERACTION_TYPES });
const EmotionClass = builder.enumType('ContentEmotionClass', { values: EMOTION_CLASSES });
const OutcomeType = builder.enumType('ContentOutcomeType', { values: OUTCOME_TYPES });
const BodyRegion = builder.enumType('ContentBodyRegion', { values: BODY_REGIONS });
const CodeCategory = builder.enumType('ContentCodeCategory', { values: CODE_CATEGORIES });

const WHO_DESCRIPTION = '"dreamer", or the index of a character in `characters` (as a decimal string).';
const whoText = (who: Who | null) => (who === null ? null : String(who));
const KEY_DESCRIPTION = 'Names this code in correctContentCode; stable across edits of other words of the dream.';

const ContentCharacter = builder.objectRef<KeyedCodes['characters'][number]>('ContentCharacter').implement({
  fields: (t) => ({
    key: t.exposeString('key', { description: KEY_DESCRIPTION }),
    text: t.exposeString('text', { description: 'The words it was read from.' }),
    kind: t.field({ type: CharacterKind, resolve: (c) => c.kind }),
    sex: t.field({ type: Sex, resolve: (c) => c.sex }),
    familiarity: t.field({ type: Familiarity, resolve: (c) => c.familiarity }),
    relation: t.field({
      type: Relation,
      nullable: true,
      description: 'Null for animals and creatures.',
      resolve: (c) => c.relation,
    }),
    plural: t.exposeBoolean('plural'),
  }),
});

const ContentInteraction = builder.objectRef<KeyedCodes['interactions'][number]>('ContentInteraction').implement({
  fields: (t) => ({
    key: t.exposeString('key', { description: KEY_DESCRIPTION }),
    text: t.exposeString('text'),
    type: t.field({ type: InteractionType, resolve: (i) => i.type }),
    initiator: t.string({
      nullable: true,
      description: `${WHO_DESCRIPTION} Null when the dream does not say who acted.`,
      resolve: (i) => whoText(i.initiator),
    }),
    recipient: t.string({ description: WHO_DESCRIPTION, resolve: (i) => String(i.recipient) }),
    physical: t.exposeBoolean('physical'),
  }),
});

const ContentEmotion = builder.objectRef<KeyedCodes['emotions'][number]>('ContentEmotion').implement({
  fields: (t) => ({
    key: t.exposeString('key', { description: KEY_DESCRIPTION }),
    text: t.exposeString('text'),
    class: t.field({ type: EmotionClass, resolve: (e) => e.class }),
    who: t.string({ description: WHO_DESCRIPTION, resolve: (e) => String(e.who) }),
  }),
});

const ContentOutcome = builder.objectRef<KeyedCodes['outcomes'][number]>('ContentOutcome').implement({
  fields: (t) => ({
    key: t.exposeString('key', { description: KEY_DESCRIPTION }),
    text: t.exposeString('text'),
    type: t.field({ type: OutcomeType, resolve: (o) => o.type }),
    who: t.string({ description: WHO_DESCRIPTION, resolve: (o) => String(o.who) }),
    bodily: t.exposeBoolean('bodily', { description: 'A misfortune to the body: injury, illness or death.' }),
  }),
});

const ContentBodyPart = builder.objectRef<KeyedCodes['bodyParts'][number]>('ContentBodyPart').implement({
  fields: (t) => ({
    key: t.exposeString('key', { description: KEY_DESCRIPTION }),
    text: t.exposeString('text'),
    region: t.field({ type: BodyRegion, resolve: (b) => b.region }),
  }),
});

const ContentCodes = builder.objectRef<KeyedCodes>('ContentCodes').implement({
  description: 'The Hall–Van de Castle content codes of a dream, read when it was saved, with corrections applied.',
  fields: (t) => ({
    characters: t.field({ type: [ContentCharacter], resolve: (codes) => codes.characters }),
    interactions: t.field({ type: [ContentInteraction], resolve: (codes) => codes.interactions }),
    emotions: t.field({ type: [ContentEmotion], resolve: (codes) => codes.emotions }),
    outcomes: t.field({ type: [ContentOutcome], resolve: (codes) => codes.outcomes }),
    bodyParts: t.field({ type: [ContentBodyPart], resolve: (codes) => codes.bodyParts }),
  }),
});

builder.objectField(DreamEntryType, 'contentCodes', (t) =>
  t.field({
    type: ContentCodes,
    nullable: true,
    description: 'As stored at the last save; null for a dream saved before coding existed and not coded since.',
    resolve: (dream) => storedContentCodes(dream.id, dream.userId),
  }),
);

const CorrectContentCodeInput = builder.inputType('CorrectContentCodeInput', {
  description: 'Only the fields a category has may be sent; remove drops the code.',
  fields: (t) => ({
    dreamId: t.id({ required: true }),
    category: t.field({ type: CodeCategory, required: true }),
    key: t.string({ required: true }),
    remove: t.boolean(),
    kind: t.field({ type: CharacterKind }),
    sex: t.field({ type: Sex }),
    familiarity: t.field({ type: Familiarity }),
    relation: t.field({ type: Relation }),
    plural: t.boolean(),
    type: t.string({ description: 'An interaction type or an outcome type.' }),
    physical: t.boolean(),
    initiator: t.string({ description: '"dreamer", "unknown" or a character index.' }),
    recipient: t.string({ description: '"dreamer" or a character index.' }),
    class: t.field({ type: EmotionClass }),
    who: t.string({ description: '"dreamer" or a character index.' }),
    bodily: t.boolean(),
    region: t.field({ type: BodyRegion }),
  }),
});

const CorrectContentCodePayload = builder.objectRef<{ dream: dreams.Dream }>('CorrectContentCodePayload').implement({
  fields: (t) => ({ dream: t.field({ type: DreamEntryType, resolve: (payload) => payload.dream }) }),
});

builder.mutationFields((t) => ({
  correctContentCode: t.withAuth({ loggedIn: true }).field({
    type: CorrectContentCodePayload,
    description: 'Changes or removes one content code of one of your dreams; the correction survives later edits.',
    args: { input: t.arg({ type: CorrectContentCodeInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const { dreamId: globalId, ...correction } = input;
      const dreamId = dreamIdOf(globalId);
      await correctContentCode(dreamId, correction, context);
      const dream = await dreams.findDream(dreamId, context.viewer.id);
      if (!dream) throw new Error('The corrected dream vanished');
      return { dream };
    },
  }),
}));
