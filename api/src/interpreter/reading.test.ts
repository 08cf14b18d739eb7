// Issue 24's readings and the structural rules of the three voices. The dreams quoted here are the
// issue's own failure cases (part of the tuning side); the held-out set is only scored, never tested.
import { describe, expect, it } from 'vitest';
import { TEST_DREAMS } from '#api-test/test-dreams.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { JUNG_QUOTES } from '../providers/ai/quotes.ts';
import { safetyNote } from '../providers/ai/safety.ts';
import { AI_INTERPRETATION_TYPES, type DreamInput } from '../providers/ai/types.ts';
import { analyzeDream } from './analyze.ts';
import { composeOfflineInterpretation } from './compose.ts';
import { saysItReadsOnlyTheTitle } from './compose-shared.ts';
import { EVALUATION_SETS } from './evaluation/score.ts';
import { mentionsPlaceholderTitle, sharedSentences, stubParagraphs } from './text-checks.ts';

const date = new Date('2026-03-01T00:00:00Z');
const dream = (title: string, text: string): DreamInput => ({ title, text, tags: [], date });
const ids = (input: DreamInput) => analyzeDream(input).symbols.map((hit) => hit.entry.id);
const feelings = (input: DreamInput) => analyzeDream(input).emotions.map((hit) => hit.entry.id);
/** The people found in a text of its own, under a neutral title. */
const peopleIn = (text: string) =>
  analyzeDream(dream('Sueño', text))
    .symbols.filter((hit) => hit.entry.theme === 'people')
    .map((hit) => hit.entry.id);
const feelingsIn = (text: string) => feelings(dream('Sueño', text));
const texts = (input: DreamInput, locale: Locale) =>
  AI_INTERPRETATION_TYPES.map((type) => composeOfflineInterpretation({ type, locale, dream: input }));

const CHASE = dream(
  'The coat',
  'A stranger in a long coat chased me through the streets. I hid in a doorway and held my breath. Finally I turned around, and in the shop window I saw myself wearing his coat.',
);

