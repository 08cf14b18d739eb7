// Everything of a user as data they can keep: a JSON document (profile without secrets, dreams with
// tags and dates, interpretations with their feedback, feedback entries) and a Markdown journal a
// person can read or hand to a therapist, whole or for a date range.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { db } from '../../db/current.ts';
import { messages as m, type Locale } from '#shared/i18n/locale.ts';
import { maskToDays } from '#shared/inputs/reminders.inputs.ts';
import { tagsOf } from '../dreams/tag-list.ts';

/**
 * Dreams read per query. One query for a whole journal loads the interpretations of every dream
 * with one IN list, which SQLite refuses past its bound-parameter limit (Prisma P2029 at ~1,000
 * dreams); pages also give the event loop back between them.
 */
export const EXPORT_PAGE_SIZE = 500;

/** The user's dreams matching `where`, oldest first, with their interpretations, page by page. */
async function dreamsInPages(where: Prisma.DreamEntryWhereInput, signal: AbortSignal) {
  // The ids first (one small row each), then each page by its ids: stable whatever is written meanwhile.
  const ids = await db().dreamEntry.findMany({
    where,
    orderBy: [{ date: 'asc' }, { id: 'asc' }],
    select: { id: true },
  });
  const dreams = [];
  for (let start = 0; start < ids.length; start += EXPORT_PAGE_SIZE) {
    signal.throwIfAborted();
    const page = ids.slice(start, start + EXPORT_PAGE_SIZE).map((row) => row.id);
    dreams.push(
      ...(await db().dreamEntry.findMany({
        where: { id: { in: page } },
        orderBy: [{ date: 'asc' }, { id: 'asc' }],
        include: { interpretations: { orderBy: { id: 'asc' } } },
      })),
    );
    await yieldToEventLoop();
  }
  return dreams;
}

/** Voices in the order the dream page shows them. */
const VOICES = ['JUNG_AI', 'ROGERS_AI', 'CBT_AI', 'USER'] as const;

/** `signal`: the client's; a client that left gets no document built (the reads are the only work done). */
export async function journalExport(userId: number, signal: AbortSignal) {
  const [user, dreams, feedback, reminder] = await Promise.all([
    db().user.findUniqueOrThrow({ where: { id: userId } }),
    dreamsInPages({ userId }, signal),
    db().userFeedback.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    db().dreamReminder.findUnique({ where: { userId } }),
  ]);
  signal.throwIfAborted();
  return {
    format: 'oneiro-journal',
    version: 1,
    exportedAt: new Date().toISOString(),
    // Never the password hash, verification token or payment ids.
    profile: {
      username: user.username,
      email: user.email,
      fullName: user.fullName,
      emailVerified: user.emailVerified,
      preferredLanguage: user.preferredLanguage,
      createdAt: user.createdAt.toISOString(),
    },
    // The morning reminder as the person set it (null when never set); not its push endpoints, which
    // are the browser's keys rather than something the person chose.
    morningReminder: reminder && {
      enabled: reminder.enabled,
      localTime: reminder.localTime,
      days: maskToDays(reminder.days),
      timeZone: reminder.timeZone,
    },
    dreams: dreams.map((dream) => ({
      title: dream.title,
      content: dream.content,
      date: dream.date.toISOString(),
      tags: tagsOf(dream),
      language: dream.language,
      isFavorite: dream.isFavorite,
      hasAudio: dream.hasAudio,
      audioUrl: dream.audioUrl,
      audioDuration: dream.audioDuration,
      lucid: dream.lucid,
      nightmare: dream.nightmare,
      recurring: dream.recurring,
      mood: dream.mood,
      vividness: dream.vividness,
      sleepQuality: dream.sleepQuality,
      createdAt: dream.createdAt.toISOString(),
      updatedAt: dream.updatedAt.toISOString(),
      interpretations: dream.interpretations.map((interpretation) => ({
        type: interpretation.type,
        content: interpretation.content,
        feedback: interpretation.feedback,
        helpful: interpretation.helpful,
        feedbackText: interpretation.feedbackText,
        date: interpretation.date.toISOString(),
      })),
    })),
    feedback: feedback.map((entry) => ({
      rating: entry.rating,
      feedbackText: entry.feedbackText,
      isPublic: entry.isPublic,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}

const day = (date: Date) => date.toISOString().slice(0, 10);

function voiceTitle(type: string, locale: Locale): string {
  const t = { locale };
  if (type === 'JUNG_AI') return m.tab_jung({}, t);
  if (type === 'ROGERS_AI') return m.tab_rogers({}, t);
  if (type === 'CBT_AI') return m.tab_cbt({}, t);
  return m.tab_yours({}, t);
}

/** The journal as Markdown, oldest first; `from` and `to` are inclusive days (UTC). */
export async function journalMarkdown(
  userId: number,
  range: { from?: Date | null; to?: Date | null },
  locale: Locale,
  signal: AbortSignal,
): Promise<string> {
  const t = { locale };
  const to = range.to ? new Date(range.to.getTime() + 24 * 3600_000) : undefined;
  const [user, dreams] = await Promise.all([
    db().user.findUniqueOrThrow({ where: { id: userId } }),
    dreamsInPages({ userId, date: { ...(range.from ? { gte: range.from } : {}), ...(to ? { lt: to } : {}) } }, signal),
  ]);
  signal.throwIfAborted();
  const lines = [
    `# ${m.export_md_title({ username: user.username }, t)}`,
    '',
    `_${m.export_md_summary({ count: dreams.length, date: day(new Date()) }, t)}_`,
    '',
  ];
  if (dreams.length === 0) lines.push(m.export_md_empty({}, t), '');
  for (const dream of dreams) {
    lines.push(`## ${dream.title}`, '', `*${day(dream.date)}*`, '');
    const tags = tagsOf(dream);
    if (tags.length > 0) lines.push(`${m.export_md_tags({}, t)}: ${tags.join(', ')}`, '');
    lines.push(dream.contentText.trim(), '');
    const byVoice = [...dream.interpretations].sort(
      (a, b) => VOICES.indexOf(a.type as never) - VOICES.indexOf(b.type as never),
    );
    for (const interpretation of byVoice) {
      lines.push(`### ${voiceTitle(interpretation.type, locale)}`, '', interpretation.content.trim(), '');
    }
  }
  return lines.join('\n');
}
