// The offline person-centred interpretation: it reflects back what seems present in this dream,
// without telling the dreamer what it means, then offers "Today's Reflections" from the symbols and
// feelings found, and a quotation from Carl Rogers.
import { safetyNote } from '../providers/ai/safety.ts';
import { ITEM_PHRASE, ITEMS_HEADING } from '#shared/interpretations/structure.ts';
import type { Pair } from './lexicon/types.ts';
import {
  capitalize,
  closingQuote,
  emotionList,
  fill,
  FOOTER,
  joinBlocks,
  labelOf,
  objectOf,
  list,
  noMatchOpening,
  numbered,
  otherImages,
  ownWord,
  quoted,
  readingOf,
  readsOnlyTheTitle,
  reserveTurnSentence,
  tagsSentence,
  titleRef,
  topSymbols,
  turnParagraph,
  whereItAppears,
  type Composer,
} from './compose-shared.ts';
import { memoryParagraph } from './compose-memory.ts';

const OPENINGS: readonly Pair[] = [
  [
    'Reading {title}, I hear a dream that holds {symbols}.',
    'Al leer {title}, escucho un sueño que contiene {symbols}.',
  ],
  ['As I take in {title}, what I notice first is {symbols}.', 'Al acoger {title}, lo primero que noto es {symbols}.'],
  [
    'There is a lot in {title}: {symbols}, each with its own weight.',
    'Hay mucho en {title}: {symbols}, cada cosa con su propio peso.',
  ],
];

const STANCES: readonly Pair[] = [
  [
    'I won’t tell you what it means; you are the one who knows your inner world best. What I can do is reflect back what seems present, and you can keep whatever rings true.',
    'No voy a decirte lo que significa; quien mejor conoce tu mundo interior eres tú. Lo que sí puedo hacer es devolverte lo que parece estar presente, y tú puedes quedarte con lo que resuene.',
  ],
  [
    'Rather than decode it, I would like to stay with it alongside you, trusting that its meaning is something you can find in your own time.',
    'En lugar de descifrarlo, me gustaría quedarme con él a tu lado, confiando en que su sentido es algo que puedes encontrar a tu ritmo.',
  ],
  [
    'Whatever this dream means, it is yours, and every part of it, including the uncomfortable ones, deserves to be met with curiosity rather than judgment.',
    'Sea lo que sea lo que signifique este sueño, es tuyo, y cada parte de él, incluidas las incómodas, merece ser recibida con curiosidad y no con juicio.',
  ],
];

const SYMBOL_REFLECTIONS: readonly Pair[] = [
  [
    'I notice {label} here, and I find myself wondering less about what this means in general and more about what that moment was like for you.',
    'Noto {object} aquí, y me pregunto menos qué significa en general y más cómo fue ese momento para ti.',
  ],
  [
    'Whatever {label} may mean to others, what matters is what {it/they:label} meant to you in that moment, and the feeling that came with {it/them:label}.',
    '{Signifique/Signifiquen:label} lo que {signifique/signifiquen:label} {label} para otros, lo que importa es lo que {significó/significaron:label} para ti en ese momento, y el sentimiento que {trajo/trajeron:label}.',
  ],
  [
    'It sounds as if {label} carried something important in this dream; I wonder what you felt in that moment.',
    'Parece que {label} {traía/traían:label} algo importante en este sueño; me pregunto qué sentiste en ese momento.',
  ],
  [
    'I can imagine {label} stirring something in you, though only you know exactly what; it seems worth staying with.',
    'Puedo imaginar que {label} {removió/removieron:label} algo en ti, aunque solo tú sabes exactamente qué; parece que vale la pena quedarse con ello.',
  ],
];

const FEELINGS: readonly Pair[] = [
  [
    'You describe {emotions}. Those feelings make sense as they are; they don’t need to be fixed or explained away.',
    'Describes {emotions}. Esos sentimientos tienen sentido tal como son; no hace falta arreglarlos ni justificarlos.',
  ],
  [
    'What comes through most clearly is the feeling: {emotions}. It seems important to let that be just as it was.',
    'Lo que se percibe con más claridad es el sentimiento: {emotions}. Parece importante dejar que sea tal como fue.',
  ],
];

