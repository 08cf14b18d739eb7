// Imports from other journals in GraphQL: the formats, the CSV column mapping, and `importPreview`,
// which reads a file as the import would (nothing is written) so the user sees what will be added
// and can map a CSV's columns first. importJournal (account.graphql.ts) takes the same arguments.
import { builder } from '../../../graphql/builder.ts';
import { readJournal, type CsvMapping, type ImportFormat } from './formats.ts';

// The values of IMPORT_FORMATS (formats.ts), in its order; `satisfies` fails when a format is added.
const IMPORT_FORMAT_VALUES = {
  ONEIRO: { description: "Oneiro's own JSON export (User.journalExport), from this server or another." },
  DAY_ONE: { description: "Day One's JSON export; an entry's first line becomes the dream's title." },
  CSV: { description: 'A spreadsheet saved as CSV with a header row; see CsvMappingInput for its columns.' },
  WEB_DREAM_JOURNAL: {
    description:
      "Web Dream Journal's JSON backup; its dream signs become tags, and a lucid dream gets the tag `lucid`.",
  },
} as const satisfies Record<ImportFormat, { description: string }>;

export const ImportFormatEnum = builder.enumType('ImportFormat', {
  description:
    "ONEIRO: Oneiro's JSON export. DAY_ONE: Day One's JSON export. CSV: a spreadsheet with a header row. WEB_DREAM_JOURNAL: Web Dream Journal's backup (JSON).",
  values: IMPORT_FORMAT_VALUES,
});

export const CsvMappingInput = builder.inputType('CsvMappingInput', {
  description: 'Which column (0-based, in the header row) holds each part of a dream; null for a part the file lacks.',
  fields: (t) => ({
    date: t.int({ required: true, description: 'The date column.' }),
    title: t.int({ description: 'The title column, if any.' }),
    text: t.int({ required: true, description: 'The dream text column.' }),
    tags: t.int({ description: 'The tags column, if any (tags separated by commas or semicolons).' }),
  }),
});

const CsvMappingType = builder.objectRef<CsvMapping>('CsvMapping').implement({
  description: 'The columns a CSV import reads (guessed from the headers until the user chooses).',
  fields: (t) => ({
    date: t.exposeInt('date', { description: 'The date column.' }),
    title: t.exposeInt('title', { nullable: true, description: 'The title column.' }),
    text: t.exposeInt('text', { description: 'The text column.' }),
    tags: t.exposeInt('tags', { nullable: true, description: 'The tags column.' }),
  }),
});

interface PreviewDream {
  title: string;
  date: string;
  tags: string[];
  excerpt: string;
}

const PreviewDreamType = builder.objectRef<PreviewDream>('ImportPreviewDream').implement({
  description: 'One dream as the import reads it.',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'Its title (empty: Oneiro names it as usual).' }),
    date: t.exposeString('date', { description: 'Its date (ISO 8601).' }),
    tags: t.exposeStringList('tags', { description: 'Its tags.' }),
    excerpt: t.exposeString('excerpt', { description: 'The start of its text.' }),
  }),
});

const PREVIEW_SAMPLE = 5;

const ImportPreviewType = builder
  .objectRef<{
    dreams: number;
    firstDate: string | null;
    lastDate: string | null;
    sample: PreviewDream[];
    csv?: { columns: string[]; mapping: CsvMapping };
  }>('ImportPreview')
  .implement({
    description: 'What importing a file would add (before dreams already in the journal are skipped).',
    fields: (t) => ({
      dreams: t.exposeInt('dreams', { description: 'How many dreams the file holds.' }),
      firstDate: t.exposeString('firstDate', { nullable: true, description: 'The oldest dream date.' }),
      lastDate: t.exposeString('lastDate', { nullable: true, description: 'The newest dream date.' }),
      sample: t.field({ type: [PreviewDreamType], description: 'The first few dreams.', resolve: (p) => p.sample }),
      csvColumns: t.stringList({
        nullable: true,
        description: "CSV: the header row's columns.",
        resolve: (preview) => preview.csv?.columns ?? null,
      }),
      csvMapping: t.field({
        type: CsvMappingType,
        nullable: true,
        description: 'CSV: the columns read (guessed unless given).',
        resolve: (preview) => preview.csv?.mapping ?? null,
      }),
    }),
  });

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

builder.queryField('importPreview', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: ImportPreviewType,
    description: 'Reads a journal file as importJournal would, without writing anything.',
    args: {
      document: t.arg.string({ required: true, description: "The file's text." }),
      format: t.arg({ type: ImportFormatEnum, required: true, description: 'What kind of file it is.' }),
      csvMapping: t.arg({ type: CsvMappingInput, description: 'CSV: which column is which.' }),
    },
    resolve: (_root, { document, format, csvMapping }, context) => {
      const journal = readJournal(document, format, (csvMapping as CsvMapping | null) ?? null, context.locale);
      const dates = journal.dreams.map((dream) => String(dream.date)).sort();
      return {
        dreams: journal.dreams.length,
        firstDate: dates[0] ?? null,
        lastDate: dates.at(-1) ?? null,
        sample: journal.dreams.slice(0, PREVIEW_SAMPLE).map((dream) => ({
          title: String(dream.title ?? ''),
          date: String(dream.date),
          tags: Array.isArray(dream.tags) ? dream.tags.map(String) : [],
          excerpt: plain(String(dream.content ?? '')).slice(0, 140),
        })),
        csv: journal.csv,
      };
    },
  }),
);
