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
import type { AiInterpretationType } from '../../providers/ai/index.ts';
import { Language, UserType } from '../auth/auth.graphql.ts';
import { whileSessionLasts } from '../auth/live-session.ts';
import { hasAccess, hasPremium } from '../billing/access.ts';
import { DreamEntryType, dreamGlobalId, dreamIdOf } from '../dreams/dreams.graphql.ts';
import { INTERPRETATION_LIMITS, type InterpretationType } from '#shared/inputs/interpretations.inputs.ts';
import * as interpretations from './interpretations.service.ts';

/** The database id inside an Interpretation global id; -1 (matches nothing) for anything else. */
export const interpretationIdOf = (globalId: string | number) => idOf('Interpretation', globalId);

/** The AI voices, in the order of AI_INTERPRETATION_TYPES (the dream page's tabs). */
const AI_VOICES = {
  JUNG_AI: {
    description:
      "A Jungian reading (analytical psychology) of the dream's images, ending with things to do today and a quotation from Jung. Needs premium access.",
  },
  ROGERS_AI: {
    description:
      'An empathic, non-directive reflection in the spirit of Carl Rogers, ending with open questions for today and a quotation from Rogers. Needs premium access.',
  },
  CBT_AI: {
    description:
      'A gentle, structured analysis informed by cognitive behavioural therapy: situation, thoughts, emotions, possible thinking patterns, a balanced thought and small steps. Needs premium access.',
  },
} satisfies Record<AiInterpretationType, { description: string }>;

const InterpretationTypeEnum = builder.enumType('InterpretationType', {
  description: 'JUNG_AI, ROGERS_AI and CBT_AI are written by the interpreter; USER by the dreamer.',
  // INTERPRETATION_TYPES, in the same (tab) order.
  values: {
    ...AI_VOICES,
    USER: { description: "The dreamer's own interpretation (saveOwnInterpretation); never needs premium access." },
  } satisfies Record<InterpretationType, { description: string }>,
});

const AiInterpretationTypeEnum = builder.enumType('AiInterpretationType', {
  description: 'The voices the interpreter writes in: the types of interpretation that can be generated.',
  values: AI_VOICES,
});

const FeedbackValue = builder.enumType('FeedbackValue', {
  description: 'A thumbs-up or thumbs-down on a Jung or Rogers interpretation.',
  values: {
    UP: { description: 'Thumbs up: the interpretation was worth reading.' },
    DOWN: { description: 'Thumbs down: it was not.' },
  },
});

export const InterpretationNode = builder.prismaNode('DreamInterpretation', {
  name: 'Interpretation',
  description:
    "An interpretation of one of the signed-in user's dreams: one of the AI voices (premium) or the dreamer's own. Visible to its owner alone; without premium access the AI voices read as missing.",
  id: {
    field: 'id',
    description:
      "The interpretation's Relay global id, as node(id:), updateOwnInterpretation and setInterpretationFeedback take it.",
  },
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
    type: t.field({
      type: InterpretationTypeEnum,
      description: "Who wrote it: one of the AI voices, or USER for the dreamer's own.",
      resolve: (row) => row.type as InterpretationType,
    }),
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
    updatedAt: t.expose('updatedAt', {
      type: 'DateTime',
      description: 'When it last changed: its text, its feedback, or a new generation over it.',
    }),
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
  values: {
    OFFLINE: { description: 'The interpreter built into Oneiro, running on this server without any network call.' },
    OPENAI: { description: 'A model behind an OpenAI-compatible API, called over the network.' },
  },
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
  values: {
    IDLE: { description: 'Nothing is being written for this dream and voice now.' },
    GENERATING: { description: 'Being written: `text` holds what has arrived so far.' },
    DONE: { description: 'Finished and stored: `text` is the whole text and `interpretation` is set.' },
    FAILED: { description: 'Ended without storing anything; `failure` says why.' },
  },
});

type Progress = Omit<InterpretationProgressEvent, 'status'> & {
  status: 'IDLE' | InterpretationProgressEvent['status'];
};

