// Dreams: create, read, update, delete, favourite, the newest-first archive, tags and statistics.
// Every function takes the owner's id and puts it in the WHERE clause, so a dream of another user
// behaves exactly like a missing one (NOT_FOUND, or null) on every path.
import type { DreamEntry } from '../../../generated/prisma/client.ts';
import { Prisma } from '../../../generated/prisma/client.ts';
import { database, db } from '../../db/current.ts';
import type { GraphQLContext, SignedInContext } from '../../graphql/context.ts';
import { AppError, fieldError, notFound, parseInput } from '../../graphql/errors.ts';
import type { DreamChangeKind } from '../../graphql/pubsub.ts';
import { messages as m, type Locale } from '#shared/i18n/locale.ts';
import { checkRecordingToAttach, removeDreamAudio } from '../audio/audio.service.ts';
import { newContentCodesRow, recodeDream } from '../content-codes/content-codes.service.ts';
import { serializeElements } from '../insights/dream-elements.ts';
import { DREAM_LIMITS, NIGHT_FACT_FIELDS, dreamInputs, type UpdateDreamInput } from '#shared/inputs/dreams.inputs.ts';
import { hasVisibleText, paragraphOf, sanitizeRichText, type SanitizedRichText } from './rich-text.ts';
import { tagListOf, tagsOf } from './tag-list.ts';

export { tagsOf };

/** A dream row, with its tags in `tagList` (see tagsOf). */
export type Dream = DreamEntry;

/**
 * The stored HTML and text of a dream: sanitised; with no text but a recording, the spec's
 * placeholder; with neither, the spec's "Content required" error.
 */
export function resolveContent(sanitized: SanitizedRichText, hasAudio: boolean, locale: Locale): SanitizedRichText {
  const { contentMax } = DREAM_LIMITS;
  if (sanitized.html.length > contentMax)
    throw fieldError('content', m.validation_dream_content_max({ max: contentMax }, { locale }));
  if (hasVisibleText(sanitized.text)) return sanitized;
  if (!hasAudio) throw fieldError('content', m.validation_dream_content_required({}, { locale }));
  const placeholder = m.dream_audio_no_transcription({}, { locale });
  return { html: paragraphOf(placeholder), text: placeholder };
}

/**
 * An empty title becomes "Untitled Dream" in the language of the request that saved it (the UI
 * language the user was looking at), stored as text: the title is the user's data from then on and
 * they can rename it; it does not change when they switch language later.
 */
export function titleOrDefault(title: string, locale: Locale): string {
  return title === '' ? m.dream_untitled({}, { locale }) : title;
}

function tagRows(dreamId: number, userId: number, tags: readonly string[]) {
  return tags.map((name, position) => ({ dreamId, position, name, userId }));
}

function publish(context: GraphQLContext, kind: DreamChangeKind, userId: number, dreamId: number): void {
  context.services.pubsub.publishDreamChanged({ kind, userId, dreamId });
}

/** The dream this user already saved with this outbox key, if any. */
function dreamWithClientKey(userId: number, clientKey: string | null): Promise<Dream | null> {
  if (clientKey === null) return Promise.resolve(null);
  return db().dreamEntry.findUnique({ where: { userId_clientKey: { userId, clientKey } } });
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === 'P2002';
}

/**
 * Saves a new dream. With a clientKey (the offline outbox sends one with every attempt), a key this
 * user already saved answers with that dream: a send retried after a lost answer never makes a copy.
 */
export async function createDream(rawInput: unknown, context: SignedInContext): Promise<Dream> {
  const userId = context.viewer.id;
  const input = parseInput(dreamInputs(context.locale).createDream, rawInput);
  const alreadySaved = await dreamWithClientKey(userId, input.clientKey);
  if (alreadySaved) return alreadySaved;
  const content = resolveContent(sanitizeRichText(input.content), input.hasAudio, context.locale);
  if (input.audioUrl)
    await checkRecordingToAttach(context.services.audio.store, userId, input.audioUrl, context.locale);
  const title = titleOrDefault(input.title, context.locale);
  const date = input.date ?? new Date();
  const data = {
    userId,
    clientKey: input.clientKey,
    title,
    content: content.html,
    contentText: content.text,
    date,
    hasAudio: input.hasAudio,
    audioUrl: input.audioUrl,
    audioDuration: input.audioDuration,
    language: input.language ?? context.locale,
    tagList: tagListOf(input.tags),
    lucid: input.lucid,
    nightmare: input.nightmare,
    recurring: input.recurring,
    mood: input.mood,
    vividness: input.vividness,
    sleepQuality: input.sleepQuality,
    elements: serializeElements({ title, text: content.text, tags: input.tags, date }),
    // Nested: the dream and its tags are written in one transaction.
    tags: { create: input.tags.map((name, position) => ({ position, name, userId })) },
    // Coded at save, in the same transaction: the codes are read as stored, never recomputed.
    contentCodes: { create: newContentCodesRow(userId, content.text) },
  } satisfies Prisma.DreamEntryUncheckedCreateInput;
  let dream: Dream;
  try {
    dream = await db().dreamEntry.create({ data });
  } catch (error) {
    // Two sends of one key at once (a retry racing the first): the unique index let one through.
    const winner = isUniqueViolation(error) ? await dreamWithClientKey(userId, input.clientKey) : null;
    if (winner) return winner;
    throw error;
  }
  publish(context, 'CREATED', userId, dream.id);
  return dream;
}

