// Import of a JSON export (journal-export.ts) into the viewer's account, on this server or another.
// The whole document is checked before anything is written, so a bad file changes nothing. A dream
// already in the journal (same date, title and text) is skipped, so importing twice adds nothing.
// Audio is not imported: its files stay on the server that recorded them.
import { z } from 'zod';
import type { SignedInContext } from '../../graphql/context.ts';
import { AppError } from '../../graphql/errors.ts';
import { db } from '../../db/current.ts';
import { messages as m, type Locale } from '#shared/i18n/locale.ts';
import { dreamInputs } from '#shared/inputs/dreams.inputs.ts';
import { createDream } from '../dreams/dreams.service.ts';
import { sanitizeRichText } from '../dreams/rich-text.ts';

/** The largest journal one import takes (the request body limit usually comes first). */
const MAX_DREAMS = 5000;
const MAX_INTERPRETATION_CHARS = 50_000;

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
  return z.object(
    {
      format: z.literal('oneiro-journal', invalid),
      version: z.literal(1, invalid),
      dreams: z
        .array(
          z.object({
            title: z.string(),
            content: z.string(),
            date: z.string(),
            tags: z.array(z.string()).default([]),
            language: z.string().nullish(),
            isFavorite: z.boolean().nullish(),
            interpretations: z.array(interpretation).default([]),
          }),
          invalid,
        )
        .max(MAX_DREAMS),
    },
    invalid,
  );
}

export interface ImportSummary {
  dreamsAdded: number;
  dreamsSkipped: number;
  interpretationsAdded: number;
}

/** A dream is the same dream when its day and time and its text (without markup) are the same. */
const keyOf = (date: Date, text: string) => `${date.getTime()}\u0000${text}`;

export async function importJournal(document: string, context: SignedInContext): Promise<ImportSummary> {
  const locale = context.locale;
  let raw: unknown;
  try {
    raw = JSON.parse(document);
  } catch {
    throw new AppError('BAD_USER_INPUT', m.validation_import_invalid({}, { locale }));
  }
  const parsed = documentSchema(locale).safeParse(raw);
  if (!parsed.success) throw new AppError('BAD_USER_INPUT', m.validation_import_invalid({}, { locale }));
  // Each dream passes the same rules as one written in the app (sanitised HTML, tag limits...).
  const schema = dreamInputs(locale).createDream;
  const dreams = parsed.data.dreams.map((dream, index) => {
    const fields = {
      title: dream.title,
      content: dream.content,
      tags: dream.tags,
      // As the DateTime scalar hands it to the dream rules (an unreadable one is an Invalid Date).
      date: new Date(dream.date),
      language: dream.language === 'es' ? 'es' : 'en',
    };
    const result = schema.safeParse(fields);
    if (!result.success) {
      const problem = result.error.issues[0]?.message ?? '';
      throw new AppError('BAD_USER_INPUT', m.validation_import_dream({ number: index + 1, problem }, { locale }));
    }
    return { input: result.data, fields, source: dream };
  });

  const userId = context.viewer.id;
  const existing = await db().dreamEntry.findMany({ where: { userId }, select: { date: true, contentText: true } });
  const seen = new Set(existing.map((dream) => keyOf(dream.date, dream.contentText)));
  const summary: ImportSummary = { dreamsAdded: 0, dreamsSkipped: 0, interpretationsAdded: 0 };
  for (const { input, fields, source } of dreams) {
    // The text as the dream page stores it (the file's HTML goes through the same sanitiser).
    const key = keyOf(fields.date, sanitizeRichText(input.content).text);
    if (seen.has(key)) {
      summary.dreamsSkipped += 1;
      continue;
    }
    seen.add(key);
    const created = await createDream(fields, context);
    summary.dreamsAdded += 1;
    if (source.isFavorite) await db().dreamEntry.update({ where: { id: created.id }, data: { isFavorite: true } });
    const byType = new Map(source.interpretations.map((interpretation) => [interpretation.type, interpretation]));
    for (const interpretation of byType.values()) {
      await db().dreamInterpretation.create({
        data: {
          dreamEntryId: created.id,
          userId,
          type: interpretation.type,
          content: interpretation.content,
          feedback:
            interpretation.type === 'JUNG_AI' || interpretation.type === 'ROGERS_AI' ? interpretation.feedback : null,
          helpful: interpretation.type === 'CBT_AI' ? interpretation.helpful : null,
          feedbackText: interpretation.type === 'CBT_AI' ? interpretation.feedbackText : null,
          ...(interpretation.date ? { date: new Date(interpretation.date) } : {}),
        },
      });
      summary.interpretationsAdded += 1;
    }
  }
  return summary;
}