describe('reading as a careful reader (issue 24)', () => {
  it('reads a metaphor as a transformation, not as the object', () => {
    expect(ids(dream('The lake', 'The lake turned to glass under my feet.'))).not.toContain('glass');
    expect(ids(dream('El muro', 'La niebla era como muro gris delante de mí.'))).toEqual([]);
    expect(ids(dream('Glass', 'I stepped on broken glass.'))).toContain('glass');
  });

  it('keeps verbs apart: singing is not dancing', () => {
    const found = ids(dream('Choir', 'I was singing in a choir.'));
    expect(found).toContain('singing');
    expect(found).not.toContain('dancing');
  });

  it('takes a contrast as the dreamer wrote it: crying, but not sad', () => {
    expect(feelings(dream('Despertar', 'Me desperté llorando, pero no estaba triste.'))).not.toContain('sadness');
    expect(feelings(dream('Relief', 'I felt so relieved that I cried.'))).toEqual(['relief']);
    expect(feelings(dream('Dogs', 'I wasn’t afraid of the dogs; I was afraid of the house.'))).toContain('fear');
  });

  it('takes tears after "so much relief that" as relief, and strangeness after a noun as a description', () => {
    expect(feelings(dream('Canela', 'Me dio tanto alivio que me senté en el suelo a llorar.'))).toEqual(['relief']);
    expect(feelings(dream('Iconos', 'La pantalla estaba llena de íconos raros.'))).toEqual([]);
    expect(feelings(dream('Raro', 'Me sentía rara todo el rato.'))).toEqual(['confusion']);
    expect(feelings(dream('Weird', 'It was weird.'))).toEqual(['confusion']);
  });

  it('gives a feeling to whoever does something to the dreamer in its clause', () => {
    expect(feelings(dream('Audios', 'Lucía me mandaba audios cada vez más enfadada.'))).toEqual([]);
    expect(feelings(dream('Abrazo', 'Mi madre me abrazó y yo estaba feliz.'))).toEqual(['joy']);
  });

  it('reads no image in what is only asked about or planned', () => {
    expect(ids(dream('Toast', 'He asked how things were at work.'))).not.toContain('office');
    expect(ids(dream('At the party', 'Ana asked me to dance and I smiled.'))).not.toContain('dancing');
    expect(ids(dream('New flat', 'I walked around, planning where my books would go.'))).not.toContain('book');
    expect(ids(dream('Tortilla', 'Me preguntó por el trabajo.'))).not.toContain('office');
    expect(ids(dream('At the party', 'We were dancing all night.'))).toContain('dancing');
  });

  it('reads no image in what comes after waking, only in a false awakening', () => {
    expect(ids(dream('Croissants', 'When I woke up I went straight out to the shop.'))).not.toContain('shop');
    expect(ids(dream('Again', 'I woke up in a strange shop.'))).toContain('shop');
  });

  it('reads no one in a likeness, a picture, or someone else’s relation', () => {
    expect(ids(dream('Bald', 'I looked exactly like my grandmother.'))).not.toContain('grandmother');
    expect(ids(dream('Lata', 'Encontré una foto de mi madre de joven.'))).toEqual(['photo']);
    expect(ids(dream('Feria', 'Lo llevé a buscar a su mamá.'))).not.toContain('mother');
    expect(ids(dream('Visit', 'My mother opened the door.'))).toContain('mother');
  });

  it('keeps the feelings of others and of situations apart from the dreamer’s', () => {
    expect(feelings(dream('Aguacero', 'Iba con mi amiga Daniela, que estaba aterrada.'))).toEqual([]);
    expect(feelings(dream('Fair', 'I ran between the rides, shouting her name.'))).toEqual([]);
    expect(feelings(dream('Cellar', 'I was alone in the house.'))).toEqual([]);
    expect(feelings(dream('Reunion', 'I felt so alone.'))).toEqual(['loneliness']);
    expect(feelings(dream('Speech', 'The bride was crying with laughter.'))).toEqual([]);
  });

  it('reads a negation across "a single", "even" and "nobody", and only over the act after "nobody"', () => {
    expect(ids(dream('Night', 'Not a single ship went past.'))).not.toContain('boat');
    expect(ids(dream('Faro', 'No había luna ni una sola estrella.'))).not.toContain('sky');
    expect(ids(dream('Choir', 'Nobody danced or even swayed.'))).not.toContain('dancing');
    expect(ids(dream('Walk', 'Nobody noticed the dog.'))).toContain('dog');
    expect(ids(dream('Swings', "The swings moved, though there wasn't a breath of wind."))).not.toContain('wind');
  });

  it('leaves out someone named only as the owner of a thing, but not of their voice, event or home', () => {
    const people = (title: string, text: string) =>
      analyzeDream(dream(title, text))
        .symbols.filter((hit) => hit.entry.theme === 'people')
        .map((hit) => hit.entry.id);
    expect(people('Flat', "The wallpaper was my grandmother's wallpaper.")).toEqual([]);
    expect(people('Shop', "I pulled out my grandad's tweed coat.")).toEqual([]);
    expect(people('Voice', "Then I heard my grandfather's voice.")).toContain('grandfather');
    expect(people('Wedding', "At my cousin's wedding everyone stared.")).not.toEqual([]);
    expect(people('Trole', 'Llevaba la cartera de mi mamá.')).toEqual([]);
    expect(people('Terraza', 'Aterricé en la terraza de mi abuela.')).toContain('grandmother');
    expect(people('Aeropuerto', 'Estaba despidiéndome de mi mamá.')).toContain('mother');
  });

  it('reads happy tears, a part only to come and a topic argued as no image or sadness', () => {
    expect(feelings(dream('Tennis', 'I woke up with tears on my face, but they were happy ones.'))).toEqual([]);
    expect(ids(dream('Treehouse', 'My brother told me he was going to be a father.'))).not.toContain('father');
    expect(ids(dream('Court', 'The lawyers argued for hours about a stolen bicycle.'))).not.toContain('bicycle');
    expect(ids(dream('Kayak', 'I felt free, like the first day of a holiday.'))).not.toContain('journey');
  });

  it('reads likenesses after "like" and "como" as likenesses, but keeps a ghost seen as one', () => {
    expect(ids(dream('Greenhouse', 'The tomatoes were glowing like little lamps.'))).not.toContain('candle');
    expect(ids(dream('Coro', 'El suelo se mecía como la cubierta de un barco.'))).not.toContain('boat');
    expect(ids(dream('Lago', 'El hielo era transparente como un vidrio.'))).not.toContain('glass');
    expect(ids(dream('Abuelo', 'Vi a mi abuelo, que murió hace años, como un fantasma tranquilo.'))).toContain('ghost');
  });

  it('reads no image in a sentence that ends on the time of waking, but keeps "… and I woke up"', () => {
    expect(ids(dream('Greenhouse', 'I felt awful about the house when I woke up.'))).not.toContain('house');
    expect(ids(dream('Panadería', 'Entró mi ex, me sonrió y me desperté.'))).toContain('ex');
  });

  it('reads someone else’s relations and feelings as theirs', () => {
    expect(ids(dream('Wedding', 'I danced with the bride’s grandmother.'))).not.toContain('grandmother');
    expect(ids(dream('Coro', 'Nos dirigía la madre Asunción, una monja bajita.'))).not.toContain('mother');
    expect(feelings(dream('Boda', 'Me dio envidia de su felicidad.'))).toEqual(['jealousy']);
    expect(feelings(dream('Circo', 'Después lloré de puro orgullo.'))).toEqual([]);
  });

  it('reads no image in set phrases ("flying a kite", "service station", "el corazón en la boca")', () => {
    expect(ids(dream('Hill', 'I was flying a kite with my dad.'))).not.toContain('flying');
    expect(ids(dream('Services', 'We stopped at a service station.'))).not.toContain('station');
    expect(ids(dream('Circo', 'Yo tenía el corazón en la boca.'))).not.toContain('heart');
    expect(feelings(dream('Circo', 'Yo tenía el corazón en la boca.'))).toEqual(['anxiety']);
  });

  it('takes a feeling only foreseen, or the state of the clause’s subject, as not the dreamer’s', () => {
    expect(feelings(dream('Shower', 'I expected to feel jealous, and I didn’t.'))).toEqual([]);
    expect(feelings(dream('Obra', 'Creí que me iba a dar pánico, pero ni me inmuté.'))).toEqual([]);
    expect(feelings(dream('Granja', 'Debería haber tenido miedo, pero no.'))).toEqual([]);
    expect(feelings(dream('Play', 'My mum was in the front row, looking mortified on my behalf.'))).toEqual([]);
    expect(feelings(dream('Autopista', 'Lo raro es que no me daba nada de miedo.'))).toEqual([]);
    expect(feelings(dream('Parrot', 'It said: “You’ve left the gas on, love.”'))).toEqual([]);
    expect(feelings(dream('Beach', 'She handed me a shell, and a wave of tenderness washed over me.'))).toEqual([
      'love',
    ]);
    expect(feelings(dream('Boda', 'Lloré a mares de pura felicidad.'))).toEqual(['joy']);
  });

  it('reads no image in a part played, a plan, a pretence, a screen or a fall only feared', () => {
    expect(ids(dream('The play', 'I was playing a tree in a brown costume.'))).not.toContain('tree');
    expect(ids(dream('Gate', 'We were about to fly to Lisbon.'))).not.toContain('flying');
    expect(ids(dream('Cinema', 'On the screen the house was on fire.'))).not.toContain('fire');
    expect(ids(dream('Roof', 'I wasn’t scared of falling at all.'))).not.toContain('falling');
    expect(ids(dream('El súper', 'Me encontré con la madre de mi exnovio.'))).not.toContain('mother');
  });

  it('keeps everyone’s feelings, someone’s new partner and a measure apart from the dreamer', () => {
    expect(feelings(dream('Funeral', 'Todo el mundo lloraba.'))).toEqual([]);
    expect(feelings(dream('Fitting', 'I thought I’d be excited, but I wasn’t.'))).toEqual([]);
    expect(ids(dream('Taxi', 'He chatted away about his new girlfriend.'))).not.toContain('girlfriend');
    expect(ids(dream('Tsunami', 'La ola era más alta que la catedral.'))).not.toContain('church');
    expect(feelings(dream('Marathon', 'I burst into tears, I was so proud and happy.'))).toEqual(['joy']);
  });

  it('reads a feeling denied after it or in the answer to its question, and a manner compared', () => {
    expect(feelings(dream('Peña', 'Mi tío lloraba, pero yo, triste, para nada.'))).toEqual([]);
    expect(feelings(dream('Candelaria', '¿Vergüenza? Ni poquita.'))).toEqual([]);
    expect(feelings(dream('Ghost tour', 'Scared? Not for a second; I was mostly cold.'))).toEqual([]);
    expect(feelings(dream('Quiz', 'Scared? You bet I was scared.'))).toEqual(['fear']);
    expect(feelings(dream('Panto', 'I wasn’t remotely embarrassed.'))).toEqual([]);
    expect(ids(dream('Peña', 'Mi tío lloraba como un niño.'))).not.toContain('boy');
  });

  it('reads "no planes" as no planes', () => {
    expect(ids(dream('Aeropuerto', 'Estaba en un aeropuerto sin aviones.'))).not.toContain('plane');
  });

  it('names a person with the word as written, and Spanish agrees with it', () => {
    const boss = analyzeDream(dream('La oficina', 'Mi jefa me pedía el informe.')).symbols.find(
      (hit) => hit.entry.id === 'boss',
    )!;
    expect(boss.entry.id).toBe('boss');
    expect((boss.ownLabel ?? boss.entry.label)[1]).toMatch(/\bjefa\b/);
    expect(
      composeOfflineInterpretation({
        type: 'JUNG_AI',
        locale: 'es',
        dream: dream('La oficina', 'Mi jefa me pedía el informe.'),
      }),
    ).not.toMatch(/un jefe o un compañero/);
  });

  it('finds the turning point and gives it its own paragraph in every voice', () => {
    const turn = analyzeDream(CHASE).turn;
    expect(turn?.symbols.map((hit) => hit.entry.id)).toContain('clothes');
    const [jung, rogers, cbt] = texts(CHASE, 'en');
    expect(jung).toMatch(/\*\*The turn of the dream\.\*\* .*saw myself wearing his coat/);
    expect(rogers).toMatch(/\*\*Where it changes\.\*\* .*saw myself wearing his coat/);
    expect(cbt).toMatch(/The situation changes at the end: .*saw myself wearing his coat/);
    expect(jung).not.toMatch(/Other images appear too:[^\n]*coat/);
  });

  it('names an untitled dream by what happens in it, never by the placeholder', () => {
    const untitled = dream('Untitled Dream', 'My grandmother was making soup in an empty kitchen.');
    for (const locale of ['en', 'es'] as const) {
      for (const text of texts(untitled, locale)) expect(mentionsPlaceholderTitle(text)).toBe(false);
    }
    expect(texts({ ...untitled, title: 'Sueño sin título' }, 'es')[0]).toMatch(/sueño de tu abuela y la cocina/i);
  });

  it('says that a recording without words is read only by its title, and invites the words', () => {
    const recording = dream('Falling from the tower', 'Audio recording (no transcription available)');
    for (const locale of ['en', 'es'] as const) {
      for (const text of texts(recording, locale)) {
        expect(saysItReadsOnlyTheTitle(text)).toBe(true);
        expect(text).not.toMatch(/Audio recording|Grabación de audio/);
      }
    }
    expect(analyzeDream(recording).symbols.map((hit) => hit.entry.id)).toEqual(
      expect.arrayContaining(['falling', 'castle']),
    );
  });

  it('closes with a quotation chosen for the dream’s theme', () => {
    const dark = texts(dream('Night', 'Something chased me in the darkness and I was terrified.'), 'en')[0]!;
    const darkness = JUNG_QUOTES.filter((quote) => quote.themes?.includes('darkness')).map((quote) => quote.text.en);
    expect(darkness.some((line) => dark.includes(line))).toBe(true);
  });
});

