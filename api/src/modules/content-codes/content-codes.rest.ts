// REST for the content codes: GET /api/dreams/:id/content-codes runs DreamEntry.contentCodes, so the
// owner rule is the GraphQL one. The JSON is the shape: initiator, recipient and who are
// "dreamer" or a character's index.
import type { Json, RestRoute } from '../../http/rest-route.ts';

const CODES_FIELDS = /* GraphQL */ `
  fragment RestContentCodes on ContentCodes {
    characters {
      key
      text
      kind
      sex
      familiarity
      relation
      plural
    }
    interactions {
      key
      text
      type
      initiator
      recipient
      physical
    }
    emotions {
      key
      class
      text
      who
    }
    outcomes {
      key
      type
      text
      who
      bodily
    }
    bodyParts {
      key
      text
      region
    }
  }
`;

/** "dreamer" stays a word; an index becomes a number. */
const who = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

function restCodes(codes: Json | null): Json {
  if (!codes) return { characters: [], interactions: [], emotions: [], outcomes: [], bodyParts: [] };
  const list = (name: string) => (codes[name] as Json[] | undefined) ?? [];
  return {
    characters: list('characters'),
    interactions: list('interactions').map((i) => ({ ...i, initiator: who(i.initiator), recipient: who(i.recipient) })),
    emotions: list('emotions').map((e) => ({ ...e, who: who(e.who) })),
    outcomes: list('outcomes').map((o) => ({ ...o, who: who(o.who) })),
    bodyParts: list('bodyParts'),
  };
}

export const contentCodeRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/dreams/:id/content-codes',
    document: `query RestContentCodes($id: Int!) {
      dream(databaseId: $id) { contentCodes { ...RestContentCodes } }
    } ${CODES_FIELDS}`,
    variables: ({ params }) => ({ id: Number(params.id) }),
    respond: (data) => {
      const dream = data.dream as Json | null;
      return dream ? restCodes(dream.contentCodes as Json | null) : null;
    },
    nullStatus: 404,
    intParams: ['id'],
  },
];
