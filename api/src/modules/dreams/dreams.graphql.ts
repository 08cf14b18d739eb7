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
import { DREAM_LIMITS } from '#shared/inputs/dreams.inputs.ts';
import * as dreams from './dreams.service.ts';
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
  id: { field: 'id' },
  // A dream is visible to its owner alone, whatever path leads to it (graphql/owned-types.ts).
  ...ownerAuthScopes('DreamEntry'),
  // node(id:) of someone else's dream is null, exactly like an id that does not exist.
  nullable: true,
  findUnique: (id, context) => ({ id: databaseIdOf(id), AND: [{ userId: context.viewer?.id ?? -1 }] }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id used in URLs (/dreams/{id}) and by the REST API.' }),
    title: t.exposeString('title'),
    content: t.exposeString('content', {
      description: 'Sanitised rich-text HTML: p, br, strong/b, em/i, u, span; editor-* classes, dir, text-align.',
    }),
    contentText: t.exposeString('contentText', { description: 'The content without markup, whitespace collapsed.' }),
    preview: t.string({
      description: 'contentText cut to `length` characters, with "..." when it was longer.',
      args: { length: t.arg.int({ defaultValue: 120 }) },
      resolve: (dream, { length }, context) => {
        const max = DREAM_LIMITS.previewMax;
        if (length == null || length < 1 || length > max) {
          throw fieldError('length', m.validation_preview_length({ max }, { locale: context.locale }));
        }
        return previewOf(dream.contentText, length);
      },
    }),
    date: t.expose('date', { type: 'DateTime' }),
    tags: t.stringList({
      description: 'In the order the user gave them.',
      resolve: (dream) => dreams.tagsOf(dream),
    }),
    hasAudio: t.exposeBoolean('hasAudio'),
    audioUrl: t.exposeString('audioUrl', { nullable: true }),
    audioDuration: t.exposeFloat('audioDuration', { nullable: true, description: 'Seconds.' }),
    language: t.field({ type: Language, resolve: (dream) => (dream.language === 'es' ? 'es' : 'en') }),
    isFavorite: t.exposeBoolean('isFavorite'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const TagCountType = builder.objectRef<dreams.TagCount>('TagCount').implement({
  fields: (t) => ({ name: t.exposeString('name'), count: t.exposeInt('count') }),
});

const DreamStatsType = builder.objectRef<dreams.DreamStats & { userId: number }>('DreamStats').implement({
  description: "Statistics of the user's journal, computed by the database.",
  fields: (t) => ({
    totalDreams: t.exposeInt('totalDreams'),
    audioRecordings: t.exposeInt('audioRecordings'),
    totalTags: t.exposeInt('totalTags', { description: 'Tag uses across all dreams.' }),
    distinctTags: t.exposeInt('distinctTags', { description: 'Different tags, ignoring case.' }),
    avgTagsPerDream: t.exposeFloat('avgTagsPerDream', { description: 'One decimal; 0 without dreams.' }),
    topTags: t.field({
      type: [TagCountType],
      description: 'The most used tags with their counts, most used first.',
      args: { limit: t.arg.int({ defaultValue: 5 }) },
      resolve: (stats, { limit }) => dreams.topTags(stats.userId, Math.min(Math.max(limit ?? 5, 1), 50)),
    }),
  }),
});

builder.objectFields(UserType, (t) => ({
  dreams: t.connection(
    {
      type: DreamEntryType,
      description: 'The journal, newest `date` first (id breaks ties).',
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
            }),
        );
      },
    },
    { name: 'DreamConnection' },
    { name: 'DreamEdge' },
  ),
  dreamStats: t.field({
    type: DreamStatsType,
    resolve: async (user) => ({ ...(await dreams.dreamStats(user.id)), userId: user.id }),
  }),
}));

builder.queryFields((t) => ({
  dream: t.withAuth({ loggedIn: true }).prismaField({
    type: 'DreamEntry',
    nullable: true,
    description: "One of the signed-in user's dreams by its numeric id; null when missing or not theirs.",
    args: { databaseId: t.arg.int({ required: true }) },
    resolve: (query, _root, { databaseId }, context) =>
      db().dreamEntry.findFirst({ ...query, where: { id: databaseId, userId: context.viewer.id } }),
  }),
}));