describe('the three voices on any dream (structural rules)', () => {
  const inputs: DreamInput[] = [
    ...TEST_DREAMS.map((test) => test.dream),
    ...Object.values(EVALUATION_SETS).flatMap((set) =>
      set.map((d) => ({ title: d.title, text: d.text, tags: [...(d.tags ?? [])], date })),
    ),
    CHASE,
    dream('Untitled Dream', 'Audio recording (no transcription available)'),
    dream('', 'Nothing I know.'),
  ];

  it.each(['en', 'es'] as const)(
    'share no sentence of six words or more, and have no stub paragraph (%s)',
    (locale) => {
      for (const input of inputs) {
        const all = texts(input, locale);
        const note = safetyNote(analyzeDream(input).concerns, locale);
        expect(sharedSentences(all, note ? [note] : []), input.title).toEqual([]);
        for (const text of all) {
          expect(stubParagraphs(text), input.title).toEqual([]);
          expect(mentionsPlaceholderTitle(text)).toBe(false);
          expect(text).not.toMatch(/It appears in that same moment|Aparece en ese mismo momento/);
        }
      }
    },
  );
});

describe('the structural checks themselves', () => {
  it('catch a shared sentence, a stub paragraph and a placeholder title', () => {
    expect(
      sharedSentences([
        'It appears in that same moment of the dream.',
        'Yes. It appears in that same moment of the dream.',
      ]),
    ).toHaveLength(1);
    expect(
      sharedSentences([
        'You wrote: “I was flying over the city at night.”',
        'In your words: “I was flying over the city at night.”',
      ]),
    ).toEqual([]);
    expect(stubParagraphs('**Flying.** It appears in that same moment of the dream.')).toHaveLength(1);
    expect(stubParagraphs('## Heading\n\n## Another')).toHaveLength(2);
    expect(mentionsPlaceholderTitle('In “Untitled Dream”, the unconscious speaks')).toBe(true);
    expect(mentionsPlaceholderTitle('En «Sueño sin título», el inconsciente habla')).toBe(true);
  });
});

describe('reading rules from the twenty-second to the twenty-sixth tuning batches', () => {
  const people = (text: string) =>
    analyzeDream(dream('Sueño', text))
      .symbols.filter((hit) => hit.entry.theme === 'people')
      .map((hit) => hit.entry.id);

  it('reads a person word that says what the dreamer or someone named is as no one else', () => {
    expect(people('Soy maestra en Malabo y soñé que iba en un barco.')).not.toContain('teacher');
    expect(people('Mi nieta, que es médica, apareció a mi lado.')).not.toContain('doctor');
  });

  it('reads a kin word said to the one spoken to as no one else, but a sentence that only starts with it as them', () => {
    expect(people('—Hija, ya está bien, descansa un poco.')).not.toContain('daughter');
    expect(people('Mum, who passed in 2016, was beside me.')).toContain('mother');
  });

  it('reads the image of a simile without its article, and "light as a feather" as no light', () => {
    expect(ids(dream('Water', 'The prairie was under water, calm as glass.'))).not.toContain('glass');
    expect(ids(dream('Boy', 'I lifted him and he was light as a feather.'))).not.toContain('light');
  });
});

describe('reading rules from the twenty-seventh tuning batch', () => {
  const people = (text: string) =>
    analyzeDream(dream('Sueño', text))
      .symbols.filter((hit) => hit.entry.theme === 'people')
      .map((hit) => hit.entry.id);

  it('reads a kin word said after a first word of the line as the one spoken to', () => {
    expect(people('—Ay, abuelo, qué oso. Y se fue a sentar.')).not.toContain('grandfather');
    expect(people('—Dime, papi, ¿qué te doy?')).not.toContain('father');
  });

  it('reads a death dated "back in" a year as waking life, and everyday senses as no image', () => {
    expect(ids(dream('Cab', 'Then my dad knocked on the cab, he died back in 2012.'))).not.toContain('death');
    expect(ids(dream('Iten', 'I train with a group in Iten and we ran at dawn.'))).not.toContain('train');
    expect(ids(dream('Bull', 'I trip and go flat on my face.'))).not.toContain('face');
    expect(ids(dream('Road', 'The wife rang after, she was worried sick.'))).not.toContain('illness');
    expect(ids(dream('Isla', 'El lago estaba negro y hacía un frío de perros.'))).not.toContain('dog');
    expect(ids(dream('Turno', 'Trabajo en un call center y estoy en mi cubículo.'))).toContain('office');
  });

  it('denies a feeling joined by "or" to a denied one, and gives the feeling after a relative clause to its person', () => {
    const feelings = (text: string) => analyzeDream(dream('Dream', text)).emotions.map((hit) => hit.entry.id);
    expect(feelings("I wasn't scared or angry.")).toEqual([]);
    expect(feelings("I didn't feel sad, or lonely.")).toEqual([]);
    expect(feelings('I was scared or maybe angry.')).toEqual(['fear', 'anger']);
    expect(feelings('Mi nieta Fernanda, que me había acompañado, estaba muerta de vergüenza.')).toEqual([]);
    expect(feelings('A tourist beside me was in tears.')).toEqual([]);
  });
});

