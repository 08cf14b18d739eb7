// The offline Jungian interpretation: an opening naming what this dream holds, a paragraph per
// salient symbol, the feeling tone, then "Today's Action Items" built from the symbols and emotions
// found, and a quotation from Jung.
import { safetyNote } from '../providers/ai/safety.ts';
import { ITEM_PHRASE, ITEMS_HEADING } from '#shared/interpretations/structure.ts';
import type { Pair } from './lexicon/types.ts';
import {
  capitalize,
  closingQuote,
  emotionList,
  feelingsWritten,
  fill,
  FOOTER,
  joinBlocks,
  labelOf,
  list,
  noMatchOpening,
  numbered,
  objectOf,
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
    'Reading {title} through Jung’s eyes, the images that stand out are {symbols}.',
    'Leyendo {title} con los ojos de Jung, las imágenes que destacan son {symbols}.',
  ],
  ['In {title}, the unconscious speaks through {symbols}.', 'En {title}, el inconsciente habla a través de {symbols}.'],
  [
    '{Title} gathers {symbols}: images worth taking one at a time before looking at the whole.',
    '{Title} reúne {symbols}: imágenes que vale la pena tomar una a una antes de mirar el conjunto.',
  ],
];

const FRAMINGS: readonly Pair[] = [
  [
    'Jung saw a dream as a picture of the psyche’s present situation, often compensating for what the waking attitude leaves out, so the question is less “what does this predict?” than “what is this showing me about now?”.',
    'Jung veía el sueño como un retrato de la situación presente de la psique, que a menudo compensa lo que la actitud despierta deja fuera; por eso la pregunta no es tanto «¿qué predice esto?» como «¿qué me muestra de este momento?».',
  ],
  [
    'For Jung, every figure and object in a dream can also be read as a part of the dreamer, so for each image below it is worth asking: what in me is like this?',
    'Para Jung, cada figura y objeto de un sueño puede leerse también como una parte de quien sueña; por eso, ante cada imagen, vale la pena preguntarse: ¿qué hay en mí que se parezca a esto?',
  ],
  [
    'Jung advised staying close to the images themselves rather than translating them too quickly, and letting your own associations lead; the readings below are possibilities, not verdicts.',
    'Jung aconsejaba quedarse cerca de las imágenes mismas en lugar de traducirlas demasiado deprisa, y dejar que guíen tus propias asociaciones; las lecturas que siguen son posibilidades, no veredictos.',
  ],
];

const PEOPLE: Pair = [
  'The people in it, {people}, may be themselves and, at the same time, carry parts of you.',
  'Las personas que aparecen, {people}, pueden ser ellas mismas y, a la vez, llevar partes de ti.',
];

const SYMBOL_ACTIONS: readonly Pair[] = [
  [
    'write down the image of {label} as precisely as you remember it, then, in a quiet moment, imagine asking {it/them:label} what {it wants/they want:label} from you, and note the first answer that comes without judging it.',
    'escribir la imagen de {label} con la mayor precisión que recuerdes y, en un momento tranquilo, imaginar que {le/les:label} preguntas qué {quiere/quieren:label} de ti, anotando la primera respuesta que llegue sin juzgarla.',
  ],
  [
    'draw or sketch {label}, even roughly; giving an image a shape with your hands often lets it say more than words do.',
    'dibujar o esbozar {object}, aunque sea de forma tosca; dar forma a una imagen con las manos suele dejar que diga más que las palabras.',
  ],
  [
    'notice, over the coming days, where the quality of {label} shows up in your waking life, and jot down each time it does.',
    'observar, durante los próximos días, dónde aparece en tu vida despierta la cualidad de {label}, y anotarlo cada vez que ocurra.',
  ],
  [
    'ask yourself which part of you {label} might be, as if everything in the dream were an aspect of your own psyche, and write a few lines in its voice.',
    'preguntarte qué parte de ti podría ser {label}, como si todo en el sueño fuera un aspecto de tu propia psique, y escribir unas líneas con su voz.',
  ],
  [
    'write down every association that {label} brings to mind, personal memories first and then stories, films or myths; Jung called this amplification.',
    'anotar todas las asociaciones que te {despierte/despierten:label} {label}, primero los recuerdos personales y luego historias, películas o mitos; Jung llamaba a esto amplificación.',
  ],
];

const EMOTION_ACTIONS: readonly Pair[] = [
  [
    'give the {emotion} you felt a few minutes of attention today: where in your body do you notice it, and when have you felt something like it before?',
    'dedicar hoy unos minutos a {emotion} que sentiste: ¿en qué parte del cuerpo se nota, y cuándo has sentido algo parecido antes?',
  ],
  [
    'write one paragraph that begins “What I felt in this dream reminds me of…”, thinking of the {emotion}, and let it go wherever it goes.',
    'escribir un párrafo que empiece «Lo que sentí en este sueño me recuerda a…», pensando en {emotion}, y dejar que vaya adonde quiera.',
  ],
];

