// The nights recorded, as a month grid (Monday first, as the API counts weeks) the reader pages
// through, from the range's first month with a dream to its last; each night with a dream is marked
// and says how many in words. The streaks are in the figures above.
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { InsightsCalendar_insights$key } from '../../__generated__/InsightsCalendar_insights.graphql.ts';
import { ArrowLeftIcon } from '../../components/icons.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { getUiLocale } from '../../i18n/uiLocale.ts';
import { formatNumber, monthsBetween, today } from './insightsFormat.ts';
import { InsightsSection } from './InsightsSection.tsx';

const fragment = graphql`
  fragment InsightsCalendar_insights on Insights {
    from
    to
    currentStreak
    longestStreak
    calendar {
      day
      count
    }
  }
`;

/** The weeks of a month (YYYY-MM), Monday first: each day of the month, null before the 1st and after the last. */
function weeksOf(month: string): (string | null)[][] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthNumber - 1, 1));
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: (first.getUTCDay() + 6) % 7 }, () => null);
  for (let day = 1; day <= days; day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export function InsightsCalendar({ insights }: { insights: InsightsCalendar_insights$key }) {
  const { from, to, calendar, currentStreak, longestStreak } = useFragment(fragment, insights);
  const counts = new Map(calendar.map(({ day, count }) => [day, count]));
  const firstMonth = (from ?? calendar[0]?.day ?? today()).slice(0, 7);
  const lastMonth = (calendar.at(-1)?.day ?? to ?? today()).slice(0, 7);
  const months = monthsBetween(firstMonth < lastMonth ? firstMonth : lastMonth, lastMonth);
  // The last month with a dream first: the one a reader most likely wants.
  const [shown, setShown] = useState(months.length - 1);
  const index = Math.min(shown, months.length - 1);
  const month = months[index]!;

  const locale = getUiLocale();
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
  // "octubre de 2026" begins a heading-like line: only its first letter is capitalised.
  const monthTitle = monthName.charAt(0).toLocaleUpperCase(locale) + monthName.slice(1);
  // 2024-01-01 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2024, 0, 1 + day)));
  const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  const dreamsInMonth = calendar.filter(({ day }) => day.startsWith(month));

  return (
    <InsightsSection
      title={m.insights_calendar_title()}
      note={m.insights_calendar_note({
        current: formatNumber(currentStreak),
        longest: formatNumber(longestStreak),
      })}
      className="insights-calendar"
    >
      <div className="insights-calendar__header">
        <Button
          className="button button--ghost insights-calendar__step"
          aria-label={m.insights_calendar_previous()}
          isDisabled={index === 0}
          onPress={() => setShown(index - 1)}
        >
          <ArrowLeftIcon width={18} height={18} />
        </Button>
        <p className="insights-calendar__month" aria-live="polite">
          {monthTitle}
          <span className="insights-calendar__month-count">
            {dreamsInMonth.length === 1
              ? m.insights_calendar_month_nights_one()
              : m.insights_calendar_month_nights({ count: formatNumber(dreamsInMonth.length) })}
          </span>
        </p>
        <Button
          className="button button--ghost insights-calendar__step insights-calendar__step--next"
          aria-label={m.insights_calendar_next()}
          isDisabled={index === months.length - 1}
          onPress={() => setShown(index + 1)}
        >
          <ArrowLeftIcon width={18} height={18} />
        </Button>
      </div>
      <table className="insights-calendar__grid">
        <caption className="visually-hidden">{monthTitle}</caption>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day.getTime()} scope="col" abbr={weekdayLong.format(day)}>
                {weekdayShort.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, column) => {
                const count = day ? (counts.get(day) ?? 0) : 0;
                return (
                  <td
                    key={day ?? `empty-${column}`}
                    className={
                      count > 0 ? 'insights-calendar__day insights-calendar__day--dream' : 'insights-calendar__day'
                    }
                  >
                    {day && (
                      <>
                        <span className="insights-calendar__number">{Number(day.slice(8))}</span>
                        {count > 0 && (
                          <span className="visually-hidden">
                            {count === 1 ? m.insights_one_dream() : m.insights_n_dreams({ count: formatNumber(count) })}
                          </span>
                        )}
                        {count > 1 && (
                          <span className="insights-calendar__many" aria-hidden="true">
                            {count}
                          </span>
                        )}
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="insights-calendar__legend">
        <span className="insights-calendar__swatch" aria-hidden="true" />
        {m.insights_calendar_legend()}
      </p>
    </InsightsSection>
  );
}
