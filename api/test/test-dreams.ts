// Dreams used by the AI provider tests (api/src/providers/ai/): varied themes, both languages, one
// that touches on self-harm, one on abuse, and two that match nothing in the lexicon.
import type { DreamInput } from '../src/providers/ai/types.ts';

export interface TestDream {
  name: string;
  dream: DreamInput;
  /** Lexicon ids the analysis must find. */
  symbols: string[];
  /** Emotion ids the analysis must find. */
  emotions: string[];
}

const date = new Date('2025-05-14T06:30:00Z');

export const TEST_DREAMS: readonly TestDream[] = [
  {
    name: 'falling from the tower',
    dream: {
      title: 'Falling from the tower',
      text: 'I was standing at the top of an old stone tower while the wind pulled at my clothes. The stairs behind me had disappeared. Then I fell, and I kept falling for a long time. I was terrified, but just before the ground I woke up.',
      tags: ['recurring'],
      date,
    },
    symbols: ['falling', 'castle', 'wind', 'stairs'],
    emotions: ['fear'],
  },
  {
    name: 'teeth at the exam',
    dream: {
      title: 'Exam day',
      text: 'I was back at school for a final exam I had never studied for. My teeth started crumbling and falling out onto the desk. The teacher said nothing, but everyone was laughing at me. I felt so embarrassed. I thought I would never finish and that I always fail.',
      tags: ['school', 'anxiety'],
      date,
    },
    symbols: ['exam', 'teeth', 'school', 'teacher'],
    emotions: ['shame', 'anxiety'],
  },
  {
    name: 'la serpiente en el jardín',
    dream: {
      title: 'La serpiente del jardín',
      text: 'Estaba en el jardín de mi abuela, entre flores enormes. De pronto apareció una serpiente verde que se enroscaba en el árbol. No me atacaba; me miraba con calma. Sentía miedo y a la vez mucha curiosidad.',
      tags: ['abuela', 'naturaleza'],
      date,
    },
    symbols: ['snake', 'garden', 'grandmother', 'tree'],
    emotions: ['fear', 'calm'],
  },
  {
    name: 'volando sobre el mar',
    dream: {
      title: 'Volando sobre el mar',
      text: 'Volaba sobre el mar al amanecer, sin ningún esfuerzo. Veía delfines saltando entre las olas y el sol se reflejaba en el agua. Me sentía feliz y libre, como hacía años que no me sentía.',
      tags: [],
      date,
    },
    symbols: ['flying', 'ocean', 'dolphin', 'sun'],
    emotions: ['joy'],
  },
  {
    name: 'chased through the forest',
    dream: {
      title: 'Something in the woods',
      text: 'I was being chased through a dark forest by a wolf. I tried to scream for help but I couldn’t scream; no sound came out. I hid behind a tree and held my breath. I was panicking and my heart was pounding.',
      tags: ['nightmare'],
      date,
    },
    symbols: ['chased', 'forest', 'wolf', 'voice'],
    emotions: ['fear'],
  },
  {
    name: 'la boda de mi hermana',
    dream: {
      title: 'Llego tarde a la boda',
      text: 'Era la boda de mi hermana y yo llegaba tarde. Perdí el tren y luego no encontraba el vestido. Pensaba que siempre lo arruino todo y que nunca llego a tiempo. Estaba muy nerviosa y con mucha ansiedad.',
      tags: ['familia'],
      date,
    },
    symbols: ['wedding', 'sister', 'late', 'train'],
    emotions: ['anxiety'],
  },
  {
    name: 'baby in the car',
    dream: {
      title: 'The forgotten baby',
      text: 'I realized I had left a baby in the back of my car in a huge parking lot. I ran between the rows of cars but could not find it. When I finally opened the door, the baby was smiling at me. I felt so guilty, and then relieved.',
      tags: [],
      date,
    },
    symbols: ['baby', 'car', 'door'],
    emotions: ['guilt', 'relief'],
  },
  {
    name: 'el fantasma en casa de mis abuelos',
    dream: {
      title: 'Mi abuelo en la casa de mis abuelos',
      text: 'Volví a la casa de mis abuelos, que estaba vacía y llena de polvo. En el pasillo vi a mi abuelo, que murió hace años, como un fantasma tranquilo. Me sonrió y me dio una llave antigua. Desperté llorando, con mucha tristeza y nostalgia.',
      tags: ['abuelo'],
      date,
    },
    symbols: ['childhood_home', 'grandfather', 'ghost', 'keys', 'hallway'],
    emotions: ['sadness', 'nostalgia'],
  },
];

/** A dream that mentions self-harm: every text must carry the note about professional help. */
export const SELF_HARM_DREAM: TestDream = {
  name: 'the bridge',
  dream: {
    title: 'On the bridge',
    text: 'I stood on a bridge over a grey river at night. I felt so empty that I wanted to die, and I thought about how I could hurt myself. A stranger walked past without looking at me.',
    tags: [],
    date,
  },
  symbols: ['bridge', 'river', 'stranger'],
  emotions: [],
};

/** The same concern in Spanish, and abuse. */
export const ABUSE_DREAM_ES: TestDream = {
  name: 'la casa de mi infancia',
  dream: {
    title: 'La casa de mi infancia',
    text: 'Soñé con la casa donde crecí. Mi padre me pegaba otra vez como cuando era niña y yo me escondía en el armario. Tenía mucho miedo.',
    tags: [],
    date,
  },
  symbols: ['childhood_home', 'father'],
  emotions: ['fear'],
};

/** Nothing in the lexicon: the fallback must be honest and built from the dream's own words. */
export const NO_MATCH_DREAMS: readonly TestDream[] = [
  {
    name: 'numbers',
    dream: {
      title: 'Blue numbers',
      text: 'Someone had painted blue numbers across a pale wall: seventeen, forty, seventeen again. I counted them slowly, then counted them once more.',
      tags: ['numbers'],
      date,
    },
    symbols: [],
    emotions: [],
  },
  {
    name: 'números',
    dream: {
      title: 'Números azules',
      text: 'Alguien había pintado números azules sobre una pared pálida: diecisiete, cuarenta, otra vez diecisiete. Los conté despacio, y luego los conté otra vez.',
      tags: [],
      date,
    },
    symbols: [],
    emotions: [],
  },
];