describe('reading rules from the twenty-eighth tuning batch', () => {
  it('reads a kin word said between commas in a line of dialogue as the one spoken to, and a dated burial as waking life', () => {
    const people = (text: string) =>
      analyzeDream(dream('Sueño', text))
        .symbols.filter((hit) => hit.entry.theme === 'people')
        .map((hit) => hit.entry.id);
    expect(people('—Jalá parejo, hijo, cuando ella puje.')).not.toContain('son');
    expect(people('Mi hijo me dijo: —Ven, siéntate.')).toContain('son');
    expect(ids(dream('Crossword', 'I buried him in April. Now he sat in his chair.'))).not.toContain('funeral');
    expect(ids(dream('Crossword', 'We buried him under the oak.'))).toContain('funeral');
  });
});

describe('reading rules from the twenty-ninth tuning batch', () => {
  it('reads a measure, a name the dreamer is called and a feeling put first then denied as nothing there', () => {
    expect(
      ids(dream('Goldfish', 'Then he was the size of a car and Dad said we had to take him to the beach.')),
    ).not.toContain('car');
    const people = (text: string) =>
      analyzeDream(dream('Mili', text))
        .symbols.filter((hit) => hit.entry.theme === 'people')
        .map((hit) => hit.entry.id);
    expect(people('Los demás soldados eran chavales y me llamaban abuelo.')).not.toContain('grandfather');
    expect(
      analyzeDream(dream('Taquería', 'Triste no estoy; estoy confundido.')).emotions.map((hit) => hit.entry.id),
    ).toEqual(['confusion']);
    expect(ids(dream('Sin señal', 'Llamé a mi hermana y el celular no tenía señal.'))).toContain('phone');
  });
});

describe('reading rules from the thirtieth tuning batch', () => {
  it('reads a comparison with people and a closed shop as nothing there', () => {
    expect(
      ids(dream('Scarborough', 'My mum and dad were on a towel, younger than my own kids are now.')),
    ).not.toContain('child');
    expect(ids(dream('Almacén', 'Entraba al almacén de don Cacho, que cerró hace treinta años.'))).not.toContain(
      'mountain',
    );
    expect(ids(dream('Cerro', 'Subimos al cerro con mi papá.'))).toContain('mountain');
  });

  it('reads "never felt so alone" as felt, and someone missed as longing', () => {
    const feelings = (text: string) => analyzeDream(dream('Dream', text)).emotions.map((hit) => hit.entry.id);
    expect(feelings('I stood there holding my sign. I’ve never felt so alone.')).toContain('loneliness');
    expect(feelings('I was never sad.')).toEqual([]);
    expect(feelings('I woke up missing her so much it hurt.')).toContain('nostalgia');
  });
});

describe('reading rules of held-out dreams moved to the tuning set (evaluation README, stop 48)', () => {
  it('does not read from the title a feeling the text takes back; a tag stays the dreamer’s word', () => {
    expect(
      feelings(dream('Lloré toda la noche', 'Lloré en el sueño, pero no estaba triste: era de risa.')),
    ).not.toContain('sadness');
    expect(feelings(dream('Sad', 'The lift stopped between floors.'))).toContain('sadness');
    expect(
      feelings({ ...dream('Sad', 'The lift stopped between floors. I was not sad.'), tags: ['sadness'] }),
    ).toContain('sadness');
  });

  it('reads a capitalised title word the text only writes as a name as that name', () => {
    expect(ids(dream('El gato Sol', 'Mi gato Sol dormía en la cama. Sol ronroneaba.'))).not.toContain('sun');
    expect(ids(dream('Sol y playa', 'Estaba en la playa y el sol quemaba.'))).toContain('sun');
  });

  it('reads a face buried in something as no burial', () => {
    expect(ids(dream('Pillow', 'I buried my face in the pillow and cried.'))).not.toContain('funeral');
    expect(ids(dream('The hill', 'We buried my uncle on a hill.'))).toContain('funeral');
  });

  it('reads what a place used to hold, or held before it was found empty, as not there', () => {
    expect(ids(dream('The farm', 'We drove past the farm where my uncle used to keep horses.'))).not.toContain('horse');
    expect(ids(dream('The farm', 'My uncle kept horses on the farm, and I rode one.'))).toContain('horse');
    const shed = ids(
      dream('El cobertizo', 'Fui al cobertizo donde mi padre guardaba los caballos, pero estaba vacío.'),
    );
    expect(shed).not.toContain('horse');
    expect(shed).toContain('father');
  });
});

describe('reading rules from the thirty-fifth tuning batch (stop 49)', () => {
  it('reads a whole "como si" clause, "parecía que", "como cuando" and "como mi" as not there', () => {
    expect(
      ids(dream('La fiesta', 'Terminamos empapados, como si nos hubiera pasado por encima una ola de barro.')),
    ).not.toContain('mud');
    expect(ids(dream('El tren', 'El tren iba tan rápido que parecía que íbamos volando.'))).not.toContain('flying');
    expect(ids(dream('La plaza', 'Caminaba por la plaza, como cuando mi abuela me llevaba de la mano.'))).not.toContain(
      'grandmother',
    );
    expect(ids(dream('El taller', 'Soy carpintero, como mi tío y mi abuelo.'))).not.toContain('grandfather');
    // Past the clause, what the dream has is there.
    expect(
      ids(dream('El barco', 'Remaba con mi padre, como cuando era niña, y unos delfines saltaban al lado.')),
    ).toContain('dolphin');
  });

  it('reads someone only called for, or of waking life since long ago, as not there', () => {
    expect(ids(dream('El pozo', 'Me caí al pozo y grité llamando a mi papá.'))).not.toContain('father');
    expect(ids(dream('Birds', 'I have fished this lake since my grandad first brought me here.'))).not.toContain(
      'grandfather',
    );
  });

  it("reads set phrases and others' parents as no image", () => {
    for (const [text, id] of [
      ['The plane flew past at eye level.', 'eyes'],
      ['The kids had water pistols and soaked me from head to toe.', 'gun'],
      ['I stood in the witness box and waited.', 'box'],
      ['He wore his church suit to the party.', 'church'],
      ['I phoned the office and it just rang and rang.', 'ring'],
      ['All the parents clapped at the end.', 'family'],
      ['Todos los padres aplaudieron.', 'father'],
      ['Mr Ellis, who we lost last spring, was at the bar.', 'lost'],
      ['Por la calle bajaba un río de gente.', 'river'],
      ['El sol quemaba en la playa.', 'fire'],
    ] as const)
      expect(ids(dream('A day', text)), text).not.toContain(id);
    expect(ids(dream('The beach', 'The kids soaked me from head to toe and my feet were cold.'))).toContain('feet');
  });
});

