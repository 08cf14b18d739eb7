// REST for the journal. Ids in REST are the numeric database ids (as in the web's /dreams/{id} URLs).
import { field, fields, restObject, type Json, type RestRoute } from '../../http/rest-route.ts';
import { globalIdOf } from '../../lib/ids.ts';
import { DREAM_LIMITS, NIGHT_FACT_FIELDS } from '#shared/inputs/dreams.inputs.ts';

/** GET /api/dreams: the spec's list item. */
const DREAM_LIST_FIELDS = /* GraphQL */ `
  fragment RestDreamListItem on DreamEntry {
    id: databaseId
    title
    content
    date
    tags
    hasAudio
  }
`;

/** One dream (GET, POST, PUT): the entity's fields. */
const DREAM_FIELDS = /* GraphQL */ `
  fragment RestDream on DreamEntry {
    id: databaseId
    title
    content
    date
    tags
    hasAudio
    audioUrl
    audioDuration
    language
    isFavorite
    lucid
    nightmare
    recurring
    mood
    vividness
    sleepQuality
    createdAt
    updatedAt
  }
`;

/** Dreams per page when GET /api/dreams reads the whole journal (the connection's largest page). */
const REST_DREAM_PAGE = DREAM_LIMITS.pageMax;

export const dreamGlobalId = (id: string | undefined) => globalIdOf('DreamEntry', id ?? '');

type DreamPage = { edges: { node: Json }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
const dreamsPage = (data: Json) => (data.me as { dreams: DreamPage } | null)?.dreams;

export const dreamRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/dreams',
    // Every dream of the user, newest first, read in pages so no single query is unbounded.
    document: `query RestDreams($first: Int!, $after: String) {
      me { dreams(first: $first, after: $after) { edges { node { ...RestDreamListItem } } pageInfo { hasNextPage endCursor } } }
    } ${DREAM_LIST_FIELDS}`,
    variables: () => ({ first: REST_DREAM_PAGE }),
    respond: (data) => dreamsPage(data)?.edges.map((edge) => edge.node) ?? null,
    nextPage: (data) => {
      const pageInfo = dreamsPage(data)?.pageInfo;
      return pageInfo?.hasNextPage ? { after: pageInfo.endCursor } : null;
    },
    nullStatus: 401,
  },
  {
    method: 'GET',
    path: '/api/dreams/:id',
    document: `query RestDream($id: Int!) { dream(databaseId: $id) { ...RestDream } } ${DREAM_FIELDS}`,
    variables: ({ params }) => ({ id: Number(params.id) }),
    respond: (data) => restObject(data.dream),
    intParams: ['id'],
  },
  {
    method: 'POST',
    path: '/api/dreams',
    document: `mutation RestCreateDream($input: CreateDreamInput!) { createDream(input: $input) { dream { ...RestDream } } } ${DREAM_FIELDS}`,
    variables: ({ body }) => ({
      input: fields(body, [
        'title',
        'content',
        'tags',
        'date',
        'audioUrl',
        'audioDuration',
        'hasAudio',
        'language',
        'clientKey',
        ...NIGHT_FACT_FIELDS,
      ]),
    }),
    respond: (data) => restObject(field(data, 'createDream').dream),
    status: 201,
  },
  {
    method: 'PUT',
    path: '/api/dreams/:id',
    document: `mutation RestUpdateDream($id: ID!, $input: UpdateDreamInput!) {
      updateDream(id: $id, input: $input) { dream { ...RestDream } }
    } ${DREAM_FIELDS}`,
    variables: ({ params, body }) => ({
      id: dreamGlobalId(params.id),
      input: fields(body, ['title', 'content', 'tags', 'date', 'baseUpdatedAt', ...NIGHT_FACT_FIELDS]),
    }),
    respond: (data) => restObject(field(data, 'updateDream').dream),
    intParams: ['id'],
  },
  {
    method: 'DELETE',
    path: '/api/dreams/:id',
    // 200 with a body rather than 204: every REST answer here is JSON, and the spec's client parses it.
    document: `mutation RestDeleteDream($id: ID!) { deleteDream(id: $id) { deletedDatabaseId } }`,
    variables: ({ params }) => ({ id: dreamGlobalId(params.id) }),
    respond: (data) => ({
      success: true,
      id: field<{ deletedDatabaseId: number }>(data, 'deleteDream').deletedDatabaseId,
    }),
    intParams: ['id'],
  },
];
