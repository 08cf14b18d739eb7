// Import of a JSON export (journal-export.ts) into the viewer's account, on this server or another.
// The whole document is checked before anything is written, so a bad file changes nothing. A dream
// already in the journal (same date, title and text) is skipped, so importing twice adds nothing.
// Audio is not imported: its files stay on the server that recorded them.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { z } from 'zod';
import type { SignedInContext } from '../../graphql/context.ts';
import { AppError } from '../../graphql/errors.ts';
import { db } from '../../db/current.ts';
import { messages as m, type Locale } from '#shared/i18n/locale.ts';
import { dreamInputs } from '#shared/inputs/dreams.inputs.ts';
import { limited } from '../../limits/rate-limited.ts';
import { resolveContent, titleOrDefault } from '../dreams/dreams.service.ts';
import { sanitizeRichText } from '../dreams/rich-text.ts';
import { tagListOf } from '../dreams/tag-list.ts';
import { newContentCodesRow } from '../content-codes/content-codes.service.ts';
import { serializeElements } from '../insights/dream-elements.ts';

/** The largest journal one import takes (the request body limit usually comes first). */
const MAX_DREAMS = 5000;
const MAX_INTERPRETATION_CHARS = 50_000;
/**
 * Dreams written per statement; between batches the event loop serves other requests. Small enough
 * that a batch (its dreams, tags, codes and interpretations) holds the loop for tens of milliseconds
 * on a loaded two-core machine: a request of another user waits behind a batch on each of its turns.
 */
export const IMPORT_BATCH_SIZE = 50;
/** Dreams checked against the rules (sanitising their HTML) between two turns of the event loop. */
const CHECK_TURN = 50;
/** Dreams read for elements and content codes between two turns of the event loop (a few ms each). */
const CODING_TURN = 25;
/** How often the page that sent the file hears how far the import has got. */
const PROGRESS_EVERY = 250;

function documentSchema(locale: Locale) {
  const invalid = m.validation_import_invalid({}, { locale });
  const interpretation = z.object({
    type: z.enum(['JUNG_AI', 'ROGERS_AI', 'CBT_AI', 'USER']),
    content: z.string().min(1).max(MAX_INTERPRETATION_CHARS),
    feedback: z.enum(['UP', 'DOWN']).nullish(),
    helpful: z.boolean().nullish(),
    feedbackText: z.string().max(2000).nullish(),
    date: z.iso.datetime().nullish(),
  });
  return {
    // The file's frame; each dream is checked in the loop below, a few per turn of the event loop
    // (one parse of 5,000 dreams held every other request for half a second).
    document: z.object(
      {
        format: z.literal('oneiro-journal', invalid),
        version: z.literal(1, invalid),
        dreams: z.array(z.unknown(), invalid).max(MAX_DREAMS),
      },
      invalid,
    ),
    dream: z.object(
      {
        title: z.string(),
        content: z.string(),
        date: z.string(),
        tags: z.array(z.string()).default([]),
        language: z.string().nullish(),
        isFavorite: z.boolean().nullish(),
        // Night facts are checked by the dream rules below, like the rest of the dream.
        lucid: z.unknown().optional(),
        nightmare: z.unknown().optional(),
        recurring: z.unknown().optional(),
        mood: z.unknown().optional(),
        vividness: z.unknown().optional(),
        sleepQuality: z.unknown().optional(),
        interpretations: z.array(interpretation).default([]),
      },
      invalid,
    ),
  };
}

export interface ImportSummary {
  dreamsAdded: number;
  dreamsSkipped: number;
  interpretationsAdded: number;
}

/** A dream is the same dream when its day and time and its text (without markup) are the same. */
const keyOf = (date: Date, text: string) => `${date.getTime()}\u0000${text}`;

/**
 * The page that sent the file follows the import on the `importProgress` subscription: checking
 * counts a dream twice (its rules, then its sanitised text and codes), so `done` is half their sum.
 */
function progressReporter(context: SignedInContext) {
  const { pubsub } = context.services;
  const userId = context.viewer.id;
  return {
    checking: (ruled: number, prepared: number, total: number) =>
      pubsub.publishImportProgress({ userId, phase: 'CHECKING', done: Math.floor((ruled + prepared) / 2), total }),
    writing: (done: number, total: number) => pubsub.publishImportProgress({ userId, phase: 'WRITING', done, total }),
  };
}

