// The DreamEntry type (only ever its owner's), the archive connection on `me`, statistics, the
// dream mutations and the per-user `dreamChanged` subscription.
import { resolveCursorConnection } from '@pothos/plugin-relay';
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { db } from '../../db/current.ts';
import { builder } from '../../graphql/builder.ts';
import type { SignedInContext } from '../../graphql/context.ts';
import { fieldError } from '../../graphql/errors.ts';
import { ownerAuthScopes } from '../../graphql/owned-types.ts';
import type { DreamChangedEvent } from '../../graphql/pubsub.ts';
import { messages as m } from '#shared/i18n/locale.ts';
import { databaseIdOf, globalIdOf, idOf } from '../../lib/ids.ts';
import { Language, UserType } from '../auth/auth.graphql.ts';
import { whileSessionLasts } from '../auth/live-session.ts';
import { DREAM_LIMITS } from '#shared/inputs/dreams.inputs.ts';
import * as dreams from './dreams.service.ts';
import { TAG_SUGGESTIONS_MAX, tagSuggestions } from './tag-suggestions.ts';
import { previewOf } from './rich-text.ts';

/** The database id inside a DreamEntry global id; -1 (matches nothing) for anything else. */
export const dreamIdOf = (globalId: string | number) => idOf('DreamEntry', globalId);

export const dreamGlobalId = (id: number | string) => globalIdOf('DreamEntry', id);

/**
 * Every field name selected anywhere below the current field, through fragments: deliberately
 * over-inclusive (any type, any depth), since it only decides which columns are worth reading.
 */
function selectedFieldNames(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        names.add(selection.name.value);
        visit(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet);
      } else {
        visit(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return names;
}

export const DreamEntryType = builder.prismaNode('DreamEntry', {
  description:
    "A dream in the signed-in user's journal. Visible to its owner alone: another user's dream reads as null or NOT_FOUND, exactly like one that does not exist.",
  id: {
    field: 'id',
    description: "The dream's Relay global id, as node(id:), updateDream, deleteDream and setFavorite take it.",
  },
  // A dream is visible to its owner alone, whatever path leads to it (graphql/owned-types.ts).
  ...ownerAuthScopes('DreamEntry'),
  // node(id:) of someone else's dream is null, exactly like an id that does not exist.
  nullable: true,
  findUnique: (id, context) => ({ id: databaseIdOf(id), AND: [{ userId: context.viewer?.id ?? -1 }] }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id used in URLs (/dreams/{id}) and by the REST API.' }),
    title: t.exposeString('title', {
      description: `One line of at most ${DREAM_LIMITS.titleMax} characters; "Untitled Dream" (in the language of the request that saved it) when it was left empty.`,
    }),
    content: t.exposeString('content', {
      description: 'Sanitised rich-text HTML: p, br, strong/b, em/i, u, span; editor-* classes, dir, text-align.',
    }),
    contentText: t.exposeString('contentText', { description: 'The content without markup, whitespace collapsed.' }),
    preview: t.string({
      description: 'contentText cut to `length` characters, with "..." when it was longer.',
      args: {
        length: t.arg.int({
          defaultValue: 120,
          description: `Characters to keep, 1 to ${DREAM_LIMITS.previewMax}; outside that range is a BAD_USER_INPUT error.`,
        }),
      },
      resolve: (dream, { length }, context) => {
        const max = DREAM_LIMITS.previewMax;
        if (length == null || length < 1 || length > max) {
          throw fieldError('length', m.validation_preview_length({ max }, { locale: context.locale }));
        }
        return previewOf(dream.contentText, length);
      },
    }),
    date: t.expose('date', {
      type: 'DateTime',
      description:
        'When the dream was dreamt, as the user set it (the time it was saved by default); the journal is ordered by it.',
    }),
    tags: t.stringList({
      description: 'In the order the user gave them.',
      resolve: (dream) => dreams.tagsOf(dream),
    }),
    hasAudio: t.exposeBoolean('hasAudio', {
      description: 'Whether the dream has a voice recording (then audioUrl is set).',
    }),
    audioUrl: t.exposeString('audioUrl', {
      nullable: true,
      description:
        "Where the recording is served on this server (/api/audio/{name}): GET it with the owner's session or token (Range requests work). Null without a recording.",
    }),
    audioDuration: t.exposeFloat('audioDuration', { nullable: true, description: 'Seconds.' }),
    language: t.field({
      type: Language,
      description: 'The language the dream is written in, as given to createDream (else the language of that request).',
      resolve: (dream) => (dream.language === 'es' ? 'es' : 'en'),
    }),
    isFavorite: t.exposeBoolean('isFavorite', {
      description: 'Whether the user marked it as a favourite (setFavorite).',
    }),
    // Optional facts about the night (null: not said).
    lucid: t.exposeBoolean('lucid', {
      nullable: true,
      description: 'The dreamer knew they were dreaming; null when not said.',
    }),
    nightmare: t.exposeBoolean('nightmare', {
      nullable: true,
      description: 'The dream was a nightmare; null when not said.',
    }),
    recurring: t.exposeBoolean('recurring', { nullable: true, description: 'The dreamer has had this dream before.' }),
    mood: t.exposeInt('mood', { nullable: true, description: 'From -2 (very bad) to +2 (very good).' }),
    vividness: t.exposeInt('vividness', { nullable: true, description: 'From 1 to 5.' }),
    sleepQuality: t.exposeInt('sleepQuality', { nullable: true, description: 'From 1 to 5.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the entry was saved.' }),
    updatedAt: t.expose('updatedAt', {
      type: 'DateTime',
      description: 'When the entry last changed, for example through updateDream or setFavorite.',
    }),
  }),
});

