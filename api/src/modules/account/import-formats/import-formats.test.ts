// Imports from other journals, with sample files written for these tests in each format: Day One's
// JSON, a CSV with its column mapping (commas and quotes, and a Spanish sheet with semicolons),
// and Web Dream Journal's backup. Each keeps dates and tags, sanitises the text, shows a preview that
// writes nothing, and importing the same file again adds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBrowser } from '#api-test/test-app.ts';
import { db } from '../../../db/current.ts';
import { parseCsv } from './csv.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const DAY_ONE = JSON.stringify({
  metadata: { version: '1.0' },
  entries: [
    {
      uuid: 'A1',
      creationDate: '2025-02-03T06:40:00Z',
      text: '# The green door\nI opened a green door onto a beach.\n\nThe sand was warm <script>alert(1)</script>.',
      tags: ['door', 'beach'],
      starred: true,
    },
    { uuid: 'A2', creationDate: '2025-02-05T07:10:00Z', text: 'Flying over the old school\\.', tags: [] },
  ],
});

const CSV = [
  'Date,Title,Dream,Tags',
  '2025-03-01,Lost keys,"I searched for my keys, everywhere.",keys; home',
  '2025-03-02,"The ""big"" wave","A wave rose over the town.\nThen it was calm.",sea',
].join('\n');

const CSV_ES = ['fecha;texto;etiquetas', '15/04/2025;Soñé con mi abuela en la cocina.;familia, cocina'].join('\n');

const WEB_DREAM_JOURNAL = JSON.stringify({
  data: {
    dreams: [
      {
        id: 'seed-1',
        title: 'Talking cat',
        content: 'A cat spoke to me in the garden.',
        timestamp: '2025-01-10T05:00:00.000Z',
        isLucid: true,
        emotions: 'wonder',
        tags: ['animals'],
        dreamSigns: ['talking-animal'],
      },
    ],
  },
});

const IMPORT = `mutation($document: String!, $format: ImportFormat, $csvMapping: CsvMappingInput) {
  importJournal(document: $document, format: $format, csvMapping: $csvMapping) { dreamsAdded dreamsSkipped }
}`;
const PREVIEW = `query($document: String!, $format: ImportFormat!, $csvMapping: CsvMappingInput) {
  importPreview(document: $document, format: $format, csvMapping: $csvMapping) {
    dreams firstDate lastDate sample { title date tags excerpt } csvColumns csvMapping { date title text tags }
  }
}`;

async function dreamsOf(userId: number) {
  return db().dreamEntry.findMany({ where: { userId }, orderBy: { date: 'asc' }, include: { tags: true } });
}

async function importTwice(browser: TestBrowser, variables: Record<string, unknown>, expected: number) {
  const first = await browser.graphql(IMPORT, variables);
  expect(first.errors).toBeUndefined();
  expect(first.data.importJournal).toEqual({ dreamsAdded: expected, dreamsSkipped: 0 });
  const again = await browser.graphql(IMPORT, variables);
  expect(again.data.importJournal).toEqual({ dreamsAdded: 0, dreamsSkipped: expected });
}

describe('reading CSV', () => {
  it('keeps quoted separators, doubled quotes and line breaks, and guesses the separator', () => {
    expect(parseCsv(CSV)).toEqual([
      ['Date', 'Title', 'Dream', 'Tags'],
      ['2025-03-01', 'Lost keys', 'I searched for my keys, everywhere.', 'keys; home'],
      ['2025-03-02', 'The "big" wave', 'A wave rose over the town.\nThen it was calm.', 'sea'],
    ]);
    expect(parseCsv(CSV_ES)[1]).toEqual(['15/04/2025', 'Soñé con mi abuela en la cocina.', 'familia, cocina']);
  });
});

