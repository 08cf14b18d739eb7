// Figures of speech whose words name no image of the dream: "a piece of cake" is no food, "me
// tomaba el pelo" no hair, "cold feet" no feet. No symbol is read inside them. A phrase that names a
// feeling ("my heart sank", "se me heló la sangre") is an emotion term instead (emotions.ts), and no
// symbol is read inside an emotion phrase either.
//
// Syntax: words separated by spaces, matched on folded words (accent-insensitive); a trailing `*`
// makes a word a prefix (verb forms: "ech* una mano" is "echaba una mano", "echó una mano"). Square
// brackets mark the part that names nothing, when the rest does ("raining [cats and dogs]" keeps the
// rain); without brackets the whole phrase names nothing.
import { fold, type TermLanguage } from './text.ts';

const IDIOMS: Record<TermLanguage, readonly string[]> = {
  en: [
    'break the ice',
    'broke the ice',
    'breaking the ice',
    'piece of cake',
    'fish out of water',
    'cold feet',
    'hit the road',
    'on foot',
    'raining [cats and dogs]',
    'rained [cats and dogs]',
    'held my breath',
    'hold my breath',
    'holding my breath',
    'heart of the',
    'a wave of',
    // "driving me mad", "laughed until we couldn't breathe": a manner of speaking.
    'driving me mad',
    'driving me crazy',
    'driving me up the wall',
    'drove me mad',
    'drove me crazy',
    'until we couldnt breathe',
    'until i couldnt breathe',
    'till we couldnt breathe',
    'till i couldnt breathe',
    // Bingo calls.
    'legs eleven',
    'key of the door',
    'two fat ladies',
    'full house',
    // "sobbed my heart out": crying, no heart.
    'cried my heart out',
    'sobbed my heart out',
    'crying my heart out',
    'sobbing my heart out',
    'dead calm',
    'dead still',
    'dead quiet',
    'dead silent',
    'dead tired',
    'dead end',
    'wave of relief',
    'when we were kids',
    'when i was a kid',
    'when i was a child',
    'when we were children',
    'as a child',
    'as a kid',
    'in the same boat',
    'under the weather',
    'out of the blue',
    'the elephant in the room',
    'let the cat out of the bag',
    'kill time',
    'killing time',
    'killed time',
    'dead tired',
    'dying to',
    'scared to [death]',
    'bored to [death]',
    'keep an eye on',
    'kept an eye on',
    'an arm and a leg',
    'cost me an arm',
    'face the music',
    'see eye to eye',
    'give me a hand',
    'gave me a hand',
    'lend a hand',
    'lent me a hand',
    'behind my back',
    'at the end of the day',
    'in hot water',
    'time flew',
    'fly off the handle',
    'flew off the handle',
    'in the dark about',
    'light at the end of the tunnel',
    'walking on air',
    'on cloud nine',
    'felt light',
    'feel light',
    'felt so light',
    'a school of',
    'phone [was dead]',
    'battery [was dead]',
    'on thin ice',
    'fire me',
    'fired me',
    'to fire',
    'letter by letter',
    'began to ring',
    'started to ring',
    'piano [keys]',
    'late fall',
    'early fall',
    'last fall',
    'in the fall',
    'concert [hall]',
    'a [glass of] water',
    'a [glass of] milk',
    'a [glass of] wine',
    'fixing a bug',
    'a bug in',
    'clicked the mouse',
    'click the mouse',
    'moved the mouse',
    'low key',
    'dark horse',
    '[ghost] town',
    'fire escape',
    'bear in mind',
    'bore in mind',
    'rain check',
    'old flame',
    'star of the show',
    'over the moon',
    'all at sea',
    'light headed',
    'a sea of',
    // Daylight, not a light in the dream: "left the lamp on until it got light".
    'got light',
    'getting light',
    // People named by where they work: the workplace itself is not in the dream.
    'from work',
    'from the office',
    'bank holiday',
    'under a glass',
    'when i was at school',
    'storm in a teacup',
    'one of the family',
    'camel train',
    'coach party',
    'wolf mask',
    'ice cream',
    'ice creams',
    'an absolute angel',
    'a real angel',
    'such an angel',
    'stopped eating',
    'when we were at school',
    'ran away to join the circus',
    'run away to join the circus',
    'running away to join the circus',
  ],
  es: [
    'ech* una mano',
    'echame una mano',
    'romp* el hielo',
    'rompiera el hielo',
    'como pez en el agua',
    'como un pez en el agua',
    'pan comido',
    'tom* el pelo',
    'tomaba el pelo',
    'no tener pelos en la lengua',
    'no tiene pelos en la lengua',
    'cai en la cuenta',
    'cayo en la cuenta',
    'caer en la cuenta',
    'en las nubes',
    'tir* la casa por la ventana',
    'tiramos la casa por la ventana',
    '[muert*] de miedo',
    '[muert*] de verguenza',
    '[muert*] de risa',
    '[muert*] de hambre',
    '[muert*] de frio',
    '[muert*] de sueno',
    '[muert*] de nervios',
    '[muert*] de la risa',
    // "el corazón me iba a mil": a racing heart, said.
    'el corazon me iba a mil',
    '[muert*] de cansancio',
    '[muert*] de calor',
    '[mori*] de miedo',
    '[mori*] de verguenza',
    '[mori*] de risa',
    '[mori*] de ganas',
    '[muero] de ganas',
    '[muero] de verguenza',
    'ola de',
    'cuando era nino',
    'cuando era bebe',
    'cuando eras bebe',
    // "escritas a mano", "hecho a mano": by hand, no hand in the scene.
    'escrito a mano',
    'escrita a mano',
    'escritos a mano',
    'escritas a mano',
    'hecho a mano',
    'hecha a mano',
    // "hicimos una vaca": money pooled; "no había pegado ojo": no sleep.
    'hicimos una vaca',
    'hacer una vaca',
    'hacian una vaca',
    'pegado ojo',
    'pegar ojo',
    'pegue ojo',
    // The lottery's numbers are "sung" in Spain: no singing.
    'cantando los numeros',
    'cantaban los numeros',
    'cantaron el gordo',
    'cuando era nina',
    'cuando era pequeno',
    'cuando era pequena',
    'cuando eramos ninos',
    'cuando eramos ninas',
    'cuando eramos pequenos',
    'de pequeno',
    'de pequena',
    'un ojo de la cara',
    'en un abrir y cerrar de ojos',
    'cara a cara',
    'dar la cara',
    'meter la pata',
    'meti la pata',
    'a la vuelta de la esquina',
    'con el agua al cuello',
    'matar el tiempo',
    'matando el tiempo',
    'hecho polvo',
    'hecha polvo',
    'rayo [cay*]',
    '[cay*] un rayo',
    'de golpe',
    'un ojo de la cara',
    'con las manos vacias',
    'de patitas en la calle',
    'entre la espada y la pared',
    'moros en la costa',
    'en la luna',
    'una mano de cartas',
    'una mano de',
    'habia ganado',
    'he ganado',
    'hemos ganado',
    'al caer la tarde',
    'barco de [vela]',
    'barcos de [vela]',
    'el gato del coche',
    'el gato del maletero',
    'me torci la [muneca]',
    'se torcio la [muneca]',
    'para la nieve',
    'llave inglesa',
    'lampara de arana',
    'lamparas de arana',
    'tienda de campana',
    'tiendas de campana',
    'puente de mayo',
    'puente de diciembre',
    'puente de agosto',
    'pueblo [fantasma]',
    'la mar de',
    'a mares',
    'caballo de batalla',
    'pez gordo',
    'cuando yo era nina',
    'cuando yo era nino',
    'cuando yo era chiquita',
    'cuando yo era chiquito',
    'cuando era chiquita',
    'cuando era chiquito',
    'de chiquita',
    'de chiquito',
    'un mar de',
    'tormenta en un vaso de agua',
    'buscando un hijo',
    'buscando un bebe',
    'morir de frio',
    'morirnos de frio',
    'morirme de frio',
    'morir de hambre',
    'morir de miedo',
    'morir de risa',
    'morir de nervios',
    'cara de nina',
    'cara de nino',
    'ataque de risa',
    'ataque de nervios',
    'ataque de panico',
    'llovia ceniza',
    'vestido de novia',
    'empezaron a caer',
    'es un angel',
    'era un angel',
    'mar de plastico',
    'ese mar de',
    'a mitad de camino',
    'a medio camino',
    'a los pies',
    'a mis pies',
    'a nuestros pies',
    'los de la oficina',
    'las de la oficina',
    'los del trabajo',
    'la gente del trabajo',
  ],
};

