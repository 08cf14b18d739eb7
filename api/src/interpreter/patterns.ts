// Cues for the CBT analysis: phrases that introduce a thought in the dream ("I thought", "pensé"),
// and words that may hint at a thinking pattern, always reported tentatively.
import type { Pair } from './lexicon/types.ts';

/** A sentence containing one of these is quoted as a thought in the dream. */
export const THOUGHT_MARKERS: { en: readonly string[]; es: readonly string[] } = {
  en: [
    'i thought',
    'i think',
    'i felt like',
    'i felt that',
    'i knew',
    'i was sure',
    'i realized',
    'i realised',
    'i couldnt',
    'i cant',
    'i had to',
    'i must',
    'i should',
    'i wondered',
    'what if',
    'i kept thinking',
    'i told myself',
    'i was convinced',
    'thought that',
    'thought i',
    'thought we',
    'thought it',
    'thought he',
    'thought she',
    'thought they',
  ],
  es: [
    'pense',
    'pensaba',
    'creia',
    'crei',
    'senti que',
    'sentia que',
    'sabia que',
    'no podia',
    'tenia que',
    'debia',
    'me preguntaba',
    'me dije',
    'estaba segura',
    'estaba seguro',
    'y si',
  ],
};

export interface PatternEntry {
  id: string;
  /** How many matches it takes before the pattern is mentioned (common words need more). */
  minHits: number;
  en: readonly string[];
  es: readonly string[];
  /** One tentative sentence; {words} is replaced by the words found, quoted. */
  note: Pair;
}

export const PATTERNS: readonly PatternEntry[] = [
  {
    id: 'all_or_nothing',
    minHits: 2,
    en: ['always', 'never', 'everyone', 'everybody', 'nobody', 'everything', 'nothing'],
    es: ['siempre', 'nunca', 'todos', 'todo el mundo', 'nadie', 'jamas'],
    note: [
      'Words like {words} appear in your telling. That might point to all-or-nothing thinking, where things feel like always or never; waking life usually sits somewhere in between.',
      'En tu relato aparecen palabras como {words}. Eso podría señalar un pensamiento de todo o nada, en el que las cosas se sienten como siempre o nunca; la vida despierta suele estar en algún punto intermedio.',
    ],
  },
  {
    id: 'should',
    minHits: 1,
    en: ['should', 'must', 'have to', 'had to', 'supposed to'],
    es: ['debia', 'debo', 'deberia', 'tenia que', 'tengo que', 'hay que', 'habia que'],
    note: [
      'You use words like {words}. Perhaps there is a “should” rule at work, a demand on yourself that might be worth checking: whose rule is it, and is it fair?',
      'Usas palabras como {words}. Quizá haya una regla del tipo «debería», una exigencia hacia ti que valdría la pena revisar: ¿de quién es esa regla, y es justa?',
    ],
  },
  {
    id: 'catastrophizing',
    minHits: 1,
    en: ['disaster', 'ruined', 'worst', 'terrible', 'catastrophe', 'nightmare', 'horrible'],
    es: ['desastre', 'arruinad*', 'lo peor', 'terrible', 'catastrofe', 'pesadilla', 'horrible'],
    note: [
      'Words like {words} suggest the dream reached for the worst case. That may be catastrophising, the mind’s habit of jumping to the most extreme outcome; it might help to ask what the most likely outcome would be.',
      'Palabras como {words} sugieren que el sueño fue hacia el peor caso. Puede ser catastrofismo, el hábito de la mente de saltar al desenlace más extremo; podría ayudar preguntarse cuál sería el desenlace más probable.',
    ],
  },
  {
    id: 'mind_reading',
    minHits: 1,
    en: [
      'laughing at me',
      'staring at me',
      'judging me',
      'looking at me',
      'they thought',
      'everyone was looking',
      'everyone was watching',
    ],
    es: ['se reian de mi', 'me miraban', 'me juzgaban', 'pensaban que', 'todos me miraban', 'me observaban'],
    note: [
      'You describe others looking at or judging you ({words}). That might be a form of mind reading, assuming we know what others think; it could be worth asking what you actually know.',
      'Describes a otros mirándote o juzgándote ({words}). Podría ser una forma de leer la mente, dar por hecho que sabemos lo que otros piensan; valdría la pena preguntarse qué sabes en realidad.',
    ],
  },
  {
    id: 'self_blame',
    minHits: 1,
    en: ['my fault', 'i failed', 'i ruined', 'im stupid', 'i messed up', 'i was useless'],
    es: ['mi culpa', 'culpa mia', 'fracase', 'lo arruine', 'soy tonto', 'soy tonta', 'soy un desastre', 'no sirvo'],
    note: [
      'Phrases like {words} turn blame inward. That might be personalisation, taking on more responsibility than is yours; it could help to list everything else that played a part.',
      'Frases como {words} dirigen la culpa hacia dentro. Podría ser personalización, asumir más responsabilidad de la que te corresponde; podría ayudar anotar todo lo demás que influyó.',
    ],
  },
];
