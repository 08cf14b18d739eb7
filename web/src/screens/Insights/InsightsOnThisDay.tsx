// "On this day": the dreams of the range dated on today's day of the month in earlier months and
// years, the most recent first.
import { Link } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { InsightsOnThisDay_insights$key } from '../../__generated__/InsightsOnThisDay_insights.graphql.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { formatLongDate } from '../../i18n/formatDates.ts';
import { formatMonthsAgo } from './insightsFormat.ts';
import { InsightsSection } from './InsightsSection.tsx';

const fragment = graphql`
  fragment InsightsOnThisDay_insights on Insights {
    onThisDay {
      dreamId
      databaseId
      title
      date
      monthsAgo
    }
  }
`;

export function InsightsOnThisDay({ insights }: { insights: InsightsOnThisDay_insights$key }) {
  const { onThisDay } = useFragment(fragment, insights);
  return (
    <InsightsSection title={m.insights_on_this_day_title()} note={m.insights_on_this_day_note()}>
      {onThisDay.length === 0 ? (
        <p className="insights-section__empty">{m.insights_on_this_day_none()}</p>
      ) : (
        <ul className="insights-dreams">
          {onThisDay.map((dream) => (
            <li key={dream.dreamId} className="insights-dreams__item">
              <span className="insights-dreams__ago">{formatMonthsAgo(dream.monthsAgo)}</span>
              <Link href={`/dreams/${dream.databaseId}`} className="insights-dreams__link">
                {dream.title || m.insights_untitled()}
              </Link>
              <span className="insights-dreams__date">{formatLongDate(dream.date)}</span>
            </li>
          ))}
        </ul>
      )}
    </InsightsSection>
  );
}