describe('reading rules from the thirty-sixth tuning batch (stop 49)', () => {
  it('reads set phrases as no image', () => {
    for (const [text, id] of [
      ['I paint every sign by hand.', 'hands'],
      ['We did a blind tasting of six wines.', 'eyes'],
      ['I was painting the water tower.', 'castle'],
      ['I was so ashamed I could have died.', 'death'],
      ['Se fue la luz en toda la calle.', 'light'],
      ['Se me quedó dura la muñeca derecha.', 'toy'],
      ['Mi padre se crió en ese barrio.', 'boy'],
      ['Jugábamos a las cartas en el bar.', 'letter'],
      ['Mi hija flotaba en un cocodrilo inflable.', 'crocodile'],
      ['La profesora jefe me llamó.', 'boss'],
    ] as const)
      expect(ids(dream('A day', text)), text).not.toContain(id);
    expect(ids(dream('El oficio', 'Soy partera, como lo fue mi abuela.'))).not.toContain('grandmother');
  });

  it("reads a feeling of a couple, an editor or a crowd as theirs, and a plural one of others' verb too", () => {
    expect(feelings(dream('The boat', 'The couple only laughed.'))).not.toContain('joy');
    expect(feelings(dream('The desk', 'My editor was furious.'))).not.toContain('anger');
    expect(feelings(dream('La sala', 'Los niños se escondían detrás de las sillas, muertos de miedo.'))).not.toContain(
      'fear',
    );
    expect(feelings(dream('The desk', 'I was furious with my editor.'))).toContain('anger');
  });

  it('reads someone only named by their home town as not there, but their house as where the dream is', () => {
    expect(ids(dream('La feria', 'Era la feria en el pueblo de mi abuela y yo comía churros.'))).not.toContain(
      'grandmother',
    );
    expect(ids(dream('La cocina', 'Estaba en la cocina de mi abuela, con olor a pan.'))).toContain('grandmother');
  });

  it('reads a relative named only for what they always say as not there', () => {
    expect(ids(dream('El tren', 'Mi abuela siempre decía que el tren no espera a nadie.'))).not.toContain(
      'grandmother',
    );
    expect(ids(dream('The sea', 'My dad always said the sea gives nothing back.'))).not.toContain('father');
    expect(ids(dream('The sea', 'My dad said the sea was cold and took my hand.'))).toContain('father');
  });

  it('reads "los nenes" as children, not a boy', () => {
    const found = ids(dream('La playa', 'Fuimos a la playa mi esposa, los nenes y yo.'));
    expect(found).toContain('child');
    expect(found).not.toContain('boy');
  });
});

describe('reading rules from the thirty-seventh tuning batch (stop 50)', () => {
  it('reads a capitalised Hill after a name as a district, and Spanish "parecían un" as a likeness', () => {
    expect(ids(dream('Harlem', 'We played in our apartment on Sugar Hill.'))).not.toContain('mountain');
    expect(ids(dream('The walk', 'We climbed the hill behind the farm.'))).toContain('mountain');
    expect(ids(dream('El vuelo', 'Los cañales desde arriba parecían un mar verde.'))).not.toContain('ocean');
  });

  it('reads a colour, a porthole, overalls and a pawnshop as what they are', () => {
    expect(ids(dream('The bush', 'The bush was dark green under the hills.'))).not.toContain('darkness');
    expect(ids(dream('El barco', 'Por un ojo de buey vi la grada.'))).not.toContain('bull');
    expect(ids(dream('El astillero', 'Llevaba el mono de trabajo.'))).not.toContain('monkey');
    expect(ids(dream('El local', 'Trabajo en una casa de empeño.'))).not.toContain('house');
    expect(ids(dream('The abseil', 'All I could think about was my kids.'))).not.toContain('child');
  });

  it("reads a group's state told at the start of a sentence as theirs", () => {
    expect(feelings(dream('The glass', 'The visitors behind the rope were terrified it would burst.'))).toEqual([]);
    expect(feelings(dream('El bus', 'Los turistas estaban furiosos.'))).toEqual([]);
    expect(feelings(dream('The flood', 'The kids and I were terrified.'))).toContain('fear');
    expect(feelings(dream('La cabina', 'La directora, del otro lado del vidrio, está furiosa.'))).toEqual([]);
    expect(feelings(dream('The room', 'The room was silent and I was scared.'))).toEqual(['fear']);
  });
});

describe('reading rules from the thirty-eighth tuning batch (stop 50)', () => {
  it('reads a feeling denied through "me pongo" or "nadie", and a plural feeling of a third-person plural verb as theirs', () => {
    expect(feelings(dream('La cabina', 'Yo no me pongo nerviosa, ni un poquito.'))).toEqual([]);
    expect(feelings(dream('La cola', 'Nadie estaba triste.'))).toEqual([]);
    expect(feelings(dream('La cola', 'Nadie me ayudó y me sentí triste.'))).toEqual(['sadness']);
    expect(feelings(dream('La cantina', 'Los de la cantina gritaban felices; yo me quedé sentada.'))).toEqual([]);
    expect(feelings(dream('La playa', 'Estábamos felices.'))).toEqual(['joy']);
    expect(feelings(dream('El velorio', 'No tenía ganas de llorar.'))).toEqual([]);
    expect(feelings(dream('El velorio', 'Tenía ganas de llorar.'))).toEqual(['sadness']);
    expect(feelings(dream('La fiesta', 'Para nada estaba triste.'))).toEqual([]);
    expect(feelings(dream('The dark', 'Instead of being scared, I laughed.'))).toEqual(['joy']);
    expect(feelings(dream('The stage', 'I was supposed to be nervous but I was calm.'))).toEqual(['calm']);
  });

  it("reads other people's parents, a snow cone, a school choir and the foot of a bridge as what they are", () => {
    expect(ids(dream('The gymkhana', 'The parents on the rail all felt afraid.'))).not.toContain('family');
    expect(ids(dream('Home', 'My parents were there.'))).toContain('family');
    expect(ids(dream('The sea wall', 'I was eating a snow cone.'))).not.toContain('snow');
    expect(ids(dream('La carretilla', 'Vendo picarones al pie del puente.'))).not.toContain('feet');
    // An image said and taken back at once; the hand held up stays.
    const ring = ids(dream('The party', 'I held up my hand to show my ring and it wasn’t there.'));
    expect(ring).not.toContain('ring');
    expect(ring).toContain('hands');
    expect(ids(dream('The shop', 'My sister calls to say the shop’s on fire, but it isn’t.'))).not.toContain('fire');
  });
});