export async function importJournal(document: string, context: SignedInContext): Promise<ImportSummary> {
  const locale = context.locale;
  let raw: unknown;
  try {
    raw = JSON.parse(document);
  } catch {
    throw new AppError('BAD_USER_INPUT', m.validation_import_invalid({}, { locale }));
  }
  const schemas = documentSchema(locale);
  const parsed = schemas.document.safeParse(raw);
  if (!parsed.success) throw new AppError('BAD_USER_INPUT', m.validation_import_invalid({}, { locale }));
  // Each dream passes the same rules as one written in the app (sanitised HTML, tag limits...).
  const schema = dreamInputs(locale).createDream;
  const dreams: CheckedDream[] = [];
  const progress = progressReporter(context);
  const total = parsed.data.dreams.length;
  for (const [index, entry] of parsed.data.dreams.entries()) {
    // Checking thousands of dreams takes a while: other requests are served every few.
    if (index > 0 && index % CHECK_TURN === 0) {
      if (index % PROGRESS_EVERY === 0) progress.checking(index, 0, total);
      await yieldToEventLoop();
    }
    const framed = schemas.dream.safeParse(entry);
    if (!framed.success) throw new AppError('BAD_USER_INPUT', m.validation_import_invalid({}, { locale }));
    const dream = framed.data;
    const fields = {
      title: dream.title,
      content: dream.content,
      tags: dream.tags,
      // As the DateTime scalar hands it to the dream rules (an unreadable one is an Invalid Date).
      date: new Date(dream.date),
      language: dream.language === 'es' ? 'es' : 'en',
      lucid: dream.lucid,
      nightmare: dream.nightmare,
      recurring: dream.recurring,
      mood: dream.mood,
      vividness: dream.vividness,
      sleepQuality: dream.sleepQuality,
    };
    const result = schema.safeParse(fields);
    if (!result.success) {
      const problem = result.error.issues[0]?.message ?? '';
      throw new AppError('BAD_USER_INPUT', m.validation_import_dream({ number: index + 1, problem }, { locale }));
    }
    dreams.push({ input: result.data, fields, source: dream });
  }

  const userId = context.viewer.id;
  // One import per user at a time, on every instance: a second one would race the first's check
  // for dreams already there.
  const lease = await limited(locale, () =>
    context.services.limits.hold([{ policy: 'importsAtOnce', key: String(userId) }]),
  );
  try {
    return await writeDreams(dreams, context, progress);
  } finally {
    await lease.release();
  }
}

type CheckedDream = {
  /** The dream as the dream rules parsed it (night facts included). */
  input: z.output<ReturnType<typeof dreamInputs>['createDream']>;
  fields: { date: Date; language: string };
  source: z.infer<ReturnType<typeof documentSchema>['dream']>;
};

/**
 * Writes the checked dreams in batches, each batch its own transaction, giving the event loop back
 * between batches so other requests are served meanwhile. Not one transaction around them all: on
 * SQLite the one connection is shared, so another user's writes made during the import would commit
 * or roll back with it, and a session created meanwhile would stay invisible to the session reader
 * (bench/README.md, abuse-load: sign-ins answered 401 for the length of an import). All or nothing
 * still holds: the file was checked whole before the first write, and should a batch fail, the
 * dreams this import wrote are deleted again (their tags, codes and interpretations with them).
 */
