// The offline CBT analysis: the situation, the thoughts and emotions in the dream, possible thinking
// patterns (always tentative), a balanced alternative thought and small steps, under headings in the
// reader's language.
import { safetyNote } from '../providers/ai/safety.ts';
import { CBT_HEADINGS } from '#shared/interpretations/structure.ts';
import type { Pair } from './lexicon/types.ts';
import {
  bare,
  capitalize,
  endSentence,
  feelingName,
  fill,
  FOOTER,
  joinBlocks,
  labelOf,
  list,
  numbered,
  ownWord,
  quoted,
  quotedList,
  readingOf,
  tagsSentence,
  titleRef,
  turnParagraph,
  readsOnlyTheTitle,
  topSymbols,
  type Composer,
} from './compose-shared.ts';
import { memoryParagraph } from './compose-memory.ts';

const BALANCED: readonly Pair[] = [
  [
    '{Emotion} came up in this dream about {label}, and that feeling deserves attention. But a dream is not a prediction or a verdict: I can notice what it echoes in my life and respond to that, one small step at a time.',
    'En este sueño sobre {label} apareció {emotion}, y ese sentimiento merece atención. Pero un sueño no es una predicción ni un veredicto: puedo notar lo que refleja de mi vida y responder a eso, paso a paso.',
  ],
  [
    'Dreaming of {label} and feeling {emotion} tells me something is on my mind, not that something bad will happen. I have handled difficult things before, and I can look at this calmly in daylight.',
    'Soñar con {label} y sentir {bareEmotion} me dice que algo me ocupa la mente, no que vaya a pasar algo malo. Ya he afrontado cosas difíciles antes, y puedo mirar esto con calma a la luz del día.',
  ],
  [
    'The {emotion} of the dream was real, and so is the fact that I am awake and safe now. {Label} can be a prompt to look at what matters to me, not a sign that things will go wrong.',
    'Lo que sentí en el sueño fue real, y también lo es que ahora estoy despierto y a salvo. {Label} {puede/pueden:label} ser una invitación a mirar lo que me importa, no una señal de que algo saldrá mal.',
  ],
];

const BALANCED_GENTLE: Pair = [
  'This dream about {label} showed me a feeling I can have, {emotion}. I can remember it and look for a little of it in my day, without needing the day to be perfect.',
  'Este sueño sobre {label} me mostró un sentimiento que puedo tener: {emotion}. Puedo recordarlo y buscar un poco de él en mi día, sin necesitar que el día sea perfecto.',
];

const EXTRA_STEPS: readonly Pair[] = [
  [
    'If this dream comes back, try rewriting its ending in a way that feels safe or satisfying, and read the new version once before going to sleep.',
    'Si este sueño vuelve, prueba a reescribir su final de una forma que se sienta segura o satisfactoria, y lee la nueva versión una vez antes de dormir.',
  ],
  [
    'Do one small, concrete thing today that the balanced thought above would support.',
    'Haz hoy una cosa pequeña y concreta que el pensamiento equilibrado de arriba respaldaría.',
  ],
  [
    'Before bed, write down anything still on your mind, so it has somewhere to stay overnight other than your sleep.',
    'Antes de dormir, escribe lo que todavía te ronde la cabeza, para que tenga dónde quedarse durante la noche que no sea tu sueño.',
  ],
];

function situation(c: Composer): string {
  const symbols = topSymbols(c.a);
  const parts: string[] = [];
  const onlyTitle = readsOnlyTheTitle(c);
  if (onlyTitle) parts.push(onlyTitle);
  if (symbols.length > 0) {
    parts.push(
      fill(c.tr(['In {title}, the dream brings together {symbols}.', 'En {title}, el sueño reúne {symbols}.']), {
        title: titleRef(c),
        symbols: list(
          symbols.map((hit) => labelOf(hit, c.locale)),
          c.locale,
        ),
      }),
    );
  } else if (!onlyTitle) {
    parts.push(
      fill(
        c.tr([
          'I did not find any of the common dream symbols I know in {title}, so I will work only with your own words and feelings.',
          'No encontré ninguno de los símbolos oníricos habituales que conozco en {title}, así que trabajaré solo con tus propias palabras y sentimientos.',
        ]),
        { title: titleRef(c) },
      ),
    );
    if (c.a.keywords.length > 0) {
      parts.push(
        fill(c.tr(['The words that stand out are {words}.', 'Las palabras que destacan son {words}.']), {
          words: quotedList(c.a.keywords.slice(0, 4), c.locale),
        }),
      );
    }
  }
  if (c.a.firstSentence) {
    parts.push(
      endSentence(fill(c.tr(['It begins: {q}', 'Empieza así: {q}']), { q: quoted(c.a.firstSentence, c.locale) })),
    );
  }
  const tags = tagsSentence(c);
  if (tags) parts.push(tags);
  parts.push(
    c.tr(
      c.choose(
        [
          [
            'Looking at it the way CBT looks at any situation, we can separate what happened, what went through your mind, and what you felt.',
            'Si lo miramos como la TCC mira cualquier situación, podemos separar lo que pasó, lo que pasó por tu mente y lo que sentiste.',
          ],
          [
            'CBT pulls a situation apart into events, thoughts and feelings, because changing how we think about events can change how we feel.',
            'La TCC separa una situación en hechos, pensamientos y sentimientos, porque cambiar cómo pensamos sobre los hechos puede cambiar cómo nos sentimos.',
          ],
          [
            'A dream is not a real event, but the thoughts and feelings it stirs are real, and they can be looked at one by one.',
            'Un sueño no es un hecho real, pero los pensamientos y sentimientos que remueve sí lo son, y pueden mirarse uno por uno.',
          ],
        ] as const,
        'cbt-situation',
      ),
    ),
  );
  return parts.join(' ');
}