interface IdiomWord {
  text: string;
  prefix: boolean;
}

export interface CompiledIdiom {
  words: readonly IdiomWord[];
  /** The part that names nothing: word offsets [maskStart, maskEnd). */
  maskStart: number;
  maskEnd: number;
}

function compileIdiom(source: string): CompiledIdiom {
  const words: IdiomWord[] = [];
  let maskStart = -1;
  let maskEnd = -1;
  for (const raw of source.trim().split(/\s+/)) {
    if (raw.startsWith('[')) maskStart = words.length;
    const text = raw.replace(/[[\]]/g, '');
    const prefix = text.endsWith('*');
    words.push({ text: fold(prefix ? text.slice(0, -1) : text), prefix });
    if (raw.endsWith(']')) maskEnd = words.length;
  }
  return maskStart >= 0 ? { words, maskStart, maskEnd } : { words, maskStart: 0, maskEnd: words.length };
}

let compiled: Record<TermLanguage, CompiledIdiom[]> | undefined;

export function idioms(language: TermLanguage): readonly CompiledIdiom[] {
  compiled ??= { en: IDIOMS.en.map(compileIdiom), es: IDIOMS.es.map(compileIdiom) };
  return compiled[language];
}

/** The word spans [start, end) of `words` that an idiom of these languages leaves without an image. */
export function idiomSpans(words: readonly string[], languages: readonly TermLanguage[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const language of languages) {
    for (const idiom of idioms(language)) {
      for (let start = 0; start + idiom.words.length <= words.length; start++) {
        const matches = idiom.words.every(({ text, prefix }, i) =>
          prefix ? words[start + i]!.startsWith(text) : words[start + i] === text,
        );
        if (matches) spans.push([start + idiom.maskStart, start + idiom.maskEnd]);
      }
    }
  }
  return spans;
}
