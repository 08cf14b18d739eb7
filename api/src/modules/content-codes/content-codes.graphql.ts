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

/** An enum's values in the order of `names` (the lists of codes.ts), each with its description. */
function describedValues<V extends string>(names: readonly V[], descriptions: Record<V, string>) {
  return Object.fromEntries(names.map((name) => [name, { description: descriptions[name] }])) as Record<
    V,
    { description: string }
  >;
}

const CharacterKind = builder.enumType('ContentCharacterKind', {
  description: 'What a character of a dream is (Hall–Van de Castle).',
  values: describedValues(CHARACTER_KINDS, {
    person: 'A human being.',
    animal: 'A real animal (a dog, a snake, a bird...).',
    creature: 'An imaginary or supernatural being (a monster, a ghost, a witch...).',
  }),
});
const Sex = builder.enumType('ContentSex', {
  description: "A character's sex as the dream gives it.",
  values: describedValues(SEXES, {
    male: 'Male.',
    female: 'Female.',
    unknown: 'Not said, or a group of both sexes.',
  }),
});
const Familiarity = builder.enumType('ContentFamiliarity', {
  description: 'Whether the dreamer knows a character (Hall–Van de Castle).',
  values: describedValues(FAMILIARITIES, {
    familiar:
      'Someone the dreamer knows: family, friends, acquaintances, or a figure the dream says is theirs ("my teacher").',
    unfamiliar: 'Someone the dreamer does not know; animals and creatures are read as unfamiliar.',
  }),
});
const Relation = builder.enumType('ContentRelation', {
  description: 'How a person of the dream is related to the dreamer.',
  values: describedValues(RELATIONS, {
    family: 'A relative, a partner or a spouse.',
    friend: 'A friend, a boyfriend or a girlfriend.',
    known: 'Known but neither family nor a friend: a boss, an ex, a public figure, someone named, or "my doctor".',
    stranger: 'Someone the dreamer does not know.',
  }),
});
const InteractionType = builder.enumType('ContentInteractionType', {
  description: 'The three Hall–Van de Castle classes of social interaction.',
  values: describedValues(INTERACTION_TYPES, {
    aggression: 'Hostile acts: insults, threats, a chase, an attack, a killing.',
    friendliness: 'Friendly acts: help, kindness, a hug.',
    sexuality: 'Sexual acts or advances, a kiss included (a kiss between relatives is friendliness).',
  }),
});
const EmotionClass = builder.enumType('ContentEmotionClass', {
  description: 'The five Hall–Van de Castle emotion classes.',
  values: describedValues(EMOTION_CLASSES, {
    anger: 'Anger, annoyance, rage.',
    apprehension: 'Fear, worry, anxiety.',
    sadness: 'Sadness, grief, disappointment.',
    confusion: 'Confusion, surprise, bewilderment.',
    happiness: 'Happiness, joy, relief, contentment: the only positive class.',
  }),
});
const OutcomeType = builder.enumType('ContentOutcomeType', {
  description: 'What someone in the dream achieved or suffered (Hall–Van de Castle outcomes).',
  values: describedValues(OUTCOME_TYPES, {
    success: 'Someone succeeded at what they tried ("I managed to", "we won").',
    failure: 'Someone failed at what they tried ("I could not find").',
    misfortune: 'Something bad happened to someone, not through their own effort: getting lost, being late, an injury.',
    good_fortune: 'Something good happened to someone by luck ("found money", "won the lottery").',
  }),
});
const BodyRegion = builder.enumType('ContentBodyRegion', {
  description: 'Where a body part named in the dream is.',
  values: describedValues(BODY_REGIONS, {
    head: 'The head and face: eyes, mouth, teeth, hair...',
    extremities: 'Arms, hands, legs and feet.',
    torso: 'Chest, back, stomach, shoulders, neck.',
    anatomy: "The body's inside and tissue: heart, lungs, bones, brain, blood, skin.",
    sexual: 'Sexual organs and breasts.',
  }),
});
const CodeCategory = builder.enumType('ContentCodeCategory', {
  description: 'One of the lists of ContentCodes, the one a correction applies to.',
  values: describedValues(CODE_CATEGORIES, {
    characters: 'ContentCodes.characters; a correction may change kind, sex, familiarity, relation and plural.',
    interactions: 'ContentCodes.interactions; a correction may change type, physical, initiator and recipient.',
    emotions: 'ContentCodes.emotions; a correction may change class and who.',
    outcomes: 'ContentCodes.outcomes; a correction may change type, who and bodily.',
    bodyParts: 'ContentCodes.bodyParts; a correction may change region.',
  }),
});