function thoughts(c: Composer): string {
  if (c.a.thoughts.length > 0) {
    const intro = c.tr([
      'Some thoughts appear in your own words. Thoughts in dreams often echo thoughts we have while awake:',
      'Algunos pensamientos aparecen con tus propias palabras. Los pensamientos de los sueños suelen hacer eco de los que tenemos despiertos:',
    ]);
    return `${intro}\n\n${c.a.thoughts.map((thought) => `- ${quoted(thought, c.locale)}`).join('\n')}`;
  }
  const first = c.a.symbols[0];
  return fill(
    c.tr([
      'You don’t write down what you were thinking during the dream. It may help to ask: what was going through my mind when {moment}? Write the first answer that comes, as it comes.',
      'No escribes lo que pensabas durante el sueño. Puede ayudar preguntarte: ¿qué pasaba por mi mente cuando {moment}? Escribe la primera respuesta que llegue, tal como llegue.',
    ]),
    {
      moment: first
        ? fill(c.tr(['{label} appeared', '{apareció/aparecieron:label} {label}']), { label: labelOf(first, c.locale) })
        : fill(c.tr(['I saw {word}', 'vi {word}']), { word: quoted(ownWord(c), c.locale) }),
    },
  );
}

function emotions(c: Composer): string {
  const found = c.a.emotions.slice(0, 3);
  if (found.length === 0) {
    return c.tr([
      'No emotion is named in the dream. Try to recall the feeling you woke up with, give it a name, and rate its intensity from 0 to 10.',
      'En el sueño no se nombra ninguna emoción. Intenta recordar el sentimiento con el que despertaste, ponle nombre y puntúa su intensidad de 0 a 10.',
    ]);
  }
  const lines = found.map((hit) => `- **${capitalize(feelingName(hit, c.locale))}**: ${c.tr(hit.entry.cbt)}`);
  const rate = c.tr(
    c.choose(
      [
        [
          'How strong is each of these feelings now, from 0 to 10? Writing the number down makes it easier to notice when it changes.',
          '¿Qué intensidad tiene ahora cada uno de estos sentimientos, de 0 a 10? Anotar el número hace más fácil notar cuándo cambia.',
        ],
        [
          'Give each feeling a number from 0 to 10 as you read this; feelings from dreams usually fade faster than we expect.',
          'Ponle a cada sentimiento un número de 0 a 10 mientras lees esto; los sentimientos de los sueños suelen desvanecerse antes de lo que esperamos.',
        ],
      ] as const,
      'cbt-rate',
    ),
  );
  return `${lines.join('\n')}\n\n${rate}`;
}

function patterns(c: Composer): string {
  const parts: string[] = [];
  for (const pattern of c.a.patterns.slice(0, 2)) {
    parts.push(fill(c.tr(pattern.entry.note), { words: quotedList(pattern.words, c.locale) }));
  }
  for (const hit of topSymbols(c.a))
    parts.push(`**${capitalize(labelOf(hit, c.locale))}:** ${readingOf(c, hit, 'cbt')}`);
  if (parts.length === 0) {
    parts.push(
      c.tr([
        'Nothing in the wording points clearly to a thinking pattern, which is fine. If the dream left you with a strong conclusion on waking, such as “something is wrong” or “I can’t cope”, that conclusion is the thought worth examining.',
        'Nada en la forma de contarlo apunta claramente a un patrón de pensamiento, y está bien. Si el sueño te dejó al despertar una conclusión fuerte, como «algo va mal» o «no puedo con esto», esa conclusión es el pensamiento que vale la pena examinar.',
      ]),
    );
  }
  const preface = c.tr(
    c.choose(
      [
        ['These are possibilities to check, not conclusions:', 'Son posibilidades para comprobar, no conclusiones:'],
        [
          'Only you can tell whether any of these fit; take them as questions:',
          'Solo tú puedes saber si alguna encaja; tómalas como preguntas:',
        ],
      ] as const,
      'cbt-preface',
    ),
  );
  return `${preface}\n\n${parts.join('\n\n')}`;
}

