// The night facts (lucid, nightmare, recurring, mood, vividness, sleep quality) over the range: each
// with its figure for the whole range and its trend month by month as tiny bars; the month-by-month
// figures are also a table for screen readers.
import { graphql, useFragment } from 'react-relay';
import type {
  InsightsNightFacts_insights$data,
  InsightsNightFacts_insights$key,
} from '../../__generated__/InsightsNightFacts_insights.graphql.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { formatNumber, formatPeriodLong, formatPeriodShort } from './insightsFormat.ts';
import { InsightsSection } from './InsightsSection.tsx';
import { MiniBars } from './MiniBars.tsx';

const fragment = graphql`
  fragment InsightsNightFacts_insights on Insights {
    totalDreams
    nightFacts {
      dreamsWithFacts
      lucid
      nightmare
      recurring
      mood
      vividness
      sleepQuality
      months {
        period
        dreams
        lucid
        nightmare
        recurring
        mood
        vividness
        sleepQuality
      }
    }
  }
`;

type Month = InsightsNightFacts_insights$data['nightFacts']['months'][number];

const signed = (value: number) => `${value > 0 ? '+' : ''}${formatNumber(value, 1)}`;

export function InsightsNightFacts({ insights }: { insights: InsightsNightFacts_insights$key }) {
  const { totalDreams, nightFacts: facts } = useFragment(fragment, insights);
  const { months } = facts;
  const counted = (count: number) =>
    m.insights_facts_of({ count: formatNumber(count), total: formatNumber(totalDreams) });
  const average = (value: number | null | undefined, scale: string) =>
    value == null ? m.insights_facts_not_noted() : m.insights_facts_average({ value: formatNumber(value, 1), scale });
  const share = (pick: (month: Month) => number) => (month: Month) =>
    month.dreams > 0 ? pick(month) / month.dreams : 0;
  const rows = [
    { label: m.insights_fact_lucid(), value: counted(facts.lucid), trend: months.map(share((x) => x.lucid)), max: 1 },
    {
      label: m.insights_fact_nightmare(),
      value: counted(facts.nightmare),
      trend: months.map(share((x) => x.nightmare)),
      max: 1,
    },
    {
      label: m.insights_fact_recurring(),
      value: counted(facts.recurring),
      trend: months.map(share((x) => x.recurring)),
      max: 1,
    },
    {
      label: m.insights_fact_mood(),
      value: facts.mood == null ? m.insights_facts_not_noted() : m.insights_facts_mood({ value: signed(facts.mood) }),
      trend: months.map((x) => x.mood ?? null),
      min: -2,
      max: 2,
    },
    {
      label: m.insights_fact_vividness(),
      value: average(facts.vividness, '5'),
      trend: months.map((x) => x.vividness ?? null),
      min: 0,
      max: 5,
    },
    {
      label: m.insights_fact_sleep(),
      value: average(facts.sleepQuality, '5'),
      trend: months.map((x) => x.sleepQuality ?? null),
      min: 0,
      max: 5,
    },
  ];
  const optional = (value: number | null | undefined, format: (value: number) => string) =>
    value == null ? '–' : format(value);
  return (
    <InsightsSection title={m.insights_facts_title()} note={m.insights_facts_note()} className="insights-facts">
      {facts.dreamsWithFacts === 0 ? (
        <p className="insights-section__empty">{m.insights_facts_none()}</p>
      ) : (
        <>
          {/* The range's figures; the bars beside them, one per month, are in the table below. */}
          <dl className="insights-facts__list">
            {rows.map((row) => (
              <div key={row.label} className="insights-facts__row">
                <dt className="insights-facts__label">{row.label}</dt>
                <dd className="insights-facts__value">{row.value}</dd>
                <dd className="insights-facts__trend" aria-hidden="true">
                  <MiniBars values={row.trend.slice(-12)} min={row.min ?? 0} max={row.max} />
                </dd>
              </div>
            ))}
          </dl>
          <p className="insights-facts__span" aria-hidden="true">
            {months.length > 0 &&
              m.insights_facts_span({
                first: formatPeriodShort(months.slice(-12)[0]!.period),
                last: formatPeriodShort(months.at(-1)!.period),
              })}
          </p>
          {/* A table is as wide as its cells, whatever its own width: the box around it is what hides it. */}
          <div className="visually-hidden">
            <table>
              <caption>{m.insights_facts_table()}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.insights_col_month()}</th>
                  <th scope="col">{m.insights_col_dreams()}</th>
                  <th scope="col">{m.insights_fact_lucid()}</th>
                  <th scope="col">{m.insights_fact_nightmare()}</th>
                  <th scope="col">{m.insights_fact_recurring()}</th>
                  <th scope="col">{m.insights_fact_mood()}</th>
                  <th scope="col">{m.insights_fact_vividness()}</th>
                  <th scope="col">{m.insights_fact_sleep()}</th>
                </tr>
              </thead>
              <tbody>
                {months.map((month) => (
                  <tr key={month.period}>
                    <th scope="row">{formatPeriodLong(month.period)}</th>
                    <td>{formatNumber(month.dreams)}</td>
                    <td>{formatNumber(month.lucid)}</td>
                    <td>{formatNumber(month.nightmare)}</td>
                    <td>{formatNumber(month.recurring)}</td>
                    <td>{optional(month.mood, signed)}</td>
                    <td>{optional(month.vividness, (value) => formatNumber(value, 1))}</td>
                    <td>{optional(month.sleepQuality, (value) => formatNumber(value, 1))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </InsightsSection>
  );
}
