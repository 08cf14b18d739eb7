// The content profile as GraphQL types (Insights.contentProfile): the journal's value of each
// Hall–Van de Castle indicator beside the published norms, with the counts and the dreams and words
// behind it so the insights page can drill down. Built from stored codes only (content-profile.ts).
import { builder } from '../../graphql/builder.ts';
import type { LazyContentMeasure, LazyContentProfile, MeasureSource } from './content-profile.ts';
import { CONTENT_MEASURE_IDS } from './hvdc-norms.ts';

export const ContentMeasureSourceType = builder.objectRef<MeasureSource>('ContentMeasureSource').implement({
  description: "A dream that counted in an indicator's numerator, with the words that made it count.",
  fields: (t) => ({
    dreamId: t.exposeInt('dreamId', { description: "The dream's numeric id, as in URLs and the REST API." }),
    words: t.exposeStringList('words', {
      description: 'The words of the dream the counted codes were read from, each once, in the order read.',
    }),
  }),
});

const ContentMeasureType = builder.objectRef<LazyContentMeasure>('ContentMeasure').implement({
  description:
    "One Hall–Van de Castle indicator of the journal beside the published men's and women's norms (Hall & Van de Castle 1966, as tabulated by Domhoff 1996).",
  fields: (t) => ({
    id: t.exposeString('id', {
      description: `The indicator, one of: ${CONTENT_MEASURE_IDS.join(', ')} (always in that order).`,
    }),
    value: t.exposeFloat('value', {
      nullable: true,
      description:
        'The journal\'s value on the HVdC scale: a percentage (0-100, one decimal) for the "_percent" ids, a decimal per character (two decimals) for the "_index" ids; null when nothing was coded to divide by.',
    }),
    normMale: t.exposeFloat('normMale', { description: "The men's norm, on the same scale as value." }),
    normFemale: t.exposeFloat('normFemale', { description: "The women's norm, on the same scale as value." }),
    hMale: t.exposeFloat('hMale', {
      nullable: true,
      description:
        "Cohen's h of value against the men's norm (two decimals), positive when the journal has more: under 0.2 about the same, 0.5 or more a large difference; null when value is.",
    }),
    hFemale: t.exposeFloat('hFemale', {
      nullable: true,
      description: "Cohen's h of value against the women's norm, read as hMale; null when value is.",
    }),
    minDreams: t.exposeInt('minDreams', {
      description:
        'Dreams of the range this indicator needs before it is stable enough to read (Domhoff & Schneider 1998).',
    }),
    enough: t.exposeBoolean('enough', {
      description: 'Whether the range has at least minDreams coded dreams; the page shows the value only then.',
    }),
    numerator: t.exposeInt('numerator', {
      description:
        'Codes counted in the value (male characters, aggressions, negative emotions...); value = numerator / denominator.',
    }),
    denominator: t.exposeInt('denominator', {
      description:
        'Codes the value divides by (characters of known sex, characters, emotions...); 0 when value is null.',
    }),
    sources: t.field({
      type: [ContentMeasureSourceType],
      description:
        "The dreams that counted in the numerator, newest first, each with its words. Read from the dreams' codes when asked for (once per request for all indicators); a page that shows one indicator's dreams at a time asks Query.contentProfileSources instead.",
      resolve: (measure) => measure.sources(),
    }),
  }),
});

export const ContentProfileType = builder.objectRef<LazyContentProfile>('ContentProfile').implement({
  description:
    "The journal's Hall–Van de Castle content profile over a range, read from each dream's stored content codes with the user's corrections applied.",
  fields: (t) => ({
    dreams: t.exposeInt('dreams', {
      description:
        'Dreams of the range with stored content codes (every dream, once the start-up job has coded those saved before coding existed).',
    }),
    measures: t.field({
      type: [ContentMeasureType],
      description: 'The sixteen indicators, always all of them and in the order of ContentMeasure.id.',
      resolve: (profile) => profile.measures,
    }),
  }),
});