describe('reading rules from the people found wrong over the Spanish tuning batches (stop 51)', () => {
  const people = (text: string) =>
    analyzeDream(dream('Sueño', text))
      .symbols.filter((hit) => hit.entry.theme === 'people')
      .map((hit) => hit.entry.id);

  it('reads a kin word called in what is said after a colon as the one spoken to', () => {
    expect(people('La señora me sirvió sopa y me dijo: —Ay, hija, llegaste tarde.')).toEqual([]);
    expect(people('Mi abuelo se rio y me dijo: —Quieto, niño, que yo manejo.')).toEqual(['grandfather']);
    expect(people('Entonces me gritó: —Vamos, hijo, empuja.')).toEqual([]);
    // Not said: the daughter is there.
    expect(people('Estaba en la playa con mi hija.')).toEqual(['daughter']);
  });

  it('leaves out someone named only as the owner of a town or a farm, or of a thing after "del"', () => {
    expect(people('Bailábamos en la plaza del pueblo de mi madre.')).toEqual([]);
    expect(people('Salí al corral de la finca de mi abuelo y había vacas.')).toEqual([]);
    expect(people('Olía al jabón del baño de mi tía.')).toEqual([]);
    // Her home, and herself named again, are there as before.
    expect(people('Estaba en la casa de mi abuela.')).toEqual(['grandmother']);
    expect(people('En la finca de mi abuelo, mi abuelo ordeñaba.')).toEqual(['grandfather']);
  });

  it('reads "papas" without its accent as potatoes, unless they are someone\'s', () => {
    expect(people('Me perseguía un tipo entre los sacos de papas.')).not.toContain('father');
    expect(people('Comí papas fritas con mi papá.')).toEqual(['father']);
  });

  it('leaves out someone who stayed somewhere else', () => {
    expect(people('Vi a mi sobrino, que se quedó allá con mi mamá cuando era bebé.')).not.toContain('mother');
    expect(people('Mi papá se había quedado en Lima y yo estaba sola.')).toEqual([]);
    expect(people('Me quedé en la casa con mi mamá.')).toEqual(['mother']);
    expect(people('Mi papá se quedó conmigo en la playa.')).toEqual(['father']);
  });

  it('reads a boyfriend called pololo, and a feeling whose subject comes after its verb or after a word about them as theirs', () => {
    expect(people('Fuimos al cine con mi pololo.')).toEqual(['boyfriend']);
    expect(feelings(dream('El incendio', 'Adentro lloraba un niño y yo tenía miedo.'))).toEqual(['fear']);
    expect(feelings(dream('El parto', 'Di a luz a una niña chiquitita que lloraba bajito.'))).toEqual([]);
    expect(feelings(dream('La feria', 'Una niñita lloraba porque perdió su globo.'))).toEqual([]);
    expect(feelings(dream('La feria', 'Lloraba porque perdí mi globo.'))).toEqual(['sadness']);
  });

  it('reads a "pena" said with shame, or of being seen, as that shame', () => {
    expect(feelings(dream('La caja', 'Me dio tanta pena que quería que me tragara la tierra.'))).toEqual(['shame']);
    expect(feelings(dream('La puerta', 'Me dio pena que me viera en bata.'))).toEqual(['shame']);
    expect(feelings(dream('La isla', 'Me dio pena que se acabara.'))).toEqual(['sadness']);
  });

  it('reads arena, orilla, monte and a capitalised Cerro in the sense the rest of the dream gives them', () => {
    expect(ids(dream('La lucha', 'La arena estaba llena hasta el tope y los luchadores saludaban.'))).not.toContain(
      'beach',
    );
    expect(ids(dream('La isla', 'Llegué nadando a una isla con una arena blanquísima.'))).toContain('beach');
    expect(ids(dream('El río', 'Cruzamos el río a caballo y salimos a la otra orilla.'))).not.toContain('beach');
    expect(ids(dream('El mar', 'Nadé en el mar hasta la orilla.'))).toContain('beach');
    expect(ids(dream('El puma', 'El puma se metió en el monte.'))).not.toContain('mountain');
    expect(ids(dream('El oso', 'El oso se fue monte arriba.'))).toContain('mountain');
    expect(
      ids(dream('El club', 'Jugábamos a las cartas en el club del barrio, en el Cerro, en Montevideo.')),
    ).not.toContain('mountain');
    expect(ids(dream('La subida', 'Subíamos al Cerro de Montevideo por el camino de piedras.'))).toContain('mountain');
  });

  it('reads "la gente" as a crowd, "me dejaron pasar" as no loneliness, and "una nostalgia muy rara" as no confusion', () => {
    expect(people('La gente aplaudía cuando bajé.')).toEqual(['crowd']);
    expect(people('Iba en un autobús con gente que no conocía.')).toEqual(['stranger']);
    expect(people('No había gente en la plaza.')).toEqual([]);
    expect(feelings(dream('La cola', 'No había nadie y me dejaron pasar.'))).toEqual([]);
    expect(feelings(dream('La estación', 'Me dejaron sola en la estación.'))).toEqual(['loneliness']);
    expect(feelings(dream('La masía', 'Me desperté con una nostalgia muy rara.'))).toEqual(['nostalgia']);
    expect(feelings(dream('La masía', 'Me sentía muy rara.'))).toEqual(['confusion']);
  });
});

describe('reading rules from the thirty-ninth tuning batch (stop 51)', () => {
  it('reads a measure, a shape, a fall only thought of and a likeness of what a thing became as no image', () => {
    expect(ids(dream('The crabs', 'I sank past crabs the size of dinner plates.'))).not.toContain('food');
    expect(ids(dream('La cerradura', 'Tenía un agujero en forma de estrella.'))).not.toContain('sky');
    expect(ids(dream('El puerto', 'Vi el río y pensé que me caía adentro.'))).not.toContain('falling');
    expect(ids(dream('El aguacero', 'La calle se volvió un río de agua café.'))).not.toContain('river');
    // What a thing became, without "de", is there.
    expect(ids(dream('El vivero', 'La planta rompió el techo y se volvió un árbol altísimo.'))).toContain('tree');
  });

  it('reads a town meeting, a school board, Tasmanian devils, a frog strangler and a shark spotter as what they are', () => {
    const meeting = ids(dream('March', 'The town hall was packed for the town meeting, the school board in front.'));
    expect(meeting).not.toContain('city');
    expect(meeting).not.toContain('school');
    expect(ids(dream('Work', 'I raise orphaned Tasmanian devils.'))).not.toContain('devil');
    expect(ids(dream('Rain', 'It was a real frog strangler.'))).not.toContain('frog');
    expect(ids(dream('Work', 'I’m a shark spotter above the bay.'))).not.toContain('shark');
    expect(ids(dream('The kitchen', 'I was laughing so hard I couldn’t breathe.'))).not.toContain('breath');
  });

  it("reads someone else's climb told with their pronoun, and a group all laughing, as theirs", () => {
    expect(ids(dream('The van', 'She climbed in and read every spine.'))).not.toContain('climbing');
    expect(ids(dream('The wall', 'I climbed the wall.'))).toContain('climbing');
    expect(feelings(dream('The race', 'The children ran past me, all laughing.'))).toEqual([]);
  });

  it('reads sand away from the sea, and a bed on a ward or in a cell, as no beach and no bedroom', () => {
    expect(ids(dream('The bus', 'The driver sat down in the sand to smoke.'))).not.toContain('beach');
    expect(ids(dream('The pier', 'We hid under the pier on the wet sand.'))).toContain('beach');
    expect(ids(dream('Night shift', 'The patient in the last bed was me.'))).not.toContain('bedroom');
    expect(ids(dream('Home', 'I woke up in my own bed.'))).toContain('bedroom');
  });

  it("reads someone else's tears told with \"in\", and a nephew's or a Mummy's feeling, as theirs", () => {
    expect(feelings(dream('The game', 'The catcher was in tears.'))).toEqual([]);
    expect(feelings(dream('The game', 'I was in tears.'))).toEqual(['sadness']);
    expect(feelings(dream('The ride', 'My nephew was laughing his head off.'))).toEqual([]);
    expect(feelings(dream('The morning', 'Mummy cried when I told her.'))).toEqual([]);
    expect(feelings(dream('Sucre', 'Estaba con mi sobrina, que estaba fascinada.'))).toEqual([]);
    expect(feelings(dream('La licencia', 'El inspector seguía anotando en su planilla, tranquilísimo.'))).toEqual([]);
  });
});