const TagCountType = builder.objectRef<dreams.TagCount>('TagCount').implement({
  description:
    "One of the user's tags and how many of their dreams carry it; spellings that differ only in case count as one.",
  fields: (t) => ({
    name: t.exposeString('name', {
      description: 'The tag, in the spelling that comes first in the alphabet when it is written several ways.',
    }),
    count: t.exposeInt('count', { description: "How many of the user's dreams carry it." }),
  }),
});

const DreamStatsType = builder.objectRef<dreams.DreamStats & { userId: number }>('DreamStats').implement({
  description: "Statistics of the user's journal, computed by the database.",
  fields: (t) => ({
    totalDreams: t.exposeInt('totalDreams', { description: 'How many dreams the journal holds.' }),
    audioRecordings: t.exposeInt('audioRecordings', { description: 'How many of them have a voice recording.' }),
    totalTags: t.exposeInt('totalTags', { description: 'Tag uses across all dreams.' }),
    distinctTags: t.exposeInt('distinctTags', { description: 'Different tags, ignoring case.' }),
    avgTagsPerDream: t.exposeFloat('avgTagsPerDream', { description: 'One decimal; 0 without dreams.' }),
    topTags: t.field({
      type: [TagCountType],
      description: 'The most used tags with their counts, most used first.',
      args: {
        limit: t.arg.int({
          defaultValue: 5,
          description: 'How many tags, 1 to 50; other values are clamped to that range.',
        }),
      },
      resolve: (stats, { limit }) => dreams.topTags(stats.userId, Math.min(Math.max(limit ?? 5, 1), 50)),
    }),
  }),
});

