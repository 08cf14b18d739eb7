// Interpretations in GraphQL: the Interpretation node, `interpretations` on a dream, generating one
// (the mutation starts it, the `interpretationProgress` subscription carries the text as it is
// written), feedback, your own take, and `hasAccess` on `me`.
//
// Access: every AI voice (Jung, Rogers, CBT) needs premium access: generating and following a
// generation are behind the `premium` scope (PAYMENT_REQUIRED, HTTP 402 over REST); without access,
// reads leave the AI voices out and their feedback is refused. Your own interpretation never needs it.
import type { DreamInterpretation } from '../../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext, SignedInContext } from '../../graphql/context.ts';
import { ownerAuthScopes } from '../../graphql/owned-types.ts';
import type { InterpretationProgressEvent } from '../../graphql/pubsub.ts';
import { databaseIdOf, idOf } from '../../lib/ids.ts';
import { batchPerRequest } from '../../lib/request-batch.ts';
import { AI_INTERPRETATION_TYPES, type AiInterpretationType } from '../../providers/ai/index.ts';
import { Language, UserType } from '../auth/auth.graphql.ts';
import { hasAccess, hasPremium } from '../billing/access.ts';
import { DreamEntryType, dreamGlobalId, dreamIdOf } from '../dreams/dreams.graphql.ts';
import { INTERPRETATION_TYPES, type InterpretationType } from '#shared/inputs/interpretations.inputs.ts';
import * as interpretations from './interpretations.service.ts';

/** The database id inside an Interpretation global id; -1 (matches nothing) for anything else. */
export const interpretationIdOf = (globalId: string | number) => idOf('Interpretation', globalId);

const InterpretationTypeEnum = builder.enumType('InterpretationType', {
  description: 'JUNG_AI, ROGERS_AI and CBT_AI are written by the interpreter; USER by the dreamer.',
  values: INTERPRETATION_TYPES,
});

const AiInterpretationTypeEnum = builder.enumType('AiInterpretationType', { values: AI_INTERPRETATION_TYPES });

const FeedbackValue = builder.enumType('FeedbackValue', { values: ['UP', 'DOWN'] as const });

