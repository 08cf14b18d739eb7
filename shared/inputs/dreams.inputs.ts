// Validation of every dream input, shared by the GraphQL resolvers, the REST adapters and the web
// forms: the limits and their messages (in the user's language) have one home. Pure (no Node or DOM
// APIs, no HTML parser), so the web bundle can import it; HTML sanitising happens on the server
// (rich-text.ts) after these checks.
import { z } from 'zod';
import { LOCALES, messages as m, type Locale } from '../i18n/locale.ts';

export const DREAM_LIMITS = {
  titleMax: 200,
  /** Characters of HTML, before and after sanitising. */
  contentMax: 100_000,
  tagsMax: 30,
  tagMax: 40,
  /** Seconds. Recordings stop at 180 s; the margin allows for uploads from other clients. */
  audioDurationMax: 3600,
  searchMax: 200,
  previewMax: 1000,
  /**
   * Largest connection page; the REST list reads the whole journal in pages of this size. It bounds
   * what one request can ask for: the cost limit only sees page sizes written in the query, not
   * ones passed as variables.
   */
  pageMax: 100,
} as const;

/** The scales of the optional night facts (mood -2..+2, the others 1..5). */
export const NIGHT_FACT_RANGES = {
  mood: { min: -2, max: 2 },
  vividness: { min: 1, max: 5 },
  sleepQuality: { min: 1, max: 5 },
} as const;

export const NIGHT_FACT_FIELDS = ['lucid', 'nightmare', 'recurring', 'mood', 'vividness', 'sleepQuality'] as const;