builder.objectFields(UserType, (t) => ({
  dreams: t.connection(
    {
      type: DreamEntryType,
      description: 'The journal, newest `date` first (id breaks ties).',
      args: {
        favoritesOnly: t.arg.boolean({ defaultValue: false, description: 'Only the dreams marked as favourites.' }),
      },
      resolve: (user, args, context, info) => {
        const selected = selectedFieldNames(info);
        const text = {
          content: selected.has('content'),
          contentText: selected.has('contentText') || selected.has('preview'),
        };
        return resolveCursorConnection<Promise<dreams.Dream[]>>(
          { args, toCursor: dreams.encodeDreamCursor, defaultSize: 20, maxSize: DREAM_LIMITS.pageMax },
          ({ after, before, limit, inverted }) =>
            dreams.listDreams({
              userId: user.id,
              after: after ? dreams.decodeDreamCursor(after, context.locale) : undefined,
              before: before ? dreams.decodeDreamCursor(before, context.locale) : undefined,
              limit,
              inverted,
              text,
              favoritesOnly: args.favoritesOnly ?? false,
            }),
        );
      },
    },
    {
      name: 'DreamConnection',
      description: "A page of the user's journal, newest `date` first.",
      edgesField: { description: 'The dreams of this page, in journal order.' },
    },
    {
      name: 'DreamEdge',
      description: 'A dream in a page of the journal, with the cursor to page on from it.',
      nodeField: { description: 'The dream at this position of the journal.' },
    },
  ),
  dreamStats: t.field({
    type: DreamStatsType,
    description: "Statistics of this user's journal: how many dreams, recordings and tags.",
    resolve: async (user) => ({ ...(await dreams.dreamStats(user.id)), userId: user.id }),
  }),
  tagSuggestions: t.field({
    type: [TagCountType],
    description: `This user's tags containing \`text\` (ignoring case), most used first, at most ${TAG_SUGGESTIONS_MAX}.`,
    args: {
      text: t.arg.string({
        required: true,
        description: `What has been typed so far, made one line and trimmed; longer than a tag can be (${DREAM_LIMITS.tagMax} characters), it suggests nothing.`,
      }),
      first: t.arg.int({
        defaultValue: TAG_SUGGESTIONS_MAX,
        description: `At most this many, 1 to ${TAG_SUGGESTIONS_MAX}; other values are clamped to that range.`,
      }),
    },
    resolve: (user, { text, first }) => tagSuggestions(user.id, text, first ?? TAG_SUGGESTIONS_MAX),
  }),
}));

builder.queryFields((t) => ({
  dream: t.withAuth({ loggedIn: true }).prismaField({
    type: 'DreamEntry',
    nullable: true,
    description: "One of the signed-in user's dreams by its numeric id; null when missing or not theirs.",
    args: {
      databaseId: t.arg.int({
        required: true,
        description: "The dream's numeric id, as in /dreams/{id} and the REST API.",
      }),
    },
    resolve: (query, _root, { databaseId }, context) =>
      db().dreamEntry.findFirst({ ...query, where: { id: databaseId, userId: context.viewer.id } }),
  }),
}));

/** The optional night facts of both dream inputs; null clears one on update. */
type InputFields = Parameters<NonNullable<Parameters<typeof builder.inputType>[1]['fields']>>[0];
function nightFactFields(t: InputFields) {
  return {
    lucid: t.boolean({ description: 'The dreamer knew they were dreaming. Null: not said.' }),
    nightmare: t.boolean({ description: 'The dream was a nightmare. Null: not said.' }),
    recurring: t.boolean({ description: 'The dreamer has had this dream before. Null: not said.' }),
    mood: t.int({ description: '-2..2' }),
    vividness: t.int({ description: '1..5' }),
    sleepQuality: t.int({ description: '1..5' }),
  };
}

