// Dreams per week or per month: a bar chart (recharts, loaded with this page only) and the same
// figures in a table that only screen readers meet (the chart is hidden from them). Weeks and months
// without a dream are drawn as empty bars between the first and the last.
import { lazy, Suspense, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { InsightsPerPeriod_insights$key } from '../../__generated__/InsightsPerPeriod_insights.graphql.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { formatNumber, formatPeriodLong, formatPeriodShort, monthsBetween, weeksBetween } from './insightsFormat.ts';
import { InsightsSection } from './InsightsSection.tsx';

// recharts downloads when this section renders: no other route pays for it (e2e/bundle-budget.e2e.ts).
const InsightsBarChart = lazy(() => import('./InsightsBarChart.tsx'));

const fragment = graphql`
  fragment InsightsPerPeriod_insights on Insights {
    perWeek {
      period
      count
    }
    perMonth {
      period
      count
    }
  }
`;

type Counts = readonly { period: string; count: number }[];

/** Every week or month from the first to the last, the missing ones at zero. */
function filled(counts: Counts, unit: 'week' | 'month') {
  if (counts.length === 0) return [];
  const first = counts[0]!.period;
  const last = counts.at(-1)!.period;
  const byPeriod = new Map(counts.map(({ period, count }) => [period, count]));
  const periods = unit === 'month' ? monthsBetween(first, last) : weeksBetween(first, last);
  return periods.map((period) => ({ period, count: byPeriod.get(period) ?? 0 }));
}

export function InsightsPerPeriod({ insights }: { insights: InsightsPerPeriod_insights$key }) {
  const { perWeek, perMonth } = useFragment(fragment, insights);
  // Weeks while they are few enough to read as bars; months beyond that.
  const [unit, setUnit] = useState<Key>(perMonth.length > 3 ? 'month' : 'week');
  return (
    <InsightsSection title={m.insights_per_period_title()} className="insights-per-period">
      <Tabs selectedKey={unit} onSelectionChange={setUnit}>
        <TabList className="insights-tabs" aria-label={m.insights_per_period_unit()}>
          <Tab id="week" className="insights-tab">
            {m.insights_per_week()}
          </Tab>
          <Tab id="month" className="insights-tab">
            {m.insights_per_month()}
          </Tab>
        </TabList>
        <TabPanel id="week" className="insights-tab-panel">
          <PeriodChart rows={filled(perWeek, 'week')} caption={m.insights_per_week_caption()} />
        </TabPanel>
        <TabPanel id="month" className="insights-tab-panel">
          <PeriodChart rows={filled(perMonth, 'month')} caption={m.insights_per_month_caption()} />
        </TabPanel>
      </Tabs>
    </InsightsSection>
  );
}

function PeriodChart({ rows, caption }: { rows: Counts; caption: string }) {
  return (
    <>
      <div className="insights-chart" aria-hidden="true">
        <Suspense fallback={null}>
          <InsightsBarChart rows={rows.map((row) => ({ label: formatPeriodShort(row.period), count: row.count }))} />
        </Suspense>
      </div>
      {/* A table is as wide as its cells, whatever its own width: the box around it is what hides it. */}
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{m.insights_col_period()}</th>
              <th scope="col">{m.insights_col_dreams()}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.period}>
                <th scope="row">{formatPeriodLong(row.period)}</th>
                <td>{formatNumber(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
