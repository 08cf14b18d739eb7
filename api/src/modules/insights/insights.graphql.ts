// Query.insights: the pattern analysis of the user's own journal, behind the same premium scope as
// the AI interpretations (the Premium plan sells "advanced dream pattern analysis"). User.insights
// is the same, null without premium access instead of an error, so the insights page learns the
// access and gets the figures in one request. Query.contentProfileSources: one indicator's dreams
// and words, fetched when the page opens that indicator.
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { parseInput } from '../../graphql/errors.ts';
import { globalIdOf } from '../../lib/ids.ts';
import { UserType } from '../auth/auth.graphql.ts';
import { hasPremium } from '../billing/access.ts';
import { ContentMeasureSourceType, ContentProfileType } from '../content-codes/content-profile.graphql.ts';
import { CONTENT_MEASURE_IDS, type ContentMeasureId } from '../content-codes/hvdc-norms.ts';
import { ELEMENT_KINDS } from './dream-elements.ts';
import { insightsRangeInput } from '#shared/inputs/insights.inputs.ts';
import * as insights from './insights.service.ts';

const DayCountType = builder.objectRef<insights.DayCount>('InsightsDayCount').implement({
  description: 'A day of the range with at least one dream.',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD' }),
    count: t.exposeInt('count', { description: 'Dreams dated that day (in `timeZone`).' }),
  }),
});

const PeriodCountType = builder.objectRef<insights.PeriodCount>('InsightsPeriodCount').implement({
  description: 'A week or a month of the range with at least one dream.',
  fields: (t) => ({
    period: t.exposeString('period', { description: "YYYY-MM-DD (the week's Monday) or YYYY-MM." }),
    count: t.exposeInt('count', { description: 'Dreams dated in that week or month (in `timeZone`).' }),
  }),
});

const ElementKindType = builder.enumType('InsightsElementKind', {
  description: 'What kind of thing a recurring element is.',
  values: {
    SYMBOL: {
      description: 'Any other symbol of the dream lexicon: nature, animals, the body, objects, actions, myth.',
    },
    PERSON: { description: 'A person or a figure (mother, stranger, teacher...).' },
    PLACE: { description: 'A place (house, school, forest...).' },
    FEELING: { description: 'A feeling named in the dream (fear, joy...).' },
  } satisfies Record<(typeof ELEMENT_KINDS)[number], { description: string }>,
});

const RecurringElementType = builder.objectRef<insights.RecurringElement>('RecurringElement').implement({
  description: 'A symbol, person, place or feeling found in at least two dreams of the range.',
  fields: (t) => ({
    kind: t.field({
      type: ElementKindType,
      description: 'A symbol, a person, a place or a feeling.',
      resolve: (element) => element.kind,
    }),
    key: t.exposeString('id', { description: 'The lexicon id (stable across languages).' }),
    label: t.exposeString('label', { description: 'Its name in the language of the request.' }),
    count: t.exposeInt('count', { description: 'Dreams it appears in.' }),
    firstSeen: t.exposeString('firstSeen', { description: 'YYYY-MM-DD' }),
    lastSeen: t.exposeString('lastSeen', { description: 'YYYY-MM-DD' }),
    trend: t.exposeIntList('trend', { description: 'Dreams with it in each sixth of the range, oldest first.' }),
    dreamDatabaseIds: t.exposeIntList('dreamIds', { description: 'The dreams behind it, newest first.' }),
    dreamIds: t.idList({
      description: 'Global ids of the same dreams (for node/nodes).',
      resolve: (element) => element.dreamIds.map((id) => globalIdOf('DreamEntry', id)),
    }),
  }),
});

const TagPairType = builder.objectRef<insights.TagPair>('InsightsTagPair').implement({
  description: 'Two tags given together to at least two dreams of the range (case ignored).',
  fields: (t) => ({
    tags: t.exposeStringList('tags', {
      description: 'The two tags, in alphabetical order ignoring case, spelt as on the first dream that had both.',
    }),
    count: t.exposeInt('count', { description: 'Dreams of the range with both.' }),
  }),
});

const OnThisDayType = builder.objectRef<insights.OnThisDayDream>('OnThisDayDream').implement({
  description: "A dream of the range dated on today's day of the month (in `timeZone`) in an earlier month or year.",
  fields: (t) => ({
    dreamId: t.id({
      description: "The dream's id, a Relay global id (DreamEntry.id, for node).",
      resolve: (dream) => globalIdOf('DreamEntry', dream.id),
    }),
    databaseId: t.exposeInt('id', { description: "The dream's numeric id, as in URLs and the REST API." }),
    title: t.exposeString('title', { description: "The dream's title." }),
    date: t.expose('date', { type: 'DateTime', description: "The dream's date." }),
    monthsAgo: t.exposeInt('monthsAgo', { description: 'How long ago, in whole months (12 is a year ago).' }),
  }),
});

