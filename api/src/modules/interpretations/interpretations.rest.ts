import { fieldError } from '../../graphql/errors.ts';
import { field, fields, restObject, type Json, type RestRoute } from '../../http/rest-route.ts';
import { globalIdOf } from '../../lib/ids.ts';
import { messages as m } from '#shared/i18n/locale.ts';
import { dreamGlobalId } from '../dreams/dreams.rest.ts';

// REST for interpretations. The spec's list item is id, type, content, feedback; CBT's helpful and text and
// the date come along.

const INTERPRETATION_FIELDS = /* GraphQL */ `
  fragment RestInterpretation on Interpretation {
    id: databaseId
    type
    content
    feedback
    helpful
    feedbackText
    date
  }
`;

/**
 * PUT /api/interpretations/{id}/feedback carries three requests on one path (spec section 7):
 * `content` updates your own interpretation; `helpful` (+ `feedback` as its text) is CBT feedback;
 * otherwise `feedback` is UP, DOWN or null. @include picks the one mutation that runs.
 */
function feedbackVariables(body: unknown): Json {
  const sent = fields(body, ['content', 'helpful', 'feedback', 'feedbackText']);
  if ('content' in sent) return { isContent: true, content: sent.content, input: {} };
  const input =
    'helpful' in sent
      ? { helpful: sent.helpful, feedbackText: sent.feedbackText ?? sent.feedback ?? null }
      : 'feedback' in sent
        ? { feedback: sent.feedback }
        : {};
  return { isContent: false, content: '', input };
}

const interpretationGlobalId = (id: string | undefined) => globalIdOf('Interpretation', id ?? '');

export const interpretationRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/dreams/:id/interpretations',
    document: `query RestInterpretations($id: Int!) {
      dream(databaseId: $id) { interpretations { ...RestInterpretation } }
    } ${INTERPRETATION_FIELDS}`,
    variables: ({ params }) => ({ id: Number(params.id) }),
    respond: (data) => (data.dream as { interpretations: unknown[] } | null)?.interpretations ?? null,
    intParams: ['id'],
  },
  {
    method: 'POST',
    path: '/api/dreams/:id/ai-interpretation',
    // The spec's client has no streaming: this waits for the whole text. Posting again regenerates
    // (the web client asks for confirmation first). An empty body means Jung.
    document: `mutation RestGenerateInterpretation($id: ID!, $type: AiInterpretationType!) {
      generateInterpretation(dreamId: $id, type: $type, replace: true, waitForCompletion: true) {
        interpretation { ...RestInterpretation }
      }
    } ${INTERPRETATION_FIELDS}`,
    variables: ({ params, body }) => ({ id: dreamGlobalId(params.id), type: fields(body, ['type']).type ?? 'JUNG_AI' }),
    respond: (data) => restObject(field(data, 'generateInterpretation').interpretation),
    status: 201,
    intParams: ['id'],
  },
  {
    method: 'POST',
    path: '/api/dreams/:id/interpretations',
    document: `mutation RestSaveOwnInterpretation($id: ID!, $content: String!) {
      saveOwnInterpretation(dreamId: $id, content: $content) { interpretation { ...RestInterpretation } }
    } ${INTERPRETATION_FIELDS}`,
    variables: ({ params, body, locale }) => {
      const sent = fields(body, ['type', 'content']);
      // Only your own interpretation is written through this path; the AI ones are generated.
      if (sent.type !== undefined && sent.type !== 'USER') {
        throw fieldError('type', m.validation_interpretation_type_user({}, { locale }));
      }
      return { id: dreamGlobalId(params.id), content: sent.content ?? '' };
    },
    respond: (data) => restObject(field(data, 'saveOwnInterpretation').interpretation),
    status: 201,
    intParams: ['id'],
  },
  {
    method: 'PUT',
    path: '/api/interpretations/:id/feedback',
    document: `mutation RestInterpretationFeedback($id: ID!, $isContent: Boolean!, $content: String!, $input: InterpretationFeedbackInput!) {
      updateOwnInterpretation(id: $id, content: $content) @include(if: $isContent) { interpretation { ...RestInterpretation } }
      setInterpretationFeedback(id: $id, input: $input) @skip(if: $isContent) { interpretation { ...RestInterpretation } }
    } ${INTERPRETATION_FIELDS}`,
    variables: ({ params, body }) => ({ id: interpretationGlobalId(params.id), ...feedbackVariables(body) }),
    respond: (data) =>
      restObject(
        ((data.updateOwnInterpretation ?? data.setInterpretationFeedback) as { interpretation: unknown })
          .interpretation,
      ),
    intParams: ['id'],
  },
];