const WHO_DESCRIPTION = '"dreamer", or the index of a character in `characters` (as a decimal string).';
const whoText = (who: Who | null) => (who === null ? null : String(who));
const KEY_DESCRIPTION = 'Names this code in correctContentCode; stable across edits of other words of the dream.';

const ContentCharacter = builder.objectRef<KeyedCodes['characters'][number]>('ContentCharacter').implement({
  description: 'A character of the dream other than the dreamer: a person, an animal or a creature.',
  fields: (t) => ({
    key: t.exposeString('key', { description: KEY_DESCRIPTION }),
    text: t.exposeString('text', { description: 'The words it was read from.' }),
    kind: t.field({ type: CharacterKind, description: 'A person, an animal or a creature.', resolve: (c) => c.kind }),
    sex: t.field({ type: Sex, description: 'Unknown when the dream does not say.', resolve: (c) => c.sex }),
    familiarity: t.field({
      type: Familiarity,
      description: 'Whether the dreamer knows them.',
      resolve: (c) => c.familiarity,
    }),
    relation: t.field({
      type: Relation,
      nullable: true,
      description: 'Null for animals and creatures.',
      resolve: (c) => c.relation,
    }),
    plural: t.exposeBoolean('plural', { description: 'A group ("my parents", "a crowd") rather than one individual.' }),
  }),
});

const ContentInteraction = builder.objectRef<KeyedCodes['interactions'][number]>('ContentInteraction').implement({
  description: 'A social interaction of the dream: who did what kind of act to whom.',
  fields: (t) => ({
    key: t.exposeString('key', { description: KEY_DESCRIPTION }),
    text: t.exposeString('text', { description: 'The words it was read from.' }),
    type: t.field({
      type: InteractionType,
      description: 'Aggression, friendliness or sexuality.',
      resolve: (i) => i.type,
    }),
    initiator: t.string({
      nullable: true,
      description: `${WHO_DESCRIPTION} Null when the dream does not say who acted.`,
      resolve: (i) => whoText(i.initiator),
    }),
    recipient: t.string({ description: WHO_DESCRIPTION, resolve: (i) => String(i.recipient) }),
    physical: t.exposeBoolean('physical', {
      description: 'A bodily act (an attack, a chase, a hug, a kiss) rather than words, help or a gift.',
    }),
  }),
});

const ContentEmotion = builder.objectRef<KeyedCodes['emotions'][number]>('ContentEmotion').implement({
  description: 'An emotion felt in the dream (not one only named in quoted speech), and who felt it.',
  fields: (t) => ({
    key: t.exposeString('key', { description: KEY_DESCRIPTION }),
    text: t.exposeString('text', { description: 'The words it was read from.' }),
    class: t.field({ type: EmotionClass, description: 'Which of the five classes.', resolve: (e) => e.class }),
    who: t.string({ description: WHO_DESCRIPTION, resolve: (e) => String(e.who) }),
  }),
});

const ContentOutcome = builder.objectRef<KeyedCodes['outcomes'][number]>('ContentOutcome').implement({
  description: 'A success, failure, misfortune or good fortune of the dream, and whom it befell.',
  fields: (t) => ({
    key: t.exposeString('key', { description: KEY_DESCRIPTION }),
    text: t.exposeString('text', { description: 'The words it was read from.' }),
    type: t.field({
      type: OutcomeType,
      description: 'Success, failure, misfortune or good fortune.',
      resolve: (o) => o.type,
    }),
    who: t.string({ description: WHO_DESCRIPTION, resolve: (o) => String(o.who) }),
    bodily: t.exposeBoolean('bodily', {
      description: 'A misfortune to the body: injury, illness or death. Always false for other types.',
    }),
  }),
});