describe('reading rules from the fortieth tuning batch (stop 51)', () => {
  it('reads Spanish likenesses and sayings as no image', () => {
    expect(ids(dream('El gas', 'Las piernas se me volvieron agua.'))).not.toContain('water');
    expect(ids(dream('El gas', 'Mi primo, pálido como un fantasma, frenaba.'))).not.toContain('ghost');
    expect(ids(dream('El puyo', 'Volaba como cuando era guambra y jugaba a ser avión.'))).not.toContain('plane');
    expect(ids(dream('La guardia', 'Se me había ido el avión y no llamé.'))).not.toContain('plane');
    expect(ids(dream('La ruta', 'Tengo un coche de caballos que hace la ruta del parque.'))).not.toContain('car');
    expect(ids(dream('El cambio', 'Me escondí con el corazón que se me salía.'))).not.toContain('heart');
    // The people words: "desde crío" is since childhood.
    expect(ids(dream('El monte', 'Me perdí en un monte que conozco desde crío.'))).not.toContain('boy');
  });

  it('reads English sayings and a likeness told as a clause as no image', () => {
    expect(ids(dream('The dance', 'He was dressed to kill in a white tuxedo.'))).not.toContain('killing');
    expect(ids(dream('The sale', 'Dad would sell the shirt off his back.'))).not.toContain('clothes');
    expect(ids(dream('The dog', 'I woke up laughing, heart still going.'))).not.toContain('heart');
    expect(ids(dream('Nights', 'I do nights packing shelves.'))).not.toContain('luggage');
    expect(ids(dream('The road', 'The road kept going, dead straight.'))).not.toContain('death');
    expect(ids(dream('The park', 'They sat staring at the lake like they were waiting for a boat.'))).not.toContain(
      'boat',
    );
    expect(ids(dream('The lake', 'We rowed the boat across the lake.'))).toContain('boat');
  });

  it('reads the everyday senses of "bomba" and "guerra" as no war', () => {
    expect(ids(dream('La feria', 'De enfadada nada: me lo pasé bomba.'))).not.toContain('war');
    expect(ids(dream('El viaje', 'Paramos en una bomba a echar gasolina.'))).not.toContain('war');
    expect(ids(dream('La cohetería', 'Trabajo armando bombas y toritos para las ferias.'))).not.toContain('war');
    expect(ids(dream('El aula', 'Los alumnos daban más guerra que nunca.'))).not.toContain('war');
    expect(ids(dream('La plaza', 'Cayó una bomba en la plaza y todo explotó.'))).toContain('war');
  });

  it('reads a chase of someone or something else as no chase of the dreamer', () => {
    expect(ids(dream('The pond', 'One minute he was chasing ducks round the pond.'))).not.toContain('chased');
    expect(ids(dream('The farm', 'A huge pig chased one of the boys round the yard.'))).not.toContain('chased');
    expect(ids(dream('The market', 'A man in a mask was chasing me.'))).toContain('chased');
    expect(ids(dream('The lane', 'I was chased by a goose.'))).toContain('chased');
  });

  it('reads a thing lost before, or sight lost of someone, as no being lost', () => {
    expect(ids(dream('The crowd', 'I looked for the bangle my mum lost that night in 1989.'))).not.toContain('lost');
    expect(ids(dream('The dive', 'It got darker and I lost sight of him.'))).not.toContain('lost');
    expect(ids(dream('The forest', 'I was lost in the forest.'))).toContain('lost');
    expect(ids(dream('The market', 'I’m lost in a market I don’t know.'))).toContain('lost');
  });
});

describe('reading rules from the forty-first tuning batch (stop 52)', () => {
  it('leaves out people only thought of, remembered "como cuando", or heard on the phone', () => {
    expect(peopleIn('Estaba en la mina y pensaba en mi esposa y en mis hijos.')).toEqual([]);
    expect(peopleIn('Subíamos el cerro como cuando éramos niños y le ayudábamos a mi abuelo.')).toEqual([]);
    // The memory ends where "y" and an article open the scene again.
    expect(
      ids(dream('El río', 'Remaba con mi tío, como cuando era chica, y un grupo de pájaros volaba encima.')),
    ).toContain('bird');
    expect(peopleIn('Mi hermana me llamó por teléfono para preguntarme dónde estaba.')).toEqual([]);
    expect(peopleIn('In the dream my brother phoned me from the airport.')).toEqual([]);
    // Said again as there, they are.
    expect(peopleIn('Mi hermana me llamó por teléfono. Después mi hermana llegó a la casa.')).toEqual(['sister']);
  });

  it('reads a spouse named with "el" or "la" as someone else\'s', () => {
    expect(peopleIn('Atendía un parto y el marido daba vueltas en el patio.')).toEqual([]);
    expect(peopleIn('Atendía un parto y mi marido daba vueltas en el patio.')).toEqual(['husband']);
  });

  it('reads likenesses, sayings and things only about to happen as no image', () => {
    expect(peopleIn('He said she was the spitting image of my mother.')).toEqual([]);
    expect(ids(dream('The van', 'I woke with a jolt, frightened half to death.'))).not.toContain('death');
    expect(ids(dream('The grave', 'We dug in the dead of night.'))).not.toContain('death');
    expect(ids(dream('The job', 'She said it would be over her dead body.'))).not.toContain('death');
    expect(ids(dream('Home', 'She waved at us like we’d only been to the shops.'))).not.toContain('shop');
    expect(ids(dream('The canoe', 'We paddled a war canoe out to the reef.'))).not.toContain('war');
    expect(ids(dream('The exam', 'We sat the exam in a hall in Nelson.'))).not.toContain('hallway');
    expect(ids(dream('La sala', 'Mi hija estaba por dar a luz en la capital.'))).not.toContain('birth');
    expect(ids(dream('El río', 'Mi hermano, que no sabe nadar, remaba.'))).not.toContain('swimming');
    expect(ids(dream('El patio', 'Había perros de la calle en el patio.'))).not.toContain('road');
    expect(ids(dream('El restaurante', 'Los otros meseros me echaban la mano.'))).not.toContain('hands');
    expect(ids(dream('La caja', 'Lo llevé a la oficina de objetos perdidos.'))).not.toContain('lost');
    // A bus terminal is no airport in Spanish; an airport is.
    expect(
      ids(
        dream('Boletos', 'Vendo boletos en la terminal de Danlí, en la ventanilla de los buses que van a la capital.'),
      ),
    ).not.toContain('airport');
    expect(ids(dream('El vuelo', 'Llegué corriendo al aeropuerto.'))).toContain('airport');
  });
});

