// Query.insights: the pattern analysis of the user's own journal, behind the same premium scope as
// the AI interpretations (the Premium plan sells "advanced dream pattern analysis").
import { builder } from '../../graphql/builder.ts';
import { parseInput } from '../../graphql/errors.ts';
import { globalIdOf } from '../../lib/ids.ts';
import { ELEMENT_KINDS } from './dream-elements.ts';
import { insightsRangeInput } from '#shared/inputs/insights.inputs.ts';
import * as insights from './insights.service.ts';

const DayCountType = builder.objectRef<insights.DayCount>('InsightsDayCount').implement({
  fields: (t) => ({ day: t.exposeString('day', { description: 'YYYY-MM-DD' }), count: t.exposeInt('count') }),
});

const PeriodCountType = builder.objectRef<insights.PeriodCount>('InsightsPeriodCount').implement({
  fields: (t) => ({
    period: t.exposeString('period', { description: "YYYY-MM-DD (the week's Monday) or YYYY-MM." }),
    count: t.exposeInt('count'),
  }),
});

const ElementKindType = builder.enumType('InsightsElementKind', { values: ELEMENT_KINDS });

const RecurringElementType = builder.objectRef<insights.RecurringElement>('RecurringElement').implement({
  description: 'A symbol, person, place or feeling found in at least two dreams of the range.',
  fields: (t) => ({
    kind: t.field({ type: ElementKindType, resolve: (element) => element.kind }),
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
  fields: (t) => ({ tags: t.exposeStringList('tags'), count: t.exposeInt('count') }),
});

const OnThisDayType = builder.objectRef<insights.OnThisDayDream>('OnThisDayDream').implement({
  fields: (t) => ({
    dreamId: t.id({ resolve: (dream) => globalIdOf('DreamEntry', dream.id) }),
    databaseId: t.exposeInt('id'),
    title: t.exposeString('title'),
    date: t.expose('date', { type: 'DateTime' }),
    monthsAgo: t.exposeInt('monthsAgo'),
  }),
});

const NightFactsMonthType = builder.objectRef<insights.NightFactsMonth>('NightFactsMonth').implement({
  fields: (t) => ({
    period: t.exposeString('period', { description: 'YYYY-MM' }),
    dreams: t.exposeInt('dreams'),
    lucid: t.exposeInt('lucid'),
    nightmare: t.exposeInt('nightmare'),
    recurring: t.exposeInt('recurring'),
    mood: t.exposeFloat('mood', { nullable: true, description: 'Average of the dreams that recorded it.' }),
    vividness: t.exposeFloat('vividness', { nullable: true }),
    sleepQuality: t.exposeFloat('sleepQuality', { nullable: true }),
  }),
});

const NightFactsSummaryType = builder.objectRef<insights.NightFactsSummary>('NightFactsSummary').implement({
  fields: (t) => ({
    dreamsWithFacts: t.exposeInt('dreamsWithFacts'),
    lucid: t.exposeInt('lucid'),
    nightmare: t.exposeInt('nightmare'),
    recurring: t.exposeInt('recurring'),
    mood: t.exposeFloat('mood', { nullable: true }),
    vividness: t.exposeFloat('vividness', { nullable: true }),
    sleepQuality: t.exposeFloat('sleepQuality', { nullable: true }),
    months: t.field({ type: [NightFactsMonthType], resolve: (summary) => summary.months }),
  }),
});

const InsightsType = builder.objectRef<insights.Insights>('Insights').implement({
  description: "Patterns of the signed-in user's journal over a range of days.",
  fields: (t) => ({
    from: t.exposeString('from', { nullable: true }),
    to: t.exposeString('to', { nullable: true }),
    totalDreams: t.exposeInt('totalDreams'),
    nights: t.exposeInt('nights', { description: 'Days with at least one dream.' }),
    currentStreak: t.exposeInt('currentStreak'),
    longestStreak: t.exposeInt('longestStreak'),
    calendar: t.field({ type: [DayCountType], resolve: (value) => value.calendar }),
    perWeek: t.field({ type: [PeriodCountType], resolve: (value) => value.perWeek }),
    perMonth: t.field({ type: [PeriodCountType], resolve: (value) => value.perMonth }),
    recurring: t.field({ type: [RecurringElementType], resolve: (value) => value.recurring }),
    tagPairs: t.field({ type: [TagPairType], resolve: (value) => value.tagPairs }),
    onThisDay: t.field({ type: [OnThisDayType], resolve: (value) => value.onThisDay }),
    nightFacts: t.field({ type: NightFactsSummaryType, resolve: (value) => value.nightFacts }),
  }),
});

builder.queryFields((t) => ({
  insights: t.withAuth({ premium: true }).field({
    type: InsightsType,
    description: 'Days are YYYY-MM-DD, both included, read in `timeZone` (IANA, default UTC); either may be left open.',
    args: {
      from: t.arg.string(),
      to: t.arg.string(),
      timeZone: t.arg.string(),
    },
    resolve: (_root, args, context) => {
      const range = parseInput(insightsRangeInput(context.locale), args);
      return insights.computeInsights(context.viewer.id, range, context.locale);
    },
  }),
}));