const InterpretationProgressType = builder.objectRef<Progress>('InterpretationProgress').implement({
  description: 'Where the writing of one AI interpretation of one dream stands.',
  fields: (t) => ({
    dreamId: t.id({
      description: "The dream's Relay global id (DreamEntry.id).",
      resolve: (progress) => dreamGlobalId(progress.dreamId),
    }),
    type: t.field({
      type: AiInterpretationTypeEnum,
      description: 'The voice being written.',
      resolve: (progress) => progress.type,
    }),
    status: t.field({
      type: ProgressStatus,
      description: 'Whether it is being written, finished, failed, or not running.',
      resolve: (progress) => progress.status,
    }),
    text: t.exposeString('text', { description: 'Everything written so far (the whole text once DONE).' }),
    failure: t.string({
      nullable: true,
      description:
        'With FAILED: TIMEOUT, RATE_LIMITED, PROVIDER_ERROR, CONNECTION, BROKEN_STREAM, INCOMPLETE, EMPTY, UNUSABLE, CANCELLED, DREAM_DELETED or STORE_FAILED.',
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

async function progressOf(
  userId: number,
  dreamId: number,
  type: AiInterpretationType,
  context: GraphQLContext,
): Promise<Progress> {
  // On another instance the job's text is not known here: GENERATING with none, and the next event
  // carries all of it.
  const running = await context.services.generator.runningAnywhere({ userId, dreamId, type });
  return running && running.userId === userId
    ? { userId, dreamId, type, status: 'GENERATING', text: running.text }
    : { userId, dreamId, type, status: 'IDLE', text: '' };
}

const GenerateInterpretationPayload = builder
  .objectRef<{ progress: Progress; interpretationId: number | null }>('GenerateInterpretationPayload')
  .implement({
    description: 'What generateInterpretation returns.',
    fields: (t) => ({
      progress: t.field({
        type: InterpretationProgressType,
        description:
          'GENERATING with the text so far; with waitForCompletion, DONE with the whole text. Follow it with interpretationProgress.',
        resolve: (payload) => payload.progress,
      }),
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

const InterpretationPayload = (name: string, mutation: string) =>
  builder.objectRef<{ interpretation: DreamInterpretation }>(name).implement({
    description: `What ${mutation} returns.`,
    fields: (t) => ({
      interpretation: t.field({
        type: InterpretationNode,
        description: 'The interpretation as stored after the change.',
        resolve: (payload) => payload.interpretation,
      }),
    }),
  });

const InterpretationFeedbackInput = builder.inputType('InterpretationFeedbackInput', {
  description:
    'Jung and Rogers: `feedback` (UP, DOWN, or null to clear). CBT: `helpful` and optionally `feedbackText`.',
  fields: (t) => ({
    feedback: t.field({
      type: FeedbackValue,
      description: 'Jung and Rogers: UP, DOWN, or null to clear it. Required for them (BAD_USER_INPUT when left out).',
    }),
    helpful: t.boolean({
      description: 'CBT: whether it helped. Required for CBT (BAD_USER_INPUT otherwise).',
    }),
    feedbackText: t.string({
      description: `CBT: a note on it, trimmed, at most ${INTERPRETATION_LIMITS.feedbackTextMax} characters. Left out, null or empty: no note (an earlier one is removed).`,
    }),
  }),
});

builder.mutationFields((t) => ({
  generateInterpretation: t.withAuth({ premium: true }).field({
    type: GenerateInterpretationPayload,
    description:
      "Starts writing an AI interpretation of the dream (in the user's preferred language) and returns at once; follow it with interpretationProgress. If one is already being written, returns that one. Replacing an existing interpretation needs `replace: true` (CONFLICT otherwise).",
    args: {
      dreamId: t.arg.id({
        required: true,
        description: "The dream's Relay global id (DreamEntry.id); another user's or a missing dream is NOT_FOUND.",
      }),
      type: t.arg({ type: AiInterpretationTypeEnum, required: true, description: 'The voice to write in.' }),
      replace: t.arg.boolean({
        defaultValue: false,
        description:
          'True to write a new one over a stored interpretation of this type (its feedback is cleared once the new text is stored).',
      }),
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
    type: InterpretationPayload('SaveOwnInterpretationPayload', 'saveOwnInterpretation'),
    description: "Creates the user's own interpretation of the dream, or updates it. Never needs premium access.",
    args: {
      dreamId: t.arg.id({
        required: true,
        description: "The dream's Relay global id (DreamEntry.id); another user's or a missing dream is NOT_FOUND.",
      }),
      content: t.arg.string({
        required: true,
        description: `Plain text, trimmed; 1 to ${INTERPRETATION_LIMITS.ownMax} characters (BAD_USER_INPUT otherwise).`,
      }),
    },
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
    type: InterpretationPayload('UpdateOwnInterpretationPayload', 'updateOwnInterpretation'),
    description: "Updates the user's own interpretation by its id.",
    args: {
      id: t.arg.id({
        required: true,
        description:
          "The interpretation's Relay global id. Another user's or a missing one is NOT_FOUND; an AI one is a BAD_USER_INPUT error.",
      }),
      content: t.arg.string({
        required: true,
        description: `Plain text, trimmed; 1 to ${INTERPRETATION_LIMITS.ownMax} characters (BAD_USER_INPUT otherwise).`,
      }),
    },
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
    type: InterpretationPayload('SetInterpretationFeedbackPayload', 'setInterpretationFeedback'),
    description:
      "Records the user's feedback on an AI interpretation: thumbs for Jung and Rogers, helpful and a note for CBT. On an AI voice it needs premium access (PAYMENT_REQUIRED); the user's own interpretation takes none (BAD_USER_INPUT). A personal access token needs the read-write scope.",
    args: {
      id: t.arg.id({
        required: true,
        description: "The interpretation's Relay global id; another user's or a missing one is NOT_FOUND.",
      }),
      input: t.arg({
        type: InterpretationFeedbackInput,
        required: true,
        description: "The feedback; which fields count depends on the interpretation's type.",
      }),
    },
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
  const snapshot = await progressOf(viewer.id, dream.id, type, context);
  return whileSessionLasts(
    context,
    (async function* () {
      try {
        yield snapshot;
        for await (const event of events) {
          if (event.userId === viewer.id && event.dreamId === dream.id && event.type === type) yield event;
        }
      } finally {
        await events.return?.();
      }
    })(),
  );
}

builder.subscriptionField('interpretationProgress', (t) =>
  t.withAuth({ premium: true }).field({
    type: InterpretationProgressType,
    description: 'The state of one AI interpretation of one dream: at once, then each change while it is written.',
    args: {
      dreamId: t.arg.id({
        required: true,
        description: "The dream's Relay global id (DreamEntry.id); another user's or a missing dream is NOT_FOUND.",
      }),
      type: t.arg({ type: AiInterpretationTypeEnum, required: true, description: 'The voice to follow.' }),
    },
    subscribe: (_root, { dreamId, type }, context) => progressEvents(context, dreamId, type),
    resolve: (progress) => progress,
  }),
);