export async function updateDream(id: number, rawInput: unknown, context: SignedInContext): Promise<Dream> {
  const userId = context.viewer.id;
  const input = parseInput(dreamInputs(context.locale).updateDream, rawInput);
  // Parsed before the transaction: a refused input changes nothing and holds no lock.
  const sanitized = input.content != null ? sanitizeRichText(input.content) : undefined;
  const dream = await db().$transaction(async (tx) => {
    const existing = await tx.dreamEntry.findFirst({
      where: { id, userId },
      select: { hasAudio: true, title: true, contentText: true, tagList: true, date: true, updatedAt: true },
    });
    if (!existing) throw notFound(context.locale);
    // Edited elsewhere since this edit began (another tab, or an edit made offline): the person chooses.
    if (input.baseUpdatedAt && input.baseUpdatedAt.getTime() !== existing.updatedAt.getTime())
      throw changedElsewhere(context);
    const data: Prisma.DreamEntryUpdateInput = nightFactsOf(input);
    if (input.title != null) data.title = titleOrDefault(input.title, context.locale);
    if (sanitized) {
      const content = resolveContent(sanitized, existing.hasAudio, context.locale);
      data.content = content.html;
      data.contentText = content.text;
      await recodeDream(tx, id, userId, content.text);
    }
    if (input.date != null) data.date = input.date;
    if (input.tags != null) data.tagList = tagListOf(input.tags);
    // What insights count is read again whenever the words it was read from change.
    if (data.title !== undefined || data.contentText !== undefined || input.tags != null) {
      data.elements = serializeElements({
        title: (data.title as string | undefined) ?? existing.title,
        text: (data.contentText as string | undefined) ?? existing.contentText,
        tags: input.tags ?? tagsOf(existing),
        date: input.date ?? existing.date,
      });
    }
    // With a base, the write itself is conditional too: of two edits racing from one base, one wins.
    const updated = await tx.dreamEntry
      .update({ where: input.baseUpdatedAt ? { id, updatedAt: input.baseUpdatedAt } : { id }, data })
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === 'P2025') throw changedElsewhere(context);
        throw error;
      });
    if (input.tags == null) return updated;
    await tx.dreamTag.deleteMany({ where: { dreamId: id } });
    if (input.tags.length > 0) await tx.dreamTag.createMany({ data: tagRows(id, userId, input.tags) });
    return updated;
  });
  publish(context, 'UPDATED', userId, id);
  return dream;
}

const changedElsewhere = (context: SignedInContext) =>
  new AppError('CONFLICT', m.error_dream_changed_elsewhere({}, { locale: context.locale }));

/** The night facts an update sends: a missing one stays as it is, null clears it. */
function nightFactsOf(input: UpdateDreamInput): Prisma.DreamEntryUpdateInput {
  const data: Record<string, unknown> = {};
  for (const field of NIGHT_FACT_FIELDS) if (input[field] !== undefined) data[field] = input[field];
  return data;
}

export async function setFavorite(id: number, isFavorite: boolean, context: SignedInContext): Promise<Dream> {
  const userId = context.viewer.id;
  const { count } = await db().dreamEntry.updateMany({ where: { id, userId }, data: { isFavorite } });
  if (count === 0) throw notFound(context.locale);
  const dream = await db().dreamEntry.findFirst({ where: { id, userId } });
  if (!dream) throw notFound(context.locale);
  publish(context, 'UPDATED', userId, id);
  return dream;
}

export async function deleteDream(id: number, context: SignedInContext): Promise<void> {
  const userId = context.viewer.id;
  const recording = await db().dreamEntry.findFirst({ where: { id, userId }, select: { audioUrl: true } });
  // Tags and interpretations go with the dream (ON DELETE CASCADE), and the search index with them.
  const { count } = await db().dreamEntry.deleteMany({ where: { id, userId } });
  if (count === 0) throw notFound(context.locale);
  // Its recording too: after the row, so a failed delete never leaves a dream without its audio.
  await removeDreamAudio(context.services.audio.store, userId, recording?.audioUrl ?? null);
  publish(context, 'DELETED', userId, id);
}