const NightFactsMonthType = builder.objectRef<insights.NightFactsMonth>('NightFactsMonth').implement({
  description: 'The night facts of the dreams of one month of the range (months read in `timeZone`).',
  fields: (t) => ({
    period: t.exposeString('period', { description: 'YYYY-MM' }),
    dreams: t.exposeInt('dreams', { description: 'Dreams of the month, with or without night facts.' }),
    lucid: t.exposeInt('lucid', { description: 'Dreams marked lucid.' }),
    nightmare: t.exposeInt('nightmare', { description: 'Dreams marked as nightmares.' }),
    recurring: t.exposeInt('recurring', { description: 'Dreams marked as recurring (had before).' }),
    mood: t.exposeFloat('mood', { nullable: true, description: 'Average of the dreams that recorded it.' }),
    vividness: t.exposeFloat('vividness', {
      nullable: true,
      description: 'Average vividness (1 to 5, two decimals) of the dreams that recorded it; null when none did.',
    }),
    sleepQuality: t.exposeFloat('sleepQuality', {
      nullable: true,
      description: 'Average sleep quality (1 to 5, two decimals) of the dreams that recorded it; null when none did.',
    }),
  }),
});

const NightFactsSummaryType = builder.objectRef<insights.NightFactsSummary>('NightFactsSummary').implement({
  description: 'The night facts (lucid, nightmare, recurring, mood, vividness, sleep quality) over the range.',
  fields: (t) => ({
    dreamsWithFacts: t.exposeInt('dreamsWithFacts', { description: 'Dreams with at least one night fact recorded.' }),
    lucid: t.exposeInt('lucid', { description: 'Dreams marked lucid.' }),
    nightmare: t.exposeInt('nightmare', { description: 'Dreams marked as nightmares.' }),
    recurring: t.exposeInt('recurring', { description: 'Dreams marked as recurring (had before).' }),
    mood: t.exposeFloat('mood', {
      nullable: true,
      description: 'Average mood (-2 to +2, two decimals) of the dreams that recorded it; null when none did.',
    }),
    vividness: t.exposeFloat('vividness', {
      nullable: true,
      description: 'Average vividness (1 to 5, two decimals) of the dreams that recorded it; null when none did.',
    }),
    sleepQuality: t.exposeFloat('sleepQuality', {
      nullable: true,
      description: 'Average sleep quality (1 to 5, two decimals) of the dreams that recorded it; null when none did.',
    }),
    months: t.field({
      type: [NightFactsMonthType],
      description: 'Month by month, oldest first; months without dreams are left out.',
      resolve: (summary) => summary.months,
    }),
  }),
});

const InsightsType = builder.objectRef<insights.Insights>('Insights').implement({
  description: "Patterns of the signed-in user's journal over a range of days.",
  fields: (t) => ({
    from: t.exposeString('from', {
      nullable: true,
      description: 'The first day of the range (YYYY-MM-DD) as asked; null when open.',
    }),
    to: t.exposeString('to', {
      nullable: true,
      description: 'The last day of the range (YYYY-MM-DD); null when open.',
    }),
    totalDreams: t.exposeInt('totalDreams', { description: 'Dreams dated in the range.' }),
    nights: t.exposeInt('nights', { description: 'Days with at least one dream.' }),
    currentStreak: t.exposeInt('currentStreak', {
      description:
        'Consecutive days with a dream up to today or yesterday (in `timeZone`), counting days of the range only; 0 when the last was earlier.',
    }),
    longestStreak: t.exposeInt('longestStreak', {
      description: 'The longest run of consecutive days with a dream within the range.',
    }),
    calendar: t.field({
      type: [DayCountType],
      description: 'Each day with at least one dream, oldest first; days without dreams are left out.',
      resolve: (value) => value.calendar,
    }),
    perWeek: t.field({
      type: [PeriodCountType],
      description: 'Dreams per week (from Monday), oldest first; weeks without dreams are left out.',
      resolve: (value) => value.perWeek,
    }),
    perMonth: t.field({
      type: [PeriodCountType],
      description: 'Dreams per calendar month, oldest first; months without dreams are left out.',
      resolve: (value) => value.perMonth,
    }),
    recurring: t.field({
      type: [RecurringElementType],
      description:
        'Up to 12 elements of each kind (symbols, then people, places, feelings); within a kind, the most frequent first.',
      resolve: (value) => value.recurring,
    }),
    tagPairs: t.field({
      type: [TagPairType],
      description: 'Up to 12 pairs of tags given together to at least two dreams, the most frequent first.',
      resolve: (value) => value.tagPairs,
    }),
    onThisDay: t.field({
      type: [OnThisDayType],
      description:
        "Up to 20 dreams of the range dated on today's day of the month in earlier months, the most recent first.",
      resolve: (value) => value.onThisDay,
    }),
    nightFacts: t.field({
      type: NightFactsSummaryType,
      description: 'Counts and averages of the night facts recorded with the dreams.',
      resolve: (value) => value.nightFacts,
    }),
    contentProfile: t.field({
      type: ContentProfileType,
      description:
        "The Hall–Van de Castle content profile of the range's dreams against the published norms, from their stored codes (corrections applied).",
      resolve: (value) => value.contentProfile,
    }),
  }),
});

