// Insights over a user's journal: the nights recorded (calendar and streaks), dreams per week and
// month, recurring symbols, people, places and feelings, tags that occur together, "on this day",
// the trends of the night facts, and the HVdC content profile. Everything is counted from what each
// dream row already holds (its elements were read when it was saved, its tags are in tagList, its
// content codes with the user's corrections are in DreamContentCodes), in one pass over the rows of
// the range read in pages, so a 2,000-dream journal is a handful of indexed reads (bench/insights.ts).
import type { Locale } from '#shared/i18n/locale.ts';
import type { ContentCodes } from '../content-codes/codes.ts';
import {
  addCountsOf,
  addStoredCounts,
  newProfileSums,
  profileFromCounts,
  SourcesCollector,
  type LazyContentProfile,
  type MeasureSource,
} from '../content-codes/content-profile.ts';
import type { ContentMeasureId } from '../content-codes/hvdc-norms.ts';
import { tagsOf } from '../dreams/tag-list.ts';
import { elementLabel } from '../../interpreter/element-labels.ts';
import { ELEMENT_KINDS, idsOfKind, parseElements, type ElementKind } from './dream-elements.ts';
import { codesRows, insightsRows, type DateBounds, type InsightsRow } from './insights-rows.ts';
import type { InsightsRange } from '#shared/inputs/insights.inputs.ts';
/** Elements listed per kind: the most frequent that occur in at least two dreams. */
const ELEMENTS_PER_KIND = 12;
const TREND_BUCKETS = 6;
const TAG_PAIRS = 12;
const ON_THIS_DAY = 20;
/** Widest UTC offset either side (UTC-12 to UTC+14): rows read by UTC bounds are then kept by local day. */
const ZONE_MARGIN_MS = 15 * 3_600_000;
const DAY_MS = 86_400_000;

export interface DayCount {
  day: string;
  count: number;
}

export interface PeriodCount {
  /** YYYY-MM-DD of the week's Monday, or YYYY-MM of the month. */
  period: string;
  count: number;
}

export interface RecurringElement {
  kind: ElementKind;
  id: string;
  label: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
  /** Dreams with it in each sixth of the range, oldest first. */
  trend: number[];
  /** The dreams behind it, newest first. */
  dreamIds: number[];
}

export interface TagPair {
  tags: [string, string];
  count: number;
}

export interface OnThisDayDream {
  id: number;
  title: string;
  date: Date;
  /** How long ago, in whole months (12 is a year ago). */
  monthsAgo: number;
}

export interface NightFactsMonth {
  period: string;
  dreams: number;
  lucid: number;
  nightmare: number;
  recurring: number;
  /** Averages over the dreams that recorded the fact; null when none did. */
  mood: number | null;
  vividness: number | null;
  sleepQuality: number | null;
}

export interface NightFactsSummary {
  /** Dreams with at least one night fact recorded. */
  dreamsWithFacts: number;
  lucid: number;
  nightmare: number;
  recurring: number;
  mood: number | null;
  vividness: number | null;
  sleepQuality: number | null;
  months: NightFactsMonth[];
}

export interface Insights {
  from: string | null;
  to: string | null;
  totalDreams: number;
  nights: number;
  currentStreak: number;
  longestStreak: number;
  calendar: DayCount[];
  perWeek: PeriodCount[];
  perMonth: PeriodCount[];
  recurring: RecurringElement[];
  tagPairs: TagPair[];
  onThisDay: OnThisDayDream[];
  nightFacts: NightFactsSummary;
  contentProfile: LazyContentProfile;
}