describe('reading rules from the forty-second tuning batch (stop 52)', () => {
  it('leaves out people only phoned, told about, or who once made the dreamer a thing', () => {
    expect(peopleIn('Llevaba la blusa que me tejió mi abuela.')).toEqual([]);
    expect(peopleIn('I rang my brother but nobody answered.')).toEqual([]);
    expect(peopleIn('I told them about my uncle’s farm.')).toEqual([]);
    expect(peopleIn('Las madres miraban desde la reja.')).toEqual([]);
    expect(peopleIn('Mi madre miraba desde la reja.')).toEqual(['mother']);
  });

  it('reads a feeling denied after its word as denying an earlier sign of it', () => {
    expect(feelingsIn('Me desperté con lágrimas, pero triste no estaba.')).not.toContain('sadness');
    expect(feelingsIn('Me desperté con lágrimas y muy triste.')).toContain('sadness');
  });

  it('reads sayings, a wave of the hand and a day only compared as no image', () => {
    expect(ids(dream('The row', 'That was a red rag to a bull.'))).not.toContain('bull');
    expect(ids(dream('The street', 'My neighbour gave me a little wave.'))).not.toContain('wave');
    expect(ids(dream('The bridge', 'Mum blew them kisses from the car.'))).not.toContain('intimacy');
    expect(ids(dream('Night', 'I woke up with my heart thumping.'))).not.toContain('heart');
    expect(ids(dream('Keira', 'She laughed, like the day we took her to the beach.'))).not.toContain('beach');
    expect(ids(dream('La finca', 'Cada quien le buscaba tres pies al gato.'))).not.toContain('cat');
    expect(ids(dream('El carro', 'Tiré del freno de mano y se rompió.'))).not.toContain('hands');
    expect(ids(dream('La casa', 'La casa estaba llena de animales del monte.'))).not.toContain('mountain');
    expect(ids(dream('La micro', 'Salí corriendo a tomar la micro.'))).not.toContain('fleeing');
    expect(ids(dream('El perro', 'Salí corriendo y el perro detrás de mí.'))).toContain('fleeing');
  });
});

describe('reading rules from the forty-third tuning batch (stop 52)', () => {
  it('leaves out people phoned, written to the dreamer, wished to be told of, or left at home', () => {
    expect(peopleIn('Llamé a mi hermana por el móvil y no contestaba.')).toEqual([]);
    expect(peopleIn('Mi cuñada me mandaba mensajes todo el rato.')).toEqual([]);
    expect(peopleIn('In the end my dad rang to ask where I was.')).toEqual([]);
    expect(peopleIn('Le quise contar que mi abuela ya estaba mejor.')).toEqual([]);
    expect(peopleIn('Mi esposa, Rosalba, se había quedado en la finca.')).toEqual([]);
    expect(peopleIn('Mi esposa estaba conmigo en la finca.')).toEqual(['wife']);
    expect(peopleIn('Bailé con la mamá de la novia.')).toEqual([]);
    expect(peopleIn('Soñé con mi tía, la que me crió.')).toEqual(['family']);
  });

  it('reads a bare "no" after a feeling, and "pero no lo estaba", as denying it (a written battery)', () => {
    expect(feelingsIn('Triste no, más bien pensativa.')).not.toContain('sadness');
    expect(feelingsIn('Tenía que estar nerviosa, pero no lo estaba.')).not.toContain('anxiety');
    expect(feelingsIn('Estaba triste, no sé por qué.')).toContain('sadness');
    expect(feelingsIn('Tenía miedo, pero no lo demostré.')).toContain('fear');
  });

  it('reads a feeling denied with "tampoco" or "no sentía" after its word as denied', () => {
    expect(feelingsIn('Yo no estaba triste, y miedo tampoco tenía.')).not.toContain('fear');
    expect(feelingsIn('Yo culpa no sentía ninguna.')).not.toContain('guilt');
  });

  it('reads sayings and a warning as no image', () => {
    expect(ids(dream('El taller', 'Estaba como pez fuera del agua.'))).not.toContain('water');
    expect(ids(dream('La tabla', 'Compró madera a precio de oro.'))).not.toContain('treasure');
    expect(ids(dream('La vela', 'Lloraba a moco tendido y se hacía la mosquita muerta.'))).not.toContain('death');
    expect(ids(dream('La terraza', 'Mi hermana me gritaba que bajara, que me iba a caer.'))).not.toContain('falling');
    expect(ids(dream('El puesto', 'Vendo melones a la orilla de la carretera.'))).not.toContain('beach');
    expect(ids(dream('The bridge', 'My face was burning and my battery died.'))).not.toContain('fire');
    expect(ids(dream('The line', 'The charge hand was shouting at me.'))).not.toContain('hands');
    expect(ids(dream('The cliff', 'I fell past the rock face.'))).not.toContain('face');
  });
});

describe('reading rules from the forty-fourth tuning batch (stop 52)', () => {
  it('leaves out people messaged, rung by, waited for, asked after, or someone else’s new relation', () => {
    expect(peopleIn('Le mandé un audio a mi hermano para que me esperara.')).toEqual([]);
    expect(peopleIn('Me sonó el celular y era mi abuela preguntando por mí.')).toEqual([]);
    expect(peopleIn('Estaba en la terminal esperando a mi hija.')).toEqual([]);
    expect(peopleIn('My dad kept texting me photos of the dog.')).toEqual([]);
    expect(peopleIn('She asked after my boys, one by one.')).toEqual([]);
    expect(peopleIn('My sister’s new boyfriend came to the door.')).toEqual([]);
  });

  it('reads Spanish feelings denied after "yo", after whom they were about, with "tampoco" or "ni a palos"', () => {
    expect(feelingsIn('¿Miedo yo? Para nada.')).not.toContain('fear');
    expect(feelingsIn('Enojada con mi hermano no estaba; estaba triste.')).not.toContain('anger');
    expect(feelingsIn('No tenía miedo, y nervioso tampoco.')).not.toContain('anxiety');
    expect(feelingsIn('Miedo, ni a palos.')).not.toContain('fear');
    expect(feelingsIn('Me daba una pena ajena terrible.')).toEqual(['shame']);
    expect(feelingsIn('Tenía miedo de mi hermano.')).toContain('fear');
  });

  it('reads stories, pictures, plans, fears and set phrases as no image', () => {
    expect(ids(dream('The boat', 'I told them the story of the tiger shark that followed us.'))).not.toContain('shark');
    expect(ids(dream('The flight', 'I was terrified we’d crash into the hills.'))).not.toContain('accident');
    expect(ids(dream('The date', 'I was on a blind date downtown.'))).not.toContain('eyes');
    expect(ids(dream('The hut', 'There was a bear asleep on my sleeping bag.'))).not.toContain('luggage');
    expect(ids(dream('The car', 'There was a nest of baby birds in the engine.'))).not.toContain('baby');
    expect(ids(dream('The sea', 'Then the sea went dead flat.'))).not.toContain('death');
    expect(ids(dream('The coat', 'She wore the coat we buried her in.'))).not.toContain('funeral');
  });
});
