// /insights?from=&to=: the patterns of the journal over a range of days (premium, like the AI
// interpretations): nights on a calendar with the streaks, dreams per week or month, what recurs,
// the content profile against the Hall–Van de Castle norms, tags given together, "on this day" and
// the night facts' trends. The range lives in the URL, so the route loader starts the query for it.
// One query tells the access and brings the figures (`me.insights` is null without premium access);
// without it the page says what it offers and leads to the subscription.
import { Suspense, type FormEvent } from 'react';
import { Button, Link } from 'react-aria-components';
import { graphql } from 'react-relay';
import { useNavigation, useSearchParams } from 'react-router-dom';
import type { InsightsQuery } from '../../__generated__/InsightsQuery.graphql.ts';
import { SkeletonBlock, SkeletonRegion } from '../../components/Skeleton.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUiLocale } from '../../i18n/uiLocale.ts';
import { useRouteQuery } from '../../relay/routeQueries.ts';
import { InsightsCalendar } from './InsightsCalendar.tsx';
import { InsightsContentProfile } from './InsightsContentProfile.tsx';
import { InsightsNightFacts } from './InsightsNightFacts.tsx';
import { InsightsOffer } from './InsightsOffer.tsx';
import { InsightsOnThisDay } from './InsightsOnThisDay.tsx';
import { InsightsPerPeriod } from './InsightsPerPeriod.tsx';
import { insightsRangeFrom } from './insightsRange.ts';
import { InsightsRecurring } from './InsightsRecurring.tsx';
import { InsightsTagPairs } from './InsightsTagPairs.tsx';
import { formatDay, formatNumber } from './insightsFormat.ts';
import '../../components/button.css';
import '../../components/field.css';
import './insights.css';

export const insightsQuery = graphql`
  query InsightsQuery($from: String, $to: String, $timeZone: String) {
    me {
      id
      hasAccess
      insights(from: $from, to: $to, timeZone: $timeZone) {
        totalDreams
        nights
        currentStreak
        longestStreak
        ...InsightsCalendar_insights
        ...InsightsPerPeriod_insights
        ...InsightsRecurring_insights
        ...InsightsContentProfile_insights
        ...InsightsTagPairs_insights
        ...InsightsOnThisDay_insights
        ...InsightsNightFacts_insights
      }
    }
  }
`;

export function Insights() {
  useUiLocale();
  useDocumentTitle(m.insights_title());
  return (
    <div className="page insights">
      <h1 className="page-title">{m.insights_title()}</h1>
      <p className="insights__lead">{m.insights_lead()}</p>
      <Suspense fallback={<InsightsSkeleton />}>
        <InsightsContent />
      </Suspense>
    </div>
  );
}

function InsightsContent() {
  const data = useRouteQuery<InsightsQuery>(insightsQuery);
  // A new range starts the sections afresh (the calendar on the range's last month).
  const [params] = useSearchParams();
  const { from, to } = insightsRangeFrom(params);
  if (!data.me) return null;
  const { insights } = data.me;
  if (!data.me.hasAccess || !insights) return <InsightsOffer />;
  const number = (value: number) => formatNumber(value);
  const days = (count: number) => (count === 1 ? m.insights_day_one() : m.insights_days({ count: number(count) }));
  const figures = [
    { label: m.insights_total_dreams(), value: number(insights.totalDreams) },
    { label: m.insights_nights(), value: number(insights.nights) },
    { label: m.insights_current_streak(), value: days(insights.currentStreak) },
    { label: m.insights_longest_streak(), value: days(insights.longestStreak) },
  ];
  return (
    <>
      <RangeForm />
      <dl className="insights-figures" aria-label={m.insights_figures()}>
        {figures.map(({ label, value }) => (
          <div key={label} className="insights-figure">
            <dt className="insights-figure__label">{label}</dt>
            <dd className="insights-figure__value">{value}</dd>
          </div>
        ))}
      </dl>
      {insights.totalDreams === 0 ? (
        <p className="insights__empty">{m.insights_empty()}</p>
      ) : (
        <div key={`${from}/${to}`} className="insights__sections">
          <InsightsCalendar insights={insights} />
          <InsightsPerPeriod insights={insights} />
          <InsightsRecurring insights={insights} />
          <InsightsContentProfile insights={insights} />
          <InsightsTagPairs insights={insights} />
          <InsightsOnThisDay insights={insights} />
          <InsightsNightFacts insights={insights} />
        </div>
      )}
    </>
  );
}

/** From and to, both optional; applying writes them to the URL, and the route loads that range. */
function RangeForm() {
  const [params, setParams] = useSearchParams();
  const { from, to } = insightsRangeFrom(params);
  const isLoading = useNavigation().state === 'loading';

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const name of ['from', 'to'] as const) {
      const value = String(form.get(name) ?? '');
      if (value) next[name] = value;
    }
    setParams(next);
  }

  return (
    <form className="insights-range" onSubmit={apply} aria-label={m.insights_range()}>
      {/* Keyed by the URL's range, so going back in history shows that range in the fields. */}
      <label className="field">
        <span className="field__label">{m.insights_from()}</span>
        <input key={`from-${from}`} className="field__input" type="date" name="from" defaultValue={from ?? ''} />
      </label>
      <label className="field">
        <span className="field__label">{m.insights_to()}</span>
        <input key={`to-${to}`} className="field__input" type="date" name="to" defaultValue={to ?? ''} />
      </label>
      <div className="insights-range__actions">
        <Button type="submit" className="button button--secondary" isDisabled={isLoading}>
          {m.insights_apply()}
        </Button>
        {(from || to) && (
          <Link href="/insights" className="button button--ghost">
            {m.insights_all_time()}
          </Link>
        )}
      </div>
      <p className="insights-range__status" role="status">
        {isLoading
          ? m.loading_inline()
          : from || to
            ? m.insights_range_shown({ from: from ? formatDay(from) : '…', to: to ? formatDay(to) : '…' })
            : ''}
      </p>
    </form>
  );
}

function InsightsSkeleton() {
  return (
    <SkeletonRegion label={m.loading_inline()}>
      <SkeletonBlock width="100%" height="5rem" />
      <div className="insights-figures" style={{ marginTop: 'var(--space-5)' }}>
        {[0, 1, 2, 3].map((index) => (
          <SkeletonBlock key={index} width="100%" height="5rem" />
        ))}
      </div>
      <SkeletonBlock width="100%" height="20rem" style={{ marginTop: 'var(--space-5)' }} />
    </SkeletonRegion>
  );
}