const NO_FEELING: Pair = [
  'You don’t name a feeling directly in what you wrote. Perhaps it was hard to put into words, or perhaps it is still taking shape; either way is all right, and it may become clearer as you sit with the dream.',
  'No nombras un sentimiento de forma directa en lo que escribiste. Quizá fue difícil ponerlo en palabras, o quizá todavía está tomando forma; cualquiera de las dos cosas está bien, y puede aclararse al quedarte con el sueño.',
];

const GENERIC_REFLECTIONS: readonly Pair[] = [
  [
    'what this dream might want you to know about yourself, if it could speak to you kindly',
    'lo que este sueño querría que supieras de ti, si pudiera hablarte con cariño',
  ],
  [
    'which moment of the dream stays with you most now that you are awake, and why that one',
    'qué momento del sueño se queda más contigo ahora que estás despierto, y por qué ese',
  ],
  [
    'what you needed most in the dream, and whether you can offer yourself a little of it today',
    'lo que más necesitabas en el sueño, y si puedes ofrecerte hoy un poco de ello',
  ],
];

function feelingParagraph(c: Composer): string {
  const top = c.a.emotions[0];
  if (!top) return c.tr(NO_FEELING);
  return fill(c.tr(c.choose(FEELINGS, 'rogers-feelings')), { emotions: emotionList(c) });
}

function reflections(c: Composer): string[] {
  const phrase = ITEM_PHRASE.ROGERS_AI[c.locale];
  const items: string[] = topSymbols(c.a, 2).map((hit) => readingOf(c, hit, 'rogers'));
  if (items.length === 0) {
    items.push(
      fill(
        c.tr([
          'what the word {word} holds for you, and what feeling comes when you say it slowly to yourself',
          'lo que guarda para ti la palabra {word}, y qué sentimiento llega cuando te la dices despacio',
        ]),
        { word: quoted(ownWord(c), c.locale) },
      ),
    );
  }
  const emotion = c.a.emotions[0];
  if (emotion) items.push(c.tr(emotion.entry.rogers));
  for (const generic of c.order(GENERIC_REFLECTIONS, 'rogers-generic')) {
    if (items.length >= 4) break;
    items.push(c.tr(generic));
  }
  return items.map((item) => `${phrase} ${item}.`);
}

export function composeRogers(c: Composer): string {
  const symbols = topSymbols(c.a);
  const opening =
    symbols.length > 0
      ? [
          fill(c.tr(c.choose(OPENINGS, 'rogers-opening')), {
            title: titleRef(c),
            symbols: list(
              symbols.map((hit) => labelOf(hit, c.locale)),
              c.locale,
            ),
          }),
          tagsSentence(c),
          readsOnlyTheTitle(c),
          c.tr(c.choose(STANCES, 'rogers-stance')),
        ]
          .filter(Boolean)
          .join(' ')
      : `${noMatchOpening(c)} ${c.tr(STANCES[0]!)}`;

  reserveTurnSentence(c);
  // Every image's paragraph reflects something back: the first two with a reflection of their own
  // (each a different one), the others with a question; none is a heading and a filler line.
  const reflectionsInOrder = c.order(SYMBOL_REFLECTIONS, 'rogers-symbol');
  const paragraphs = symbols.map((hit, i) => {
    const label = labelOf(hit, c.locale);
    const after =
      i < 2
        ? fill(c.tr(reflectionsInOrder[i]!), { label, object: objectOf(hit, c.locale) })
        : fill(
            c.tr(['You might sit for a moment with {q}.', 'Quizá valga la pena detenerte un momento a pensar {q}.']),
            {
              q: readingOf(c, hit, 'rogers'),
            },
          );
    return `**${capitalize(label)}.** ${whereItAppears(c, hit)} ${after}`;
  });

  return joinBlocks([
    safetyNote(c.a.concerns, c.locale),
    opening,
    ...paragraphs,
    turnParagraph(c),
    otherImages(c, symbols),
    feelingParagraph(c),
    memoryParagraph(c),
    `## ${ITEMS_HEADING.ROGERS_AI[c.locale]}`,
    numbered(reflections(c)),
    closingQuote(c, 'ROGERS_AI'),
    c.tr(FOOTER),
  ]);
}
