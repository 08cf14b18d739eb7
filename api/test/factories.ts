// Realistic, varied dreams for tests and for the bench seed (bench/seed.ts): the same generator, so
// what the benchmarks measure is the data the tests exercise. Deterministic for a given seed.
import { sanitizeRichText } from '../src/modules/dreams/rich-text.ts';
import { tagListOf } from '../src/modules/dreams/tag-list.ts';

/** A small, fast PRNG (mulberry32): the same seed gives the same journal. */
export function randomSource(seed = 1) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

export type Random = ReturnType<typeof randomSource>;

const PLACES = [
  'an old house by the sea',
  "my grandmother's kitchen",
  'a train station at night',
  'a forest of silver birches',
  'the school I went to as a child',
  'a city made of glass',
  'an empty swimming pool',
  'a library with no ceiling',
  'a market in a foreign country',
  'the roof of a tall building',
  'a boat on a dark lake',
  'a hospital corridor',
  'a desert under two moons',
  'a snowy mountain village',
  'my first apartment',
  'a cathedral full of water',
];
const PEOPLE = [
  'my mother',
  'my brother',
  'an old friend from school',
  'a stranger in a grey coat',
  'my father',
  'a child I did not know',
  'my partner',
  'a teacher',
  'a woman with a lantern',
  'my grandfather',
  'a talking fox',
  'a crowd of faces I almost recognised',
  'my boss',
  'a musician',
  'a doctor',
];
const ACTIONS = [
  'I was flying above the rooftops',
  'I was looking for a door that kept moving',
  'I was late for an exam I had not studied for',
  'I was swimming through warm, clear water',
  'I was being chased but could not run',
  'I found a room I had never seen before',
  'my teeth were falling out one by one',
  'I was trying to call someone but the phone would not work',
  'I was carrying a heavy suitcase up endless stairs',
  'I was lost and the streets kept changing',
  'I was singing in front of a silent audience',
  'I was driving a car without brakes',
  'I was searching for my keys in the sand',
  'I was climbing a ladder into the clouds',
  'I was falling slowly through the dark',
  'I was building a house out of letters',
];
const FEELINGS = [
  'calm',
  'anxious',
  'curious',
  'joyful',
  'afraid',
  'nostalgic',
  'confused',
  'free',
  'sad',
  'relieved',
  'embarrassed',
  'peaceful',
];
const DETAILS = [
  'The light was golden and everything moved slowly.',
  'There was a smell of rain and oranges.',
  'Every clock showed a different time.',
  'The walls were breathing softly.',
  'I could hear the ocean even though it was far away.',
  'Someone kept whispering my name.',
  'The colours were brighter than in waking life.',
  'Birds with human voices were talking about the weather.',
  'The floor turned into water whenever I looked down.',
  'I knew it was a dream, but I could not wake up.',
  'Snow was falling upwards.',
  'A cat followed me everywhere and said nothing.',
  'The sky was the colour of old paper.',
  'Music came from under the ground.',
];
const ENDINGS = [
  'I woke up before I could find out what happened.',
  'Then everything dissolved into white light.',
  'In the end I was back in my own bed, but the room was different.',
  'I woke up with my heart racing.',
  'The dream faded slowly and I felt rested.',
  'It ended when the door finally opened.',
];
export const TAGS = [
  'flying',
  'water',
  'family',
  'chase',
  'school',
  'house',
  'lucid',
  'nightmare',
  'travel',
  'animals',
  'childhood',
  'falling',
  'teeth',
  'ocean',
  'forest',
  'city',
  'lost',
  'exam',
  'friends',
  'music',
  'snow',
  'light',
  'recurring',
  'work',
  'love',
  'death',
  'birth',
  'fire',
  'keys',
  'train',
  'Mother',
  'mountains',
  'darkness',
  'colours',
  'voices',
];
const NAMES = [
  'Amara',
  'Bastian',
  'Celeste',
  'Dmitri',
  'Elena',
  'Farid',
  'Greta',
  'Hiroshi',
  'Ingrid',
  'Joaquín',
  'Kalinda',
  'Lorenzo',
  'Maëlle',
  'Nikolai',
  'Oona',
  'Pilar',
  'Quentin',
  'Rosalind',
  'Søren',
  'Tamsin',
  'Ulrich',
  'Valentina',
  'Wendell',
  'Ximena',
  'Yusuf',
  'Zofia',
];
const OBJECTS = [
  'a brass compass',
  'a red umbrella',
  'a jar of fireflies',
  'a broken violin',
  'a paper crane',
  'a silver key',
  'a map of the stars',
  'an hourglass full of snow',
  'a letter without a stamp',
  'a velvet box',
  'a wooden horse',
  'a lantern made of ice',
];
const TITLE_WORDS = [
  'The',
  'A',
  'Flight',
  'House',
  'Ocean',
  'Stairs',
  'Forest',
  'Station',
  'Glass',
  'Moon',
  'Door',
  'Lantern',
  'Fox',
  'Rain',
  'Library',
  'Journey',
  'Silence',
  'Mirror',
  'Garden',
  'Storm',
];