/** Controls (including line breaks and tabs) never belong in a title or a tag. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** A single line: control characters removed, runs of whitespace made one space, ends trimmed. */
export function singleLine(value: string): string {
  return value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Text without NUL characters, which are never text and which PostgreSQL cannot store (a text
 * parameter with one fails the query). For free text that keeps its other characters.
 */
export function withoutNul(value: string): string {
  return value.replaceAll('\u0000', '');
}

/** The spec's tag rules: trimmed, empty ones and duplicates (ignoring case) dropped, order kept. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = singleLine(raw);
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

/**
 * Audio is served by this server: a same-origin path (`/...`, not `//host`) without characters that
 * could leave an attribute or start a scheme.
 */
const AUDIO_URL_PATTERN = /^\/(?!\/)[A-Za-z0-9._~%/-]{1,500}$/;

const CLIENT_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

const EARLIEST_DATE = Date.UTC(1900, 0, 1);
const LATEST_DATE = Date.UTC(2200, 0, 1);

function build(locale: Locale) {
  const t = { locale };
  const { titleMax, contentMax, tagsMax, tagMax, audioDurationMax, searchMax } = DREAM_LIMITS;

  const title = z
    .string()
    .transform(singleLine)
    .pipe(z.string().max(titleMax, m.validation_dream_title_max({ max: titleMax }, t)));

  // Raw HTML; refused before parsing when it is already over the limit.
  const content = z.string().max(contentMax, m.validation_dream_content_max({ max: contentMax }, t));

  const tags = z
    .array(z.string())
    .transform(normalizeTags)
    .superRefine((value, ctx) => {
      if (value.length > tagsMax)
        ctx.addIssue({ code: 'custom', message: m.validation_dream_tags_max({ max: tagsMax }, t) });
      if (value.some((tag) => tag.length > tagMax))
        ctx.addIssue({ code: 'custom', message: m.validation_dream_tag_max({ max: tagMax }, t) });
    });

  const date = z
    .date({ error: m.validation_dream_date_invalid({}, t) })
    .refine(
      (value) => value.getTime() >= EARLIEST_DATE && value.getTime() < LATEST_DATE,
      m.validation_dream_date_invalid({}, t),
    );

  const audioUrl = z.string().regex(AUDIO_URL_PATTERN, m.validation_dream_audio_url_invalid({}, t));
  const audioDuration = z
    .number()
    .refine(
      (value) => Number.isFinite(value) && value >= 0 && value <= audioDurationMax,
      m.validation_dream_audio_duration_invalid({ max: audioDurationMax }, t),
    );

  // Optional facts about the night (issue 23): null clears one, a missing one is left as it is.
  const scale = (min: number, max: number, message: string) =>
    z.number(message).int(message).min(min, message).max(max, message).nullish();
  const nightFacts = {
    lucid: z.boolean().nullish(),
    nightmare: z.boolean().nullish(),
    recurring: z.boolean().nullish(),
    mood: scale(NIGHT_FACT_RANGES.mood.min, NIGHT_FACT_RANGES.mood.max, m.validation_dream_mood_range({}, t)),
    vividness: scale(
      NIGHT_FACT_RANGES.vividness.min,
      NIGHT_FACT_RANGES.vividness.max,
      m.validation_dream_vividness_range({}, t),
    ),
    sleepQuality: scale(
      NIGHT_FACT_RANGES.sleepQuality.min,
      NIGHT_FACT_RANGES.sleepQuality.max,
      m.validation_dream_sleep_quality_range({}, t),
    ),
  };

  // The outbox's idempotency key (a UUID made in the browser); letters, digits, - and _ only.
  const clientKey = z.string().regex(CLIENT_KEY_PATTERN, m.validation_dream_client_key_invalid({}, t));

  const createDream = z
    .object({
      ...nightFacts,
      clientKey: clientKey.nullish(),
      title: title.nullish(),
      content: content.nullish(),
      tags: tags.nullish(),
      date: date.nullish(),
      audioUrl: audioUrl.nullish(),
      audioDuration: audioDuration.nullish(),
      hasAudio: z.boolean().nullish(),
      language: z.enum(LOCALES).nullish(),
    })
    .superRefine((value, ctx) => {
      // hasAudio without a recording to play would show a broken player.
      if (value.hasAudio === true && !value.audioUrl) {
        ctx.addIssue({ code: 'custom', path: ['audioUrl'], message: m.validation_dream_audio_url_invalid({}, t) });
      }
    })
    .transform((value) => {
      const hasAudio = value.hasAudio !== false && Boolean(value.audioUrl);
      return {
        title: value.title ?? '',
        content: value.content ?? '',
        tags: value.tags ?? [],
        date: value.date ?? undefined,
        hasAudio,
        audioUrl: hasAudio ? value.audioUrl! : null,
        audioDuration: hasAudio ? (value.audioDuration ?? null) : null,
        language: value.language ?? undefined,
        lucid: value.lucid ?? null,
        nightmare: value.nightmare ?? null,
        recurring: value.recurring ?? null,
        mood: value.mood ?? null,
        vividness: value.vividness ?? null,
        sleepQuality: value.sleepQuality ?? null,
        clientKey: value.clientKey ?? null,
      };
    });

  // Every field optional: only what is sent changes.
  const updateDream = z.object({
    ...nightFacts,
    title: title.nullish(),
    content: content.nullish(),
    tags: tags.nullish(),
    date: date.nullish(),
    // The dream's updatedAt when the edit started: a later change elsewhere is a CONFLICT, not overwritten.
    baseUpdatedAt: z.date({ error: m.validation_dream_date_invalid({}, t) }).nullish(),
  });

  // A calendar day of the date picker, yyyy-mm-dd, between the journal's earliest and latest dates.
  const day = z
    .string()
    .refine(
      (value) => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
        const time = Date.parse(`${value}T00:00:00Z`);
        // Not 2024-02-30: the day read back is the day written.
        return (
          !Number.isNaN(time) &&
          new Date(time).toISOString().startsWith(value) &&
          time >= EARLIEST_DATE &&
          time < LATEST_DATE
        );
      },
      m.validation_search_day_invalid({}, t),
    )
    .nullish();

  // A term, a span of days (from and to, inclusive, each optional), or both: the span narrows the term's
  // matches, and alone it finds every dream of its days.
  const search = z
    .object({
      query: z
        .string()
        .nullish()
        .transform((value) => singleLine(value ?? ''))
        .pipe(z.string().max(searchMax, m.validation_search_query_max({ max: searchMax }, t))),
      timeZone: z
        .string()
        .nullish()
        .refine((zone) => zone == null || isTimeZone(zone), m.validation_time_zone_invalid({}, t)),
      from: day,
      to: day,
    })
    .superRefine((value, ctx) => {
      if (!value.query && !value.from && !value.to)
        ctx.addIssue({ code: 'custom', path: ['query'], message: m.validation_search_query_required({}, t) });
      if (value.from && value.to && value.from > value.to)
        ctx.addIssue({ code: 'custom', path: ['to'], message: m.validation_search_days_order({}, t) });
    });

  return { createDream, updateDream, search };
}

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const byLocale = new Map<Locale, ReturnType<typeof build>>();

/** The dream input schemas with messages in `locale`. Built once per locale. */
export function dreamInputs(locale: Locale) {
  let inputs = byLocale.get(locale);
  if (!inputs) {
    inputs = build(locale);
    byLocale.set(locale, inputs);
  }
  return inputs;
}

export type CreateDreamInput = z.output<ReturnType<typeof build>['createDream']>;
export type UpdateDreamInput = z.output<ReturnType<typeof build>['updateDream']>;
export type SearchInput = z.output<ReturnType<typeof build>['search']>;
