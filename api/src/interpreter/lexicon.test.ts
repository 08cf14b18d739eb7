// The curated data: the symbol lexicon and the emotion list are complete in both languages, and
// their terms match the way a dreamer writes (plurals, accents, verb forms) on word boundaries.
import { describe, expect, it } from 'vitest';
import { analyzeDream } from './analyze.ts';
import { EMOTIONS } from './emotions.ts';
import { LEXICON, LEXICON_THEMES, parseLexiconFile } from './lexicon/index.ts';
import { compileTerm } from './text.ts';

const date = new Date('2025-01-01');
const symbolIds = (text: string, title = '') =>
  analyzeDream({ title, text, tags: [], date }).symbols.map((hit) => hit.entry.id);
const emotionIds = (text: string) =>
  analyzeDream({ title: '', text, tags: [], date }).emotions.map((hit) => hit.entry.id);

describe('the symbol lexicon', () => {
  it('has at least 150 entries, each with a label and terms in both languages and all six texts', () => {
    expect(LEXICON.length).toBeGreaterThanOrEqual(150);
    for (const entry of LEXICON) {
      const texts = [...entry.jung, ...entry.rogers, ...entry.cbt, ...entry.label];
      expect(texts, entry.id).toHaveLength(8);
      for (const text of texts) expect(text.trim().length, entry.id).toBeGreaterThan(0);
      expect(entry.en.length, entry.id).toBeGreaterThan(0);
      expect(entry.es.length, entry.id).toBeGreaterThan(0);
    }
  });

  it('covers the common dream symbols the issue lists', () => {
    const ids = new Set(LEXICON.map((entry) => entry.id));
    for (const id of [
      'water',
      'falling',
      'teeth',
      'flying',
      'chased',
      'house',
      'snake',
      'exam',
      'death',
      'baby',
      'car',
      'ocean',
      'fire',
      'mother',
      'stranger',
      'door',
      'stairs',
      'mirror',
      'wedding',
      'school',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });

  it('has unique ids and every theme filled', () => {
    expect(new Set(LEXICON.map((entry) => entry.id)).size).toBe(LEXICON.length);
    for (const theme of LEXICON_THEMES)
      expect(
        LEXICON.some((entry) => entry.theme === theme),
        theme,
      ).toBe(true);
  });

  it('writes reflection prompts that complete "I invite you to reflect on …" and full sentences elsewhere', () => {
    for (const entry of [...LEXICON, ...EMOTIONS]) {
      for (const prompt of entry.rogers) {
        expect(prompt, entry.id).toMatch(/^[a-záéíóúñ]/);
        expect(prompt, entry.id).not.toMatch(/[.!?]$/);
      }
      for (const sentence of [...entry.jung, ...entry.cbt]) expect(sentence, entry.id).toMatch(/[.!?”»]$/);
    }
  });

  it('never gives the same term to two entries', () => {
    for (const language of ['en', 'es'] as const) {
      const owner = new Map<string, string>();
      for (const entry of LEXICON) {
        for (const term of entry[language]) {
          const compiled = compileTerm(term, language);
          const key = `${compiled.words.join(' ')} ${compiled.lastPrefix ?? [...compiled.lastForms][0]}`;
          expect(owner.get(key) ?? entry.id, `${language} "${term}"`).toBe(entry.id);
          owner.set(key, entry.id);
        }
      }
    }
  });
});

describe('the emotion list', () => {
  it('names the basic emotions in both languages with all texts', () => {
    const ids = EMOTIONS.map((emotion) => emotion.id);
    for (const id of ['fear', 'joy', 'sadness', 'anger', 'shame', 'confusion', 'calm']) expect(ids).toContain(id);
    for (const emotion of EMOTIONS) {
      for (const text of [...emotion.label, ...emotion.jung, ...emotion.rogers, ...emotion.cbt])
        expect(text.trim(), emotion.id).not.toBe('');
    }
  });
});

describe('matching', () => {
  it('matches plurals, accents and verb forms on word boundaries', () => {
    expect(symbolIds('Había dos serpientes enormes.')).toContain('snake');
    expect(symbolIds('Los ÁRBOLES se movían.')).toContain('tree');
    expect(symbolIds('Me caía sin parar desde el techo.')).toContain('falling');
    expect(symbolIds('A pack of wolves howled.')).toContain('wolf');
    expect(symbolIds('Me perseguían por la calle.')).toContain('chased');
    // "cat" is not inside "category" nor "catalogue".
    expect(symbolIds('I sorted a catalogue by category.')).not.toContain('cat');
  });

  it('leaves out phrases that only look like a symbol', () => {
    expect(symbolIds('I fell asleep on the sofa and then fell in love.')).not.toContain('falling');
    expect(symbolIds('Estaba de pie en la cocina.')).not.toContain('feet');
    expect(symbolIds('I knew the poem by heart.')).not.toContain('heart');
  });

  it('prefers the longer phrase to a shorter one inside it', () => {
    const ids = symbolIds('My old teddy bear was on the shelf.');
    expect(ids).toContain('toy');
    expect(ids).not.toContain('bear');
  });

  it('ignores a symbol that is explicitly negated', () => {
    expect(symbolIds('La serpiente no me atacaba.')).not.toContain('abduction');
  });

  it('finds emotions and respects negation', () => {
    expect(emotionIds('I was terrified and then strangely calm.')).toEqual(expect.arrayContaining(['fear', 'calm']));
    expect(emotionIds('I was not afraid at all.')).not.toContain('fear');
    expect(emotionIds('No tenía miedo, solo mucha curiosidad.')).not.toContain('fear');
    expect(emotionIds('Everyone was laughing at me.')).not.toContain('joy');
  });

  it('reads no image inside an idiom or a phrase that names a feeling', () => {
    expect(symbolIds('The meeting was a piece of cake once I broke the ice.')).toEqual([]);
    expect(symbolIds('Mi abuelo me echaba una mano en el huerto.')).not.toContain('hands');
    expect(symbolIds('Me sentía como pez en el agua.')).toEqual([]);
    const rain = symbolIds('It was raining cats and dogs.');
    expect(rain).toContain('rain');
    expect(rain).not.toContain('cat');
    expect(symbolIds('The water reached my chest.')).toEqual(['water']);
    expect(symbolIds('My heart sank.')).toEqual([]);
    expect(emotionIds('My heart sank.')).toEqual(['sadness']);
    expect(symbolIds('Estaba muerta de miedo.')).not.toContain('death');
  });

  it('reads a death dated in waking life as no image of death, a death in the dream as one', () => {
    expect(symbolIds('My grandad, who died when I was nine, walked in.')).not.toContain('death');
    expect(symbolIds('She’s been dead four years.')).not.toContain('death');
    expect(symbolIds('Era mi abuelito, que murió hace dos años.')).not.toContain('death');
    expect(symbolIds('Llamó a mi madre, muerta hace cuatro años.')).not.toContain('death');
    expect(symbolIds('My dad died in my arms.')).toContain('death');
    expect(symbolIds('Vi a un hombre muerto en el río.')).toContain('death');
  });

  it('leaves out the everyday senses of image words in Spanish', () => {
    expect(symbolIds('Empujaba el carro de la limpieza por el pasillo.')).not.toContain('car');
    expect(symbolIds('Cuando abrí los ojos la cuna estaba vacía.')).not.toContain('eyes');
    expect(symbolIds('En la segunda diapositiva se me fue la paloma.')).not.toContain('bird');
    expect(symbolIds('Estaba en la parada del colectivo.')).not.toContain('bus');
    expect(symbolIds('Llegaban las cámaras frigoríficas.')).not.toContain('photo');
  });

  it('reads no image inside everyday sayings', () => {
    for (const saying of [
      'I passed by the skin of my teeth.',
      'It was water under the bridge.',
      'He has a heart of gold.',
      'I drove my mother up the wall.',
      'Se me hizo agua la boca.',
      'Pasó la noche en vela.',
    ])
      expect(symbolIds(saying), saying).toEqual([]);
    expect(symbolIds('Encendí una vela.')).toContain('candle');
  });

  it('reads no image in a figure of speech made of an image word', () => {
    for (const [saying, id] of [
      ['Time flies when you are with friends.', 'flying'],
      ['La tarde se me pasó volando.', 'flying'],
      ['I had to book a room for the night.', 'book'],
      ['I was flooded with relief when she came back.', 'flood'],
      ['I was frozen with fear.', 'snow'],
      ['Me quedé congelada del miedo.', 'snow'],
      ['I had a mountain of paperwork on my desk.', 'mountain'],
      ['I was drowning in work that week.', 'drowning'],
      ['I couldn’t face going back.', 'face'],
      ['He masked his disappointment.', 'mask'],
      ['I lost track of time.', 'lost'],
      ['I gave her a hand with the boxes.', 'hands'],
      ['La tienda está a mano derecha.', 'hands'],
      ['She was glowing with pride.', 'light'],
      ['Mi jefe me dio luz verde.', 'light'],
      ['Todo salió a la luz.', 'light'],
      ['I was sick of waiting.', 'illness'],
      ['I could have killed him for that.', 'killing'],
      ['Ardía de vergüenza.', 'fire'],
      ['Aprobé por los pelos.', 'hair'],
      ['Jugamos a las cartas toda la tarde.', 'letter'],
      ['Estaba en el séptimo cielo.', 'sky'],
      ['Papá Noel traía regalos.', 'father'],
      ['Lo hice de corazón.', 'heart'],
      ['She sent me a heart emoji.', 'heart'],
      ['She was wearing a light blue dress.', 'light'],
      ['She is a light sleeper.', 'light'],
      ['Something caught my eye in the shop window.', 'eyes'],
      ['Échale un ojo a la comida.', 'eyes'],
      ['I went window shopping with my cousin.', 'window'],
      ['He jumped the gun.', 'gun'],
      ['He opened fire on the crowd.', 'fire'],
      ['Me levanté con el pie izquierdo.', 'feet'],
      ['Me comía la cabeza pensando en eso.', 'food'],
      ['Ahogaba mis penas en el bar.', 'drowning'],
      ['Lo pillaron con las manos en la masa.', 'hands'],
      // Places named after one.
      ['Vivíamos en Río de Janeiro.', 'river'],
      ['We were in Rio.', 'river'],
      ['Vivíamos en Mar del Plata.', 'ocean'],
      ['We drove through Salt Lake City.', 'lake'],
      ['Estábamos en Monte Carlo.', 'mountain'],
    ] as const)
      expect(symbolIds(saying), saying).not.toContain(id);
    // The same words said of the thing itself.
    expect(symbolIds('The river flooded the village.')).toContain('flood');
    expect(symbolIds('I climbed a mountain in the snow.')).toContain('mountain');
    expect(symbolIds('I was reading a book on the train.')).toContain('book');
    expect(symbolIds('We swam in the river and then went to Rio.')).toContain('river');
    expect(symbolIds('We sat by an open fire.')).toContain('fire');
    expect(symbolIds('I saw a light in the window.')).toContain('light');
  });

  it('reads "ningún" and "neither" as denying what follows them', () => {
    expect(symbolIds('Ningún coche pasaba.')).not.toContain('car');
    expect(symbolIds('Neither my mother nor my father came.')).not.toContain('mother');
  });

  it('reads the less common denials of a feeling', () => {
    expect(emotionIds('Neither angry nor sad.')).toEqual([]);
    expect(emotionIds('Far from being sad, I felt free.')).not.toContain('sadness');
    expect(emotionIds('Cero miedo, la verdad.')).toEqual([]);
    expect(emotionIds('Me sorprendió no tener miedo.')).not.toContain('fear');
    // A comparison says the feeling was there, more than ever.
    expect(emotionIds('I hadn’t felt so relaxed in years.')).toContain('calm');
    expect(emotionIds('I felt far too sad.')).toContain('sadness');
  });

  it('reads a negative subject or determiner as denying the feeling, and keeps what is excepted', () => {
    for (const denied of [
      'I walked through the forest and nothing frightened me.',
      'I had nothing to be afraid of.',
      'None of us were scared.',
      'Ninguno de nosotros tenía miedo.',
      'En el bosque nada me daba miedo.',
      'Nada de miedo.',
      'Caminaba sin sentir miedo.',
      'I walked on without feeling afraid.',
      'I never once got scared.',
      'I was no longer angry.',
      'No recuerdo haber tenido miedo.',
      'I don’t remember being afraid.',
      'Caminaba sola y no sentí ni un ápice de miedo.',
      'Caminaba sola, sin rastro de miedo.',
      'No sentía ningún tipo de miedo.',
      'Caminaba sola y ni un poquito asustada.',
      'No llegué a tener miedo.',
      'No me llegó a dar miedo.',
      'En ningún momento sentí miedo.',
      'De ninguna manera estaba asustada.',
      'En absoluto estaba nerviosa.',
      'At no point did I feel afraid.',
      'I was by no means afraid.',
      '¿Miedo? Qué va.',
      'Enojada, ni tantito.',
    ])
      expect(emotionIds(denied), denied).toEqual([]);
    for (const [felt, id] of [
      ['No sentía nada más que miedo.', 'fear'],
      ['No sentía otra cosa que miedo.', 'fear'],
      ['I could feel nothing except terror.', 'fear'],
      ['I felt nothing, only relief.', 'relief'],
      ['Miedo no sentí ninguno; solo una calma enorme.', 'calm'],
      // "Nada" after a denied verb is its object: the feeling after the comma is felt.
      ['No me importaba nada, me daba miedo el perro.', 'fear'],
      ['Nothing happened, and I was terrified.', 'fear'],
      // "Nada" right before a feeling denies that one only.
      ['Caminaba sola, tranquila, nada nerviosa.', 'calm'],
      ['Enojada, ni tantito; me dio una ternura rara.', 'love'],
      ['No entendía nada, triste y sola.', 'sadness'],
      ['There was no time, I was terrified.', 'fear'],
    ] as const)
      expect(emotionIds(felt), felt).toContain(id);
  });

  it('reads the feeling of a work, a genre or a question as not the dreamer’s', () => {
    for (const text of [
      'We watched a sad film about a dog.',
      'There was a very sad song on the radio.',
      'It was a happy ending.',
      'Vimos una película triste.',
      'Era un final feliz.',
      'Sonaba una canción muy triste en la radio.',
      'Era una película de miedo.',
      'Le pregunté si tenía miedo.',
    ])
      expect(emotionIds(text), text).toEqual([]);
    expect(emotionIds('I had a sad feeling all day.')).toContain('sadness');
    expect(emotionIds('The film made me sad.')).toContain('sadness');
  });

  it('lets a negation reach across function words, not across content words', () => {
    expect(emotionIds('No le tenía ningún miedo.')).not.toContain('fear');
    expect(symbolIds('There wasn’t any water in the lake.')).not.toContain('water');
    expect(symbolIds('El lago sin agua.')).not.toContain('water');
    expect(symbolIds('I was not afraid of the dog.')).toContain('dog');
  });

  it('names people as the dreamer does: grandmother, girl, parents, the groom at a wedding', () => {
    expect(symbolIds('My grandmother and my grandfather were there.')).toEqual(['grandmother', 'grandfather']);
    expect(symbolIds('Vi a mis abuelos.')).toEqual(['grandparent']);
    expect(symbolIds('Una niña me sonreía.')).toEqual(['girl']);
    expect(symbolIds('Mis padres discutían en la cocina.')).toContain('family');
    expect(symbolIds('Mis padres discutían en la cocina.')).not.toContain('father');
    expect(symbolIds('En la boda, el novio no llegaba.')).not.toContain('boyfriend');
    expect(symbolIds('Mi novio no llegaba.')).toContain('boyfriend');
  });

  it('keeps the dreamer’s own word as the name of what it found', () => {
    const label = (text: string, id: string) =>
      analyzeDream({ title: '', text, tags: [], date }).symbols.find((hit) => hit.entry.id === id)?.ownLabel;
    expect(label('Una niña me daba un billete.', 'money')).toEqual(['the banknote', 'el billete']);
    expect(label('Una niña me daba un billete.', 'girl')).toBeUndefined();
    expect(label('La profesora me miraba.', 'teacher')).toEqual(['the teacher', 'la profesora']);
    expect(label('El jardín estaba lleno de flores.', 'garden')).toBeUndefined();
  });

  it('leaves out a feeling that belongs to someone else in the dream', () => {
    expect(emotionIds('My father kept calm.')).not.toContain('calm');
    expect(emotionIds('El dueño del perro solo se reía.')).not.toContain('joy');
    expect(emotionIds('I hugged my mother and cried.')).toContain('sadness');
    expect(emotionIds('We all laughed together.')).toContain('joy');
  });

  it('uses the title and the tags, and weighs them above a single mention', () => {
    const analysis = analyzeDream({
      title: 'The snake',
      text: 'A door, a window and a snake.',
      tags: ['puerta'],
      date,
    });
    const top = analysis.symbols.slice(0, 2).map((hit) => hit.entry.id);
    expect(top).toEqual(expect.arrayContaining(['snake', 'door']));
    expect(analysis.symbols.find((hit) => hit.entry.id === 'snake')!.inTitle).toBe(true);
    expect(analysis.symbols.find((hit) => hit.entry.id === 'door')!.inTags).toBe(true);
  });
});

describe('the lexicon data files', () => {
  it('refuse a malformed entry with its file and id', () => {
    const entry = { id: 'shell', label: ['a shell', 'la concha'], en: ['shell'], es: ['concha'], jung: ['x', 'y'] };
    expect(() => parseLexiconFile('nature', [{ ...entry, rogers: ['x', 'y'], cbt: ['x', 'y'] }])).not.toThrow();
    expect(() => parseLexiconFile('nature', [{ ...entry, rogers: ['only English'], cbt: ['x', 'y'] }])).toThrow(
      'lexicon/nature.json: entry shell has a malformed rogers',
    );
    expect(() => parseLexiconFile('nature', { shell: entry })).toThrow('not a list');
  });
});