export const InterpretationNode = builder.prismaNode('DreamInterpretation', {
  name: 'Interpretation',
  id: { field: 'id' },
  nullable: true,
  // Visible to its owner alone, whatever path leads to it (graphql/owned-types.ts).
  ...ownerAuthScopes('Interpretation'),
  // node(id:) reaches only the viewer's own, and the AI voices only with premium access.
  findUnique: (id, context) => ({
    id: databaseIdOf(id),
    AND: [{ userId: context.viewer?.id ?? -1 }, ...(hasPremium(context) ? [] : [{ type: 'USER' }])],
  }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id used by the REST API.' }),
    type: t.field({ type: InterpretationTypeEnum, resolve: (row) => row.type as InterpretationType }),
    content: t.exposeString('content', {
      description: 'Plain text as written (AI texts may hold markdown; see splitInterpretation).',
    }),
    feedback: t.field({
      type: FeedbackValue,
      nullable: true,
      description: 'Jung and Rogers: thumbs up or down.',
      resolve: (row) => (row.feedback === 'UP' || row.feedback === 'DOWN' ? row.feedback : null),
    }),
    helpful: t.exposeBoolean('helpful', { nullable: true, description: 'CBT: whether it helped.' }),
    feedbackText: t.exposeString('feedbackText', { nullable: true, description: 'CBT: what the user wrote about it.' }),
    language: t.field({
      type: Language,
      nullable: true,
      description: 'AI texts: the language it is written in (null for your own take, or when it cannot be told).',
      resolve: (row) => interpretations.languageOf(row),
    }),
    date: t.expose('date', { type: 'DateTime', description: 'When it was written (or last generated).' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

/**
 * A dream's interpretations, batched per request: a page of dreams asking for them is one query.
 * Asked from a DreamEntry field, so the owner check has passed and the viewer is the dreams' owner.
 */
const interpretationsInBatch = batchPerRequest<GraphQLContext, DreamInterpretation[]>(
  (dreamIds, context) =>
    interpretations.interpretationsOfDreams(dreamIds, context.viewer?.id ?? -1, hasPremium(context)),
  () => [],
);

builder.objectFields(DreamEntryType, (t) => ({
  interpretations: t.field({
    type: [InterpretationNode],
    description: "In tab order (Jung, Rogers, CBT, yours). Without premium access only the user's own.",
    resolve: (dream, _args, context) => interpretationsInBatch(context, dream.id),
  }),
}));

builder.objectFields(UserType, (t) => ({
  hasAccess: t.boolean({
    description: 'Whether the premium features (the AI interpretations) are open to this account.',
    resolve: (user, _args, context) => hasAccess(user, context.billingEnabled),
  }),
  billingEnabled: t.boolean({
    description: 'False when this server sells nothing (no payment provider): everything is open.',
    resolve: (_user, _args, context) => context.billingEnabled,
  }),
}));

const InterpreterKind = builder.enumType('InterpreterKind', {
  description: 'OFFLINE: the interpreter built into Oneiro (no network). OPENAI: an OpenAI-compatible model.',
  values: ['OFFLINE', 'OPENAI'] as const,
});

builder.queryField('interpreter', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: InterpreterKind,
    description: 'Which interpreter writes the AI interpretations on this server.',
    resolve: (_root, _args, context) => (context.services.generator.providerKind === 'openai' ? 'OPENAI' : 'OFFLINE'),
  }),
);

// --- Generation progress

const ProgressStatus = builder.enumType('InterpretationProgressStatus', {
  description:
    'IDLE: nothing is being written (the stored interpretation, if any, is on the dream). GENERATING: `text` so far. DONE: stored. FAILED: nothing stored; Generate can be pressed again.',
  values: ['IDLE', 'GENERATING', 'DONE', 'FAILED'] as const,
});

type Progress = Omit<InterpretationProgressEvent, 'status'> & {
  status: 'IDLE' | InterpretationProgressEvent['status'];
};

const InterpretationProgressType = builder.objectRef<Progress>('InterpretationProgress').implement({
  fields: (t) => ({
    dreamId: t.id({ resolve: (progress) => dreamGlobalId(progress.dreamId) }),
    type: t.field({ type: AiInterpretationTypeEnum, resolve: (progress) => progress.type }),
    status: t.field({ type: ProgressStatus, resolve: (progress) => progress.status }),
    text: t.exposeString('text', { description: 'Everything written so far (the whole text once DONE).' }),
    failure: t.string({
      nullable: true,
      description:
        'With FAILED: TIMEOUT, RATE_LIMITED, PROVIDER_ERROR, CONNECTION, BROKEN_STREAM, INCOMPLETE, EMPTY, CANCELLED, DREAM_DELETED or STORE_FAILED.',
      resolve: (progress) => progress.failure ?? null,
    }),
    interpretation: t.field({
      type: InterpretationNode,
      nullable: true,
      description: 'With DONE: the stored interpretation.',
      resolve: (progress) =>
        progress.interpretationId
          ? interpretations.findInterpretation(progress.interpretationId, progress.userId)
          : null,
    }),
  }),
});

function progressOf(userId: number, dreamId: number, type: AiInterpretationType, context: GraphQLContext): Progress {
  const running = context.services.generator.running(dreamId, type);
  return running && running.userId === userId
    ? { userId, dreamId, type, status: 'GENERATING', text: running.text }
    : { userId, dreamId, type, status: 'IDLE', text: '' };
}

const GenerateInterpretationPayload = builder
  .objectRef<{ progress: Progress; interpretationId: number | null }>('GenerateInterpretationPayload')
  .implement({
    fields: (t) => ({
      progress: t.field({ type: InterpretationProgressType, resolve: (payload) => payload.progress }),
      interpretation: t.field({
        type: InterpretationNode,
        nullable: true,
        description: 'With waitForCompletion: the stored interpretation.',
        resolve: (payload) =>
          payload.interpretationId
            ? interpretations.findInterpretation(payload.interpretationId, payload.progress.userId)
            : null,
      }),
    }),
  });

const InterpretationPayload = (name: string) =>
  builder.objectRef<{ interpretation: DreamInterpretation }>(name).implement({
    fields: (t) => ({
      interpretation: t.field({ type: InterpretationNode, resolve: (payload) => payload.interpretation }),
    }),
  });

const InterpretationFeedbackInput = builder.inputType('InterpretationFeedbackInput', {
  description:
    'Jung and Rogers: `feedback` (UP, DOWN, or null to clear). CBT: `helpful` and optionally `feedbackText`.',
  fields: (t) => ({
    feedback: t.field({ type: FeedbackValue }),
    helpful: t.boolean(),
    feedbackText: t.string(),
  }),
});

builder.mutationFields((t) => ({
  generateInterpretation: t.withAuth({ premium: true }).field({
    type: GenerateInterpretationPayload,
    description:
      "Starts writing an AI interpretation of the dream (in the user's preferred language) and returns at once; follow it with interpretationProgress. If one is already being written, returns that one. Replacing an existing interpretation needs `replace: true` (CONFLICT otherwise).",
    args: {
      dreamId: t.arg.id({ required: true }),
      type: t.arg({ type: AiInterpretationTypeEnum, required: true }),
      replace: t.arg.boolean({ defaultValue: false }),
      language: t.arg({
        type: Language,
        description: "The language to write in (the interface's); the user's preferred language when omitted.",
      }),
      waitForCompletion: t.arg.boolean({
        defaultValue: false,
        description: 'Answer only when the text is stored (the REST adapter); errors if it fails.',
      }),
    },
    resolve: (_root, args, context) =>
      interpretations.generateInterpretation(context.services.generator, {
        viewer: context.viewer,
        dreamId: dreamIdOf(args.dreamId),
        type: args.type,
        replace: args.replace ?? false,
        language: args.language ?? undefined,
        waitForCompletion: args.waitForCompletion ?? false,
        signal: context.signal,
        locale: context.locale,
      }),
  }),
  saveOwnInterpretation: t.withAuth({ loggedIn: true }).field({
    type: InterpretationPayload('SaveOwnInterpretationPayload'),
    description: "Creates the user's own interpretation of the dream, or updates it. Never needs premium access.",
    args: { dreamId: t.arg.id({ required: true }), content: t.arg.string({ required: true }) },
    resolve: async (_root, { dreamId, content }, context) => ({
      interpretation: await interpretations.saveOwnInterpretation(
        dreamIdOf(dreamId),
        context.viewer.id,
        content,
        context.locale,
      ),
    }),
  }),
  updateOwnInterpretation: t.withAuth({ loggedIn: true }).field({
    type: InterpretationPayload('UpdateOwnInterpretationPayload'),
    description: "Updates the user's own interpretation by its id.",
    args: { id: t.arg.id({ required: true }), content: t.arg.string({ required: true }) },
    resolve: async (_root, { id, content }, context) => ({
      interpretation: await interpretations.updateOwnInterpretation(
        interpretationIdOf(id),
        context.viewer.id,
        content,
        context.locale,
      ),
    }),
  }),
  setInterpretationFeedback: t.withAuth({ loggedIn: true }).field({
    type: InterpretationPayload('SetInterpretationFeedbackPayload'),
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: InterpretationFeedbackInput, required: true }) },
    resolve: async (_root, { id, input }, context) => ({
      interpretation: await interpretations.setFeedback(interpretationIdOf(id), context.viewer.id, input, {
        hasAccess: hasPremium(context),
        locale: context.locale,
      }),
    }),
  }),
}));