const CreateDreamInput = builder.inputType('CreateDreamInput', {
  description:
    'A new dream. Every field is optional, but it needs text content or a recording; a refused field is a BAD_USER_INPUT error naming it.',
  fields: (t) => ({
    title: t.string({ description: 'Empty becomes "Untitled Dream" (in the language of the request).' }),
    content: t.string({ description: 'Rich-text HTML; sanitised. Required unless there is a recording.' }),
    tags: t.stringList({
      description: `At most ${DREAM_LIMITS.tagsMax} tags of at most ${DREAM_LIMITS.tagMax} characters; trimmed, with empty ones and repeats (ignoring case) dropped, order kept.`,
    }),
    date: t.field({ type: 'DateTime', description: 'Defaults to now.' }),
    audioUrl: t.string({
      description:
        'The audioUrl of one of your own uploads (uploadAudio or POST /api/audio) that no other dream of yours has.',
    }),
    audioDuration: t.float({ description: 'Seconds.' }),
    hasAudio: t.boolean({
      description:
        'Whether to attach the recording in audioUrl: true when left out and audioUrl is given. True without audioUrl is refused; false drops audioUrl and audioDuration.',
    }),
    language: t.field({ type: Language, description: 'Defaults to the language of the request.' }),
    clientKey: t.string({
      description:
        'An idempotency key made by the client when the dream was started (8-64 letters, digits, - or _; a UUID fits). Sending the same key again answers with the dream already saved with it instead of a copy, so an outbox can retry safely.',
    }),
    ...nightFactFields(t),
  }),
});

const UpdateDreamInput = builder.inputType('UpdateDreamInput', {
  description: 'Only the fields sent change.',
  fields: (t) => ({
    title: t.string({
      description: `The new title: one line, at most ${DREAM_LIMITS.titleMax} characters; empty becomes "Untitled Dream".`,
    }),
    content: t.string({
      description: `New rich-text HTML (sanitised, at most ${DREAM_LIMITS.contentMax} characters). Without visible text it is refused, unless the dream has a recording.`,
    }),
    tags: t.stringList({ description: 'Replaces all tags.' }),
    date: t.field({
      type: 'DateTime',
      description: 'When the dream was dreamt; from 1900 up to (not including) 2200.',
    }),
    baseUpdatedAt: t.field({
      type: 'DateTime',
      description:
        "The dream's updatedAt when this edit started. When given and the dream has changed since (another tab or device), nothing is written and the answer is a CONFLICT error, so no edit overwrites another silently.",
    }),
    ...nightFactFields(t),
  }),
});

const DreamPayload = (name: string, mutation: string) =>
  builder.objectRef<{ dream: dreams.Dream }>(name).implement({
    description: `What ${mutation} returns.`,
    fields: (t) => ({
      dream: t.field({
        type: DreamEntryType,
        description: 'The dream as stored after the change.',
        resolve: (payload) => payload.dream,
      }),
    }),
  });

const CreateDreamPayload = DreamPayload('CreateDreamPayload', 'createDream');
const UpdateDreamPayload = DreamPayload('UpdateDreamPayload', 'updateDream');
const SetFavoritePayload = DreamPayload('SetFavoritePayload', 'setFavorite');

const DeleteDreamPayload = builder.objectRef<{ id: number }>('DeleteDreamPayload').implement({
  description: 'What deleteDream returns: the ids of the dream that is gone.',
  fields: (t) => ({
    deletedId: t.id({
      description: 'The global id (for @deleteRecord).',
      resolve: (payload) => dreamGlobalId(payload.id),
    }),
    deletedDatabaseId: t.exposeInt('id', { description: 'The numeric id of the deleted dream (as in /dreams/{id}).' }),
  }),
});