export function findDream(id: number, userId: number): Promise<Dream | null> {
  return db().dreamEntry.findFirst({ where: { id, userId } });
}

// --- The archive: newest `date` first, id breaking ties, read by keyset (not offset) so a page costs
// the same however deep it is, served by the ("userId", "date" DESC, "id" DESC) index.

export interface DreamCursor {
  date: Date;
  id: number;
}

export function encodeDreamCursor(dream: { date: Date; id: number }): string {
  return Buffer.from(`d:${dream.date.getTime()}:${dream.id}`).toString('base64url');
}

export function decodeDreamCursor(cursor: string, locale: Locale): DreamCursor {
  const match = /^d:(-?\d{1,15}):(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new AppError('BAD_USER_INPUT', m.validation_cursor_invalid({}, { locale }));
  return { date: new Date(Number(match[1])), id: Number(match[2]) };
}

export interface PageRequest {
  userId: number;
  /** Dreams older than this one (the next page). */
  after?: DreamCursor;
  /** Dreams newer than this one. */
  before?: DreamCursor;
  limit: number;
  /** Read oldest first (for `last`); the caller reverses. */
  inverted: boolean;
  /** Which long text columns the caller will read (a hint; see FastReader.dreamPage). */
  text?: { content: boolean; contentText: boolean };
  /** Only the dreams marked as favourites (the archive's Favourites filter). */
  favoritesOnly?: boolean;
}

export async function listDreams(page: PageRequest): Promise<Dream[]> {
  const fast = database().reader;
  // The fast reader serves the whole journal, the hot path; favourites go through Prisma.
  if (fast && !page.favoritesOnly) return fast.dreamPage(page);
  const conditions: Prisma.DreamEntryWhereInput[] = [{ userId: page.userId }];
  if (page.favoritesOnly) conditions.push({ isFavorite: true });
  if (page.after)
    conditions.push({ OR: [{ date: { lt: page.after.date } }, { date: page.after.date, id: { lt: page.after.id } }] });
  if (page.before)
    conditions.push({
      OR: [{ date: { gt: page.before.date } }, { date: page.before.date, id: { gt: page.before.id } }],
    });
  const direction = page.inverted ? 'asc' : 'desc';
  return db().dreamEntry.findMany({
    where: { AND: conditions },
    orderBy: [{ date: direction }, { id: direction }],
    take: page.limit,
  });
}

// --- Statistics for the profile, computed by the database (counts and a GROUP BY on the tag index),
// never by loading the dreams.

export interface DreamStats {
  totalDreams: number;
  audioRecordings: number;
  /** Tag uses across all dreams (a tag on three dreams counts three times). */
  totalTags: number;
  /** Different tags, ignoring case. */
  distinctTags: number;
  /** totalTags / totalDreams to one decimal; 0 without dreams. */
  avgTagsPerDream: number;
}

export async function dreamStats(userId: number): Promise<DreamStats> {
  const [dreams, audio, tags] = await Promise.all([
    db().dreamEntry.count({ where: { userId } }),
    db().dreamEntry.count({ where: { userId, hasAudio: true } }),
    db().$queryRaw<{ uses: number | bigint; distinct: number | bigint }[]>`
      SELECT COUNT(*) AS "uses", COUNT(DISTINCT lower("name")) AS "distinct" FROM "DreamTag" WHERE "userId" = ${userId}`,
  ]);
  const totalTags = Number(tags[0]?.uses ?? 0);
  return {
    totalDreams: dreams,
    audioRecordings: audio,
    totalTags,
    distinctTags: Number(tags[0]?.distinct ?? 0),
    avgTagsPerDream: dreams === 0 ? 0 : Math.round((totalTags / dreams) * 10) / 10,
  };
}

export interface TagCount {
  name: string;
  count: number;
}

/**
 * The most used tags, counted without regard to case ("Flying" and "flying" are one theme, shown
 * as the spelling used first in the alphabet, a stable choice). Ties break by name.
 * lower() folds ASCII only on SQLite (Unicode on PostgreSQL); tags differing in the case of other
 * letters count apart there.
 */
export async function topTags(userId: number, limit: number): Promise<TagCount[]> {
  const rows = await db().$queryRaw<{ name: string; count: number | bigint }[]>`
    SELECT MIN("name") AS "name", COUNT(*) AS "count" FROM "DreamTag" WHERE "userId" = ${userId}
    GROUP BY lower("name") ORDER BY COUNT(*) DESC, MIN("name") ASC LIMIT ${limit}`;
  return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
}