const ContentBodyPart = builder.objectRef<KeyedCodes['bodyParts'][number]>('ContentBodyPart').implement({
  description: 'A part of the body named in the dream.',
  fields: (t) => ({
    key: t.exposeString('key', { description: KEY_DESCRIPTION }),
    text: t.exposeString('text', { description: 'The words it was read from.' }),
    region: t.field({ type: BodyRegion, description: 'Where on or in the body it is.', resolve: (b) => b.region }),
  }),
});

const ContentCodes = builder.objectRef<KeyedCodes>('ContentCodes').implement({
  description: 'The Hall–Van de Castle content codes of a dream, read when it was saved, with corrections applied.',
  fields: (t) => ({
    characters: t.field({
      type: [ContentCharacter],
      description:
        'The characters other than the dreamer, each once however often named. The other codes name one by its index here, which shifts when an earlier character is removed.',
      resolve: (codes) => codes.characters,
    }),
    interactions: t.field({
      type: [ContentInteraction],
      description:
        'Aggressive, friendly and sexual interactions between the dreamer and characters or among characters.',
      resolve: (codes) => codes.interactions,
    }),
    emotions: t.field({
      type: [ContentEmotion],
      description: 'Emotions felt by the dreamer or a character.',
      resolve: (codes) => codes.emotions,
    }),
    outcomes: t.field({
      type: [ContentOutcome],
      description: 'Successes, failures, misfortunes and good fortunes.',
      resolve: (codes) => codes.outcomes,
    }),
    bodyParts: t.field({
      type: [ContentBodyPart],
      description: 'Parts of the body named in the dream.',
      resolve: (codes) => codes.bodyParts,
    }),
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
    dreamId: t.id({
      required: true,
      description:
        "The dream's id, a Relay global id (DreamEntry.id). NOT_FOUND when it is not one of your dreams or has no codes yet.",
    }),
    category: t.field({
      type: CodeCategory,
      required: true,
      description: 'The list the code is in; it decides which of the other fields may be sent.',
    }),
    key: t.string({
      required: true,
      description:
        "The code's `key`, as contentCodes returns it (1 to 500 characters). NOT_FOUND when the dream no longer has that code.",
    }),
    remove: t.boolean({
      description:
        'True removes the code (removing a character also drops the codes that name it); a later correction of the same key without it brings the code back.',
    }),
    kind: t.field({ type: CharacterKind, description: 'Characters only: the new kind.' }),
    sex: t.field({ type: Sex, description: 'Characters only: the new sex.' }),
    familiarity: t.field({ type: Familiarity, description: 'Characters only: the new familiarity.' }),
    relation: t.field({
      type: Relation,
      description: 'Characters only: the new relation (it cannot be set back to null).',
    }),
    plural: t.boolean({ description: 'Characters only: whether it is a group.' }),
    type: t.string({ description: 'An interaction type or an outcome type.' }),
    physical: t.boolean({ description: 'Interactions only: whether it was a bodily act.' }),
    initiator: t.string({ description: '"dreamer", "unknown" or a character index.' }),
    recipient: t.string({ description: '"dreamer" or a character index.' }),
    class: t.field({ type: EmotionClass, description: 'Emotions only: the new class.' }),
    who: t.string({ description: '"dreamer" or a character index.' }),
    bodily: t.boolean({
      description: 'Outcomes only: whether a misfortune was bodily (injury, illness, death); ignored for other types.',
    }),
    region: t.field({ type: BodyRegion, description: 'Body parts only: the new region.' }),
  }),
});

const CorrectContentCodePayload = builder.objectRef<{ dream: dreams.Dream }>('CorrectContentCodePayload').implement({
  description: 'What correctContentCode returns.',
  fields: (t) => ({
    dream: t.field({
      type: DreamEntryType,
      description: 'The corrected dream; its contentCodes include the correction.',
      resolve: (payload) => payload.dream,
    }),
  }),
});

builder.mutationFields((t) => ({
  correctContentCode: t.withAuth({ loggedIn: true }).field({
    type: CorrectContentCodePayload,
    description:
      'Changes or removes one content code of one of your dreams; the correction survives later edits. Needs a signed-in session: personal access tokens may not run it.',
    args: {
      input: t.arg({ type: CorrectContentCodeInput, required: true, description: 'Which code, and the change.' }),
    },
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