async function writeDreams(
  dreams: CheckedDream[],
  context: SignedInContext,
  progress: ReturnType<typeof progressReporter>,
): Promise<ImportSummary> {
  const { locale } = context;
  const userId = context.viewer.id;
  const existing = await db().dreamEntry.findMany({ where: { userId }, select: { date: true, contentText: true } });
  const seen = new Set(existing.map((dream) => keyOf(dream.date, dream.contentText)));
  const summary: ImportSummary = { dreamsAdded: 0, dreamsSkipped: 0, interpretationsAdded: 0 };
  const fresh: {
    dream: CheckedDream;
    html: string;
    text: string;
    elements: string;
    codes: ReturnType<typeof newContentCodesRow>;
  }[] = [];
  for (const [index, dream] of dreams.entries()) {
    if (index > 0 && index % CHECK_TURN === 0) {
      if (index % PROGRESS_EVERY === 0) progress.checking(dreams.length, index, dreams.length);
      await yieldToEventLoop();
    }
    // The text as the dream page stores it (the file's HTML goes through the same sanitiser).
    const content = resolveContent(sanitizeRichText(dream.input.content), false, locale);
    const key = keyOf(dream.fields.date, content.text);
    if (seen.has(key)) {
      summary.dreamsSkipped += 1;
      continue;
    }
    seen.add(key);
    // What a saved dream stores too (the elements insights count, its content codes): read here,
    // a few at a time between turns of the event loop, so the writes below only write.
    if (fresh.length % CODING_TURN === 0) await yieldToEventLoop();
    const title = titleOrDefault(dream.input.title, locale);
    fresh.push({
      dream,
      html: content.html,
      text: content.text,
      elements: serializeElements({ title, text: content.text, tags: dream.input.tags, date: dream.fields.date }),
      codes: newContentCodesRow(context.viewer.id, content.text),
    });
  }
  progress.writing(0, fresh.length);
  const written: number[] = [];
  try {
    for (let start = 0; start < fresh.length; start += IMPORT_BATCH_SIZE) {
      const batch = fresh.slice(start, start + IMPORT_BATCH_SIZE);
      const added = await db().$transaction(async (tx) => {
        const created = await tx.dreamEntry.createManyAndReturn({
          data: batch.map(({ dream, html, text, elements }) => ({
            userId,
            title: titleOrDefault(dream.input.title, locale),
            content: html,
            contentText: text,
            date: dream.fields.date,
            language: dream.fields.language,
            isFavorite: dream.source.isFavorite ?? false,
            tagList: tagListOf(dream.input.tags),
            // What a dream saved in the app stores too: its night facts and the elements insights count.
            lucid: dream.input.lucid,
            nightmare: dream.input.nightmare,
            recurring: dream.input.recurring,
            mood: dream.input.mood,
            vividness: dream.input.vividness,
            sleepQuality: dream.input.sleepQuality,
            elements,
          })),
          select: { id: true, date: true, contentText: true },
        });
        // Matched by their key (unique within the import), not by the order the database returned.
        const idOf = new Map(created.map((row) => [keyOf(row.date, row.contentText), row.id]));
        const tags = [];
        const interpretations = [];
        for (const { dream, text } of batch) {
          const dreamId = idOf.get(keyOf(dream.fields.date, text))!;
          tags.push(...dream.input.tags.map((name, position) => ({ dreamId, position, name, userId })));
          const byType = new Map(dream.source.interpretations.map((item) => [item.type, item]));
          for (const interpretation of byType.values()) {
            interpretations.push({
              dreamEntryId: dreamId,
              userId,
              type: interpretation.type,
              content: interpretation.content,
              feedback:
                interpretation.type === 'JUNG_AI' || interpretation.type === 'ROGERS_AI'
                  ? interpretation.feedback
                  : null,
              helpful: interpretation.type === 'CBT_AI' ? interpretation.helpful : null,
              feedbackText: interpretation.type === 'CBT_AI' ? interpretation.feedbackText : null,
              ...(interpretation.date ? { date: new Date(interpretation.date) } : {}),
            });
          }
        }
        if (tags.length > 0) await tx.dreamTag.createMany({ data: tags });
        // Coded as at save (content-codes), in the same transaction.
        await tx.dreamContentCodes.createMany({
          data: batch.map(({ dream, text, codes }) => ({
            dreamId: idOf.get(keyOf(dream.fields.date, text))!,
            ...codes,
          })),
        });
        if (interpretations.length > 0) await tx.dreamInterpretation.createMany({ data: interpretations });
        return { ids: created.map((row) => row.id), interpretations: interpretations.length };
      });
      written.push(...added.ids);
      summary.dreamsAdded += batch.length;
      summary.interpretationsAdded += added.interpretations;
      if (summary.dreamsAdded % PROGRESS_EVERY === 0 || summary.dreamsAdded === fresh.length) {
        progress.writing(summary.dreamsAdded, fresh.length);
      }
      await yieldToEventLoop();
    }
  } catch (error) {
    // Undo this import's earlier batches, a slice at a time (SQLite's parameter limit).
    for (let start = 0; start < written.length; start += 500) {
      await db().dreamEntry.deleteMany({ where: { userId, id: { in: written.slice(start, start + 500) } } });
    }
    throw error;
  }
  return summary;
}
