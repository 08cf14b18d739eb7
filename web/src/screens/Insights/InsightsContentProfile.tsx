// The content profile: each Hall–Van de Castle indicator of the journal beside the published men's
// and women's norms, as bars, with the difference in words from Cohen's h against each norm, one
// sentence on what it measures and, on a click, the dreams and words that produced it (asked for only
// then: the whole profile's would be a third of the page's answer on a large journal). An indicator
// that needs more dreams than the range holds says how many more instead of a value (a profile read
// from too few dreams is noise: Domhoff & Schneider 1998).
import { Suspense, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type {
  InsightsContentProfile_insights$data,
  InsightsContentProfile_insights$key,
} from '../../__generated__/InsightsContentProfile_insights.graphql.ts';
import type {
  ContentMeasureId,
  InsightsContentProfileSourcesQuery,
} from '../../__generated__/InsightsContentProfileSourcesQuery.graphql.ts';
import { ChevronDownIcon } from '../../components/icons.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { getUiLocale } from '../../i18n/uiLocale.ts';
import { dreamGlobalId, InsightsDreamList } from './InsightsDreamList.tsx';
import { formatNumber } from './insightsFormat.ts';
import { insightsVariablesFrom } from './insightsRange.ts';
import { InsightsSection } from './InsightsSection.tsx';

const fragment = graphql`
  fragment InsightsContentProfile_insights on Insights {
    contentProfile {
      dreams
      measures {
        id
        value
        normMale
        normFemale
        hMale
        hFemale
        minDreams
        enough
        numerator
        denominator
      }
    }
  }
`;

/** One indicator's dreams and words over the page's range, asked for when the reader opens it. */
const sourcesQuery = graphql`
  query InsightsContentProfileSourcesQuery(
    $measureId: ContentMeasureId!
    $from: String
    $to: String
    $timeZone: String
  ) {
    contentProfileSources(measureId: $measureId, from: $from, to: $to, timeZone: $timeZone) {
      dreamId
      words
    }
  }
`;

type Measure = InsightsContentProfile_insights$data['contentProfile']['measures'][number];

/** Each indicator's name and its one-sentence explanation, by the API's id. */
const MEASURES: Record<string, { name: () => string; about: () => string }> = {
  male_female_percent: {
    name: m.insights_measure_male_female_percent,
    about: m.insights_measure_male_female_percent_about,
  },
  familiarity_percent: {
    name: m.insights_measure_familiarity_percent,
    about: m.insights_measure_familiarity_percent_about,
  },
  friends_percent: { name: m.insights_measure_friends_percent, about: m.insights_measure_friends_percent_about },
  family_percent: { name: m.insights_measure_family_percent, about: m.insights_measure_family_percent_about },
  animal_percent: { name: m.insights_measure_animal_percent, about: m.insights_measure_animal_percent_about },
  aggression_friendliness_percent: {
    name: m.insights_measure_aggression_friendliness_percent,
    about: m.insights_measure_aggression_friendliness_percent_about,
  },
  befriender_percent: {
    name: m.insights_measure_befriender_percent,
    about: m.insights_measure_befriender_percent_about,
  },
  aggressor_percent: { name: m.insights_measure_aggressor_percent, about: m.insights_measure_aggressor_percent_about },
  physical_aggression_percent: {
    name: m.insights_measure_physical_aggression_percent,
    about: m.insights_measure_physical_aggression_percent_about,
  },
  ac_index: { name: m.insights_measure_ac_index, about: m.insights_measure_ac_index_about },
  fc_index: { name: m.insights_measure_fc_index, about: m.insights_measure_fc_index_about },
  sc_index: { name: m.insights_measure_sc_index, about: m.insights_measure_sc_index_about },
  negative_emotions_percent: {
    name: m.insights_measure_negative_emotions_percent,
    about: m.insights_measure_negative_emotions_percent_about,
  },
  dreamer_involved_success_percent: {
    name: m.insights_measure_dreamer_involved_success_percent,
    about: m.insights_measure_dreamer_involved_success_percent_about,
  },
  torso_anatomy_percent: {
    name: m.insights_measure_torso_anatomy_percent,
    about: m.insights_measure_torso_anatomy_percent_about,
  },
  bodily_misfortunes_percent: {
    name: m.insights_measure_bodily_misfortunes_percent,
    about: m.insights_measure_bodily_misfortunes_percent_about,
  },
};

/** Cohen's conventions, as the API documents h: under 0.2 no real difference, 0.5 and over a large one. */
export function effectWords(h: number): string {
  const size = Math.abs(h);
  if (size < 0.2) return m.insights_effect_about_the_same();
  if (size < 0.5) return h > 0 ? m.insights_effect_somewhat_more() : m.insights_effect_somewhat_less();
  return h > 0 ? m.insights_effect_much_more() : m.insights_effect_much_less();
}

const isIndex = (id: string) => id.endsWith('_index');

/** 45.3% / 45,3 % for the percentages, 0.34 / 0,34 for the per-character indexes. */
function formatMeasure(id: string, value: number): string {
  if (isIndex(id)) return formatNumber(value, 2);
  return new Intl.NumberFormat(getUiLocale(), { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

export function InsightsContentProfile({ insights }: { insights: InsightsContentProfile_insights$key }) {
  const { contentProfile: profile } = useFragment(fragment, insights);
  const ready = profile.measures.filter((measure) => measure.enough).length;
  const total = formatNumber(profile.measures.length);
  return (
    <InsightsSection
      title={m.insights_profile_title()}
      note={m.insights_profile_note({ count: formatNumber(profile.dreams) })}
      className="insights-profile"
    >
      <p className="insights-profile__ready">
        {ready === profile.measures.length
          ? m.insights_profile_all_ready({ total })
          : m.insights_profile_ready({ ready: formatNumber(ready), total })}
      </p>
      <ul className="insights-profile__list">
        {profile.measures.map((measure) => (
          <ContentMeasure key={measure.id} measure={measure} dreams={profile.dreams} />
        ))}
      </ul>
    </InsightsSection>
  );
}

function ContentMeasure({ measure, dreams }: { measure: Measure; dreams: number }) {
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  const titleId = useId();
  const texts = MEASURES[measure.id];
  const format = (value: number) => formatMeasure(measure.id, value);
  const readable = measure.enough && measure.value != null;
  // The bars' full length: 100% for the percentages; for the indexes, a little past the largest value.
  const top = isIndex(measure.id) ? Math.max(0.1, measure.value ?? 0, measure.normMale, measure.normFemale) * 1.2 : 100;
  const bars = [
    ...(readable ? [{ key: 'you', label: m.insights_profile_you(), value: measure.value! }] : []),
    { key: 'men', label: m.insights_profile_men(), value: measure.normMale },
    { key: 'women', label: m.insights_profile_women(), value: measure.normFemale },
  ];
  const missing = Math.max(0, measure.minDreams - dreams);
  return (
    <li className={`insights-measure${readable ? '' : ' insights-measure--waiting'}`} aria-labelledby={titleId}>
      <h3 id={titleId} className="insights-measure__name">
        {texts?.name() ?? measure.id}
      </h3>
      {texts && <p className="insights-measure__about">{texts.about()}</p>}
      <dl className="insights-measure__bars">
        {bars.map((bar) => (
          <div key={bar.key} className={`insights-measure__bar-row insights-measure__bar-row--${bar.key}`}>
            <dt className="insights-measure__bar-label">{bar.label}</dt>
            <dd className="insights-measure__bar-value">
              <span className="insights-measure__track" aria-hidden="true">
                <span style={{ width: `${Math.min(100, (bar.value / top) * 100)}%` }} />
              </span>
              <span className="insights-measure__figure">{format(bar.value)}</span>
            </dd>
          </div>
        ))}
      </dl>
      {!measure.enough ? (
        <p className="insights-measure__needs">
          {missing === 1
            ? m.insights_profile_needs_one({ min: formatNumber(measure.minDreams) })
            : m.insights_profile_needs({ count: formatNumber(missing), min: formatNumber(measure.minDreams) })}
        </p>
      ) : measure.value == null || measure.hMale == null || measure.hFemale == null ? (
        <p className="insights-measure__needs">{m.insights_profile_no_value()}</p>
      ) : (
        <>
          <p className="insights-measure__compare">
            {m.insights_profile_compare({ men: effectWords(measure.hMale), women: effectWords(measure.hFemale) })}
          </p>
          <p className="insights-measure__counted">
            {isIndex(measure.id)
              ? m.insights_profile_counted_index({
                  numerator: formatNumber(measure.numerator),
                  denominator: formatNumber(measure.denominator),
                })
              : m.insights_profile_counted({
                  numerator: formatNumber(measure.numerator),
                  denominator: formatNumber(measure.denominator),
                })}
          </p>
        </>
      )}
      {measure.enough && (
        <>
          <Button
            className="button button--ghost insights-profile__toggle"
            aria-expanded={isOpen}
            aria-controls={isOpen ? listId : undefined}
            onPress={() => setOpen(!isOpen)}
          >
            {isOpen ? m.insights_profile_hide_sources() : m.insights_profile_show_sources()}
            <ChevronDownIcon width={16} height={16} className={isOpen ? 'insights-chevron--open' : ''} />
          </Button>
          {isOpen && (
            <div id={listId} className="insights-measure__sources">
              <Suspense fallback={<p className="inline-loading">{m.loading_inline()}</p>}>
                <MeasureSources measureId={measure.id} />
              </Suspense>
            </div>
          )}
        </>
      )}
    </li>
  );
}

function MeasureSources({ measureId }: { measureId: string }) {
  const [params] = useSearchParams();
  const { contentProfileSources: sources } = useLazyLoadQuery<InsightsContentProfileSourcesQuery>(
    sourcesQuery,
    { measureId: measureId as ContentMeasureId, ...insightsVariablesFrom(params) },
    { fetchPolicy: 'store-or-network' },
  );
  if (sources.length === 0) return <p className="insights-section__empty">{m.insights_profile_no_sources()}</p>;
  return (
    <InsightsDreamList
      ids={sources.map((source) => dreamGlobalId(source.dreamId))}
      words={new Map(sources.map((source) => [dreamGlobalId(source.dreamId), source.words]))}
    />
  );
}
