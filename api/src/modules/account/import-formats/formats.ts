// Journals from other apps, read into Oneiro's own import document (journal-import.ts), so every
// format goes through the same checks, sanitiser, duplicate rule and batched writing:
// - ONEIRO: Oneiro's JSON export, as it is;
// - DAY_ONE: Day One's JSON export ({ entries: [{ creationDate, text, tags, starred }] }; the first
//   line of an entry is its title, as Day One shows it);
// - CSV: a spreadsheet with a header row; the user says which column is the date, the title, the
//   text and the tags (guessed from the headers at first);
// - WEB_DREAM_JOURNAL: the backup of Web Dream Journal, an open-source journal
//   ({ data: { dreams: [{ title, content, timestamp, tags, dreamSigns, isLucid }] } }); dream signs
//   become tags, and a lucid dream gets the tag "lucid".
// Plain text becomes paragraphs of escaped HTML; dates that cannot be read make the whole file
// refused with the row's number, before anything is written.
import { AppError } from '../../../graphql/errors.ts';
import { messages as m, type Locale } from '#shared/i18n/locale.ts';
import { parseCsv } from './csv.ts';

export const IMPORT_FORMATS = ['ONEIRO', 'DAY_ONE', 'CSV', 'WEB_DREAM_JOURNAL'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Which CSV column (by index in the header row) holds each part of a dream; null for none. */
export interface CsvMapping {
  date: number;
  title: number | null;
  text: number;
  tags: number | null;
}

export interface ImportedDream {
  title: string;
  content: string;
  date: string;
  tags: string[];
  isFavorite?: boolean;
}

export interface ReadJournal {
  dreams: ImportedDream[];
  /** For CSV: the header row and the mapping used (guessed when none was given). */
  csv?: { columns: string[]; mapping: CsvMapping };
}

type Json = Record<string, unknown>;

const invalid = (locale: Locale) => new AppError('BAD_USER_INPUT', m.validation_import_invalid({}, { locale }));

function parseJson(text: string, locale: Locale): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalid(locale);
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as the editor's HTML: a paragraph per blank-line-separated block, line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .filter((block) => block.trim() !== '')
    .map((block) => `<p>${escapeHtml(block.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A date as the import document carries it, or the row's error. */
function isoDate(value: unknown, row: number, locale: Locale): string {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? value : '';
  // Day-first dates (31/12/2025) as Spanish spreadsheets write them; otherwise what Date reads.
  const dayFirst = typeof text === 'string' ? /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text) : null;
  const date = dayFirst
    ? new Date(Date.UTC(Number(dayFirst[3]), Number(dayFirst[2]) - 1, Number(dayFirst[1]), 12))
    : new Date(text === '' ? Number.NaN : text);
  if (Number.isNaN(date.getTime())) {
    throw new AppError('BAD_USER_INPUT', m.validation_import_date({ number: row }, { locale }));
  }
  return date.toISOString();
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function dayOne(document: unknown, locale: Locale): ImportedDream[] {
  const entries = (document as Json | null)?.entries;
  if (!Array.isArray(entries)) throw invalid(locale);
  return entries.map((raw, index) => {
    const entry = (raw ?? {}) as Json;
    const text = typeof entry.text === 'string' ? entry.text.replace(/\\([.!#*_()[\]-])/g, '$1') : '';
    const [first = '', ...rest] = text.trim().split('\n');
    const heading = /^#{1,6}\s+(.*)$/.exec(first);
    return {
      title: (heading ? heading[1]! : first).trim().slice(0, 200),
      content: textToHtml(heading || rest.length > 0 ? rest.join('\n') : first),
      date: isoDate(entry.creationDate, index + 1, locale),
      tags: strings(entry.tags),
      isFavorite: entry.starred === true,
    };
  });
}

function webDreamJournal(document: unknown, locale: Locale): ImportedDream[] {
  const root = (document ?? {}) as Json;
  const dreams = (root.data as Json | undefined)?.dreams ?? root.dreams;
  if (!Array.isArray(dreams)) throw invalid(locale);
  return dreams.map((raw, index) => {
    const dream = (raw ?? {}) as Json;
    const tags = [...strings(dream.tags), ...strings(dream.dreamSigns), ...(dream.isLucid === true ? ['lucid'] : [])];
    return {
      title: typeof dream.title === 'string' ? dream.title : '',
      content: textToHtml(typeof dream.content === 'string' ? dream.content : ''),
      date: isoDate(dream.timestamp, index + 1, locale),
      tags: [...new Set(tags)],
    };
  });
}

const HEADER_GUESSES: Record<keyof CsvMapping, RegExp> = {
  date: /^(date|fecha|day|día|dia|when|created)/i,
  title: /^(title|título|titulo|name|nombre)/i,
  text: /^(text|texto|dream|sueño|sueno|content|contenido|body|entry|description)/i,
  tags: /^(tags?|etiquetas?|labels?|categor)/i,
};

/** The columns whose headers say what they hold. */
export function guessCsvMapping(columns: string[]): CsvMapping {
  const find = (key: keyof CsvMapping) => {
    const index = columns.findIndex((column) => HEADER_GUESSES[key].test(column.trim()));
    return index < 0 ? null : index;
  };
  return {
    date: find('date') ?? 0,
    title: find('title'),
    text: find('text') ?? Math.min(1, columns.length - 1),
    tags: find('tags'),
  };
}

function csv(text: string, given: CsvMapping | null, locale: Locale): ReadJournal {
  const [header, ...rows] = parseCsv(text);
  if (!header || header.length < 2) throw invalid(locale);
  const mapping = given ?? guessCsvMapping(header);
  const inRange = (index: number | null) => index === null || (index >= 0 && index < header.length);
  if (!inRange(mapping.date) || !inRange(mapping.text) || !inRange(mapping.title) || !inRange(mapping.tags)) {
    throw new AppError('BAD_USER_INPUT', m.validation_import_mapping({}, { locale }));
  }
  const cell = (row: string[], index: number | null) => (index === null ? '' : (row[index] ?? '').trim());
  const dreams = rows.map((row, index) => ({
    title: cell(row, mapping.title),
    content: textToHtml(cell(row, mapping.text)),
    // The header is row 1 of the file.
    date: isoDate(cell(row, mapping.date), index + 2, locale),
    tags: cell(row, mapping.tags)
      .split(/[,;|#]/)
      .map((tag) => tag.trim())
      .filter(Boolean),
  }));
  return { dreams, csv: { columns: header, mapping } };
}

/** The journal in a file of `format`, as dreams Oneiro's import takes. */
export function readJournal(
  text: string,
  format: ImportFormat,
  csvMapping: CsvMapping | null,
  locale: Locale,
): ReadJournal {
  switch (format) {
    case 'ONEIRO': {
      const document = parseJson(text, locale) as Json | null;
      if (!document || !Array.isArray(document.dreams)) throw invalid(locale);
      return { dreams: document.dreams as ImportedDream[] };
    }
    case 'DAY_ONE':
      return { dreams: dayOne(parseJson(text, locale), locale) };
    case 'WEB_DREAM_JOURNAL':
      return { dreams: webDreamJournal(parseJson(text, locale), locale) };
    case 'CSV':
      return csv(text, csvMapping, locale);
  }
}

/** A file of another format as Oneiro's own import document. */
export function asOneiroDocument(journal: ReadJournal): string {
  return JSON.stringify({ format: 'oneiro-journal', version: 1, dreams: journal.dreams });
}