const CreateDreamInput = builder.inputType('CreateDreamInput', {
  fields: (t) => ({
    title: t.string({ description: 'Empty becomes "Untitled Dream" (in the language of the request).' }),
    content: t.string({ description: 'Rich-text HTML; sanitised. Required unless there is a recording.' }),
    tags: t.stringList(),
    date: t.field({ type: 'DateTime', description: 'Defaults to now.' }),
    audioUrl: t.string({
      description:
        'The audioUrl of one of your own uploads (uploadAudio or POST /api/audio) that no other dream of yours has.',
    }),
    audioDuration: t.float({ description: 'Seconds.' }),
    hasAudio: t.boolean(),
    language: t.field({ type: Language, description: 'Defaults to the language of the request.' }),
  }),
});

const UpdateDreamInput = builder.inputType('UpdateDreamInput', {
  description: 'Only the fields sent change.',
  fields: (t) => ({
    title: t.string(),
    content: t.string(),
    tags: t.stringList({ description: 'Replaces all tags.' }),
    date: t.field({ type: 'DateTime' }),
  }),
});

const DreamPayload = (name: string) =>
  builder.objectRef<{ dream: dreams.Dream }>(name).implement({
    fields: (t) => ({ dream: t.field({ type: DreamEntryType, resolve: (payload) => payload.dream }) }),
  });

const CreateDreamPayload = DreamPayload('CreateDreamPayload');
const UpdateDreamPayload = DreamPayload('UpdateDreamPayload');
const SetFavoritePayload = DreamPayload('SetFavoritePayload');

const DeleteDreamPayload = builder.objectRef<{ id: number }>('DeleteDreamPayload').implement({
  fields: (t) => ({
    deletedId: t.id({
      description: 'The global id (for @deleteRecord).',
      resolve: (payload) => dreamGlobalId(payload.id),
    }),
    deletedDatabaseId: t.exposeInt('id'),
  }),
});

builder.mutationFields((t) => ({
  createDream: t.withAuth({ loggedIn: true }).field({
    type: CreateDreamPayload,
    args: { input: t.arg({ type: CreateDreamInput, required: true }) },
    resolve: async (_root, { input }, context) => ({ dream: await dreams.createDream(input, context) }),
  }),
  updateDream: t.withAuth({ loggedIn: true }).field({
    type: UpdateDreamPayload,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateDreamInput, required: true }) },
    resolve: async (_root, { id, input }, context) => ({
      dream: await dreams.updateDream(dreamIdOf(id), input, context),
    }),
  }),
  deleteDream: t.withAuth({ loggedIn: true }).field({
    type: DeleteDreamPayload,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const dreamId = dreamIdOf(id);
      await dreams.deleteDream(dreamId, context);
      return { id: dreamId };
    },
  }),
  setFavorite: t.withAuth({ loggedIn: true }).field({
    type: SetFavoritePayload,
    args: { id: t.arg.id({ required: true }), isFavorite: t.arg.boolean({ required: true }) },
    resolve: async (_root, { id, isFavorite }, context) => ({
      dream: await dreams.setFavorite(dreamIdOf(id), isFavorite, context),
    }),
  }),
}));

const DreamChangeKind = builder.enumType('DreamChangeKind', { values: ['CREATED', 'UPDATED', 'DELETED'] as const });

const DreamChangedType = builder
  .objectRef<DreamChangedEvent & { dream: dreams.Dream | null }>('DreamChanged')
  .implement({
    description: "A change to one of the signed-in user's dreams.",
    fields: (t) => ({
      kind: t.field({ type: DreamChangeKind, resolve: (event) => event.kind }),
      dreamId: t.id({
        description: 'Global id of the dream (also for DELETED).',
        resolve: (event) => dreamGlobalId(event.dreamId),
      }),
      databaseId: t.exposeInt('dreamId'),
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
    subscribe: (_root, _args, context) => eventsOf(context, context.viewer.id),
    resolve: async (event, _args, context) => ({
      ...event,
      // Read fresh, as its owner: the event carries ids only.
      dream: event.kind === 'DELETED' ? null : await dreams.findDream(event.dreamId, context.viewer.id),
    }),
  }),
);
