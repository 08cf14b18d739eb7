// Date terms (the DATE filter). The server stores instants; the user reads calendar days in their time zone (the web
// sends it), so the days of the user's journal are formatted and matched here, then turned back into
// instant ranges that the ("userId", "date") index answers.
import { db } from '../../db/current.ts';
import { zonedParts } from '../../lib/zoned-parts.ts';
import { SEARCH_LIMIT, type DateSpan, type Hit } from './hits.ts';
import { characterCount } from './terms.ts';

const EN_MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month, 1)).toLowerCase(),
);
const ES_MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('es-ES', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month, 1)).toLowerCase(),
);

/** 'January 5, 2024' and '5 de enero de 2024', lower case, for a calendar day. */
export function longDates(year: number, month: number, day: number): [string, string] {
  return [`${EN_MONTHS[month]} ${day}, ${year}`, `${day} de ${ES_MONTHS[month]} de ${year}`];
}

/**
 * The words of a long date between its numbers ("january ", ", ", " de enero de "). A term's text
 * between digits must fall inside one of them, else no day can match and the journal's days need
 * not be listed.
 */
const DATE_WORDS = [...EN_MONTHS.map((month) => `${month} `), ', ', ...ES_MONTHS.map((month) => ` de ${month} de `)];

/** The longest long date, in either language ("30 de septiembre de 2024"): 24 characters. */
const LONGEST_DATE = Math.max(
  ...[...EN_MONTHS, ...ES_MONTHS].map((month) => `30 de ${month} de 2024`.length),
  'September 30, 2024'.length,
);

function mayMatchADate(term: string): boolean {
  if (characterCount(term) > LONGEST_DATE) return false;
  // A day has at most two digits and a year four.
  if (/\d{5}/.test(term)) return false;
  // Around and between the numbers are only the words of one date: "number 9999" can match none.
  return term.split(/\d+/).every((text) => text === '' || DATE_WORDS.some((words) => words.includes(text)));
}

const DAY = 86_400_000;

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant a calendar day (as a UTC-midnight day number) starts in the zone. */
function startOfDay(utcMidnight: number, timeZone: string): number {
  const first = utcMidnight - offsetAt(utcMidnight, timeZone);
  return utcMidnight - offsetAt(first, timeZone);
}

/**
 * The instants a span of calendar days covers in the zone: from the start of `first` to the start
 * of the day after `last` (both yyyy-mm-dd, inclusive).
 */
export function daySpan(first: string, last: string, timeZone: string): DateSpan {
  return {
    from: new Date(startOfDay(Date.parse(`${first}T00:00:00Z`), timeZone)),
    until: new Date(startOfDay(Date.parse(`${last}T00:00:00Z`) + DAY, timeZone)),
  };
}

/** The calendar day of an instant in the zone, as the UTC midnight of that day. */
function dayOf(instant: number, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day);
}

export async function dateSearch(
  userId: number,
  term: string,
  timeZone: string,
  favoritesOnly = false,
  span?: DateSpan,
): Promise<Hit[]> {
  const needle = term.toLowerCase();
  if (!mayMatchADate(needle)) return [];
  const owned = {
    userId,
    ...(favoritesOnly ? { isFavorite: true } : {}),
    ...(span ? { date: { gte: span.from, lt: span.until } } : {}),
  };
  // Two index seeks (one MIN and one MAX together would read every row of the user on SQLite).
  const [first, last] = await Promise.all([
    db().dreamEntry.findFirst({ where: owned, orderBy: { date: 'asc' }, select: { date: true } }),
    db().dreamEntry.findFirst({ where: owned, orderBy: { date: 'desc' }, select: { date: true } }),
  ]);
  if (!first || !last) return [];
  // Matching days, newest first, merged into runs of consecutive days: [first day, last day].
  const runs: [number, number][] = [];
  const oldest = dayOf(first.date.getTime(), timeZone);
  for (let day = dayOf(last.date.getTime(), timeZone); day >= oldest; day -= DAY) {
    const date = new Date(day);
    const [en, es] = longDates(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
    if (!en.includes(needle) && !es.includes(needle)) continue;
    const last = runs[runs.length - 1];
    if (last && last[0] === day + DAY) last[0] = day;
    else runs.push([day, day]);
  }
  // The newest runs first, a few at a time, until the limit is reached.
  const hits: Hit[] = [];
  for (let index = 0; index < runs.length && hits.length < SEARCH_LIMIT; index += 20) {
    const ranges = runs.slice(index, index + 20).map(([first, last]) => ({
      date: { gte: new Date(startOfDay(first, timeZone)), lt: new Date(startOfDay(last + DAY, timeZone)) },
    }));
    const rows = await db().dreamEntry.findMany({
      where: { ...owned, OR: ranges },
      orderBy: [{ date: 'desc' }, { id: 'desc' }],
      take: SEARCH_LIMIT - hits.length,
      select: { id: true, date: true },
    });
    hits.push(...rows);
  }
  return hits;
}