const GENERIC_ACTIONS: readonly Pair[] = [
  [
    'consider what attitude in your conscious life this dream might be balancing: where you are perhaps too certain, too busy, or too quiet.',
    'considerar qué actitud de tu vida consciente podría estar equilibrando este sueño: dónde quizá estás demasiado seguro, demasiado ocupado o demasiado callado.',
  ],
  [
    'keep this dream in mind tonight and note whether any of its images return; a recurring image is usually a message that has not yet been heard.',
    'tener presente este sueño esta noche y anotar si vuelve alguna de sus imágenes; una imagen recurrente suele ser un mensaje que aún no ha sido escuchado.',
  ],
  [
    'give the dream a new title after reading this, and compare it with {title}; the change of name often shows what you have understood.',
    'ponerle al sueño un título nuevo después de leer esto, y compararlo con {title}; el cambio de nombre suele mostrar lo que has comprendido.',
  ],
];

const NO_EMOTION: Pair = [
  'You don’t name a feeling directly. Jung would ask what mood you woke up with, since the emotion is often the thread that ties a dream’s images together.',
  'No nombras un sentimiento de forma directa. Jung preguntaría con qué ánimo despertaste, porque la emoción suele ser el hilo que une las imágenes de un sueño.',
];

function emotionParagraph(c: Composer): string {
  const top = c.a.emotions[0];
  if (!top) return c.tr(NO_EMOTION);
  const intro = fill(
    c.tr(
      feelingsWritten(c)
        ? [
            'The feeling tone matters as much as the images: you describe {emotions}.',
            'El tono emocional importa tanto como las imágenes: describes {emotions}.',
          ]
        : [
            'The feeling tone matters as much as the images, and your tags name it: {emotions}.',
            'El tono emocional importa tanto como las imágenes, y tus etiquetas lo nombran: {emotions}.',
          ],
    ),
    { emotions: emotionList(c) },
  );
  return `${intro} ${c.tr(top.entry.jung)}`;
}

function actionItems(c: Composer): string[] {
  const phrase = ITEM_PHRASE.JUNG_AI[c.locale];
  const symbols = topSymbols(c.a, 2);
  const templates = c.order(SYMBOL_ACTIONS, 'jung-actions');
  const items: string[] = [];
  if (symbols.length > 0) {
    symbols.forEach((hit, i) =>
      items.push(fill(c.tr(templates[i]!), { label: labelOf(hit, c.locale), object: objectOf(hit, c.locale) })),
    );
  } else {
    items.push(
      fill(
        c.tr([
          'take the word {word} and write down everything it brings to mind, without censoring anything; in Jung’s method of amplification, your own associations are the key.',
          'tomar la palabra {word} y anotar todo lo que te sugiera, sin censurar nada; en el método junguiano de la amplificación, tus propias asociaciones son la clave.',
        ]),
        { word: quoted(ownWord(c), c.locale) },
      ),
    );
  }
  const emotion = c.a.emotions[0];
  if (emotion)
    items.push(fill(c.tr(c.choose(EMOTION_ACTIONS, 'jung-emotion')), { emotion: labelOf(emotion, c.locale) }));
  for (const generic of c.order(GENERIC_ACTIONS, 'jung-generic')) {
    if (items.length >= 4) break;
    items.push(fill(c.tr(generic), { title: titleRef(c) }));
  }
  return items.map((item) => `${phrase} ${item}`);
}

export function composeJung(c: Composer): string {
  const symbols = topSymbols(c.a);
  const people = c.a.symbols.filter((hit) => hit.entry.theme === 'people').slice(0, 3);
  const opening =
    symbols.length > 0
      ? [
          fill(c.tr(c.choose(OPENINGS, 'jung-opening')), {
            title: titleRef(c),
            symbols: list(
              symbols.map((hit) => labelOf(hit, c.locale)),
              c.locale,
            ),
          }),
          people.length > 0
            ? fill(c.tr(PEOPLE), {
                people: list(
                  people.map((hit) => labelOf(hit, c.locale)),
                  c.locale,
                ),
              })
            : undefined,
          tagsSentence(c),
          readsOnlyTheTitle(c),
          c.tr(c.choose(FRAMINGS, 'jung-framing')),
        ]
          .filter(Boolean)
          .join(' ')
      : `${noMatchOpening(c)} ${c.tr(FRAMINGS[2]!)}`;

  reserveTurnSentence(c);
  const paragraphs = symbols.map(
    (hit) => `**${capitalize(labelOf(hit, c.locale))}.** ${whereItAppears(c, hit)} ${readingOf(c, hit, 'jung')}`,
  );

  return joinBlocks([
    safetyNote(c.a.concerns, c.locale),
    opening,
    ...paragraphs,
    turnParagraph(c),
    otherImages(c, symbols),
    emotionParagraph(c),
    memoryParagraph(c),
    `## ${ITEMS_HEADING.JUNG_AI[c.locale]}`,
    numbered(actionItems(c)),
    closingQuote(c, 'JUNG_AI'),
    c.tr(FOOTER),
  ]);
}