builder.mutationFields((t) => ({
  createDream: t.withAuth({ loggedIn: true }).field({
    type: CreateDreamPayload,
    description:
      "Adds a dream to the signed-in user's journal; their other devices hear of it through dreamChanged. A personal access token needs the read-write scope.",
    args: { input: t.arg({ type: CreateDreamInput, required: true, description: 'The new dream.' }) },
    resolve: async (_root, { input }, context) => ({ dream: await dreams.createDream(input, context) }),
  }),
  updateDream: t.withAuth({ loggedIn: true }).field({
    type: UpdateDreamPayload,
    description:
      "Changes one of the signed-in user's dreams: only the fields sent. Another user's or a missing dream is NOT_FOUND. A personal access token needs the read-write scope.",
    args: {
      id: t.arg.id({ required: true, description: "The dream's Relay global id (DreamEntry.id)." }),
      input: t.arg({ type: UpdateDreamInput, required: true, description: 'The fields to change.' }),
    },
    resolve: async (_root, { id, input }, context) => ({
      dream: await dreams.updateDream(dreamIdOf(id), input, context),
    }),
  }),
  deleteDream: t.withAuth({ loggedIn: true }).field({
    type: DeleteDreamPayload,
    description:
      "Deletes one of the signed-in user's dreams for good, with its tags, interpretations and recording. Another user's or a missing dream is NOT_FOUND. A personal access token needs the read-write scope.",
    args: { id: t.arg.id({ required: true, description: "The dream's Relay global id (DreamEntry.id)." }) },
    resolve: async (_root, { id }, context) => {
      const dreamId = dreamIdOf(id);
      await dreams.deleteDream(dreamId, context);
      return { id: dreamId };
    },
  }),
  setFavorite: t.withAuth({ loggedIn: true }).field({
    type: SetFavoritePayload,
    description:
      "Marks one of the signed-in user's dreams as a favourite, or unmarks it. Another user's or a missing dream is NOT_FOUND. A personal access token needs the read-write scope.",
    args: {
      id: t.arg.id({ required: true, description: "The dream's Relay global id (DreamEntry.id)." }),
      isFavorite: t.arg.boolean({ required: true, description: 'True to mark it, false to unmark it.' }),
    },
    resolve: async (_root, { id, isFavorite }, context) => ({
      dream: await dreams.setFavorite(dreamIdOf(id), isFavorite, context),
    }),
  }),
}));

const DreamChangeKind = builder.enumType('DreamChangeKind', {
  description: 'What happened to a dream.',
  values: {
    CREATED: { description: 'It was added (createDream).' },
    UPDATED: { description: 'It was changed (updateDream or setFavorite).' },
    DELETED: { description: "It was deleted (deleteDream); the event's `dream` is null." },
  },
});

const DreamChangedType = builder
  .objectRef<DreamChangedEvent & { dream: dreams.Dream | null }>('DreamChanged')
  .implement({
    description: "A change to one of the signed-in user's dreams.",
    fields: (t) => ({
      kind: t.field({
        type: DreamChangeKind,
        description: 'What happened to the dream.',
        resolve: (event) => event.kind,
      }),
      dreamId: t.id({
        description: 'Global id of the dream (also for DELETED).',
        resolve: (event) => dreamGlobalId(event.dreamId),
      }),
      databaseId: t.exposeInt('dreamId', { description: 'Numeric id of the dream (also for DELETED).' }),
      dream: t.field({
        type: DreamEntryType,
        nullable: true,
        description: 'The dream as it is now; null once deleted.',
        resolve: (event) => event.dream,
      }),
    }),
  });

/** Events of one user only: the topic is per user, and each event's owner is checked again here. */
async function* eventsOf(context: SignedInContext, userId: number): AsyncGenerator<DreamChangedEvent> {
  const events = context.services.pubsub.subscribeDreamChanged(userId);
  try {
    for await (const event of events) {
      if (event.userId === userId) yield event;
    }
  } finally {
    await events.return?.();
  }
}

builder.subscriptionField('dreamChanged', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: DreamChangedType,
    description: 'Created, updated and deleted dreams of the signed-in user, from any of their devices.',
    subscribe: (_root, _args, context) => whileSessionLasts(context, eventsOf(context, context.viewer.id)),
    resolve: async (event, _args, context) => ({
      ...event,
      // Read fresh, as its owner: the event carries ids only.
      dream: event.kind === 'DELETED' ? null : await dreams.findDream(event.dreamId, context.viewer.id),
    }),
  }),
);