/**
 * The current state first (so a client that comes back mid-generation sees the text so far), then
 * the events of this dream and type. Access and ownership are checked before anything is sent; the
 * topic is the viewer's own, and each event's owner is checked again.
 */
async function progressEvents(
  context: SignedInContext,
  dreamGlobal: string | number,
  type: AiInterpretationType,
): Promise<AsyncIterable<Progress>> {
  const viewer = context.viewer;
  const dream = await interpretations.ownDream(dreamIdOf(dreamGlobal), viewer.id, context.locale);
  // Subscribed before the snapshot is read, so no event falls between the two.
  const events = context.services.pubsub.subscribeInterpretationProgress(viewer.id);
  const snapshot = progressOf(viewer.id, dream.id, type, context);
  return (async function* () {
    try {
      yield snapshot;
      for await (const event of events) {
        if (event.userId === viewer.id && event.dreamId === dream.id && event.type === type) yield event;
      }
    } finally {
      await events.return?.();
    }
  })();
}

builder.subscriptionField('interpretationProgress', (t) =>
  t.withAuth({ premium: true }).field({
    type: InterpretationProgressType,
    description: 'The state of one AI interpretation of one dream: at once, then each change while it is written.',
    args: { dreamId: t.arg.id({ required: true }), type: t.arg({ type: AiInterpretationTypeEnum, required: true }) },
    subscribe: (_root, { dreamId, type }, context) => progressEvents(context, dreamId, type),
    resolve: (progress) => progress,
  }),
);