/** A function from an instant to its YYYY-MM-DD day in `timeZone`. */
function dayReader(timeZone: string): (date: Date) => string {
  if (timeZone === 'UTC') return (date) => date.toISOString().slice(0, 10);
  // en-CA writes dates as YYYY-MM-DD.
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (date) => format.format(date);
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the week a day falls in. */
function weekOf(day: string): string {
  const number = dayNumber(day);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counting from Monday.
  return dayOf(number - ((number + 3) % 7));
}

function average(sum: number, count: number): number | null {
  return count === 0 ? null : Math.round((sum / count) * 100) / 100;
}

/** The UTC bounds that hold every dream of the range's days in any time zone (kept then by local day). */
function boundsOf(range: InsightsRange): DateBounds {
  return {
    gte: range.from ? new Date(dayNumber(range.from) * DAY_MS - ZONE_MARGIN_MS) : undefined,
    lt: range.to ? new Date((dayNumber(range.to) + 1) * DAY_MS + ZONE_MARGIN_MS) : undefined,
  };
}

/** Whether a dream's local day is in the range. */
const inRange = (range: InsightsRange, day: string) =>
  !((range.from && day < range.from) || (range.to && day > range.to));

/** The night facts of a month as they are added up: counts, and sums with how many dreams gave each. */
interface FactsTally {
  period: string;
  dreams: number;
  lucid: number;
  nightmare: number;
  recurring: number;
  moodSum: number;
  moodN: number;
  vividnessSum: number;
  vividnessN: number;
  sleepSum: number;
  sleepN: number;
}

function newFactsTally(period: string): FactsTally {
  return {
    period,
    dreams: 0,
    lucid: 0,
    nightmare: 0,
    recurring: 0,
    moodSum: 0,
    moodN: 0,
    vividnessSum: 0,
    vividnessN: 0,
    sleepSum: 0,
    sleepN: 0,
  };
}

function addFacts(tally: FactsTally, row: InsightsRow): void {
  tally.dreams += 1;
  if (row.lucid) tally.lucid += 1;
  if (row.nightmare) tally.nightmare += 1;
  if (row.recurring) tally.recurring += 1;
  if (row.mood != null) {
    tally.moodSum += row.mood;
    tally.moodN += 1;
  }
  if (row.vividness != null) {
    tally.vividnessSum += row.vividness;
    tally.vividnessN += 1;
  }
  if (row.sleepQuality != null) {
    tally.sleepSum += row.sleepQuality;
    tally.sleepN += 1;
  }
}

function factsOf(tally: FactsTally): NightFactsMonth {
  return {
    period: tally.period,
    dreams: tally.dreams,
    lucid: tally.lucid,
    nightmare: tally.nightmare,
    recurring: tally.recurring,
    mood: average(tally.moodSum, tally.moodN),
    vividness: average(tally.vividnessSum, tally.vividnessN),
    sleepQuality: average(tally.sleepSum, tally.sleepN),
  };
}

interface ElementTally {
  count: number;
  first: string;
  last: string;
  days: string[];
  dreamIds: number[];
}

export async function computeInsights(
  userId: number,
  range: InsightsRange,
  locale: Locale,
  now = new Date(),
): Promise<Insights> {
  const localDay = dayReader(range.timeZone);
  const today = localDay(now);

  const perDay = new Map<string, number>();
  const perWeek = new Map<string, number>();
  const perMonth = new Map<string, number>();
  const elements = new Map<string, ElementTally>();
  const pairs = new Map<string, { tags: [string, string]; count: number }>();
  const onThisDay: OnThisDayDream[] = [];
  const months = new Map<string, FactsTally>();
  const profileSums = newProfileSums();
  let codedDreams = 0;
  let totalDreams = 0;
  let dreamsWithFacts = 0;

  for await (const page of insightsRows(userId, boundsOf(range))) {
    for (const row of page) {
      const day = localDay(row.date);
      if (!inRange(range, day)) continue;
      totalDreams += 1;
      const month = day.slice(0, 7);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
      const week = weekOf(day);
      perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
      perMonth.set(month, (perMonth.get(month) ?? 0) + 1);

      const stored = parseElements(row.elements);
      for (const kind of ELEMENT_KINDS) {
        for (const id of idsOfKind(stored, kind)) {
          const key = `${kind}:${id}`;
          const tally = elements.get(key);
          if (tally) {
            tally.count += 1;
            tally.last = day;
            tally.days.push(day);
            tally.dreamIds.push(row.id);
          } else elements.set(key, { count: 1, first: day, last: day, days: [day], dreamIds: [row.id] });
        }
      }

      // Tags that occur together: each pair of a dream's tags once, ignoring case.
      const tags = [...new Map(tagsOf(row).map((tag) => [tag.toLowerCase(), tag])).entries()].sort(([a], [b]) =>
        a < b ? -1 : a > b ? 1 : 0,
      );
      for (let i = 0; i < tags.length; i += 1) {
        for (let j = i + 1; j < tags.length; j += 1) {
          const key = `${tags[i]![0]}\u0000${tags[j]![0]}`;
          const pair = pairs.get(key);
          if (pair) pair.count += 1;
          else pairs.set(key, { tags: [tags[i]![1], tags[j]![1]], count: 1 });
        }
      }

      // On this day: the same day of the month in an earlier month (or year).
      if (day.slice(8) === today.slice(8) && day < today) {
        const monthsAgo =
          (Number(today.slice(0, 4)) - Number(day.slice(0, 4))) * 12 +
          (Number(today.slice(5, 7)) - Number(day.slice(5, 7)));
        if (monthsAgo > 0) onThisDay.push({ id: row.id, title: row.title, date: row.date, monthsAgo });
      }

      let facts = months.get(month);
      if (!facts) {
        facts = newFactsTally(month);
        months.set(month, facts);
      }
      addFacts(facts, row);
      // The profile adds each coded dream's stored counts; a row coded before they were stored (until
      // the start-up backfill reaches it) is counted from its codes.
      if (row.coded) {
        codedDreams += 1;
        if (row.codes !== null) addCountsOf(profileSums, JSON.parse(row.codes) as ContentCodes);
        else if (!addStoredCounts(profileSums, row.profileCounts!))
          throw new Error(`Dream ${row.id}: stored profile counts unreadable (set them to null to count again)`);
      }
      if (
        row.lucid != null ||
        row.nightmare != null ||
        row.recurring != null ||
        row.mood != null ||
        row.vividness != null ||
        row.sleepQuality != null
      )
        dreamsWithFacts += 1;
    }
  }

  const days = [...perDay.keys()].sort();
  const { current, longest } = streaks(days, today);

  // The trend's span: the range asked for, else the first dream to today.
  const spanStart = dayNumber(range.from ?? days[0] ?? today);
  const spanEnd = Math.max(spanStart, dayNumber(range.to ?? today));
  const bucketOf = (day: string) =>
    Math.min(TREND_BUCKETS - 1, Math.floor(((dayNumber(day) - spanStart) / (spanEnd - spanStart + 1)) * TREND_BUCKETS));

  const recurring: RecurringElement[] = [];
  for (const kind of ELEMENT_KINDS) {
    const ofKind = [...elements.entries()]
      .filter(([key, tally]) => key.startsWith(`${kind}:`) && tally.count >= 2)
      .sort(([a, x], [b, y]) => y.count - x.count || (x.last < y.last ? 1 : x.last > y.last ? -1 : a < b ? -1 : 1))
      .slice(0, ELEMENTS_PER_KIND);
    for (const [key, tally] of ofKind) {
      const id = key.slice(kind.length + 1);
      const trend = Array.from({ length: TREND_BUCKETS }, () => 0);
      for (const day of tally.days) trend[Math.max(0, bucketOf(day))]! += 1;
      recurring.push({
        kind,
        id,
        label: elementLabel(kind, id, locale),
        count: tally.count,
        firstSeen: tally.first,
        lastSeen: tally.last,
        trend,
        dreamIds: tally.dreamIds.reverse(),
      });
    }
  }

  const monthList = [...months.values()].map(factsOf);
  const total = newFactsTally('');
  for (const month of months.values()) {
    for (const key of Object.keys(total) as (keyof FactsTally)[]) {
      if (key !== 'period') total[key] += month[key];
    }
  }
  const summary = factsOf(total);

  return {
    from: range.from,
    to: range.to,
    totalDreams,
    nights: days.length,
    currentStreak: current,
    longestStreak: longest,
    calendar: days.map((day) => ({ day, count: perDay.get(day)! })),
    perWeek: [...perWeek.entries()].sort().map(([period, count]) => ({ period, count })),
    perMonth: [...perMonth.entries()].sort().map(([period, count]) => ({ period, count })),
    recurring,
    tagPairs: [...pairs.values()]
      .filter((pair) => pair.count >= 2)
      .sort((a, b) => b.count - a.count || a.tags.join().localeCompare(b.tags.join()))
      .slice(0, TAG_PAIRS),
    onThisDay: onThisDay.sort((a, b) => a.monthsAgo - b.monthsAgo || b.id - a.id).slice(0, ON_THIS_DAY),
    nightFacts: {
      dreamsWithFacts,
      lucid: summary.lucid,
      nightmare: summary.nightmare,
      recurring: summary.recurring,
      mood: summary.mood,
      vividness: summary.vividness,
      sleepQuality: summary.sleepQuality,
      months: monthList,
    },
    contentProfile: lazyProfile(userId, range, codedDreams, profileSums),
  };
}

/** The profile's figures, with each indicator's dreams and words read once, only if some are asked for. */
function lazyProfile(userId: number, range: InsightsRange, dreams: number, sums: Float64Array): LazyContentProfile {
  let collected: Promise<SourcesCollector> | undefined;
  const figures = profileFromCounts(dreams, sums);
  return {
    dreams: figures.dreams,
    measures: figures.measures.map((measure) => ({
      ...measure,
      sources: async () => (await (collected ??= collectSources(userId, range))).sourcesOf(measure.id),
    })),
  };
}

/** Reads the codes of the range's dreams, newest first, into the dreams and words of `ids`. */
async function collectSources(
  userId: number,
  range: InsightsRange,
  ids?: readonly ContentMeasureId[],
): Promise<SourcesCollector> {
  const localDay = dayReader(range.timeZone);
  const collector = new SourcesCollector(ids);
  for await (const page of codesRows(userId, boundsOf(range))) {
    for (const row of page) {
      if (inRange(range, localDay(row.date)))
        collector.add({ dreamId: row.id, codes: JSON.parse(row.codes) as ContentCodes });
    }
  }
  return collector;
}

/**
 * The dreams of the range that counted in one indicator's numerator, newest first, each with the
 * words that made it count: what the page shows when the indicator is opened.
 */
export async function contentProfileSources(
  userId: number,
  range: InsightsRange,
  id: ContentMeasureId,
): Promise<MeasureSource[]> {
  return (await collectSources(userId, range, [id])).sourcesOf(id);
}

/**
 * Streaks of consecutive nights with a dream recorded (sorted days in): the longest, and the current
 * one, which counts while its last night is today or yesterday (this morning's dream may not be
 * written yet).
 */
export function streaks(days: readonly string[], today: string): { current: number; longest: number } {
  let longest = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const day of days) {
    const number = dayNumber(day);
    run = number === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = number;
  }
  const last = days.at(-1);
  const current = last !== undefined && dayNumber(today) - dayNumber(last) <= 1 ? run : 0;
  return { current, longest };
}