/** The balanced thought speaks in the first person: "your mother" becomes "my mother". */
function firstPerson(label: string): string {
  return label
    .replace(/\byour\b/g, 'my')
    .replace(/\btu\b/g, 'mi')
    .replace(/\btus\b/g, 'mis');
}

const BALANCED_NO_EMOTION: Pair = [
  'This dream about {label} stayed with me, and it is worth a moment of attention. But a dream is not a prediction or a verdict: I can notice what it echoes in my life and respond to that, one small step at a time.',
  'Este sueño sobre {label} se quedó conmigo, y merece un momento de atención. Pero un sueño no es una predicción ni un veredicto: puedo notar lo que refleja de mi vida y responder a eso, paso a paso.',
];

/** Quotation marks for a quote inside the quoted thought. */
function innerQuoted(text: string, locale: Composer['locale']): string {
  return locale === 'es' ? `“${text}”` : `‘${text}’`;
}

function balanced(c: Composer): string {
  const symbol = c.a.symbols[0];
  const label = symbol ? firstPerson(labelOf(symbol, c.locale)) : innerQuoted(ownWord(c), c.locale);
  const emotion = c.a.emotions[0];
  const template = !emotion
    ? BALANCED_NO_EMOTION
    : !emotion.entry.difficult
      ? BALANCED_GENTLE
      : c.choose(BALANCED, 'cbt-balanced');
  const feeling = emotion ? labelOf(emotion, c.locale) : c.tr(['what I felt', 'lo que sentí']);
  return quoted(fill(c.tr(template), { label, emotion: feeling, bareEmotion: bare(feeling) }), c.locale);
}

function steps(c: Composer): string[] {
  const symbol = c.a.symbols[0];
  const subject = symbol ? labelOf(symbol, c.locale) : quoted(ownWord(c), c.locale);
  const emotion = c.a.emotions[0];
  const items = [
    fill(
      c.tr([
        'Write down the main thought this dream left you with about {subject}, and rate how much you believe it, from 0 to 100%.',
        'Escribe el pensamiento principal que te dejó este sueño sobre {subject}, y puntúa cuánto lo crees, de 0 a 100 %.',
      ]),
      { subject },
    ),
    c.tr(
      c.choose(
        [
          [
            'Next to it, write one piece of evidence for that thought and one against it, taken from your waking life rather than from the dream.',
            'Al lado, escribe una prueba a favor de ese pensamiento y otra en contra, sacadas de tu vida despierta y no del sueño.',
          ],
          [
            'Ask yourself what you would say to a friend who woke up with that same thought, and write it down.',
            'Pregúntate qué le dirías a un amigo que despertara con ese mismo pensamiento, y escríbelo.',
          ],
          [
            'Look for one moment this week that contradicts that thought, however small, and note it next to the thought.',
            'Busca un momento de esta semana que contradiga ese pensamiento, por pequeño que sea, y anótalo junto a él.',
          ],
        ] as const,
        'cbt-evidence',
      ),
    ),
    emotion
      ? fill(
          c.tr([
            'Rate your {emotion} now from 0 to 10, read the balanced thought above slowly, and rate it again.',
            'Puntúa ahora {emotion} de 0 a 10, lee despacio el pensamiento equilibrado de arriba y vuelve a puntuarlo.',
          ]),
          { emotion: labelOf(emotion, c.locale) },
        )
      : c.tr([
          'Notice today whether a situation brings back the feeling of the dream, and name the thought that comes with it.',
          'Observa hoy si alguna situación te devuelve la sensación del sueño, y ponle nombre al pensamiento que la acompaña.',
        ]),
  ];
  items.push(c.tr(c.choose(EXTRA_STEPS, 'cbt-extra')));
  return items;
}

export function composeCbt(c: Composer): string {
  const h = CBT_HEADINGS[c.locale];
  return joinBlocks([
    safetyNote(c.a.concerns, c.locale),
    `## ${h.situation}`,
    situation(c),
    turnParagraph(c),
    `## ${h.thoughts}`,
    thoughts(c),
    `## ${h.emotions}`,
    emotions(c),
    `## ${h.patterns}`,
    patterns(c),
    memoryParagraph(c),
    `## ${h.balanced}`,
    balanced(c),
    `## ${h.steps}`,
    numbered(steps(c)),
    c.tr(FOOTER),
  ]);
}