describe('importing other journals', () => {
  it("Day One's JSON: the first line is the title, dates, tags and favourites kept, text sanitised", async () => {
    const { browser, user } = await t.signedIn();
    const preview = await browser.graphql(PREVIEW, { document: DAY_ONE, format: 'DAY_ONE' });
    expect(preview.data.importPreview).toMatchObject({
      dreams: 2,
      firstDate: '2025-02-03T06:40:00.000Z',
      lastDate: '2025-02-05T07:10:00.000Z',
      sample: [{ title: 'The green door', tags: ['door', 'beach'] }, { title: 'Flying over the old school.' }],
    });
    // A preview writes nothing.
    expect(await dreamsOf(user.databaseId)).toHaveLength(0);
    await importTwice(browser, { document: DAY_ONE, format: 'DAY_ONE' }, 2);
    const [door, school] = await dreamsOf(user.databaseId);
    expect(door).toMatchObject({ title: 'The green door', isFavorite: true });
    expect(door!.date.toISOString()).toBe('2025-02-03T06:40:00.000Z');
    expect(door!.tags.map((tag) => tag.name).sort()).toEqual(['beach', 'door']);
    expect(door!.content).toContain('<p>I opened a green door onto a beach.</p>');
    expect(door!.content).not.toContain('<script');
    expect(school!.isFavorite).toBe(false);
  });

  it('CSV: the columns guessed from the header, or as mapped, with the preview showing them', async () => {
    const { browser, user } = await t.signedIn();
    const preview = await browser.graphql(PREVIEW, { document: CSV, format: 'CSV' });
    expect(preview.data.importPreview).toMatchObject({
      dreams: 2,
      csvColumns: ['Date', 'Title', 'Dream', 'Tags'],
      csvMapping: { date: 0, title: 1, text: 2, tags: 3 },
    });
    await importTwice(browser, { document: CSV, format: 'CSV' }, 2);
    const [keys, wave] = await dreamsOf(user.databaseId);
    expect(keys!.title).toBe('Lost keys');
    expect(keys!.tags.map((tag) => tag.name).sort()).toEqual(['home', 'keys']);
    expect(wave!.title).toBe('The "big" wave');
    expect(wave!.contentText).toContain('Then it was calm.');

    // A Spanish sheet: semicolons, day-first dates, no title column (mapped by hand).
    const spanish = await t.signedIn('es');
    const mapping = { date: 0, title: null, text: 1, tags: 2 };
    await importTwice(spanish.browser, { document: CSV_ES, format: 'CSV', csvMapping: mapping }, 1);
    const [grandmother] = await dreamsOf(spanish.user.databaseId);
    expect(grandmother!.date.toISOString().slice(0, 10)).toBe('2025-04-15');
    expect(grandmother!.tags.map((tag) => tag.name).sort()).toEqual(['cocina', 'familia']);
  });

  it("Web Dream Journal's backup: dream signs and lucidity become tags", async () => {
    const { browser, user } = await t.signedIn();
    await importTwice(browser, { document: WEB_DREAM_JOURNAL, format: 'WEB_DREAM_JOURNAL' }, 1);
    const [cat] = await dreamsOf(user.databaseId);
    expect(cat!.title).toBe('Talking cat');
    expect(cat!.tags.map((tag) => tag.name).sort()).toEqual(['animals', 'lucid', 'talking-animal']);
  });

  it('refuses a file it cannot read, with the row, and writes nothing', async () => {
    const { browser, user } = await t.signedIn();
    const badDate = `${CSV}\nnot a date,Broken,Text,`;
    const refused = await browser.graphql(IMPORT, { document: badDate, format: 'CSV' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe('Row 4: the date cannot be read.');
    const outOfRange = await browser.graphql(IMPORT, {
      document: CSV,
      format: 'CSV',
      csvMapping: { date: 0, title: null, text: 9, tags: null },
    });
    expect(outOfRange.errors?.[0]?.message).toBe('Choose columns that are in the file.');
    const notJson = await browser.graphql(IMPORT, { document: 'entries: []', format: 'DAY_ONE' });
    expect(notJson.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await dreamsOf(user.databaseId)).toHaveLength(0);
  });

  it('over REST: POST /api/user/import?format=CSV with the file as `document`', async () => {
    const { browser, user } = await t.signedIn();
    const response = await browser.request('POST', '/api/user/import?format=CSV', { document: CSV });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ dreamsAdded: 2, dreamsSkipped: 0 });
    expect(await dreamsOf(user.databaseId)).toHaveLength(2);
  });
});