export interface DreamData {
  title: string;
  content: string;
  contentText: string;
  tags: string[];
  date: Date;
  hasAudio: boolean;
  audioUrl: string | null;
  audioDuration: number | null;
  isFavorite: boolean;
  language: string;
}

function sentence(random: Random): string {
  switch (random.int(0, 3)) {
    case 0:
      return `I was in ${random.pick(PLACES)} with ${random.pick(PEOPLE)}.`;
    case 1:
      return `${random.pick(ACTIONS).replace(/^./, (c) => c.toUpperCase())}, and I felt ${random.pick(FEELINGS)}.`;
    case 2:
      return random.pick(DETAILS);
    default:
      if (random.chance(0.5)) {
        // Rarer details (names, objects, numbers) give search terms that match few dreams.
        return `${random.pick(NAMES)} handed me ${random.pick(OBJECTS)} marked with the number ${random.int(1, 99_999)}.`;
      }
      return `Then ${random.pick(PEOPLE)} told me that ${random.pick(ACTIONS).replace(/^I was/, 'I had been')}.`;
  }
}

/** One dream: 1-4 paragraphs with occasional bold/italic, 0-6 tags, a date within `spanDays` of `end`. */
export function buildDream(random: Random, options: { end?: Date; spanDays?: number } = {}): DreamData {
  const paragraphs: string[] = [];
  for (let p = 0, count = random.int(1, 4); p < count; p += 1) {
    const sentences: string[] = [];
    for (let s = 0, n = random.int(2, 5); s < n; s += 1) {
      let text = sentence(random);
      if (random.chance(0.1)) text = `<strong class="editor-text-bold">${text}</strong>`;
      else if (random.chance(0.08)) text = `<em class="editor-text-italic">${text}</em>`;
      sentences.push(text);
    }
    if (p === paragraphs.length && random.chance(0.3)) sentences.push(random.pick(ENDINGS));
    const align = random.chance(0.05) ? ' style="text-align: center;"' : '';
    paragraphs.push(`<p class="editor-paragraph" dir="ltr"${align}>${sentences.join(' ')}</p>`);
  }
  const { html, text } = sanitizeRichText(paragraphs.join(''));
  const tags: string[] = [];
  for (let t = 0, count = random.int(0, 6); t < count; t += 1) {
    const tag = random.pick(TAGS);
    if (!tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  const end = (options.end ?? new Date()).getTime();
  const span = (options.spanDays ?? 3650) * 86_400_000;
  const hasAudio = random.chance(0.15);
  return {
    title: `${random.pick(TITLE_WORDS)} ${random.pick(TITLE_WORDS).toLowerCase()} ${random.pick(['of', 'and', 'in', 'beyond'])} ${random.pick(TITLE_WORDS).toLowerCase()}`,
    content: html,
    contentText: text,
    tags,
    // Whole seconds, like most clocks, so equal dates (and the id tie-break) occur.
    date: new Date(Math.floor((end - random.next() * span) / 1000) * 1000),
    hasAudio,
    audioUrl: hasAudio ? `/api/audio/${random.int(1, 1e9).toString(36)}.webm` : null,
    audioDuration: hasAudio ? random.int(5, 180) : null,
    isFavorite: random.chance(0.05),
    language: 'en',
  };
}

/**
 * Inserts dreams for a user in batches (two statements per batch, whatever its size), for tests that
 * need more dreams than are worth creating one by one through the API. Returns the ids in order.
 */
export async function insertDreams(userId: number, dreams: readonly DreamData[], batchSize = 500): Promise<number[]> {
  const { db } = await import('../src/db/current.ts');
  const ids: number[] = [];
  for (let start = 0; start < dreams.length; start += batchSize) {
    const batch = dreams.slice(start, start + batchSize);
    const created = await db().dreamEntry.createManyAndReturn({
      data: batch.map(({ tags, ...dream }) => ({ ...dream, userId, tagList: tagListOf(tags) })),
      select: { id: true },
    });
    const tagRows = created.flatMap(({ id }, index) =>
      batch[index]!.tags.map((name, position) => ({ dreamId: id, position, name, userId })),
    );
    if (tagRows.length > 0) await db().dreamTag.createMany({ data: tagRows });
    ids.push(...created.map((row) => row.id));
  }
  return ids;
}

/**
 * Writes the content codes of dreams inserted with insertDreams, as saving them through the API
 * would (content-codes.service.ts), for tests and seeds that read a journal's codes or profile.
 */
export async function insertContentCodes(
  userId: number,
  dreams: readonly { id: number; contentText: string }[],
  batchSize = 500,
): Promise<void> {
  const { db } = await import('../src/db/current.ts');
  const { newContentCodesRow } = await import('../src/modules/content-codes/content-codes.service.ts');
  for (let start = 0; start < dreams.length; start += batchSize) {
    const batch = dreams.slice(start, start + batchSize);
    await db().dreamContentCodes.createMany({
      data: batch.map((dream) => ({ dreamId: dream.id, ...newContentCodesRow(userId, dream.contentText) })),
    });
  }
}