const RANGE_DESCRIPTIONS = {
  from: 'The first day, YYYY-MM-DD; omit or null for no lower bound. Not a real calendar day: BAD_USER_INPUT.',
  to: 'The last day, YYYY-MM-DD; omit or null for no upper bound. Before `from`: BAD_USER_INPUT.',
  timeZone:
    'The IANA time zone (e.g. "Europe/Madrid") in which dreams are placed on days and today is decided; default UTC. Unknown: BAD_USER_INPUT.',
};

const ContentMeasureIdType = builder.enumType('ContentMeasureId', {
  description: 'A Hall–Van de Castle indicator of the content profile, as ContentMeasure.id names it.',
  values: Object.fromEntries(
    CONTENT_MEASURE_IDS.map((id) => [id, { value: id, description: `The indicator ContentMeasure.id calls "${id}".` }]),
  ) as Record<ContentMeasureId, { value: ContentMeasureId; description: string }>,
});

type RangeArgs = { from?: string | null; to?: string | null; timeZone?: string | null };

const computeFor = (userId: number, args: RangeArgs, context: GraphQLContext) =>
  insights.computeInsights(userId, parseInput(insightsRangeInput(context.locale), args), context.locale);

builder.queryFields((t) => ({
  insights: t.withAuth({ premium: true }).field({
    type: InsightsType,
    description:
      'Days are YYYY-MM-DD, both included, read in `timeZone` (IANA, default UTC); either may be left open. Premium plan only (PAYMENT_REQUIRED otherwise); a token of either scope may read it. `me { insights }` is the same, null without premium instead of the error.',
    args: {
      from: t.arg.string({ description: RANGE_DESCRIPTIONS.from }),
      to: t.arg.string({ description: RANGE_DESCRIPTIONS.to }),
      timeZone: t.arg.string({ description: RANGE_DESCRIPTIONS.timeZone }),
    },
    resolve: (_root, args, context) => computeFor(context.viewer.id, args, context),
  }),
  contentProfileSources: t.withAuth({ premium: true }).field({
    type: [ContentMeasureSourceType],
    description:
      "The dreams of the range that counted in one indicator's numerator, newest first, each with the words that made it count: ContentMeasure.sources of `insights(from, to, timeZone)`, fetched alone when the reader opens the indicator. Premium plan only (PAYMENT_REQUIRED otherwise).",
    args: {
      measureId: t.arg({ type: ContentMeasureIdType, required: true, description: 'The indicator.' }),
      from: t.arg.string({ description: RANGE_DESCRIPTIONS.from }),
      to: t.arg.string({ description: RANGE_DESCRIPTIONS.to }),
      timeZone: t.arg.string({ description: RANGE_DESCRIPTIONS.timeZone }),
    },
    resolve: (_root, { measureId, ...range }, context) =>
      insights.contentProfileSources(
        context.viewer.id,
        parseInput(insightsRangeInput(context.locale), range),
        measureId,
      ),
  }),
}));

builder.objectFields(UserType, (t) => ({
  insights: t.field({
    type: InsightsType,
    nullable: true,
    description:
      "The account's insights over a range, as Query.insights; null when the account has no premium access (see hasAccess), instead of PAYMENT_REQUIRED, so a page can ask for the access and the figures at once.",
    args: {
      from: t.arg.string({ description: RANGE_DESCRIPTIONS.from }),
      to: t.arg.string({ description: RANGE_DESCRIPTIONS.to }),
      timeZone: t.arg.string({ description: RANGE_DESCRIPTIONS.timeZone }),
    },
    // A User is only ever the viewer (graphql/owned-types.ts), so this is the viewer's own journal.
    resolve: (user, args, context) => (hasPremium(context) ? computeFor(user.id, args, context) : null),
  }),
}));
