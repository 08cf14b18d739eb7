// The HVdC coder: reads a dream's text and returns its content codes (codes.ts). It runs at save, once
// per version of the text, and its result is stored (content-codes.service.ts); nothing reads a dream
// again to code it.
//
// Matching is the offline interpreter's (interpreter/analyze.ts): folded words, longest
// phrase first, a negation just before a word cancels it ("there was no dog", "no tenía miedo"). What
// HVdC adds is *who*: each emotion, interaction and outcome is given to the dreamer or to a character
// by the nearest subject before it (a pronoun resolved to the last character it can mean, a character
// word standing as the subject, a Spanish verb ending), with the dreamer as the default of a
// first-person report. Words inside quotation marks are speech: someone named in speech is not present,
// and a feeling named in speech is not felt in the scene.
import {
  compileEntries,
  EMOTION_NEGATION,
  matchEntries,
  SYMBOL_NEGATION,
  type CompiledEntry,
  type Match,
  type Negation,
} from '../../interpreter/analyze.ts';
import {
  detectLanguage,
  fold,
  isStopword,
  ownerApostropheAt,
  spellsPena,
  splitSentences,
  type TermLanguage,
} from '../../interpreter/text.ts';
import { isOnlyAnotherPartOfSpeech } from '../../interpreter/symbol-context.ts';
import { CHARACTER_TERMS, FIRST_NAMES, type CharacterTermEntry } from './character-terms.ts';
import { isOnThePhone } from './phone-calls.ts';
import {
  emptyCodes,
  type CharacterCode,
  type ContentCodes,
  type EmotionCode,
  type InteractionCode,
  type Sex,
  type Who,
} from './codes.ts';
import {
  BODY_PART_TERMS,
  EMOTION_TERMS,
  FEELINGS_GIVEN,
  interactionTerms,
  isMadeInPlainPresent,
  OUTCOME_TERMS,
  type BodyPartTermEntry,
  type EmotionTermEntry,
  type InteractionTermEntry,
  type OutcomeTermEntry,
} from './hvdc-terms.ts';
import {
  ABOUT_THE_LISTENER,
  ABOUT_THE_ONE_TOLD,
  isHostileSpeech,
  isAnOrder,
  isReportedCriticism,
  praises,
  runsDown,
  runsDownWhatWasMade,
  SPEECH_VERBS,
} from './hostile-speech.ts';

let lists:
  | {
      characters: CompiledEntry<CharacterTermEntry>[];
      interactions: CompiledEntry<InteractionTermEntry>[];
      emotions: CompiledEntry<EmotionTermEntry>[];
      outcomes: CompiledEntry<OutcomeTermEntry>[];
      bodyParts: CompiledEntry<BodyPartTermEntry>[];
    }
  | undefined;

function compiled() {
  lists ??= {
    characters: compileEntries(CHARACTER_TERMS, true),
    interactions: compileEntries(interactionTerms(), false),
    emotions: compileEntries(EMOTION_TERMS, true),
    outcomes: compileEntries(OUTCOME_TERMS, false),
    bodyParts: compileEntries(BODY_PART_TERMS, true),
  };
  return lists;
}

/** Outcomes are cancelled by a negation only when it is right before them ("no pude" is listed as is). */
const OUTCOME_NEGATION: Negation = { words: SYMBOL_NEGATION.words, window: 1 };
/**
 * "Nadie me saludaba", "nobody helped me", "none of them bit me": no one did it, so there is no
 * interaction; nor when someone would not or could not ("the guard wouldn't let me in").
 */
const INTERACTION_NEGATION: Negation = {
  ...SYMBOL_NEGATION,
  words: new Set([
    ...SYMBOL_NEGATION.words,
    'nadie',
    'nobody',
    'none',
    'ninguno',
    'ninguna',
    'wouldnt',
    'wont',
    'couldnt',
    'cant',
    'cannot',
  ]),
};

const WORD = /[\p{L}\p{N}]+(?:['\u2019][\p{L}\p{N}]+)*/gu;

interface Sentence {
  words: string[];
  raws: string[];
  quoted: boolean[];
  /** Inside quotation marks or a Spanish dialogue's dashes ("-¡Lárgate! -me gritó"): words someone says. */
  spoken: boolean[];
  /** A comma stands between the word and the one before ("Javi, mi ex"). */
  commaBefore: boolean[];
  /** The word ends in an owner's apostrophe without "s" ("my parents' house", "the girls' toilets"). */
  apostropheAfter: boolean[];
  /** The sentence opens on waking life ("In real life my brother bullies me"): HVdC does not code it. */
  wakingLife: boolean;
}

/**
 * Single quotation marks, as British writing uses them ("shouting 'Come on, Dad!'"): a quote that
 * opens after no letter and closes before none, with apostrophes inside words ("'I don't know'")
 * and the plural owner's ("my parents' house") left alone.
 */
const SINGLE_QUOTED =
  /(?<![\p{L}\p{N}])['\u2018](?=[\p{L}\p{N}\u00a1\u00bf])(?:[^'\u2018\u2019\n]|(?<=[\p{L}\p{N}])['\u2019](?=[\p{L}\p{N}])){1,300}?(?<=\S)['\u2019](?![\p{L}\p{N}])/gu;
/** Character ranges of the text inside quotation marks ("…", “…”, «…»). */
function quotedRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  const pattern = /"[^"]*"|\u201c[^\u201d]*\u201d|\u00ab[^\u00bb]*\u00bb/g;
  for (const match of text.matchAll(pattern)) ranges.push([match.index, match.index + match[0].length]);
  for (const match of text.matchAll(SINGLE_QUOTED)) ranges.push([match.index, match.index + match[0].length]);
  return ranges;
}

/** The runs of words someone says in a sentence, [from, to). */
function spokenRuns(sentence: Sentence): [number, number][] {
  const runs: [number, number][] = [];
  sentence.spoken.forEach((isSpoken, i) => {
    if (!isSpoken) return;
    const last = runs[runs.length - 1];
    if (last && last[1] === i) last[1] = i + 1;
    else runs.push([i, i + 1]);
  });
  return runs;
}

/**
 * Character ranges of Spanish dialogue set off by dashes: a dash opens what someone says, the next
 * one on the line closes it for the narrator's words ("-¡Fuera! -gritó- ¡Y no vuelvas!"), a third
 * opens it again; a line ends it.
 */
function dialogueRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const dashes = [...line.matchAll(/[\u2014\u2015]/g)].map((match) => lineStart + match.index);
    for (let i = 0; i < dashes.length; i += 2) ranges.push([dashes[i]!, dashes[i + 1] ?? lineStart + line.length]);
    lineStart += line.length + 1;
  }
  return ranges;
}

function sentencesOf(text: string): Sentence[] {
  const quotes = quotedRanges(text);
  const spoken = [...quotes, ...dialogueRanges(text)];
  let cursor = 0;
  return splitSentences(text).map((sentenceText) => {
    const offset = Math.max(0, text.indexOf(sentenceText, cursor));
    cursor = offset + sentenceText.length;
    const sentence: Sentence = {
      words: [],
      raws: [],
      quoted: [],
      spoken: [],
      commaBefore: [],
      apostropheAfter: [],
      wakingLife: false,
    };
    let previousEnd = 0;
    for (const match of sentenceText.matchAll(WORD)) {
      const at = offset + match.index;
      sentence.words.push(fold(match[0]));
      sentence.raws.push(match[0]);
      sentence.quoted.push(quotes.some(([start, end]) => start < at && at < end));
      sentence.spoken.push(spoken.some(([start, end]) => start < at && at < end));
      sentence.commaBefore.push(sentenceText.slice(previousEnd, match.index).includes(','));
      previousEnd = match.index + match[0].length;
      sentence.apostropheAfter.push(ownerApostropheAt(sentenceText, previousEnd));
    }
    withCliticsBesideGerunds(sentence.words);
    sentence.wakingLife = WAKING_LIFE.test(sentence.words.join(' '));
    return sentence;
  });
}

/** Spanish auxiliaries of a continuing act ("me estaba gritando", "venía persiguiéndome"). */
const GERUND_AUXILIARIES = new Set(
  'estaba estaban estabamos esta estan estuvo estuvieron venia venian iba iban seguia seguian siguio siguieron andaba andaban'.split(
    ' ',
  ),
);
const GERUND = /^\p{L}+(?:ando|iendo)$/u;
const GERUND_WITH_CLITIC = /^(\p{L}+(?:ando|iendo))(me|te|le|les|nos|lo|la|los|las)$/u;

/**
 * Puts a Spanish clitic right before the gerund it belongs to, where the act's words list it ("me
 * grit*"): "me estaba gritando" is read as "estaba me gritando", "estaba gritándome" as "me gritando"
 * (the auxiliary says nothing the coder reads). The words' count and places stay those of the raw
 * words, so what the codes quote is still what the dreamer wrote.
 */
function withCliticsBesideGerunds(words: string[]): void {
  for (let i = 0; i + 1 < words.length; i++) {
    if (!GERUND_AUXILIARIES.has(words[i]!)) continue;
    const next = words[i + 1]!;
    const enclitic = GERUND_WITH_CLITIC.exec(next);
    if (enclitic) {
      words[i] = enclitic[2]!;
      words[i + 1] = enclitic[1]!;
    } else if (GERUND.test(next) && i > 0 && SPANISH_CLITICS.has(words[i - 1]!) && words[i - 1] !== 'se') {
      [words[i - 1], words[i]] = [words[i]!, words[i - 1]!];
    }
  }
}

const FIRST_PERSON_SUBJECTS = new Set(['i', 'we', 'yo', 'nosotros', 'nosotras', 'im', 'ive', 'id']);
/** First-person words that, standing before a feeling, make it the dreamer's ("my heart", "me asusté"). */
const FIRST_PERSON_ANY = new Set([...FIRST_PERSON_SUBJECTS, 'me', 'my', 'myself', 'us', 'our', 'mi', 'mis', 'nos']);
const OBJECT_PRONOUNS = new Set(['me', 'us', 'him', 'her', 'them', 'it']);
const THIRD_SUBJECTS: Record<string, (c: CharacterCode) => boolean> = {
  // An animal is "he" or "she" to its owner ("when I went to stroke him he bit my finger").
  // A creature of a story ("a troll ... He said") is a he or a she as a person is.
  he: (c) => !c.plural && (c.kind === 'animal' || c.sex !== 'female'),
  she: (c) => !c.plural && (c.kind === 'animal' || c.sex !== 'male'),
  they: () => true,
  it: (c) => c.kind !== 'person',
  ella: (c) => c.kind === 'person' && !c.plural && c.sex !== 'male',
  ellos: (c) => c.plural,
  ellas: (c) => c.plural,
  // Spanish reflexive verbs name their subject only by "se" ("se puso triste", "se asustó").
  se: () => true,
};
const SINGULAR_PRONOUNS = new Set(['he', 'she', 'it']);
/** An owner's "'s" at the end of a written word ("my dad's", "Olivia's"). */
const POSSESSIVE_S = /['\u2019]s$/i;
const NAME_CALLING = /^(?:called|calls|calling) (?:me|him|her|us|them)$|^(?:me|te|le|nos|les) llam(?:o|aba|aron|aban)$/;
/** Words that give the name of someone just brought in ("a guy called Marcus", "una niña llamada Sol"). */
const NAME_GIVEN = new Set(['called', 'named', 'llamado', 'llamada']);
const NAME_GIVEN_BY_CLAUSE = [
  'que se llamaba',
  'que se llama',
  'que se llamaban',
  'al que le dicen',
  'al que le decian',
  'a la que le dicen',
  'a la que le decian',
].map((clause) => clause.split(' '));
const THIRD_OBJECTS: Record<string, (c: CharacterCode) => boolean> = {
  him: THIRD_SUBJECTS.he!,
  her: THIRD_SUBJECTS.she!,
  his: THIRD_SUBJECTS.he!,
  them: () => true,
  it: THIRD_SUBJECTS.it!,
};
/** Spanish pronouns after a preposition, as the English object pronoun that means the same people. */
const SPANISH_OBJECT_PRONOUNS: Readonly<Record<string, string>> = {
  él: 'him',
  ella: 'her',
  ellos: 'them',
  ellas: 'them',
};
/** English past forms that are not -ed: after a character word, it is their subject ("a man came"). */
const PAST_VERBS = new Set(
  'came ran went bit hit took gave told said saw threw stole broke held kept made put got began fell stood sat caught brought bought fought left shook spoke found drew drove flew grew swam woke tore led fed heard hid let lost met paid sent shot sang slept struck won wrote ate sought taught chose forgot flung swung spat'.split(
    ' ',
  ),
);
/** The last word of an interaction term that asks for its recipient after it ("argued with", "le gritó a"). */
const OBJECT_PREPOSITIONS = new Set(['with', 'at', 'to', 'con', 'a', 'de']);
const PREPOSITIONS = new Set('to at with for of in on into onto from by about'.split(' '));
/** English prepositions, of place and comparison too, after which "me" is no verb's object ("the lady beside me"). */
const ME_AFTER_PREPOSITION = new Set([
  ...PREPOSITIONS,
  ...'beside behind near around towards toward past like than after before under over opposite above below'.split(' '),
]);

/** Words that start a phrase saying where someone is from ("mi vecina del tercero", "Steve from IT"). */
const DESCRIBING_OF = new Set(['de', 'del', 'from']);
/** English prepositions that start a description of the person before them ("the man in the suit"). */
const ENGLISH_DESCRIBING = new Set(['in', 'with', 'on', 'at', 'by', 'near']);
/** Words that start a description of the person word right before them only ("the man next to me"). */
const ENGLISH_DESCRIBING_START = new Set(['next', 'beside', 'behind', 'opposite', 'across', 'who', 'that']);
/** Body parts in one English word, which a possessive before them makes the act's target ("kicked his shin"). */
const ENGLISH_BODY_WORDS = new Set(BODY_PART_TERMS.flatMap((entry) => entry.en.filter((term) => !term.includes(' '))));
const SPANISH_DESCRIBING_START = new Set(['con', 'en', 'junto', 'detras', 'enfrente', 'que']);
/** The same in both languages ("una mujer con gafas"). */
const DESCRIBING_PREPOSITIONS = new Set([...ENGLISH_DESCRIBING, ...DESCRIBING_OF, 'con', 'en']);
const DETERMINERS = new Set(
  'a an the my our his her their un una unos unas el la los las mi mis su sus tu tus nuestro nuestra nuestros nuestras este esta ese esa aquel aquella otro otra'.split(
    ' ',
  ),
);
/** Character words that are also adjectives ("un extraño" is someone, "letras extrañas" are not). */
const ADJECTIVE_LIKE = new Set([
  // "comida casera": homemade; "una casera" is a market seller (Chile). "un hombre joven", "un señor
  // gordo", "su esposo gringo", "el codo pelado".
  'joven',
  'gordo',
  'gorda',
  'flaca',
  'gringo',
  'gringa',
  'pelado',
  'pelada',
  'mina',
  'casera',
  'casero',
  'extrano',
  'extrana',
  'extranos',
  'extranas',
  'strange',
  'viejito',
  'viejita',
  'flaco',
  'flaca',
  'borracho',
  'borracha',
  'jubilado',
  'jubilada',
  // "una camisa vaquera": denim; "un vaquero" is a cowboy.
  'vaquero',
  'vaquera',
  'vaqueros',
  'vaqueras',
]);
/** Owners that name a character other than the dreamer ("his mother", "su madre"). */
const THIRD_OWNERS: Record<string, (c: CharacterCode) => boolean> = {
  his: THIRD_SUBJECTS.he!,
  her: THIRD_SUBJECTS.she!,
  their: (c) => c.plural,
  su: () => true,
  sus: () => true,
};
/** Pronouns that say the sex of the person they mean. */
const SEX_PRONOUNS = new Set(['he', 'she', 'him', 'her', 'his', 'ella']);
/** "I was a child again", "volvía a ser una niña": the words before a character word that make it the dreamer. */
const DREAMER_IS =
  /(?:^|\s)desde$|(?:^|\s)(?:i (?:was|am|became|had become)(?: still| again)?|im(?: still| really)?|(?:worked|working|work) as|yo era|volvia a ser|era yo|me converti en|(?:trabajaba|trabajo) como) (?:a|an|un|una|the|el|la)(?: \S+)?$|(?:^|\s)(?:we|i) were(?: still| all| both)?$|(?:^|\s)(?:eramos|volvimos a ser)$/;
/** "Trabajaba de camarera", "Era maestra en una escuela": a trade without an article is the dreamer's. */
const DREAMER_WORKS_AS = /(?:^|\s)(?:trabajaba|trabaje|trabajo|hacia) de$|^(?:yo )?era$|(?:^|\s)cuando (?:yo )?era$/;
function isDreamerItself(words: readonly string[], start: number): boolean {
  const before = words.slice(Math.max(0, start - 6), start).join(' ');
  return DREAMER_IS.test(before) || DREAMER_WORKS_AS.test(start <= 2 ? before : before.split(' ').slice(-2).join(' '));
}
/**
 * Words before a character word that make it a likeness or an insult, not someone in the scene:
 * "followed me like a dog", "a seagull the size of a dog", "as big as a house", "called me a
 * stuck-up cow", "me miraba como un abuelo", "como si fuera un perro". Up to two describing words
 * may stand between.
 */
const LIKENESS_BEFORE =
  /(?:^| )(?:like an?|the size of an?|as \S+ as an?|(?:called|calling|calls) (?:me|him|her|us|them)(?: an?)?|dressed (?:up )?as(?: an?)?|(?:went|came) as an?|disfrazad[oa]s? de(?: un| una)?|(?:said|told \S+|shouted(?: back)?|yelled(?: back)?|screamed)(?: that)? (?:i|he|she|you|they) (?:was|were|is|are) (?:the|an?|my|his|her|their|your)|grown into an?|(?:dijo|decia|grito|dice|grita|gritaba|suelta|solto) que (?:era|eras|eres|soy|sos) (?:un|una|el|la)|como si fu(?:era|eran|eramos|ese|esen|esemos)(?: (?:un|una|unos|unas))?|\S*(?:aba|ia|ian|aban|ando|iendo) como(?: un| una| unos| unas)?|como a (?:un|una|unos|unas)|como (?:un|una|unos|unas)|(?:dijo|decia|grito|dice|grita|gritaba|suelta|solto)(?: \S+){0,3} que (?:era|eras|eres|es|soy|sos) (?:un|una)|parec(?:e|es|eis|en|emos|ia|ias|ian|iamos)(?: un| una| unos| unas)?|cara de(?: un| una)?|(?:igualit|identic|parecid)[oa]s? a|se parec\S* a|(?:looked|look|looks|looking) (?:just |exactly )?like|(?:the )?spitting image of)(?: \S+){0,2}$/;
/**
 * "me llamó niñata", "le grité ladrón", "me dice ladrona": a name called; not "me llamó mi madre", who
 * phoned, nor "me dijo mi madre", who spoke.
 */
const CALLED_ES =
  /^(?:me|te|le|lo|la|nos|les) (?:llam(?:o|e|aba|aron|aban)|grit(?:e|o|a|aba|aron|aban)|dic(?:e|en)|dij(?:o|eron)|decia)$/;
function isOnlyALikeness(words: readonly string[], start: number): boolean {
  if (CALLED_ES.test(words.slice(Math.max(0, start - 2), start).join(' '))) return true;
  if (
    ['un', 'una'].includes(words[start - 1] ?? '') &&
    CALLED_ES.test(words.slice(Math.max(0, start - 3), start - 1).join(' '))
  )
    return true;
  if (isAfterLikenessLike(words, start)) return true;
  return LIKENESS_BEFORE.test(words.slice(Math.max(0, start - 8), start).join(' '));
}
/** Words before "like" that make it the verb ("I'd like my mum to come", "they didn't like my brother"). */
const LIKE_AS_VERB_AFTER = new Set(
  'would d id i we you they to dont didnt doesnt do does did really also wed youd theyd shed hed ill not never'.split(
    ' ',
  ),
);
/**
 * "hugging like old mates", "just like my brother": "like" before the character word, with at most two
 * words between, makes it a likeness, unless "like" is the verb (LIKE_AS_VERB_AFTER, a subject before it).
 */
function isAfterLikenessLike(words: readonly string[], start: number): boolean {
  for (let k = start - 1; k >= Math.max(1, start - 3); k--) {
    if (words[k] === 'like') {
      const before = words[k - 1]!;
      return (
        !LIKE_AS_VERB_AFTER.has(before) && !THIRD_SUBJECTS[before] && !/^(?:he|she|it|people|everyone)$/.test(before)
      );
    }
    if (
      k < start - 1 &&
      isStopword(words[k]!) &&
      !['my', 'his', 'her', 'our', 'their', 'a', 'an', 'the', 'old'].includes(words[k]!)
    )
      return false;
  }
  return false;
}
const PLACE_PREPOSITIONS = new Set(
  'in on into onto inside through across around from under over near behind en sobre dentro desde bajo'.split(' '),
);
/** Words before a name that make it a place's ("San Marcos", "calle Preciados", "Camino de Santiago"). */
const PLACE_BEFORE_NAME = new Set(
  'san santa santo calle avenida plaza barrio hospital camino feria museo estacion parque colegio villa colonia pasaje street road avenue park saint st'.split(
    ' ',
  ),
);
function isInPlaceName(words: readonly string[], raws: readonly string[], index: number): boolean {
  if (PLACE_BEFORE_NAME.has(words[index - 1] ?? '')) return true;
  // "en casa de mis abuelos en Rosario", "in Florence": a first name that is also a town's, after
  // "in" (not an owner's: "in Olivia's car").
  if ((words[index - 1] === 'in' || words[index - 1] === 'en') && !POSSESSIVE_S.test(raws[index]!)) return true;
  // "el barrio del Carmen", "la Virgen del Pilar": a name after "del" is a place's or a saint's.
  if (words[index - 1] === 'del') return true;
  // "el carnaval de Santiago", "el tren de La Habana a Santiago", "contra Santiago": towns named as people are.
  if (TOWNS_NAMED_AS_PEOPLE.has(words[index]!) && TOWARDS_OR_FROM.has(words[index - 1] ?? '')) return true;
  // "la cabalgata de Reyes", "San Sebastián de los Reyes": the Three Kings' day, a town.
  if (words[index] === 'reyes' && (words[index - 1] === 'de' || words[index - 1] === 'los')) return true;
  // "Camino de Santiago", "Puerta del Sol": a capitalised word, "de", then the name.
  return (
    (words[index - 1] === 'de' || words[index - 1] === 'del') &&
    index >= 2 &&
    /^\p{Lu}/u.test(raws[index - 2]!) &&
    index - 2 > 0
  );
}
/** First names that are also the names of towns ("Santiago", "Concepción", "Rosario", "Victoria"). */
const TOWNS_NAMED_AS_PEOPLE = new Set(
  'santiago concepcion rosario victoria trinidad asuncion lourdes guadalupe dolores mercedes florida carolina remedios'.split(
    ' ',
  ),
);
/** Words before a town's name that say it is a place ("de", "a", "contra", "hasta", "from", "to"). */
const TOWARDS_OR_FROM = new Set(['de', 'a', 'contra', 'hasta', 'desde', 'para', 'from', 'to']);
/**
 * What, right before a person (and their "my", "mi", or an article), says they are only thought of,
 * remembered, missed, talked about, pictured, shown (a statue, a film, a book about them) or written
 * from: not someone in the scene.
 */
const IN_MIND_BEFORE =
  /(?:^| )(?:thought (?:about|of)|thinking (?:about|of)|think (?:about|of)|remembered|missed|worried about|wondering where|wondered where|talked about|talking about|(?:a |the )?(?:photo|photos|picture|pictures|photograph|portrait|painting|drawing|poster|statue|sculpture|image|film|movie|book|show|story|documentary|programme|program|cartoon) (?:of|about)|remembered that|remember that|recorde que|recordaba que|me acorde de que|(?:a |the )?(?:letter|message|text|email|card|postcard) from|pensaba en|pense en|pensando en|pienso en|me acorde de|me acordaba de|acordandome de|recorde a|recordaba a|extranaba a|extrane a|extranando a|echaba de menos a|eche de menos a|(?:una |la |un |el )?(?:foto|fotos|fotografia|retrato|cuadro|pintura|dibujo|estatua|escultura|poster|imagen|pelicula|libro|programa|documental|caricatura) (?:de|sobre)|(?:una |la |un |el )?(?:carta|mensaje) de|hablabamos de|hablando de|preguntaba donde estaba)$/;
const IN_MIND_OWNERS = new Set(['my', 'our', 'his', 'her', 'their', 'mi', 'mis', 'su', 'sus', 'nuestro', 'nuestra']);
/** Articles between what shows someone and them ("a picture of a man", "un cuadro de una señora"). */
const IN_MIND_ARTICLES = new Set(['a', 'an', 'the', 'un', 'una', 'el', 'la', 'unos', 'unas', 'los', 'las']);

/**
 * "mi suegra me dijo que su hijo merecía algo mejor", "she said her son deserved better": someone of
 * another character's, named only in what that character says, is spoken of, not in the scene (they
 * still are if the dream has them do something to someone).
 */
function isOnlySpokenOf(words: readonly string[], start: number): boolean {
  // The owner may be part of the person's words ("su marido" is one term) or stand before them.
  const owner = THIRD_PERSON_OWNERS.has(words[start] ?? '') ? start : start - 1;
  if (!THIRD_PERSON_OWNERS.has(words[owner] ?? '')) return false;
  const before = words.slice(Math.max(0, owner - 11), owner);
  const that = before.lastIndexOf('que') >= 0 ? before.lastIndexOf('que') : before.lastIndexOf('that');
  return that > 0 && before.slice(0, that).some((word) => SPEECH_VERBS.has(word));
}
const THIRD_PERSON_OWNERS = new Set(['su', 'sus', 'his', 'her', 'their']);

function isOnlyInMind(words: readonly string[], start: number): boolean {
  if (isOnlySpokenOf(words, start)) return true;
  let end = start;
  if (IN_MIND_OWNERS.has(words[end - 1] ?? '')) {
    end -= 1;
    // "I was missing my mum" (but "my missing brother" is someone found or sought).
    if (words[end - 1] === 'missing' || words[end - 1] === 'miss') return true;
  }
  const inMindBefore = (at: number) => IN_MIND_BEFORE.test(words.slice(Math.max(0, at - 4), at).join(' '));
  // The article may be one ("a picture of a man") or Spanish "a" before a person ("extrañaba a mis hijos").
  return inMindBefore(end) || (IN_MIND_ARTICLES.has(words[end - 1] ?? '') && inMindBefore(end - 1));
}
/**
 * Words after which an English plain present is an infinitive or a modal's verb, not something done,
 * or a noun ("into the dance with her").
 */
const INFINITIVE_BEFORE = new Set(
  'to can could will would should must might shall cant couldnt wont wouldnt dont doesnt didnt not never lets let the a an this that my your his our their'.split(
    ' ',
  ),
);
/** Verbs whose object is followed by a plain infinitive ("let me pay", "made us wait", "asked me to"). */
const OBJECT_THEN_INFINITIVE = new Set('let lets make makes made help helps helped watched saw see heard'.split(' '));
function isAnInfinitive(words: readonly string[], start: number): boolean {
  const before = words[start - 1] ?? '';
  if (INFINITIVE_BEFORE.has(before)) return true;
  return ['me', 'us', 'him', 'her', 'them'].includes(before) && OBJECT_THEN_INFINITIVE.has(words[start - 2] ?? '');
}
const SUBJUNCTIVE_PAST = /(?:ara|aras|aran|aramos|iera|ieras|ieran|ieramos|ase|asen|iese|iesen)$/;
function isOnlyAskedFor(termWords: readonly string[], before: readonly string[]): boolean {
  const verb = SPANISH_CLITICS.has(termWords[0]!) ? termWords[1] : termWords[0];
  return verb !== undefined && SUBJUNCTIVE_PAST.test(verb) && (before.includes('que') || termWords.includes('que'));
}
/** Words after a character that keep it the subject of what follows ("my sister was sad", "el perro que me mordió"). */
const SUBJECT_LINKS = new Set(
  'was were is are seemed looked felt got became kept started began who that also suddenly just then had would could did didnt wouldnt couldnt hadnt wasnt werent always never still finally immediately all both estaba estaban parecia parecian se que quien quienes tambien de repente empezo comenzo me nos lo la le les los las'.split(
    ' ',
  ),
);
/** Right after a person word: a description that says a man ("with a grey beard", "con bigote"). */
const MALE_LOOKS =
  /^(?:with|con) (?:a |an |un |una |his |su )?(?:\S+ )?(?:beard|moustache|mustache|goatee|barba|bigote|barbita)\b/;
/** Right after a person word: a description that says a woman ("in a silk dressing gown" is either). */
const FEMALE_LOOKS =
  /^(?:in|wearing|con) (?:a |an |her |un |una |su )?(?:\S+ )?(?:dress|skirt|sari|bikini|blouse|nightie|gown|headscarf|hijab|falda|vestido|pollera|huipil|guipil)\b/;
const PASSIVE_AUX = new Set(['was', 'were', 'got', 'been', 'being', 'fui', 'fue', 'fuimos', 'fueron', 'era', 'eramos']);
const AGENT = new Set(['by', 'por']);
const SPANISH_OBJECT_CLITICS = new Set(['lo', 'la', 'le', 'los', 'las', 'les']);
/** Clitics a Spanish interaction term may start with ("me dio", "le grité", "se gritaban"). */
const SPANISH_CLITICS = new Set([...SPANISH_OBJECT_CLITICS, 'me', 'nos', 'se', 'te']);
const RECIPROCAL_CLITICS = new Set(['se', 'nos']);
/** Spanish preterites of the third person singular written without an accent ("le dio", "me hizo"). */
const IRREGULAR_THIRD_PRETERITES = new Set(
  'dio hizo puso tuvo dijo vio trajo quiso estuvo vino pudo supo fue guio'.split(' '),
);
/**
 * Words that make the act after them only wished ("quería abrazarlo", "I wanted to hug him"): HVdC
 * codes what happens in the dream, not what the dreamer wanted to happen.
 */
const WISHED_BEFORE = new Set([
  'queria',
  'quisiera',
  'quise',
  'deseaba',
  'queriamos',
  'wanted',
  'wished',
  'longed',
  // "threatened to punch me": the threat is the act (its own term), the punch is not done.
  'threatened',
  'threatening',
  'threatens',
  // "I was afraid he would hit me", "I hoped my father would hug me", "was about to slap me", "was
  // going to hit me", "refused to help me", "pretended to hit me": foreseen, hoped, refused or played.
  'would',
  'hoped',
  'about',
  'going',
  'refused',
  'refuses',
  'refusing',
  'pretended',
  'pretending',
]);
/** Spanish frames before an infinitive that make the act not done: "a punto de pegarme", "iba a pegarme", "se negó a ayudarme". */
const NOT_DONE_ES =
  /(?:^| )(?:a punto de|iba a|ibas a|iban a|ibamos a|se nego a|se negaba a|me negue a|nos negamos a|fingio|fingia)$/;
/**
 * A sentence that opens on waking life, which HVdC does not code: "In real life my brother bullies me".
 * (Said inside a sentence of the dream it only contrasts: "cosa que en la vida real nunca haría".)
 */
const WAKING_LIFE =
  /^(?:but |pero |and |y )?(?:in real life|in waking life|in reality|en la vida real|en la realidad)(?: |$)/;
/** "he could have killed me": a modal before "have" makes the act only supposed. */
const SUPPOSED_BEFORE_HAVE = new Set(['could', 'would', 'might', 'should', 'couldve', 'wouldve', 'mightve']);
/** Verbs that two people do to each other when no one else is named ("we argued", "se abrazaron"). */
const RECIPROCAL_VERB =
  /^(argu|quarrel|fought|fight|hug|embrac|kiss|snog|danc|discut|pele|abraz|bes|bail|grit|insult|empuj|golpe|shout|yell|scream|held hands|tuvimos|hicimos|agarramos|agarraron|liaron|enredaron|enredamos|dieron|dimos)/;
/** Prepositions that say what a quarrel was about ("argued about my plans", "discutimos por la herencia"). */
const TOPIC_PREPOSITIONS = new Set(['about', 'over', 'sobre', 'por']);
/** The dreamer waking ("woke", "me desperté"); not "me despertó", someone waking them. */
const WAKING = new Set(['woke', 'wake', 'waking', 'wakes', 'desperte', 'despierto', 'despertar', 'despertarme']);
const WAKING_SUBJECTS = new Set(['i', 'me', 'and', 'then', 'when', 'finally', 'just', 'y', 'luego', 'al', 'cuando']);
/** Words before an act that make it only threatened ("threatened to beat me", "amenazó con pegarme"). */
const THREATENED = /(?:^| )(?:threatened to|threatening to|threatens to|amenazo con|amenazaba con)$/;
/** Things people push that are no one ("pushing a trolley with a young woman beside him"). */
const THINGS_PUSHED = new Set(
  'trolley trolleys pram buggy cart wheelchair stroller bike bicycle door button buttons car carrito carriola'.split(
    ' ',
  ),
);
/** What a fight is about, when it is a quarrel ('por' also says where, so it is not among them). */
const QUARREL_TOPICS = new Set(['about', 'over', 'sobre']);
const RECIPROCAL_NOUN = /^(?:got into|had) (?:a|an) (?:\S+ )?(?:row|argument|fight)$/;
/** Words that may stand between the verb and a coordinated subject ("my dad and my uncle were"). */
const RECIPROCAL_SUBJECT_GLUE = new Set(
  'and y e my mi our nuestro nuestra the a an un una el la los las unos unas his her su were was had been both ambos all todos suddenly then de repente se nos started began kept ended up got soon empezamos empezaron comenzamos comenzaron acabamos acabaron nos pusimos pusieron'.split(
    ' ',
  ),
);
/** Object pronouns inside an interaction's words ("gave him a hug"). */
const INSIDE_OBJECTS = new Set(['him', 'her', 'them', 'it']);
const CLAUSE_BREAKS = new Set([
  'and',
  'but',
  'then',
  'when',
  'because',
  'so',
  'y',
  'pero',
  'cuando',
  'porque',
  'entonces',
  'mientras',
]);

/** Spanish prepositions before a pronoun ("detrás de nosotras", "con nosotros"). */
const SPANISH_PREPOSITIONS = new Set('de a con para por entre sin contra hacia'.split(' '));
/** Words ending in "s" (five letters or more) that an act may start with but that are no verb of the third person. */
const NOT_THIRD_PERSON_VERBS = new Set(
  'always towards afterwards was has is does its this thus plus perhaps'.split(' '),
);
/** An English verb of the third person in the present ("comes", "tells", "pushes"), not a word in "-ss". */
const PRESENT_THIRD_PERSON = /^[a-z]{2,}[^s]s$/;
/** Words that go on from a verb: its object, its particle or where it goes ("tells me", "comes down"). */
const AFTER_A_PRESENT_VERB = new Set(
  'me us him her them it the a an my his our their your down up in out over off away back into onto to at on round around across through straight right'.split(
    ' ',
  ),
);
/** Relative pronouns between a character and the clause that describes them ("the man who I met"). */
const RELATIVE_PRONOUNS = new Set(['who', 'whom', 'that', 'que', 'quien']);
/** Words of a relative clause that are not its own verb ("who I had never", "que yo no había"). */
const CLAUSE_AUXILIARIES = new Set(
  'was were had hadnt did didnt have has been never not just ever always would wouldnt could couldnt no nunca habia habian estaba ya'.split(
    ' ',
  ),
);
/** "told Rav off", "tells the boys off": a telling-off when "off" follows the one told. */
const TELLING_VERBS = new Set(['told', 'tells', 'tell', 'telling']);
/** "made him leave", "makes the lads go": an order that sends someone away. */
const MAKING_VERBS = new Set(['made', 'makes', 'make', 'making']);
const SENT_AWAY = new Set(['leave', 'go', 'get']);
/** Verbs of giving whose first object, when it is someone, is the one given to ("gives Mum a KitKat"). */
const GIVING_VERBS = new Set(
  'gave gives giving handed hands handing passed passes brought brings bringing bought buys lent lends offered offers poured pours slipped slips fetched fetches'.split(
    ' ',
  ),
);
/** After the one named, words that make them what is given or brought ("brought Mum back", "handed the baby to me"). */
const NOT_A_THING_GIVEN = new Set([
  'to',
  'back',
  'over',
  'away',
  'up',
  'out',
  'in',
  'into',
  'down',
  'round',
  'around',
  'home',
  'along',
  'with',
  'for',
  'from',
  'of',
  'on',
  'off',
  'as',
]);
/** "on purpose", "deliberately", "by force", "a propósito", "adrede", "a la fuerza": an act meant against someone. */
const ON_PURPOSE = [
  ['on', 'purpose'],
  ['deliberately'],
  ['by', 'force'],
  ['forcibly'],
  ['a', 'proposito'],
  ['adrede'],
  ['aposta'],
  ['a', 'la', 'fuerza'],
];

/** Who runs a class or a course the dreamer is at, known to them when named with "the" ("the instructor"). */
const CLASS_LEADERS = new Set(
  'teacher instructor trainer tutor sensei coach profe profesor profesora maestro maestra entrenador entrenadora monitor monitora instructora director directora headmaster headmistress headteacher principal inspectora capataz foreman'.split(
    ' ',
  ),
);
const DEFINITE_ARTICLES = new Set(['the', 'el', 'la']);

/** Words after an animal's that make it a costume, a dance or the hunt ("a bunny costume", "the lion dancers"). */
const COSTUME_AFTER = new Set(
  // "deer season", "duck blind", "the turkey shoot": a time or a place of the hunt, no animal in the scene.
  // "a camel coat", "leopard print", "monkey noises", "a bird hide", "the whale skeleton", "a dog grooming
  // parlour": a thing named after the animal (not "a dog show" or "a horse race", where they are).
  'costume costumes suit outfit onesie mask masks hat hats jersey jerseys shirt scarf kit boat boats trap traps floss collar dealer dealers shack shop market stall dance dancers dancer disfraz mascara season blind shoot coat print pattern fur noises noise sounds hide skeleton grooming'.split(
    ' ',
  ),
);
/** "Father Christmas", "Mother Nature", "Papá Noel": a figure, no relative. */
const SEASONAL_FIGURE_AFTER = new Set(['christmas', 'nature', 'noel', 'superior', 'teresa']);

/** The verbs of a hold or a pull, which help when they take someone out of danger (isARescue). */
const HOLDING_VERBS =
  /^(?:drag|drags|dragged|dragging|pull|pulls|pulled|pulling|grab|grabs|grabbed|grabbing|haul|hauls|hauled|hauling|yank|yanks|yanked|yanking|jalo|jala|jalaba|arrastro|arrastra|tiro|agarro|agarra)$/;
/**
 * Where a rescuing pull takes the one pulled (named by a pronoun: "pulled out all my teeth" is no
 * rescue): out, back up, clear, to safety, away from someone.
 */
const TO_SAFETY = new RegExp(
  [
    // "dragged me out", "hauled me inside": the dreamer taken out of where they were.
    String.raw`^(?:me|us) (?:out|clear|inside|aboard|on board|in the door|in behind|behind)\b`,
    // "grabbed me and pulled me in the door", "grabbed my hand and pulled me right back in beside her",
    // "grabbed my scarf and pulled me out".
    // ("grabs my arm and pulls me out of the way", "grabs me and pulls me down under the checkout".)
    String.raw`^(?:me|us|(?:the back of )?my (?:hand|arm|wrist|scarf|coat|jacket|collar|shirt|hood|sleeve|leg|ankle|belt|backpack|rucksack|bag|life jacket|lifejacket|straps)) and (?:pulled|pulls|dragged|drags|hauled|hauls|yanked|yanks|lifted|lifts) (?:me|us) (?:right )?(?:out|clear|inside|in|behind|back|up|away|onto|down|under)\b`,
    // "grabbed me round the waist and pulled me back down", "grabbed me by the hood and hauled me out".
    String.raw`^(?:me|us|him|her|them) (?:round|around|by) (?:the|my|his|her|their) (?:waist|arm|arms|shoulders|collar|hood|scruff|neck|hand|wrist|jacket|coat|shirt|belt) and (?:pulled|pulls|dragged|drags|hauled|hauls|yanked|yanks|lifted|lifts) (?:me|us|him|her|them) (?:right )?(?:out|clear|inside|in|behind|back|up|away|onto|down|under)\b`,
    // "I grabbed him off just in time".
    String.raw`^(?:me|us|him|her|them) (?:off|away|back) (?:just )?in time\b`,
    // "dragged me onto a rock", "hauled me onto the ledge": onto firm ground.
    String.raw`^(?:me|us|him|her|them) onto (?:a|the|his|her) (?:rock|bank|shore|boat|board|deck|beach|sand|ledge|roof|jetty|pier|raft)\b`,
    // "yanked me down behind the hay bales"; "I grabbed him and hugged him".
    String.raw`^(?:me|us) down behind\b`,
    String.raw`^(?:him|her|them) and (?:hugged|held|kissed|cuddled)\b`,
    // "pulled him out of the water"; not "dragged him out the door", which throws someone out.
    String.raw`^(?:me|us|him|her|them) out of the (?:water|sea|river|lake|pool|fire|flames|mud|hole|way|wreck|rubble|snow|road)\b`,
    // "grabbed Evie's hand and pulled her up", "grabbed her arms and pulled her back", "grabbed my hand and
    // took me up to the surface": a hand or an arm taken to lead someone or pull them up.
    String.raw`^(?:\S+ )?(?:hand|hands|arm|arms|wrist) and (?:pulled|dragged|hauled|yanked|lifted|took|led|helped) (?:me|us|him|her|them)\b`,
    // "grabbed my hand and told me I was her favourite": a hand taken to speak kindly or hold.
    String.raw`^(?:my|his|her|their) hand and (?:told|said|squeezed|kissed|held|smiled|whispered)\b`,
    // "grabbed her by the back of her dress and pulled her in".
    String.raw`^(?:me|us|him|her|them) by (?:the back of )?(?:my|his|her|their) \S+ and (?:pulled|dragged|hauled|yanked) (?:me|us|him|her|them) (?:in|out|back|up|away|clear|onto|over)\b`,
    String.raw`^(?:me|us|him|her|them|lo|la|los|las) (?:back (?:up|down|onto|from|in|to|over|into|out|on)|up onto|to (?:safety|the side|the bank|the shore)|away from|(?:para|hacia) (?:arriba|afuera|fuera|atras)|fuera del?|afuera)\b`,
  ].join('|'),
);
/** Whether a pull or a grab at [start, end) takes the one held out of danger ("dragged me out"). */
function isARescue(words: readonly string[], start: number, end: number): boolean {
  const verb = words.slice(start, end).findIndex((word) => HOLDING_VERBS.test(word));
  if (verb < 0) return false;
  return TO_SAFETY.test(words.slice(start + verb + 1, end + 10).join(' '));
}

/** The words before an act someone is only said to have done ("said I was", "claimed we had"). */
const ACCUSED_OF =
  /\b(?:said|says|claimed|claims|screamed|shouted|yelled|insisted)(?: that)? (?:i|we)(?: was| were| had|d)?(?: been)?$/;

/** Words that deny the favour of a clause with "for me". */
const FAVOUR_DENIED = new Set('didnt never not wouldnt couldnt wont cant dont doesnt nobody'.split(' '));
/** In a clause with "for me", words that make it no favour ("too much for me", "it was hard for me"). */
const NOT_A_FAVOUR = new Set(
  'too enough much hard easy bad good wrong right nothing was were is are had time there it this that what'.split(' '),
);

/** Capitalised words a place's name may start with ("La Mina", "Nariz del Diablo" after "del"). */
const PLACE_NAME_STARTS = new Set(['la', 'el', 'del', 'los', 'las', 'san', 'santa', 'mount', 'lake', 'cape']);
/** Capitalised words that end a place's name ("Princes Street", "Queens Road"). */
const PLACE_NAME_ENDS = new Set(
  'Street Road Avenue Lane Square Park Hill Bridge Station Gardens Place Way Close Drive Crescent Terrace Field Stadium Arena Centre Center Market Mall Beach Bay'.split(
    ' ',
  ),
);
/** Words for a spouse: a kiss with one is sexuality, with any other relative affection. */
const SPOUSE_WORDS = new Set(['husband', 'wife', 'partner', 'marido', 'esposa', 'esposo']);
/** Words for a partner who is no spouse. */
const PARTNER_WORDS = new Set('boyfriend girlfriend novio novia pareja'.split(' '));
/** Words for a child: a kiss from one is affection, not a sexual act. */
const CHILD_WORDS = new Set(
  'child kid kids baby toddler son daughter nino nina nene nena chamo chama bebe hijo hija nieto nieta'.split(' '),
);
/** A Spanish adjective's endings, for a word after a person word ("nuevo", "borracha", "flacos"). */
const SPANISH_ADJECTIVE = /^\p{L}{3,}(?:o|a|os|as)$/u;
/** "mi hermana chica", "un señor mayor": words after a person that say little or older, no one new. */
const LITTLE_OR_OLDER = new Set(['chico', 'chica', 'chicos', 'chicas', 'mayor', 'mayores']);
/** Words for an animal already named ("el animal", "the creature"), read as that animal with "the". */
const GENERIC_ANIMAL_WORDS = new Set(['animal', 'bicho', 'animalito', 'creature', 'beast']);
/** The last word of a character's words, folded as the coder's words are ("mi tía" gives "tia"). */
function lastWordOf(text: string): string {
  return (
    fold(text)
      .split(/[^\p{L}]+/u)
      .filter(Boolean)
      .pop() ?? ''
  );
}
/** "her late husband", "su difunto marido": someone who has died, only spoken of. */
const LATE_BEFORE = new Set(['late', 'difunto', 'difunta', 'fallecido', 'fallecida']);
/**
 * Words after a person's word that make it the name of a thing ("a toddler group", "a princess dress",
 * "a man bun", "the staff room", "a baby shower", "a one-woman show").
 */
const PERSON_THING_AFTER = new Set('group dress bun room shower monitor show mask costume outfit hat'.split(' '));
const OWNERS_BEFORE_SHOES = new Set(['my', 'his', 'her', 'their', 'your', 'our', 'new', 'muddy', 'white']);
const COACH_AS_BUS_AFTER = new Set('broke trip driver station journey park parked window seat seats'.split(' '));
const ON_A_BUS = new Set(['on', 'off', 'onto', 'by']);
/**
 * Words that name a thing or the dreamer's own part, not someone: "my trainers" (shoes), "stuck in my
 * trainer", "our coach broke down", "on the coach" (a bus), "I was best man" (the dreamer's role).
 */
function isAThingOrARole(words: readonly string[], start: number, end: number): boolean {
  const word = words[end - 1]!;
  const before = words[start - 1] ?? '';
  if (word === 'trainers' && OWNERS_BEFORE_SHOES.has(before)) return true;
  if (word === 'trainer' && OWNERS_BEFORE_SHOES.has(before) && PLACE_PREPOSITIONS.has(words[start - 2] ?? ''))
    return true;
  if (word === 'coach' && (COACH_AS_BUS_AFTER.has(words[end] ?? '') || ON_A_BUS.has(words[start - 2] ?? '')))
    return true;
  return word === 'man' && before === 'best' && ['was', 'as', 'am'].includes(words[start - 2] ?? '');
}
/** "the two of them", "both of them", "los dos", "las dos" before a reciprocal verb. */
const THE_TWO_OF_THEM = /(?:^| )(?:the two of them|both of them|they both|los dos|las dos|ambos|ambas)(?: \S+){0,3}$/;
/** "always says", "siempre dice": a saying of someone's, not an act in the dream. */
const ALWAYS_SAYS = new Set(['say', 'says', 'said', 'tells', 'told', 'telling', 'dice', 'decia', 'dijo']);
/** "that mum", "this guy": the one the dream named so before. */
const DEMONSTRATIVES = new Set(['that', 'this']);
/** Words after an animal's that make it food ("a chicken bone", "fish fingers"). */
const FOOD_AFTER = new Set(
  // "gallo pinto": rice and beans in Costa Rica and Nicaragua.
  'pinto bone bones wing wings nugget nuggets soup curry stock sandwich sandwiches breast pie burger burgers fillet fillets fingers tikka skewer skewers'.split(
    ' ',
  ),
);
/** Words before an animal's that make it food ("rotisserie chicken", "fried fish"). */
const COOKED_BEFORE = new Set('fried roast roasted grilled rotisserie boiled baked smoked steamed whole'.split(' '));
/** Words for a serving of food, before which an animal's word is a dish. */
const SERVINGS = new Set(
  // ("a basket of fish", "un balde de camarones": carried or sold, as food.)
  'plate plates bowl bowls tin tins can piece pieces slice slices portion portions basket baskets bucket buckets crate crates sack sacks box boxes tray trays plato platos pedazo trozo lata racion caldo sopa pechuga alitas canasta canastas balde baldes caja cajas bandeja costal'.split(
    ' ',
  ),
);
/** Parents in the plural: "the mums" at the school gate are other children's. */
const PARENTS_PLURAL = new Set(['mums', 'moms', 'mams', 'mothers', 'dads', 'fathers', 'parents']);
/** Kin words that are also the titles of priests, nuns and monks. */
const CLERGY_TITLES = new Set(['father', 'sister', 'brother', 'mother', 'padre', 'hermana', 'hermano', 'madre']);
/** Words right after someone that say the dreamer does not know them. */
const SAID_UNKNOWN_AFTER =
  /^(?:(?:that|who) )?(?:i|id) (?:didnt|did not|had never|never|dont|do not|hadnt) (?:know|recognise|recognize|seen|met)\b|^que no (?:conocia|conozco|habia visto|reconoci)\b/;

/** Words for everyone present, who are the people the dream already has. */
const EVERYONE = new Set([
  'everyone',
  'everybody',
  'todo el mundo',
  'todos me',
  'todos nos',
  'a todos',
  'delante de todos',
  'frente a todos',
  'enfrente de todos',
]);
/** Groups that say or know things in general ("people say", "la gente dice"). */
const SAYING_GROUPS = new Set(['people', 'everyone', 'everybody', 'gente', 'todo el mundo']);
/** Verbs in the present that make a group's words a saying. */
const GENERIC_PRESENT = new Set(
  'say says know knows think thinks believe believes dice dicen sabe saben cree creen piensa piensan'.split(' '),
);

/** The gift frames of "dar" that may give a feeling instead ("me dio un susto"). */
const GIVING_FRAME = /^(?:me|nos|le|les|te) (?:dio|da|daba|dan|dieron|daban)$/;
/** Quantities between the frame and the feeling ("me dio un poco de miedo", "harta pena"). */
const FEELING_QUANTITIES = new Set(
  'un una tanto tanta mucho mucha muchisimo muchisima harto harta poco de re muy tremendo tremenda'.split(' '),
);
/** Whether a gift term at [start, end) gives a feeling: "me dio un susto", "me da un coraje". */
function isAFeelingGiven(words: readonly string[], start: number, end: number): boolean {
  if (!GIVING_FRAME.test(words.slice(start, end).join(' '))) return false;
  let at = end;
  while (FEELING_QUANTITIES.has(words[at] ?? '')) at += 1;
  return FEELINGS_GIVEN.has(words[at] ?? '');
}

/** "Gran kissed Marco on both cheeks", "le dio un beso en la frente": a greeting's kiss, affection. */
const GREETING_KISS_AFTER =
  /^(?:\S+ ){0,2}(?:on|en) (?:the |his |her |my |both |la |las |el |los |su |sus |ambas )?(?:cheek|cheeks|forehead|mejilla|mejillas|frente|cachete|cachetes)\b/;
function isAKissOnTheCheek(words: readonly string[], end: number): boolean {
  return GREETING_KISS_AFTER.test(words.slice(end, end + 6).join(' '));
}

/**
 * Whether a single person word closes what someone says, after a comma, with a verb of saying before
 * it in the sentence ("he said it's alright, son."; "me dijo que no pasaba nada, mija"): a word of
 * address, not a character.
 */
function isOnlyCalledInSpeech(sentence: Sentence, start: number, end: number): boolean {
  const { words, commaBefore } = sentence;
  if (end - start !== 1 || !commaBefore[start] || (end < words.length && !commaBefore[end])) return false;
  return words.slice(0, start).some((word) => SPEECH_VERBS.has(word));
}

/** Whether a throw at [start, end) is to someone ("throwing candy to the kids"), not at them. */
function isThrownTo(words: readonly string[], start: number, end: number): boolean {
  const verb = words.slice(start, end).findIndex((word) => THROWING.test(word));
  if (verb < 0) return false;
  const after = words.slice(end, end + 5);
  const to = after.findIndex((word) => word === 'to');
  const at = after.findIndex((word) => word === 'at' || word === 'over' || word === 'into');
  // "threw me a rope", "me aventó una toalla y me jaló": what is thrown to be caught or to save someone.
  const caught = words.slice(start + verb + 1, end + 4).some((word) => THROWN_TO_HELP.has(word));
  // "threw her arms round me": a hug, which the hug's own words code.
  const arms = words[end] !== undefined && OWN_ARMS.has(`${words[end]} ${words[end + 1] ?? ''}`);
  return (to >= 0 && (at < 0 || to < at)) || (caught && at < 0) || arms;
}
const THROWING =
  /^(?:throw|throws|threw|throwing|thrown|toss|tossed|tosses|tossing|chucked|chucks|lanzaba|tiraba|tiro|avento|aventaba|lanzo)$/;
const OWN_ARMS = new Set(['her arms', 'his arms', 'their arms', 'my arms', 'your arms', 'los brazos']);
/** Things thrown to someone to catch or to be saved by. */
const THROWN_TO_HELP = new Set(
  'rope ropes towel lifebuoy lifejacket blanket keys toalla soga cuerda salvavidas cobija manta llaves'.split(' '),
);

/** Where the clause holding word `at` starts: after the last "and", "but", "then" or comma before it. */
function clauseStart(sentence: Sentence, at: number): number {
  let start = at;
  while (start > 0 && !CLAUSE_BREAKS.has(sentence.words[start - 1]!) && !sentence.commaBefore[start]) start--;
  return start;
}

interface Mention {
  sentence: number;
  start: number;
  end: number;
  character: number;
  /** Named only as an owner here ("in Nan's front room"). */
  owner?: true;
  /** A name the dream gives someone ("a man called Ted"), which leaves a stranger a stranger. */
  nameGiven?: true;
}

class Coder {
  readonly codes: ContentCodes = emptyCodes();
  private readonly mentions: Mention[] = [];
  private readonly keys = new Map<string, number>();
  /** First names given to a character ("mi amigo Dani"), so the name alone means them later. */
  private readonly names = new Map<string, number>();
  /**
   * Characters named at least once other than as the owner of a place or a thing. The rest ("la
   * casa de mi tía", "el campo de mis abuelos") are in the scene only if the dream has them do or
   * feel something (dropAbsentOwners).
   */
  private readonly namedInScene = new Set<number>();
  /** The sentence each act and feeling was read in. */
  private readonly toldIn = new Map<InteractionCode | EmotionCode, number>();
  /** "type:sentence:initiator:recipient" of the acts the lists coded, so one told twice is coded once. */
  private readonly codedIn = new Set<string>();

  /** A dream typed without a single capital ("my manager shona", "mi buscon, papo"). */
  private readonly allLowerCase: boolean;

  constructor(
    private readonly sentences: Sentence[],
    private readonly languages: TermLanguage[],
  ) {
    this.allLowerCase = sentences.every((sentence) => sentence.raws.every((raw) => raw === raw.toLowerCase()));
  }

  private unquoted(sentence: Sentence, matches: Match[]): Match[] {
    return matches.filter((match) => !sentence.quoted[match.start]);
  }

  private raw(sentence: Sentence, start: number, end: number): string {
    return sentence.raws.slice(start, end).join(' ');
  }

  readCharacters(): void {
    const list = compiled().characters;
    this.sentences.forEach((sentence, s) => {
      // Two lists can name the same words ("aunt" is a relative and an aunt): the one that knows the
      // sex is read, once.
      const matches = this.unquoted(sentence, matchEntries(list, sentence.words, this.languages, SYMBOL_NEGATION)).sort(
        (a, b) =>
          a.start - b.start ||
          Number(list[a.index]!.entry.sex === 'unknown') - Number(list[b.index]!.entry.sex === 'unknown'),
      );
      for (const match of matches) {
        if (this.mentions.some((m) => m.sentence === s && m.start === match.start && m.end === match.end)) continue;
        const entry = list[match.index]!.entry;
        // "my dad's": the owner's "s" is not part of the word, nor does it make them plural.
        const possessive = POSSESSIVE_S.test(sentence.raws[match.end - 1]!);
        const text = this.raw(sentence, match.start, match.end).replace(POSSESSIVE_S, '');
        const before = sentence.words.slice(Math.max(0, match.start - 2), match.start);
        const owned = before.some((word) => OWNERS.has(word));
        const lastWord = possessive ? sentence.words[match.end - 1]!.slice(0, -1) : sentence.words[match.end - 1]!;
        // "la casa de mi tía", "my dad's old Volvo": an owner, who may not be in the scene
        // (dropAbsentOwners keeps them only when the dream has them do or feel something).
        const asOwner =
          possessive ||
          sentence.apostropheAfter[match.end - 1] ||
          (this.languages.includes('es') &&
            SPANISH_OWNERS.has(sentence.words[match.start - 1] ?? '') &&
            sentence.words[match.start - 2] === 'de') ||
          // "el cumpleaños de mi viejo": a term that takes its own "mi".
          (this.languages.includes('es') &&
            SPANISH_OWNERS.has(sentence.words[match.start]!) &&
            sentence.words[match.start - 1] === 'de');
        // "I thought about my ex", "una foto de mi papá", "una carta de mi tía": someone only thought
        // of, missed, shown or written from, who is in the scene only if the dream has them do or feel
        // something, like an owner.
        const onlyInMind =
          sentence.wakingLife ||
          isOnlyInMind(sentence.words, match.start) ||
          // "told me all about her late husband", "su difunto esposo": someone else's dead, only spoken of
          // ("my late wife was sitting in the booth" is the dreamer's own, who may come back in a dream).
          (LATE_BEFORE.has(sentence.words[match.start - 1] ?? '') &&
            THIRD_PERSON_OWNERS.has(sentence.words[match.start - 2] ?? '')) ||
          // "the stall my granda used to take me to": what someone did in waking life, long ago.
          (sentence.words[match.end] === 'used' && sentence.words[match.end + 1] === 'to') ||
          // "My mother always say pan is for bad boys": what someone always says, not what they do here.
          (sentence.words[match.end] === 'always' && ALWAYS_SAYS.has(sentence.words[match.end + 1] ?? ''));
        // "a woman called Raven", "un perro llamado Tigre": a name given, not the animal or person it spells.
        if (
          match.end - match.start === 1 &&
          /^\p{Lu}/u.test(sentence.raws[match.start]!) &&
          NAME_GIVEN.has(sentence.words[match.start - 1] ?? '')
        )
          continue;
        // "her friend Big Sheila", "Paloma", "León": a list word that is also a first name, written with a
        // capital, is the name (read with the names below).
        if (match.end - match.start === 1 && /^\p{Lu}/u.test(sentence.raws[match.start]!) && FIRST_NAMES.has(lastWord))
          continue;
        // The person named right before this word, with no comma between and not as an owner ("my late
        // wife's King Ranch casserole": after an owner's "'s" comes what they own). The word may say more
        // of them than someone new (the three rules below).
        const personBefore =
          match.start > 0 &&
          !sentence.commaBefore[match.start] &&
          !POSSESSIVE_S.test(sentence.raws[match.start - 1]!) &&
          !sentence.apostropheAfter[match.start - 1]
            ? this.personEndingAt(s, match.start)
            : undefined;
        // "my uncle Boy", "Uncle Boy", "Tita Baby": a person's word written with a capital right after
        // someone named is their name.
        if (
          personBefore &&
          entry.kind === 'person' &&
          match.end - match.start === 1 &&
          /^\p{Lu}/u.test(sentence.raws[match.start]!)
        ) {
          this.names.set(lastWord, personBefore.character);
          this.mentions.push({ ...personBefore, start: match.start, end: match.end });
          continue;
        }
        // "la cabalgata de Reyes", "el barrio del Carmen": a capitalised word in a place's or a day's name.
        if (
          match.end - match.start === 1 &&
          match.start > 0 &&
          /^\p{Lu}/u.test(sentence.raws[match.start]!) &&
          isInPlaceName(sentence.words, sentence.raws, match.start) &&
          !PLACE_BEFORE_NAME.has(sentence.words[match.start - 1] ?? '') &&
          sentence.words[match.start - 1] !== 'in' &&
          sentence.words[match.start - 1] !== 'en'
        )
          continue;
        // "mi hermana chica", "un cabro chico", "un señor mayor": "chico" after a person is "little" (in
        // Chile and elsewhere), "mayor" is "older" (no mayor).
        if (personBefore && match.end - match.start === 1 && LITTLE_OR_OLDER.has(lastWord)) {
          this.mentions.push({ ...personBefore, start: match.start, end: match.end });
          continue;
        }
        // "The whole shop clowns me", "she nurses him": a person's word in "-s" with an object right after
        // it and no article before it is a verb.
        if (
          entry.kind === 'person' &&
          match.end - match.start === 1 &&
          // Not a Spanish plural ("mis primos me", "los chamos me").
          /[^aeo]s$/.test(lastWord) &&
          ['me', 'him', 'her', 'us', 'them'].includes(sentence.words[match.end] ?? '') &&
          !DETERMINERS.has(sentence.words[match.start - 1] ?? '') &&
          !OWNERS.has(sentence.words[match.start - 1] ?? '')
        )
          continue;
        // "me mentó la madre": an insult to the dreamer's mother, who is not there.
        if (/^(?:mento|mentaba|mentaron|mentar|mienta|mientan|mientas)$/.test(sentence.words[match.start - 2] ?? ''))
          continue;
        // "la chaqueta de pana": corduroy, not a Venezuelan friend.
        if (lastWord === 'pana' && sentence.words[match.start - 1] === 'de') continue;
        // "un moño" (a bun) is no "mono": the folded word lost its tilde.
        if (lastWord === 'mono' && /ñ/iu.test(sentence.raws[match.start]!)) continue;
        // "me sale un gallo": the voice cracking; "la misa del gallo": the Christmas midnight mass.
        if (
          lastWord === 'gallo' &&
          (['sale un', 'salio un', 'salia un'].includes(sentence.words.slice(match.start - 2, match.start).join(' ')) ||
            sentence.words.slice(match.start - 2, match.start).join(' ') === 'misa del')
        )
          continue;
        // "a ranger lady", "the security guy": a general person word right after someone's is that someone.
        if (
          personBefore &&
          GENERAL_PERSON_ENTRIES.has(entry.id.split(':')[0]!) &&
          !this.codes.characters[personBefore.character]!.plural
        ) {
          const character = this.codes.characters[personBefore.character]!;
          if (character.sex === 'unknown' && entry.sex !== 'unknown') character.sex = entry.sex;
          this.mentions.push({ ...personBefore, start: match.start, end: match.end });
          continue;
        }
        // "me mandó pa'l carajo": Spanish "para el", not an English pal.
        if (/^pa['\u2019]l$/i.test(sentence.raws[match.start]!)) continue;
        // "a big ex-paramedic": "ex" before another person word is what they were, no ex-partner.
        if (entry.id === 'ex' && match.end - match.start === 1 && matches.some((other) => other.start === match.end))
          continue;
        // "People say the house is haunted", "todo el mundo sabe que...": a saying, told in the present
        // of everyone, about the world and not the dream's scene.
        if (
          SAYING_GROUPS.has(sentence.words.slice(match.start, match.end).join(' ')) &&
          GENERIC_PRESENT.has(sentence.words[match.end] ?? '')
        )
          continue;
        // "Everyone burst out laughing", "todo el mundo me miraba": the group the dream already has, when
        // it has one; a group of its own otherwise.
        const everyone = EVERYONE.has(sentence.words.slice(match.start, match.end).join(' '));
        const group = everyone ? this.resolve(s, match.start, (c) => c.kind === 'person' && c.plural) : undefined;
        if (typeof group === 'number') {
          this.mentions.push({ sentence: s, start: match.start, end: match.end, character: group });
          continue;
        }
        // "I was a child again", "volvía a ser una niña": what the dreamer was, not someone else.
        if (isDreamerItself(sentence.words, match.start)) continue;
        // "a toddler group", "a princess dress", "a lad with a man bun", "the staff room", "a one-woman
        // show": a person's word before a thing's names the thing, not someone in the scene.
        if (entry.kind === 'person' && !possessive && PERSON_THING_AFTER.has(sentence.words[match.end] ?? '')) continue;
        if (entry.kind === 'person' && isAThingOrARole(sentence.words, match.start, match.end)) continue;
        // "el caballo ... el animal se paró en dos patas": "the animal" is the one the dream has.
        if (
          entry.kind === 'animal' &&
          GENERIC_ANIMAL_WORDS.has(lastWord) &&
          DEFINITE_ARTICLES.has(sentence.words[match.start - 1] ?? '')
        ) {
          const animal = this.resolve(s, match.start, (c) => c.kind === 'animal' && !c.plural);
          if (typeof animal === 'number') {
            this.mentions.push({ sentence: s, start: match.start, end: match.end, character: animal });
            continue;
          }
        }
        // "so annoyed with that mum": "that" or "this" points back to the one the dream named so already.
        if (DEMONSTRATIVES.has(sentence.words[match.start - 1] ?? '')) {
          const earlier = this.characterOfEntry(entry.id);
          if (earlier !== undefined) {
            this.mentions.push({ sentence: s, start: match.start, end: match.end, character: earlier });
            continue;
          }
        }
        // "The neighbour dog", "the farmer's dog" without its "'s": the person only says whose the animal is.
        if (
          entry.kind === 'person' &&
          !possessive &&
          matches.some((other) => other.start === match.end && list[other.index]!.entry.kind === 'animal')
        )
          continue;
        // "said it's alright, son", "me dijo ya pasó, mija": a word someone is called at the end of
        // what they say, unquoted, is no one in the scene.
        if (isOnlyCalledInSpeech(sentence, match.start, match.end)) continue;
        // "the quiz at the Red Lion", "el bar El Caballo": an animal word inside a name of capitalised
        // words (a pub's, a team's) is no animal; a breed alone is ("a huge Alsatian").
        if (
          entry.kind !== 'person' &&
          match.start > 1 &&
          /^\p{Lu}/u.test(sentence.raws[match.start]!) &&
          /^\p{Lu}/u.test(sentence.raws[match.start - 1]!)
        )
          continue;
        // "la cascada La Mina", "el tren de la Nariz del Diablo", "Hogmanay on Princes Street": a person's
        // or a creature's word inside a place's name of capitalised words is nobody in the scene.
        if (
          entry.kind !== 'animal' &&
          match.end - match.start === 1 &&
          /^\p{Lu}/u.test(sentence.raws[match.start]!) &&
          ((match.start > 0 &&
            /^\p{Lu}/u.test(sentence.raws[match.start - 1]!) &&
            PLACE_NAME_STARTS.has(sentence.words[match.start - 1]!)) ||
            PLACE_NAME_ENDS.has(sentence.raws[match.end] ?? ''))
        )
          continue;
        // "la calle Labradores", "Villa Fátima": a capitalised word after a place's noun is its name.
        if (
          /^\p{Lu}/u.test(sentence.raws[match.start]!) &&
          PLACE_BEFORE_NAME.has(sentence.words[match.start - 1] ?? '')
        )
          continue;
        // "nos hizo bajar a todos", "tranquilizándonos a todos": all of us, the dreamer among them.
        if (
          sentence.words[match.start] === 'a' &&
          sentence.words
            .slice(Math.max(0, match.start - 4), match.start)
            .some((word) => word === 'nos' || /(?:ando|iendo|ar|er|ir)nos$/.test(word))
        )
          continue;
        // "like a dog", "the size of a dog", "called me a stuck-up cow": a likeness or a name called;
        // "dressed as a witch", "disfrazado de diablo": a costume.
        if (isOnlyALikeness(sentence.words, match.start)) continue;
        // "a giant bunny costume", "the lion dancers", "Father Christmas": what a costume, a dance or a
        // figure of the season is called, not an animal or a relative in the scene.
        if (COSTUME_AFTER.has(sentence.words[match.end] ?? '') && entry.kind !== 'person' && !possessive) continue;
        // "a plate of flying fish", "un plato de pulpo": an animal served is food, no one in the scene.
        if (
          entry.kind === 'animal' &&
          sentence.words.slice(Math.max(0, match.start - 3), match.start).some((word) => SERVINGS.has(word))
        )
          continue;
        // "la misa de gallo": the Christmas midnight mass, no rooster.
        if (entry.kind === 'animal' && sentence.words.slice(match.start - 2, match.start).join(' ') === 'misa de')
          continue;
        // "a chicken bone", "a whole rotisserie chicken", "caldo de pollo": the animal as food.
        if (
          entry.kind === 'animal' &&
          (FOOD_AFTER.has(sentence.words[match.end] ?? '') || COOKED_BEFORE.has(sentence.words[match.start - 1] ?? ''))
        )
          continue;
        // "a Bears game", "the Greyhound station", "a Jets toque": an animal's word with a capital inside a
        // sentence names a team or a company (a breed, "an Alsatian", is written with one).
        if (
          entry.kind === 'animal' &&
          !entry.id.startsWith('dog_breed') &&
          match.start > 0 &&
          /^\p{Lu}/u.test(sentence.raws[match.start]!)
        )
          continue;
        if (entry.relation === 'family' && SEASONAL_FIGURE_AFTER.has(sentence.words[match.end] ?? '')) continue;
        // "la profesora de guardia", "el perro del vecino": a person named only to say what or whose
        // someone is, is not in the scene (HVdC codes those present); named again, they are.
        if (this.languages.includes('es') && this.headBefore(s, match.start)) continue;
        // "un camionero, un señor gordito con gorra": a general word after a comma says more of the
        // person just named.
        // (An entry of either sex is split by sex, "youngster_es:male": the list names the entry before that.)
        // Any other person word does so after an indefinite article ("the hairdresser, a chatty lad
        // called Kyle", "el vecino de al lado, un jubilado cascarrabias").
        // Also after a definite article when a name follows ("mi jefa, la doctora Ospina"), and in a
        // clause that says who someone is ("mi compañero Julián, que es mi mejor amigo").
        const nameFollows =
          /^\p{Lu}/u.test(sentence.raws[match.end] ?? '') && !isStopword(sentence.words[match.end] ?? '');
        // "My boss, the head chef, a huge man called Marco, screamed": a definite phrase closed by a
        // second comma says more of the person before it (a list would go on with "and").
        // The phrase may say whose they are first: "Mi tía Amanda, la mamá de la novia, me regañó".
        const closingComma =
          sentence.commaBefore[match.end] === true
            ? match.end
            : DESCRIBING_OF.has(sentence.words[match.end] ?? '') || sentence.words[match.end] === 'of'
              ? [2, 3, 4].map((ahead) => match.end + ahead).find((at) => sentence.commaBefore[at] === true)
              : undefined;
        const closedByAComma = closingComma !== undefined && !LIST_GOES_ON.has(sentence.words[closingComma] ?? '');
        const saidWho = entry.kind === 'person' ? this.saidWhoInAClause(s, match.start) : undefined;
        let apposed = GENERAL_PERSON_ENTRIES.has(entry.id.split(':')[0]!)
          ? (this.appositionBefore(s, match.start) ?? this.predicateOf(s, match.start))
          : entry.kind === 'person'
            ? (this.appositionBefore(s, match.start, !nameFollows && !closedByAComma) ?? saidWho)
            : undefined;
        // "mi mamá, mi hermana Wandy y yo", "my mum, my sister and me": relatives of the dreamer's, each
        // with its "my", after a comma are a list of people, not one said again.
        const aListOfRelatives =
          apposed !== undefined &&
          entry.relation === 'family' &&
          this.codes.characters[apposed.character]!.relation === 'family' &&
          FIRST_PERSON_OWNERS.has(sentence.words[match.start - 1] ?? '') &&
          lastWordOf(this.codes.characters[apposed.character]!.text) !== lastWord;
        if (aListOfRelatives) apposed = undefined;
        // "el gallo del vecino, un gordo grandote": a person word after an animal says more of the
        // animal's owner, whom the lists read only as an owner; it is no one new.
        if (apposed && this.codes.characters[apposed.character]!.kind !== entry.kind) continue;
        // "el árbitro, que era mi tío": who the clause says they are is what they are to the dreamer.
        if (apposed && (entry.relation === 'family' || entry.relation === 'friend') && apposed === saidWho) {
          const character = this.codes.characters[apposed.character]!;
          character.relation = entry.relation;
          character.familiarity = 'familiar';
        }
        if (apposed) {
          this.mentions.push({ ...apposed, start: match.start, end: match.end });
          // "the guard, a tiny man": the second word may say the sex the first did not.
          const character = this.codes.characters[apposed.character]!;
          if (character.sex === 'unknown' && !character.plural && entry.sex !== 'unknown') character.sex = entry.sex;
          continue;
        }
        // "mi piso de estudiante", "un disfraz de payaso": an anonymous person's word right after "de"
        // says what kind of thing, not who is there ("lleno de gente" is a crowd that is).
        if (
          this.languages.includes('es') &&
          entry.kind === 'person' &&
          entry.relation === 'stranger' &&
          sentence.words[match.start - 1] === 'de' &&
          !(entry.plural || PLURAL_WORDS.has(lastWord) || isPluralForm(list[match.index]!, lastWord))
        )
          continue;
        // "letras extrañas": a word that is also an adjective names someone only after an article.
        if (ADJECTIVE_LIKE.has(sentence.words[match.start]!) && !DETERMINERS.has(sentence.words[match.start - 1] ?? ''))
          continue;
        // "mi papá bebe cerveza": the verb, which a folded "bebé" spells too (as the interpreter reads it).
        if (isOnlyAnotherPartOfSpeech(entry.id.split(':')[0]!, sentence.words, match, sentence.raws[match.start]!))
          continue;
        let plural =
          (entry.plural === true || PLURAL_WORDS.has(lastWord) || isPluralForm(list[match.index]!, lastWord)) &&
          // The group already named takes its member in ("dos señoras ... una de las señoras le dijo").
          !(isOneOfAGroup(sentence.words, match.start) && !this.namesAGroupAlready(lastWord));
        let familiar = entry.kind === 'person' && (entry.familiarWhenOwned ? owned : entry.relation !== 'stranger');
        let relation = entry.relation === null ? null : entry.familiarWhenOwned && owned ? 'known' : entry.relation;
        // "a girl from my work", "la profesora de Química de mi instituto", "Dave from work": someone
        // of the dreamer's own place is someone they know.
        if (entry.kind === 'person' && relation === 'stranger' && this.fromTheDreamersPlace(s, match.end)) {
          familiar = true;
          relation = 'known';
        }
        // "the instructor", "the trainer", "la profe": whoever runs the class or the course the dreamer
        // is at is someone they know, as a teacher is (the hand codes' rule); "a ski instructor" is not.
        if (
          entry.kind === 'person' &&
          relation === 'stranger' &&
          !plural &&
          CLASS_LEADERS.has(lastWord) &&
          DEFINITE_ARTICLES.has(sentence.words[match.start - 1] ?? '')
        ) {
          familiar = true;
          relation = 'known';
        }
        // "mis alumnos", "my passengers": whoever the dreamer calls theirs is someone they know.
        if (
          entry.kind === 'person' &&
          relation === 'stranger' &&
          FIRST_PERSON_OWNERS.has(sentence.words[match.start - 1] ?? '') &&
          !this.fromTheDreamersPlace(s, match.end)
        ) {
          familiar = true;
          relation = 'known';
        }
        // "the other mums", "one of the dads": relatives in the plural without "my" are other people's,
        // whom the dreamer knows ("los otros primos" are still the dreamer's cousins).
        if (
          relation === 'family' &&
          entry.kind === 'person' &&
          // "the parents in the queue": other children's parents, as "the dads" are.
          (lastWord === 'parents' || (!PLURAL_WORDS.has(lastWord) && isPluralForm(list[match.index]!, lastWord))) &&
          !before.some((word) => FIRST_PERSON_OWNERS.has(word)) &&
          (before.includes('other') || (before.includes('the') && PARENTS_PLURAL.has(lastWord)))
        )
          relation = 'known';
        // "my two kids", "nuestro bebé": the dreamer's own children.
        if (entry.familyWhenMine && before.some((word) => FIRST_PERSON_OWNERS.has(word))) relation = 'family';
        // "a mother with a pushchair", "una abuela en el banco": someone's relative, a stranger to the dreamer.
        // (Spanish "a" is a preposition: "agarré a mis hijos".)
        const articleBefore = sentence.words[match.start - 1] ?? '';
        // "a group of uncles in hiking gear", "un grupo de tías": other people's relatives too.
        const groupOfBefore =
          (articleBefore === 'of' || articleBefore === 'de') &&
          GROUP_NOUNS_OF.has(sentence.words[match.start - 2] ?? '') &&
          (ENGLISH_INDEFINITES.has(sentence.words[match.start - 3] ?? '') ||
            INDEFINITE_ARTICLES.has(sentence.words[match.start - 3] ?? ''));
        const indefinite =
          groupOfBefore ||
          INDEFINITE_ARTICLES.has(articleBefore) ||
          (SPANISH_OTHER.has(articleBefore) && !DETERMINERS.has(sentence.words[match.start - 2] ?? '')) ||
          (this.languages.includes('en') && ENGLISH_INDEFINITES.has(articleBefore));
        // ("a mis chiquitos": the word's own "mis" says whose they are, whatever stands before.)
        if (relation === 'family' && indefinite && !FIRST_PERSON_OWNERS.has(sentence.words[match.start]!)) {
          familiar = false;
          relation = 'stranger';
        }
        // "Father Kearney", "Sister Agnes", "el Padre Tomás": a title of the clergy before a name, not a
        // relative (someone the dreamer knows).
        if (
          relation === 'family' &&
          CLERGY_TITLES.has(lastWord) &&
          match.end - match.start === 1 &&
          /^\p{Lu}/u.test(sentence.raws[match.start]!) &&
          /^\p{Lu}/u.test(sentence.raws[match.end] ?? '') &&
          !isStopword(sentence.words[match.end] ?? '') &&
          !OWNERS.has(sentence.words[match.start - 1] ?? '')
        ) {
          familiar = true;
          relation = 'known';
        }
        // "some uncle I didn't know", "una señora que no conocía de nada": the dream says they are strangers.
        if (
          entry.kind === 'person' &&
          relation !== null &&
          SAID_UNKNOWN_AFTER.test(sentence.words.slice(match.end, match.end + 5).join(' '))
        ) {
          familiar = false;
          relation = 'stranger';
        }
        // "me abrió un tío enorme": in Spain "un tío", "una tía" is a guy, a woman, not a relative.
        if (
          ['tio', 'tia', 'tios', 'tias'].includes(lastWord) &&
          INDEFINITE_ARTICLES.has(sentence.words[match.start - 1] ?? '')
        ) {
          familiar = false;
          relation = 'stranger';
        }
        // "la mamá del niño", "el papá de una compañera": someone else's relative, named with "de" after,
        // is a stranger to the dreamer ("la mamá de mi amiga" is read as the dreamer's people are).
        const ofSomeoneElse =
          relation === 'family' &&
          this.languages.includes('es') &&
          !before.some((word) => FIRST_PERSON_OWNERS.has(word)) &&
          (sentence.words[match.end] === 'del' ||
            (sentence.words[match.end] === 'de' &&
              ['la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'ella', 'ellas', 'ellos'].includes(
                sentence.words[match.end + 1] ?? '',
              )));
        if (ofSomeoneElse) {
          familiar = false;
          relation = 'stranger';
        }
        // "his mother" is the family of whoever "his" is: of a stranger boy, a stranger to the dreamer.
        const owner = sentence.words[match.start - 1];
        // One entry of the lists may group different people ("the waiter … the driver", "the nurse …
        // the doctor"): there, each word is someone of its own.
        let key = KEYED_BY_WORD.has(entry.id.split(':')[0]!)
          ? `${entry.id}:${plural}:${plural ? lastWord.replace(/e?s$/, '') : lastWord}`
          : `${entry.id}:${plural}`;
        if (ofSomeoneElse) key = `${key}:of:${sentence.words.slice(match.end, match.end + 3).join(' ')}`;
        // "her boyfriend", "his friends": someone else's friend or partner is known to the dreamer as
        // theirs (a relative's too), a stranger's a stranger. So is a stranger's boss or child ("the
        // hairdresser … his manager").
        // "my brother's fiancée", "a farmer's wife", "Gemma's future mother-in-law": the same, with the
        // owner named before an apostrophe (a name not yet read is someone the dreamer knows).
        const namedOwner =
          relation === 'family' || relation === 'friend' || relation === 'known'
            ? this.possessiveOwnerBefore(s, match.start)
            : undefined;
        if (
          (relation === 'family' || relation === 'friend' || relation === 'known') &&
          (namedOwner !== undefined || (owner !== undefined && THIRD_OWNERS[owner]))
        ) {
          const whose = namedOwner ?? this.resolve(s, match.start - 1, THIRD_OWNERS[owner!]!);
          const ownerRelation =
            whose === 'named'
              ? 'known'
              : typeof whose === 'number'
                ? this.codes.characters[whose]!.relation
                : undefined;
          if (
            ownerRelation === 'stranger' ||
            (relation !== 'known' && ownerRelation === 'known') ||
            ownerRelation === 'friend' ||
            (relation === 'friend' && ownerRelation === 'family')
          ) {
            relation = ownerRelation === 'stranger' ? 'stranger' : 'known';
            key = `${key}:of:${whose}`;
          }
        }
        // A masculine Spanish plural ("vecinos", "amigos") is also a mixed group: its sex is not stated.
        let sex =
          plural &&
          entry.sex === 'male' &&
          this.languages.includes('es') &&
          (/os$/.test(lastWord) || (entry.id.endsWith(':male') && /es$/.test(lastWord)))
            ? 'unknown'
            : entry.sex;
        // "un policía", "la guardabosques": for a noun of either sex, the Spanish article says which
        // (not for "persona" or "figura", feminine words for anyone, nor "la policía", the force).
        const article = sentence.words[match.start - 1];
        // "las muchachitas de mi aula": a feminine plural article says they are all women or girls.
        if (sex === 'unknown' && plural && entry.kind === 'person' && (article === 'las' || article === 'unas'))
          sex = 'female';
        if (sex === 'unknown' && !plural && entry.kind === 'person' && this.languages.includes('es') && article) {
          if (FEMININE_ARTICLES.has(article) && !GENDER_FIXED.has(lastWord)) {
            if (lastWord === 'policia') plural = true;
            else sex = 'female';
          } else if (MASCULINE_ARTICLES.has(article) && !GENDER_FIXED.has(lastWord)) sex = 'male';
        }
        this.addCharacter(
          s,
          match,
          key,
          {
            text,
            kind: entry.kind,
            sex,
            familiarity: familiar && relation !== 'stranger' ? 'familiar' : 'unfamiliar',
            relation,
            plural,
          },
          asOwner || onlyInMind,
        );
      }
      sentence.raws.forEach((raw, index) => {
        // "Mr Hughes", "la señora López": a title before a capitalised word makes it a name.
        const titled = index > 0 ? NAME_TITLES[sentence.words[index - 1]!] : undefined;
        // "my friend Olivia's": the name without the owner's "s".
        const nameWord = POSSESSIVE_S.test(raw) ? sentence.words[index]!.slice(0, -1) : sentence.words[index]!;
        // "la Javi", "el Toño": in much of Spain and Latin America a first name takes the article, which
        // says the person's sex (Javi may be Javier or Javiera).
        // Also a name no list knows, in a Spanish dream ("el Richi y el Vicho se agarran a combos", "la
        // Feña me abraza"), unless the article follows a preposition of place ("en la Castellana") or the
        // word starts a longer name ("la Plaza Mayor", "el Banco de ...").
        const byArticle =
          index > 0 && (FIRST_NAMES.has(nameWord) || this.isAnUnknownNameAfterArticle(s, index))
            ? NAME_ARTICLES[sentence.words[index - 1]!]
            : undefined;
        // "por la Javier Prado": an article against a full name's sex is an avenue's named after them.
        const nameSex = FIRST_NAMES.get(nameWord);
        if (
          byArticle &&
          nameSex !== undefined &&
          nameSex !== 'unknown' &&
          nameSex !== byArticle &&
          /^\p{Lu}/u.test(sentence.raws[index + 1] ?? '')
        )
          return;
        const sex = byArticle ?? nameSex ?? (/^\p{Lu}/u.test(raw) ? titled : undefined);
        // In a dream typed all in lower case, a first name right after someone's word is still their
        // name ("my manager shona", "my pal erin"); elsewhere a name has its capital.
        const lowerCaseName =
          this.allLowerCase &&
          FIRST_NAMES.has(nameWord) &&
          (this.names.has(nameWord) ||
            this.mentionEndingAt(s, index) !== undefined ||
            this.describedBeforeComma(s, index) !== undefined);
        if (sentence.quoted[index] || (raw[0] !== raw[0]!.toUpperCase() && !lowerCaseName)) return;
        // "kept calling me Margaret": a name the dreamer is called is nobody else.
        if (index > 1 && NAME_CALLING.test(sentence.words.slice(index - 2, index).join(' '))) return;
        if (titled && index > 2 && NAME_CALLING.test(sentence.words.slice(index - 3, index - 1).join(' '))) return;
        // "three Ms. A boy": a title takes a name of more than one letter.
        if (titled && raw.length === 1) return;
        if (this.mentions.some((m) => m.sentence === s && m.start <= index && index < m.end)) return;
        // "a guy called Marcus", "un chico llamado Iván": the dream gives the name of someone it has
        // just brought in, who stays whoever they were (a stranger whose name the dreamer hears).
        // Also "una señora que se llamaba Chela", "un viejito al que le dicen Papito".
        const givenBy = NAME_GIVEN.has(sentence.words[index - 1] ?? '')
          ? 1
          : NAME_GIVEN_BY_CLAUSE.find(
              (clause) => sentence.words.slice(index - clause.length, index).join(' ') === clause.join(' '),
            )?.length;
        const introduced =
          index > 1 && /^\p{Lu}/u.test(raw) && givenBy !== undefined
            ? (this.mentions.find((m) => m.sentence === s && m.end === index - givenBy) ??
              this.describedBeforeGivenName(s, index - givenBy))
            : undefined;
        // "an estate agent called Giles": a name given to someone no list word named is a stranger's.
        if (!introduced && givenBy === 1 && index > 1 && /^\p{Lu}/u.test(raw) && !this.names.has(nameWord)) {
          this.addCharacter(
            s,
            { index: -1, start: index, end: index + 1, exact: true, label: undefined },
            `name:${nameWord}`,
            {
              text: raw,
              kind: 'person',
              sex: sex ?? 'unknown',
              familiarity: 'unfamiliar',
              relation: 'stranger',
              plural: false,
            },
          );
          this.names.set(nameWord, this.keys.get(`name:${nameWord}`)!);
          this.mentions[this.mentions.length - 1]!.nameGiven = true;
          return;
        }
        if (introduced) {
          this.names.set(nameWord, introduced.character);
          this.mentions.push({ ...introduced, start: index, end: index + 1, nameGiven: true });
          const character = this.codes.characters[introduced.character]!;
          if (sex && character.kind === 'person' && !character.plural && character.sex === 'unknown')
            character.sex = sex;
          return;
        }
        if (!sex) {
          // "a woman called Pat … Then Pat shoved Mum": a name the dream gave someone, alone later.
          const givenBefore = this.names.get(nameWord);
          if (
            givenBefore !== undefined &&
            this.codes.characters[givenBefore]!.kind === 'person' &&
            /^\p{Lu}/u.test(raw)
          ) {
            this.mentions.push({ sentence: s, start: index, end: index + 1, character: givenBefore });
            this.namedAgainInScene(s, index, raw, givenBefore);
            return;
          }
          // "my cat Miso", "our old dog, Biscuit": any capitalised word right after a character names them.
          // Not "I" ("a guy I went to college with") nor another capitalised function word.
          // "mi polola, la Coni", "uno de los niños, el Benja": the article a name takes, then the name.
          const owner =
            index > 0 && /^\p{Lu}/u.test(raw) && !isStopword(nameWord) && !FIRST_PERSON_ANY.has(nameWord)
              ? (this.mentionEndingAt(s, index) ??
                this.describedBeforeComma(s, index) ??
                (NAME_ARTICLES[sentence.words[index - 1]!] ? this.personEndingAt(s, index - 1) : undefined))
              : undefined;
          // "mis nietas, Kathia y Yeris": names no list knows, after a group of the dreamer's people.
          if (owner && this.namesAGroup(s, owner.character, index, undefined)) return;
          if (owner) {
            this.names.set(nameWord, owner.character);
            this.mentions.push({ ...owner, start: index, end: index + 1 });
            // "a gruff man called Ted Bradley": the surname of a name the dream gave is no acquaintance.
            if (!owner.nameGiven) this.knownByName(owner.character);
            return;
          }
          // "Deano called me a useless lump", "Then Okon chased everybody out": a name no list knows,
          // right before what only a person does to someone, is someone the dreamer knows (their sex is
          // left to a later "he" or "she").
          if (this.isAnUnknownNameActing(s, index)) {
            this.addCharacter(
              s,
              { index: -1, start: index, end: index + 1, exact: true, label: undefined },
              `name:${nameWord}`,
              { text: raw, kind: 'person', sex: 'unknown', familiarity: 'familiar', relation: 'known', plural: false },
            );
            this.names.set(nameWord, this.keys.get(`name:${nameWord}`)!);
          }
          return;
        }
        // "mi primo Pablo", "my friend Laura": the name is the character just named.
        // "my neighbour, Mr Patel": the same with a title before the name (and "la señora López"
        // is the señora).
        const named =
          this.mentions.find((m) => m.sentence === s && m.end === index) ??
          (titled || byArticle ? this.mentions.find((m) => m.sentence === s && m.end === index - 1) : undefined) ??
          this.describedBeforeComma(s, titled || byArticle ? index - 1 : index);
        // "mi amigo Dani … Dani seguía": the name alone later is the same friend.
        const namedBefore = this.names.get(nameWord);
        if (!named && namedBefore !== undefined) {
          this.mentions.push({ sentence: s, start: index, end: index + 1, character: namedBefore });
          this.namedAgainInScene(s, index, raw, namedBefore);
          return;
        }
        // "Javi, mi ex", "Diego, el chavo que me gustaba": the name, then who they are.
        // "Graham from number twelve, a retired headmaster": a short describing phrase may come first.
        const described = named ? undefined : this.describedAfter(s, this.afterNamesDescription(s, index + 1));
        if (described) {
          this.names.set(nameWord, described.character);
          this.mentions.push({ ...described, start: index, end: index + 1 });
          const character = this.codes.characters[described.character]!;
          if (character.kind === 'person' && !character.plural && character.sex === 'unknown') character.sex = sex;
          this.knownByName(described.character);
          return;
        }
        if (named && this.namesAGroup(s, named.character, index, sex)) return;
        if (named) {
          this.names.set(nameWord, named.character);
          this.mentions.push({ ...named, start: index, end: index + 1 });
          const character = this.codes.characters[named.character]!;
          if (character.kind === 'person' && !character.plural && character.sex === 'unknown') character.sex = sex;
          // "a stern woman called Mrs Kaur": the name given, after its title.
          if (!named.nameGiven) this.knownByName(named.character);
          return;
        }
        // "la feria de San Marcos", "el Camino de Santiago", "la calle Preciados": a place's name.
        if (isInPlaceName(sentence.words, sentence.raws, index)) return;
        // "asking me up for the Macarena", "the Victoria line": in English a first name after "the" is
        // a song's, a ship's or a line's, not someone's.
        if (sentence.words[index - 1] === 'the' && !titled) return;
        // "with my mates from uni ... Dan kept losing": someone named alone, in a dream where the dreamer is
        // with a group of their friends, is one of them (as the hand codes have it).
        const company = this.codes.characters.find(
          (character) => character.kind === 'person' && character.plural && GROUP_MEMBERS.has(character.relation ?? ''),
        );
        // "Gemma's future mother-in-law": a name as an owner is in the scene only if it does something.
        this.addCharacter(
          s,
          { index: -1, start: index, end: index + 1, exact: true, label: undefined },
          `name:${nameWord}`,
          {
            text: raw.replace(POSSESSIVE_S, ''),
            kind: 'person',
            sex,
            familiarity: 'familiar',
            // "Our Geraldine", "our Kev": in Ireland and the north of England, one of the family; "my Alan",
            // "mi Pascual": a name owned with no word between is a husband, a wife or a child.
            relation: OWN_NAME_OWNERS.has(sentence.words[index - 1] ?? '') ? 'family' : (company?.relation ?? 'known'),
            plural: false,
          },
          POSSESSIVE_S.test(raw),
        );
      });
    });
    this.mentions.sort((a, b) => a.sentence - b.sentence || a.start - b.start);
    // "My boss called me into his office": a pronoun says the sex of the person it means.
    this.sentences.forEach((sentence, s) => {
      sentence.words.forEach((word, index) => {
        if (sentence.quoted[index]) return;
        const fits = SEX_PRONOUNS.has(word) ? (THIRD_SUBJECTS[word] ?? THIRD_OBJECTS[word]) : undefined;
        // "the clown came over and made him a sword": "him" is not the one who made it.
        const doer =
          word === 'him' ? this.subjectBefore(s, index, { skipObjects: true, anyFirstPerson: false }) : undefined;
        if (fits) this.learnSex(this.resolve(s, index, fits, doer), word);
      });
    });
  }

  /**
   * Whether the words right after a character word ending at `end` say it is of the dreamer's own
   * place: "from my work", "de mi instituto", or the last of a chain of "de" phrases ("la profesora
   * de Química de mi instituto"). Not a "de" after a verb ("se burló de mi acento").
   */
  private fromTheDreamersPlace(s: number, end: number): boolean {
    const { words, commaBefore } = this.sentences[s]!;
    let k = end;
    while (k < words.length - 1 && DESCRIBING_OF.has(words[k]!) && !commaBefore[k]) {
      const next = words[k + 1]!;
      if (FIRST_PERSON_OWNERS.has(next) || DREAMERS_PLACES.has(next) || DREAMERS_PLACES.has(`${next} ${words[k + 2]}`))
        return true;
      // "de Química", "de la tienda": on to the next "de".
      k += DETERMINERS.has(next) ? 3 : 2;
    }
    return false;
  }

  /**
   * The person a described name is given to: "a woman covered in piercings called Raven", "a big bloke
   * in a wig called Barry". The last person named within four words before "called", with no comma,
   * clause break or other person between.
   */
  private describedBeforeGivenName(s: number, calledAt: number): Mention | undefined {
    const { words, commaBefore } = this.sentences[s]!;
    for (let end = calledAt - 1; end >= Math.max(1, calledAt - 5); end--) {
      // "a man in the next chair, a retired sailor called Bert", "my pony, a fat grey thing called
      // Smoky": the apposition's person or animal.
      if (commaBefore[end + 1] && APPOSITION_INDEFINITES.has(words[end + 1]!)) {
        // The person may carry a phrase of its own before the comma ("a man in the next chair").
        for (let k = end + 1; k >= Math.max(1, end - 4); k--) {
          const apposed = this.mentionEndingAt(s, k);
          if (apposed && this.codes.characters[apposed.character]!.kind !== 'creature') return apposed;
          if (commaBefore[k] && k !== end + 1) return undefined;
        }
        return undefined;
      }
      if (commaBefore[end + 1] || CLAUSE_BREAKS.has(words[end]!)) return undefined;
      const mention = this.personEndingAt(s, end);
      if (mention) return mention;
    }
    return undefined;
  }

  /** Someone the dreamer knows by name is no stranger. */
  private knownByName(index: number): void {
    const character = this.codes.characters[index]!;
    if (character.kind !== 'person' || character.relation !== 'stranger') return;
    character.relation = 'known';
    character.familiarity = 'familiar';
  }

  /**
   * "my daughters, Esme and Rosie", "my two best mates, Dan and Sully", "mis hijos, Regina y Santi", "mis
   * amigos del barrio, el Dani y el Ever": names after a group of the dreamer's people are its members,
   * each a character of their own (HVdC codes individuals named), of the group's relation. True when the
   * name at `index` began such a list: the group becomes its first member and the others are added.
   */
  private namesAGroup(s: number, group: number, index: number, sex: Sex | undefined): boolean {
    const character = this.codes.characters[group]!;
    if (character.kind !== 'person' || !character.plural || character.relation === 'stranger') return false;
    const { words, raws, commaBefore } = this.sentences[s]!;
    // The other names of the list: after "and", "y" or a comma, an article allowed before each.
    const others: number[] = [];
    let at = index + 1;
    for (;;) {
      let next = at;
      if (words[next] === 'and' || words[next] === 'y' || words[next] === 'e') next += 1;
      else if (!commaBefore[next]) break;
      if (NAME_ARTICLES[words[next] ?? '']) next += 1;
      const raw = raws[next];
      if (!raw || !/^\p{Lu}/u.test(raw) || isStopword(words[next]!) || FIRST_PERSON_ANY.has(words[next]!)) break;
      if (this.mentions.some((m) => m.sentence === s && m.start === next)) break;
      others.push(next);
      at = next + 1;
    }
    if (others.length === 0) return false;
    const first = words[index]!;
    Object.assign(character, { text: raws[index]!, plural: false, sex: sex ?? FIRST_NAMES.get(first) ?? 'unknown' });
    this.names.set(first, group);
    this.mentions.push({ sentence: s, start: index, end: index + 1, character: group });
    for (const other of others) {
      const name = words[other]!;
      this.addCharacter(s, { index: -1, start: other, end: other + 1, exact: true, label: undefined }, `name:${name}`, {
        ...character,
        text: raws[other]!,
        sex: FIRST_NAMES.get(name) ?? 'unknown',
      });
      this.names.set(name, this.keys.get(`name:${name}`)!);
    }
    return true;
  }

  private addCharacter(sentence: number, match: Match, key: string, code: CharacterCode, asOwner = false): void {
    let index = this.keys.get(key) ?? this.sameRelativeByWord(code);
    if (index === undefined) {
      index = this.codes.characters.length;
      this.codes.characters.push(code);
      this.keys.set(key, index);
    }
    this.mentions.push({
      sentence,
      start: match.start,
      end: match.end,
      character: index,
      ...(asOwner ? { owner: true } : {}),
    });
    if (!asOwner) this.namedInScene.add(index);
  }

  /**
   * The character a word at `start` stands in apposition to: "un camionero, un señor gordito",
   * "Diego, el chavo que me gustaba": a comma, then only determiners before the word, right after the
   * other's mention. Undefined when the word starts no apposition.
   */
  private appositionBefore(s: number, start: number, afterIndefiniteOnly = false): Mention | undefined {
    const { words, commaBefore } = this.sentences[s]!;
    let k = start;
    // "the guard, a tiny man": up to two describing words besides the determiners.
    let describing = 0;
    while (k > 0 && !commaBefore[k]) {
      const word = words[k - 1]!;
      if (APPOSITION_DETERMINERS.has(word) || INTENSIFIERS.has(word)) k -= 1;
      else if (describing < 2 && !isStopword(word) && !CLAUSE_BREAKS.has(word) && !this.mentionEndingAt(s, k)) {
        describing += 1;
        k -= 1;
      } else break;
    }
    if (!commaBefore[k]) return undefined;
    if (afterIndefiniteOnly && !APPOSITION_INDEFINITES.has(words[k] ?? '')) return undefined;
    // "el vecino de al lado, un jubilado": the character may have a short "de" phrase of its own.
    // "Mi tía Amanda, la mamá de la novia": the person may carry a name before the comma (names are
    // read after the list words).
    const before =
      this.mentionEndingAt(s, k) ??
      (/^\p{Lu}/u.test(this.sentences[s]!.raws[k - 1] ?? '') ? this.mentionEndingAt(s, k - 1) : undefined) ??
      // "un muchacho nuevo, un flaco de Curundú": a Spanish adjective after the person word.
      (this.languages.includes('es') && SPANISH_ADJECTIVE.test(words[k - 1] ?? '') && !isStopword(words[k - 1]!)
        ? this.mentionEndingAt(s, k - 1)
        : undefined) ??
      this.describedBeforeComma(s, k);
    // "two teenagers, a boy and a girl": one of a group, named apart, is someone of their own.
    if (before && this.codes.characters[before.character]!.plural && APPOSITION_INDEFINITES.has(words[k] ?? ''))
      return undefined;
    return before;
  }

  /**
   * The person a clause after a comma says more of: "mi compañero Julián, que es mi mejor amigo", "my
   * neighbour, who is my best friend". The person may carry a name before the comma.
   */
  private saidWhoInAClause(s: number, start: number): Mention | undefined {
    const { words, raws, commaBefore } = this.sentences[s]!;
    const clause = words.slice(start - 3, start);
    if (start < 4 || !commaBefore[start - 3] || !SAYS_WHO.test(clause.join(' '))) return undefined;
    const comma = start - 3;
    return (
      this.personEndingAt(s, comma) ??
      (/^\p{Lu}/u.test(raws[comma - 1]!) ? this.personEndingAt(s, comma - 1) : undefined)
    );
  }

  /**
   * "The examiner was a man with no face", "el revisor era un señor mayor": a general word after "was
   * a" says more of the character that is the sentence's subject.
   */
  private predicateOf(s: number, start: number): Mention | undefined {
    const { words } = this.sentences[s]!;
    // "The pilot was a young woman", "She was a Scottish woman called Morag": up to two describing words.
    let at = start;
    while (at > start - 2 && at > 0 && !isStopword(words[at - 1]!) && !this.mentionEndingAt(s, at - 1)) at -= 1;
    const article = words[at - 1];
    const verb = words[at - 2];
    if (!article || !['a', 'an', 'un', 'una'].includes(article) || !['was', 'era', 'fue'].includes(verb ?? ''))
      return undefined;
    const subject = this.mentionEndingAt(s, at - 2);
    if (subject)
      return this.codes.characters[subject.character]!.kind === 'person' && !subject.owner ? subject : undefined;
    // "She was a Scottish woman": the one "she" or "he" means, when the pronoun starts the sentence or its clause.
    const pronoun = words[at - 3];
    if ((pronoun === 'she' || pronoun === 'he') && (at - 3 === 0 || CLAUSE_BREAKS.has(words[at - 4]!))) {
      const who = this.resolve(s, at - 3, THIRD_SUBJECTS[pronoun]!);
      if (typeof who === 'number' && this.codes.characters[who]!.kind === 'person')
        return { sentence: s, start: at - 3, end: at - 2, character: who };
    }
    return undefined;
  }

  /**
   * "mi vecina del tercero, | Encarni", "my boss from work, | Karen": the character named before a
   * short "de"/"from" phrase and a comma that a name at `index` follows.
   */
  private describedBeforeComma(s: number, index: number): Mention | undefined {
    const { words, commaBefore } = this.sentences[s]!;
    if (!commaBefore[index]) return undefined;
    // "mi hermana pequeña, Irene": a Spanish adjective after the character word.
    if (index > 1 && AFTER_A_RELATIVE.has(words[index - 1]!)) {
      const relative = this.mentionEndingAt(s, index - 1);
      if (relative) return relative;
    }
    for (let k = index - 1; k >= Math.max(1, index - 5); k--) {
      if (commaBefore[k + 1] && k + 1 !== index) return undefined;
      // "a man in the next chair, a retired sailor": English describes with any of its prepositions.
      if (DESCRIBING_OF.has(words[k]!) || (ENGLISH_DESCRIBING.has(words[k]!) && this.languages.includes('en')))
        return this.mentionEndingAt(s, k);
      // "the woman next to me, a retired nurse", "the girl doing mine, Kim", "el muchacho que trabaja
      // ahí, un mae con rastas": a place beside, a participle or a relative clause right after the
      // person word describes them too (only right after it: elsewhere these words are the story's).
      // The name that follows such a description is one the dreamer is told ("the girl doing mine,
      // Kim"), as with "called": it does not make the person someone they know.
      // Only where the person is first brought in: "the lady who runs it, Glenys" after "a woman in
      // a red anorak" is someone new, whom the general word only seemed to name again.
      const mention = this.mentionEndingAt(s, k);
      if (mention && this.startsADescription(words[k]!) && this.isFirstMention(mention))
        return { ...mention, nameGiven: true };
    }
    return undefined;
  }

  private isFirstMention(mention: Mention): boolean {
    return !this.mentions.some(
      (other) =>
        other.character === mention.character &&
        (other.sentence < mention.sentence || (other.sentence === mention.sentence && other.start < mention.start)),
    );
  }

  /** Words that, right after a person word, start a phrase saying which person (see describedBeforeComma). */
  private startsADescription(word: string): boolean {
    if (this.languages.includes('es') && SPANISH_DESCRIBING_START.has(word)) return true;
    return this.languages.includes('en') && (ENGLISH_DESCRIBING_START.has(word) || /^[a-z]{2,}ing$/.test(word));
  }

  /**
   * Where the comma closing a describing phrase after a name ending at `end` is ("Graham from number
   * twelve, a retired headmaster"): the position after the comma, or `end` itself when the comma
   * comes right after the name.
   */
  private afterNamesDescription(s: number, end: number): number {
    const { words, commaBefore } = this.sentences[s]!;
    if (commaBefore[end]) return end;
    const first = words[end] ?? '';
    if (!(DESCRIBING_OF.has(first) || (ENGLISH_DESCRIBING.has(first) && this.languages.includes('en')))) return end;
    for (let k = end + 1; k <= end + 5 && k < words.length; k++) {
      if (commaBefore[k]) return k;
      if (CLAUSE_BREAKS.has(words[k]!)) return end;
    }
    return end;
  }

  /** The character named right after a comma at `start` and its determiners ("Javi, | mi ex"). */
  private describedAfter(s: number, start: number): Mention | undefined {
    const { words, commaBefore } = this.sentences[s]!;
    if (!commaBefore[start]) return undefined;
    let k = start;
    while (APPOSITION_DETERMINERS.has(words[k] ?? '')) k += 1;
    // "Kofi, the young guy from across the landing": up to two describing words after a determiner.
    if (k > start)
      for (let describing = 0; describing < 2 && !this.mentionStartingAt(s, k); describing++) {
        const word = words[k] ?? '';
        if (word === '' || isStopword(word) || CLAUSE_BREAKS.has(word) || commaBefore[k]) break;
        k += 1;
      }
    return this.mentionStartingAt(s, k);
  }

  /**
   * Whoever is named only on the phone (every mention of them a call made or received) is no one in
   * the scene, and what they say or feel down the line is not coded: their acts in words and their
   * feelings told in the sentences of the calls go. Anything else the dream has them do or feel keeps
   * them (dropAbsentOwners keeps whoever a code still names).
   */
  dropPhoneOnly(): void {
    const calls = new Map<number, Set<number> | null>();
    for (const mention of this.mentions) {
      if (mention.owner || calls.get(mention.character) === null) continue;
      const onThePhone = isOnThePhone(this.sentences[mention.sentence]!, mention.start, mention.end);
      const sentences = calls.get(mention.character) ?? new Set<number>();
      calls.set(mention.character, onThePhone ? sentences.add(mention.sentence) : null);
    }
    const phoned = new Map([...calls].filter((call): call is [number, Set<number>] => call[1] !== null));
    if (phoned.size === 0) return;
    for (const character of phoned.keys()) this.namedInScene.delete(character);
    const downTheLine = (code: InteractionCode | EmotionCode, who: (Who | null)[]) =>
      who.some((one) => typeof one === 'number' && phoned.get(one)?.has(this.toldIn.get(code) ?? -1));
    const { codes } = this;
    codes.interactions = codes.interactions.filter(
      (code) => code.physical || !downTheLine(code, [code.initiator, code.recipient]),
    );
    codes.emotions = codes.emotions.filter((code) => !downTheLine(code, [code.who]));
  }

  /** Removes the characters named only as owners that nothing in the dream has do or feel anything. */
  dropAbsentOwners(): void {
    const { codes } = this;
    const used = new Set<Who | null>([
      ...codes.interactions.flatMap((code) => [code.initiator, code.recipient]),
      ...codes.emotions.map((code) => code.who),
      ...codes.outcomes.map((code) => code.who),
    ]);
    const absent = (index: number) => !this.namedInScene.has(index) && !used.has(index);
    if (!codes.characters.some((_character, index) => absent(index))) return;
    const renumbered = new Map<number, number>();
    codes.characters = codes.characters.filter((_character, index) => {
      if (absent(index)) return false;
      renumbered.set(index, renumbered.size);
      return true;
    });
    const moved = <T extends Who | null>(who: T): T => (typeof who === 'number' ? (renumbered.get(who)! as T) : who);
    for (const code of codes.interactions) {
      code.initiator = moved(code.initiator);
      code.recipient = moved(code.recipient);
    }
    for (const code of [...codes.emotions, ...codes.outcomes]) code.who = moved(code.who);
  }

  /**
   * The owner named right before a character word, up to one describing word between ("my husband's
   * best mate", "Gemma's future mother-in-law"): the character that owner is, 'named' for a
   * capitalised name not read yet, undefined when no owner stands there.
   */
  private possessiveOwnerBefore(s: number, start: number): number | 'named' | undefined {
    const { raws, words, apostropheAfter } = this.sentences[s]!;
    for (let k = start - 1; k >= Math.max(0, start - 2); k--) {
      if (POSSESSIVE_S.test(raws[k]!) || apostropheAfter[k]) {
        const mention = this.mentionEndingAt(s, k + 1);
        if (mention) return mention.character;
        if (!/^\p{Lu}/u.test(raws[k]!) || FIRST_PERSON_ANY.has(words[k]!)) return undefined;
        // "my cousin Dean's new wife": the name of the character just named.
        return this.mentionEndingAt(s, k)?.character ?? 'named';
      }
      if (isStopword(words[k]!)) return undefined;
    }
    return undefined;
  }

  /**
   * "my girlfriend Amara's parents ... Amara squeezed my knee": someone first named only as an owner is in
   * the scene once their name comes again, not as an owner nor only in mind.
   */
  private namedAgainInScene(s: number, index: number, raw: string, character: number): void {
    const sentence = this.sentences[s]!;
    if (POSSESSIVE_S.test(raw) || sentence.apostropheAfter[index] || sentence.wakingLife) return;
    if (isOnlyInMind(sentence.words, index)) return;
    this.namedInScene.add(character);
  }

  /**
   * "my granny ... Granny": two lists may name the same relative ("my granny" is the American entry's,
   * "granny" the general one's); a relative of the dreamer's of the same sex and word is the same one.
   */
  private sameRelativeByWord(code: CharacterCode): number | undefined {
    if (code.relation !== 'family' || code.plural || code.sex === 'unknown') return undefined;
    const index = this.codes.characters.findIndex(
      (other) =>
        other.relation === 'family' &&
        !other.plural &&
        other.sex === code.sex &&
        other.kind === code.kind &&
        lastWordOf(other.text) === lastWordOf(code.text),
    );
    return index >= 0 ? index : undefined;
  }

  /** The last character read from a list entry ("their mum" for "that mum"), if any. */
  private characterOfEntry(id: string): number | undefined {
    let found: number | undefined;
    for (const [key, index] of this.keys) if (key.startsWith(`${id}:`)) found = index;
    return found;
  }

  private personEndingAt(s: number, end: number): Mention | undefined {
    const mention = this.mentionEndingAt(s, end);
    return mention && this.codes.characters[mention.character]!.kind === 'person' ? mention : undefined;
  }

  private mentionEndingAt(s: number, end: number): Mention | undefined {
    return this.mentions.find((m) => m.sentence === s && m.end === end);
  }

  private mentionStartingAt(s: number, start: number): Mention | undefined {
    return this.mentions.find((m) => m.sentence === s && m.start === start);
  }

  /** The last character before a position that a pronoun can mean, learning its sex from the pronoun. */
  private resolve(
    s: number,
    position: number,
    fits: (c: CharacterCode) => boolean,
    exclude?: Who | null,
    skipOwners = false,
  ): Who | undefined {
    for (let i = this.mentions.length - 1; i >= 0; i--) {
      const mention = this.mentions[i]!;
      if (mention.sentence > s || (mention.sentence === s && mention.start >= position)) continue;
      if (mention.character === exclude || (skipOwners && mention.owner)) continue;
      const character = this.codes.characters[mention.character]!;
      if (fits(character)) return mention.character;
    }
    return undefined;
  }

  /**
   * Where waking up is told in one of the dream's last two sentences ("I woke up", "me desperté"), if it
   * is; earlier, "I woke up in a strange room" is still the dream.
   */
  private wakingAt(s: number): number | undefined {
    if (s < this.sentences.length - 2) return undefined;
    const { words } = this.sentences[s]!;
    // The dreamer's own waking ("I woke up", "then woke", "Desperté"), not "I had to wake my son".
    const at = words.findIndex((word, i) => WAKING.has(word) && (i === 0 || WAKING_SUBJECTS.has(words[i - 1]!)));
    return at >= 0 ? at : undefined;
  }

  /** Whether a group named by this word is already among the characters. */
  private namesAGroupAlready(word: string): boolean {
    return this.codes.characters.some(
      (character) => character.plural && fold(character.text).split(' ').includes(word),
    );
  }

  /** The character a "de" phrase starting at `start` belongs to ("el perro | del vecino"), if any. */
  private headBefore(s: number, start: number): Mention | undefined {
    const { words } = this.sentences[s]!;
    let i = start - 1;
    if (DETERMINERS.has(words[i] ?? '') && words[i - 1] === 'de') i -= 1;
    if (words[i] !== 'de' && words[i] !== 'del') return undefined;
    return this.mentionEndingAt(s, i);
  }

  /**
   * A person of unknown sex whose description says it: "a guard with a grey beard" is a man, "a
   * lady in a purple sari" needs no telling, "un señor con bigote" neither; "a nurse in a dress".
   */
  sexFromLooks(): void {
    for (const mention of this.mentions) {
      const character = this.codes.characters[mention.character]!;
      if (character.kind !== 'person' || character.plural || character.sex !== 'unknown') continue;
      const after = this.sentences[mention.sentence]!.words.slice(mention.end, mention.end + 6).join(' ');
      if (MALE_LOOKS.test(after)) character.sex = 'male';
      else if (FEMALE_LOOKS.test(after)) character.sex = 'female';
    }
  }

  private learnSex(who: Who | undefined, pronoun: string): void {
    if (typeof who !== 'number') return;
    const character = this.codes.characters[who]!;
    if (character.kind === 'animal' || character.plural || character.sex !== 'unknown') return;
    const sex: Sex | undefined =
      pronoun === 'he' || pronoun === 'him' || pronoun === 'his'
        ? 'male'
        : pronoun === 'she' || pronoun === 'her' || pronoun === 'ella'
          ? 'female'
          : undefined;
    if (sex) character.sex = sex;
  }

  /**
   * The subject of what stands at `position`: the nearest first-person word, third-person pronoun or
   * character word before it in the sentence. A character word counts when it is the subject, not
   * an object ("I hugged my mother and cried" is the dreamer's crying).
   */
  subjectBefore(
    s: number,
    position: number,
    options: { skipObjects: boolean; anyFirstPerson: boolean },
  ): Who | undefined {
    const { words } = this.sentences[s]!;
    for (let i = position - 1; i >= 0; i--) {
      const word = words[i]!;
      let mention = this.mentionEndingAt(s, i + 1);
      // "el perro del vecino atacó": the subject is the dog, the neighbour only says whose.
      const head = mention && this.headBefore(s, mention.start);
      if (mention && head) mention = { ...head, end: mention.end };
      if (mention) {
        const next = words[mention.end];
        const isSubject =
          mention.end === position ||
          (next !== undefined && SUBJECT_LINKS.has(next)) ||
          this.verbFollows(s, mention.end) ||
          this.verbAfterDescription(s, mention.end, position) ||
          this.relativeClauseRunsTo(s, mention.end, position) ||
          words.slice(0, mention.start).every((w) => isStopword(w) || w === 'suddenly' || w === 'then');
        if (isSubject || !options.skipObjects) return mention.character;
        i = mention.start;
        continue;
      }
      // "threw a banger at our feet and laughed": the dreamer's feet after a preposition are no subject.
      // "sentado detrás de nosotras" (after a preposition), "que es de Olancho como yo" (in a comparison):
      // no subject either.
      const ownedAfterPreposition =
        ((word === 'my' || word === 'our' || word === 'nosotros' || word === 'nosotras') &&
          (PREPOSITIONS.has(words[i - 1] ?? '') || SPANISH_PREPOSITIONS.has(words[i - 1] ?? ''))) ||
        ((word === 'yo' || word === 'i') && (words[i - 1] === 'como' || words[i - 1] === 'than'));
      if (
        !ownedAfterPreposition &&
        (options.anyFirstPerson ? FIRST_PERSON_ANY.has(word) : FIRST_PERSON_SUBJECTS.has(word))
      )
        return this.relativeClauseHead(s, i, position) ?? 'dreamer';
      // "one of them bit me", "él la empujó" (the accent tells the pronoun from the article).
      const pronoun =
        word === 'them' && words[i - 1] === 'of'
          ? 'they'
          : word === 'el' && this.sentences[s]!.raws[i]!.toLowerCase() === 'él'
            ? 'he'
            : word;
      // "took it home", "hugged her": after a verb or a preposition the pronoun is an object; "se lo
      // reproché": "se" before "lo" is the indirect object.
      const previous = words[i - 1];
      const objectHere =
        ((word === 'it' || word === 'her') &&
          previous !== undefined &&
          (PREPOSITIONS.has(previous) ||
            PAST_VERBS.has(previous) ||
            (previous.length > 4 && previous.endsWith('ed')))) ||
        (word === 'se' && words[i + 1] !== undefined && ['lo', 'la', 'los', 'las'].includes(words[i + 1]!));
      const fits = objectHere ? undefined : THIRD_SUBJECTS[pronoun];
      if (fits) {
        // "they" means a group first ("the bouncer let them in … they waved"), anyone otherwise.
        // "an old lady walking a huge greyhound … she walked me home": a "she" or a "he" is a person, or
        // an animal the dream has called so, before an animal of no sex said.
        const sexed = (c: CharacterCode) => fits(c) && (c.kind !== 'animal' || c.sex !== 'unknown');
        const who =
          (pronoun === 'they' ? this.resolve(s, i, (c) => c.plural) : undefined) ??
          (pronoun === 'he' || pronoun === 'she' ? this.resolve(s, i, sexed) : undefined) ??
          this.resolve(s, i, fits);
        this.learnSex(who, pronoun);
        if (who !== undefined) return who;
        // "At my aunt's barbecue he handed me": a "he" that means no one named is still the subject.
        if (pronoun === 'he' || pronoun === 'she' || pronoun === 'ella') return undefined;
      }
      if (options.skipObjects && OBJECT_PRONOUNS.has(word)) continue;
    }
    return undefined;
  }

  /**
   * Whether a relative clause about the character ending at `end` runs from there to the verb at
   * `position` ("a loud man in a rugby shirt who was sitting behind me | booed", "mi vecina, que
   * nunca saluda, | me abrazó"): the character is then that verb's subject. At most a short
   * description before the relative, and no clause break inside it.
   */
  private relativeClauseRunsTo(s: number, end: number, position: number): boolean {
    const { words } = this.sentences[s]!;
    const relative = words.slice(end, Math.min(end + 5, position)).findIndex((word) => RELATIVE_PRONOUNS.has(word));
    if (relative < 0) return false;
    const clause = words.slice(end, position);
    return position - (end + relative) <= 9 && !clause.some((word) => CLAUSE_BREAKS.has(word));
  }

  /**
   * "An old man who I didn't recognise told me off", "a woman I had never seen hugged me", "un señor
   * que yo no conocía me regañó": the dreamer at `at` is only the subject of a relative clause that
   * describes the character before it, and that character does what follows the clause. The clause
   * must have a verb of its own ("the dog I kicked" has none left, so there the dreamer kicks) and
   * run to `position` without a clause break.
   */
  private relativeClauseHead(s: number, at: number, position: number): Who | undefined {
    const { words } = this.sentences[s]!;
    if (!FIRST_PERSON_SUBJECTS.has(words[at]!)) return undefined;
    const headEnd = RELATIVE_PRONOUNS.has(words[at - 1] ?? '') ? at - 1 : at;
    const head = this.mentionEndingAt(s, headEnd);
    if (!head || head.owner) return undefined;
    const clause = words.slice(at + 1, position);
    if (clause.length === 0 || clause.length > 7 || clause.some((word) => CLAUSE_BREAKS.has(word))) return undefined;
    return clause.some((word) => !CLAUSE_AUXILIARIES.has(word)) ? head.character : undefined;
  }

  /**
   * Whether a verb stands right after a position ("a big black dog jumped", "un perro negro saltó"):
   * the words before it are then its subject, not an object. English past forms; Spanish third-person
   * preterite and imperfect endings, after at most one adjective.
   */
  private verbFollows(s: number, position: number): boolean {
    const { words, raws } = this.sentences[s]!;
    const next = words[position];
    if (next === undefined) return false;
    if (this.languages.includes('en') && ((next.length > 4 && next.endsWith('ed')) || PAST_VERBS.has(next)))
      return true;
    // "Mrs Docherty comes down and tells me": a dream told in the present has its verbs in "-s".
    // Only where what follows goes on as a verb does ("comes down", "tells me", "grabs my"): a plural noun
    // ("his wife's clothes and", "budgie smugglers won't") does not.
    if (
      this.languages.includes('en') &&
      PRESENT_THIRD_PERSON.test(next) &&
      !NOT_THIRD_PERSON_VERBS.has(next) &&
      !POSSESSIVE_S.test(raws[position - 1] ?? '') &&
      AFTER_A_PRESENT_VERB.has(words[position + 1] ?? '')
    )
      return true;
    if (!this.languages.includes('es')) return false;
    return [position, position + 1].some((i) => {
      const raw = raws[i]?.toLowerCase();
      return raw !== undefined && /^\p{L}{3,}(ó|aron|ieron|aba|aban|ía|ían)$/u.test(raw);
    });
  }

  /**
   * Whether a phrase that describes a character ("a woman | in a yellow raincoat | started yelling",
   * "un señor | con sombrero | me gritó") runs from `end` to a verb: the character is then its
   * subject. A few words after a preposition, with no comma, clause break or first person between.
   */
  private verbAfterDescription(s: number, end: number, position: number): boolean {
    const { words, commaBefore } = this.sentences[s]!;
    if (!DESCRIBING_PREPOSITIONS.has(words[end] ?? '') || commaBefore[end]) return false;
    for (let k = end + 2; k <= Math.min(end + 6, position); k++) {
      const word = words[k - 1]!;
      if (commaBefore[k - 1] || CLAUSE_BREAKS.has(word) || FIRST_PERSON_ANY.has(word)) return false;
      if (k === position || this.verbFollows(s, k)) return true;
    }
    return false;
  }

  /** Who the Spanish verb's ending names, when no subject is written ("lloré", "me atacó"). */
  private subjectOfSpanishVerb(s: number, start: number, raw: string): Who | undefined {
    const word = raw.toLowerCase();
    if (/(é|í)$/.test(word) || /(amos|imos)$/.test(word)) return 'dreamer';
    if (/(aron|ieron|ían|aban)$/.test(word)) return this.resolveByNumber(s, start, true);
    if (/ó$/.test(word) || IRREGULAR_THIRD_PRETERITES.has(word)) return this.resolveByNumber(s, start, false);
    return undefined;
  }

  /** The last character before a position, one of the number a verb says when there is one. */
  private resolveByNumber(s: number, position: number, plural: boolean, exclude?: Who | null): Who | undefined {
    return (
      this.resolve(s, position, (c) => c.plural === plural, exclude) ?? this.resolve(s, position, () => true, exclude)
    );
  }

  readEmotions(): void {
    const list = compiled().emotions;
    const seen = new Set<string>();
    this.sentences.forEach((sentence, s) => {
      for (const match of this.unquoted(
        sentence,
        matchEntries(list, sentence.words, this.languages, EMOTION_NEGATION),
      )) {
        const entry = list[match.index]!.entry;
        // "In real life I am scared of dogs": waking life, not the dream.
        if (sentence.wakingLife) continue;
        // "he called me hopeless", "me llamó inútil": a name given, not a feeling.
        if (NAME_CALLING.test(sentence.words.slice(Math.max(0, match.start - 2), match.start).join(' '))) continue;
        // "una peña criolla": folded, a club is "pena"; the word as written says which.
        if (spellsPena(sentence.raws[match.start]!)) continue;
        // "the nurse on duty, ate Joy": a feeling's word with a capital inside a sentence is a name.
        // "at Mathers Cross with my da": so is one that starts a phrase ("I" and "I'm" are no names).
        if (
          match.start > 0 &&
          /^\p{Lu}/u.test(sentence.raws[match.start]!) &&
          !/^I(?:$|['\u2019])/u.test(sentence.raws[match.start]!)
        )
          continue;
        const named =
          this.subjectBefore(s, match.start, { skipObjects: true, anyFirstPerson: true }) ??
          this.subjectOfSpanishVerb(s, match.start, sentence.raws[match.start]!);
        // "half the hall laughed": a feeling done by someone no list word names is not the dreamer's.
        const previous = sentence.words[match.start - 1] ?? '';
        if (
          (named === undefined || named === 'dreamer') &&
          DONE_FEELINGS.test(sentence.words[match.start]!) &&
          previous !== '' &&
          !isStopword(previous) &&
          !/ly$/.test(previous) &&
          !FIRST_PERSON_ANY.has(previous)
        )
          continue;
        const who = named ?? 'dreamer';
        const key = `${entry.class}:${who}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const emotion: EmotionCode = { class: entry.class, text: this.raw(sentence, match.start, match.end), who };
        this.codes.emotions.push(emotion);
        this.toldIn.set(emotion, s);
      }
    });
  }

  private objectAfter(s: number, end: number, initiator: Who | undefined): Who | undefined {
    const { words, raws } = this.sentences[s]!;
    let limit = end + 6;
    for (let i = end; i < Math.min(words.length, limit); i++) {
      const word = words[i]!;
      if (i > end && CLAUSE_BREAKS.has(word)) return undefined;
      if (word === 'myself') return undefined;
      // "an argument in the car about my plans": what follows "about" is the topic, not whom.
      if (i > end && (word === 'about' || word === 'sobre')) return undefined;
      // "threw a handful of tent pegs at him": "at" says the one aimed at is next, however long the thing thrown.
      if (word === 'at') limit = Math.max(limit, i + 3);
      // "a mí" is the dreamer; "mi primo" is the cousin.
      // "bit my leg" is done to the dreamer; "my brother" is the brother.
      const owner = word === 'mi' || word === 'my' || word === 'our';
      // "kissing on the sofa in our living room": a place of the dreamer's is where, not whom.
      if (owner && PLACE_PREPOSITIONS.has(words[i - 1] ?? '') && !this.mentionStartingAt(s, i + 1)) continue;
      // "mi mujer" is one character word, owner included.
      const ownerIncluded = owner ? this.mentionStartingAt(s, i) : undefined;
      if (ownerIncluded) return ownerIncluded.character;
      if (owner) {
        // "my little sister" is the sister: a character a word or two after the owner is the one owned.
        const owned = [i + 1, i + 2, i + 3].map((at) => this.mentionStartingAt(s, at)).find((m) => m !== undefined);
        // "helping out at my nephew Noah's party": someone named only as the owner of a place is where.
        if (
          owned?.owner &&
          (PLACE_PREPOSITIONS.has(words[i - 1] ?? '') || words[i - 1] === 'at') &&
          ![owned.end, owned.end + 1].some(
            (at) => this.mentionStartingAt(s, at) && at < words.length && !POSSESSIVE_S.test(raws[at]!),
          )
        )
          return undefined;
        if (owned && !words.slice(i + 1, owned.start).some((w) => CLAUSE_BREAKS.has(w))) return owned.character;
        return 'dreamer';
      }
      // "se quedó conmigo", "se partía de risa de verme": the dreamer in Spanish forms of its own.
      if (word === 'me' || word === 'us' || word === 'nosotros' || word === 'conmigo') return 'dreamer';
      if (i <= end + 1 && /^\p{L}+(?:ar|er|ir)me$/u.test(word) && SPANISH_PREPOSITIONS.has(words[i - 1] ?? ''))
        return 'dreamer';
      const mention = this.mentionStartingAt(s, i);
      if (mention) return mention.character;
      // "se burló de él", "le gritó a ella": the Spanish pronouns after a preposition (the accent tells
      // "él" from the article).
      const spanishPronoun = SPANISH_PREPOSITIONS.has(words[i - 1] ?? '')
        ? SPANISH_OBJECT_PRONOUNS[word === 'el' ? (raws[i] ?? '').toLowerCase() : word]
        : undefined;
      const pronoun = spanishPronoun ?? word;
      const fits = THIRD_OBJECTS[pronoun];
      // "shared her flask of soup with me": a possessive before a thing the one acting could own is
      // theirs, and whom the act is for comes after it ("slapped her face", a body part, is done to her).
      if (
        fits &&
        (pronoun === 'her' || pronoun === 'his') &&
        typeof initiator === 'number' &&
        fits(this.codes.characters[initiator]!) &&
        this.ownsAThing(s, i + 1)
      ) {
        i += 1;
        limit += 2;
        continue;
      }
      if (fits) {
        const who = this.resolve(s, i, fits, initiator);
        this.learnSex(who, pronoun);
        if (who !== undefined) return who;
      }
    }
    return undefined;
  }

  /** Whether the word at `at` is a thing a possessive before it owns: no body part, person or function word. */
  private ownsAThing(s: number, at: number): boolean {
    const word = this.sentences[s]!.words[at];
    return (
      word !== undefined &&
      !isStopword(word) &&
      !ENGLISH_BODY_WORDS.has(word) &&
      !this.mentionStartingAt(s, at) &&
      !THIRD_OBJECTS[word]
    );
  }

  /** "a mi hermano" after a Spanish verb with "le": the character the clitic stands for. */
  private objectAfterA(s: number, end: number, initiator: Who | undefined): Who | undefined {
    const { words } = this.sentences[s]!;
    for (let i = end; i < Math.min(words.length, end + 5); i++) {
      if (CLAUSE_BREAKS.has(words[i]!)) return undefined;
      // "a mi hermano", "al niño"; not "a buscar".
      if (
        (words[i] === 'a' || words[i] === 'al') &&
        (this.mentionStartingAt(s, i + 1) || DETERMINERS.has(words[i + 1]!))
      )
        return this.objectAfter(s, i + 1, initiator);
    }
    return undefined;
  }

  /**
   * The two sides of a reciprocal interaction ("we argued", "my aunt and my grandfather hugged each
   * other", "se pelearon", "discutimos"), each the initiator and the recipient of it; undefined when
   * the interaction is not reciprocal.
   */
  private reciprocalParties(s: number, start: number, end: number): [Who, Who] | undefined {
    const { words, raws } = this.sentences[s]!;
    const after = words.slice(end, end + 3).join(' ');
    // "slept together": the word itself says both did it.
    const eachOther =
      /^(?:\S+ )?(?:each other|one another|el uno al otro|mutuamente)/.test(after) ||
      words.slice(start, end).includes('together');
    const verbIndex = RECIPROCAL_CLITICS.has(words[start]!) ? start + 1 : start;
    const verb = raws[verbIndex]?.toLowerCase() ?? '';
    const clitic = RECIPROCAL_CLITICS.has(words[start]!) ? words[start] : words[start - 1];
    // "estábamos discutiendo": the auxiliary before a gerund carries the person.
    const auxiliary = /(ando|iendo)$/.test(verb) ? (raws[verbIndex - 1]?.toLowerCase() ?? '') : '';
    const spanishPlural = /(aron|ieron|aban|ían|amos|imos|abamos|íamos)$/.test(auxiliary || verb);
    const firstPlural = /(amos|imos)$/.test(auxiliary || verb);
    // "my dad and Uncle Pete got into a massive row": a row, an argument or a fight had together.
    const reciprocalVerb =
      RECIPROCAL_VERB.test(words[verbIndex] ?? '') || RECIPROCAL_NOUN.test(words.slice(start, end).join(' '));
    if (!eachOther) {
      // "argued with the principal": the preposition says someone else is the other side.
      if (!reciprocalVerb || OBJECT_PREPOSITIONS.has(words[end - 1]!)) return undefined;
      if (clitic && clitic !== 'se' && clitic !== 'nos' && SPANISH_OBJECT_CLITICS.has(clitic)) return undefined;
      if (clitic === 'me' || clitic === 'te') return undefined;
      // "nos abrazamos y me sentí feliz": past a clause break, a "me" is no longer the verb's object.
      // "Estábamos discutiendo mi mujer y yo": after a "we" verb, a character without "a" is the
      // rest of the subject.
      const subjectFollows = firstPlural && words[end] !== 'a' && words[end] !== 'al';
      // "had a huge argument about my wedding plans": what it was about is no other side.
      const topicFollows = TOPIC_PREPOSITIONS.has(words[end] ?? '');
      if (
        !subjectFollows &&
        !topicFollows &&
        !CLAUSE_BREAKS.has(words[end] ?? '') &&
        this.objectAfter(s, end, undefined) !== undefined
      )
        return undefined;
    }
    // The coordinated subject before the verb: "my sister and I", "un hombre y una mujer".
    const parties: Who[] = [];
    // "nos abrazamos" is reciprocal; "nos insultaron" is someone else doing it to us.
    let we = firstPlural && spanishPlural;
    for (let i = start - 1; i >= 0; i--) {
      const word = words[i]!;
      const mention = this.mentionEndingAt(s, i + 1);
      if (mention) {
        if (!parties.includes(mention.character)) parties.push(mention.character);
        i = mention.start;
        continue;
      }
      if (word === 'i' || word === 'yo') {
        if (!parties.includes('dreamer')) parties.push('dreamer');
        continue;
      }
      if (word === 'we' || word === 'nosotros' || word === 'nosotras') {
        we = true;
        continue;
      }
      if (RECIPROCAL_SUBJECT_GLUE.has(word)) {
        // "empezamos a discutir": the auxiliary carries the "we".
        if (/(amos|imos)$/.test(word)) we = true;
        continue;
      }
      // "el vecino del bajo y un chico de otro pueblo se pelearon": a "de" phrase describes a party.
      if (words[i - 1] === 'de' || words[i - 1] === 'del') {
        i -= 1;
        continue;
      }
      if ((words[i - 2] === 'de' || words[i - 2] === 'del') && DETERMINERS.has(words[i - 1]!)) {
        i -= 2;
        continue;
      }
      break;
    }
    if (parties.length >= 2) return [parties[0]!, parties[1]!];
    // "the two of them ended up shouting at each other", "los dos se agarraron a golpes": the last two
    // people the dream named.
    const before = words.slice(Math.max(0, start - 6), start).join(' ');
    if ((eachOther || reciprocalVerb) && THE_TWO_OF_THEM.test(before)) {
      const two = this.lastTwoPeople(s, start);
      if (two) return two;
    }
    // "we ended up rolling around on the carpet hitting each other": the "we" further back.
    if (eachOther && !we) we = words.slice(0, start).some((word) => word === 'we' || word === 'nosotros');
    if (we) {
      // "Estábamos discutiendo mi mujer y yo": the subject may follow the verb.
      const after = [0, 1, 2].map((k) => this.mentionStartingAt(s, end + k)).find(Boolean);
      // Not someone named only as an owner ("in Nan's front room").
      const partner =
        parties[0] ?? after?.character ?? this.resolve(s, start, (c) => c.kind !== 'creature', 'dreamer', true);
      if (partner !== undefined && partner !== 'dreamer') return ['dreamer', partner];
    }
    return undefined;
  }

  /** The last two people named, one each, before a position: "Our Geraldine ... our Siobhan ... the two of them". */
  private lastTwoPeople(s: number, position: number): [Who, Who] | undefined {
    const found: number[] = [];
    for (let k = this.mentions.length - 1; k >= 0 && found.length < 2; k--) {
      const mention = this.mentions[k]!;
      if (mention.sentence > s || (mention.sentence === s && mention.end > position) || mention.owner) continue;
      const character = this.codes.characters[mention.character]!;
      if (character.kind === 'person' && !character.plural && !found.includes(mention.character))
        found.push(mention.character);
    }
    return found.length === 2 ? [found[1]!, found[0]!] : undefined;
  }

  readInteractions(): void {
    const list = compiled().interactions;
    const seen = new Set<string>();
    this.sentences.forEach((sentence, s) => {
      const { words } = sentence;
      for (const match of this.unquoted(sentence, matchEntries(list, words, this.languages, INTERACTION_NEGATION))) {
        const entry = list[match.index]!.entry;
        // "my husband, Rob, had made me tea": a capitalised word inside a sentence is a name, not "rob".
        if (match.end - match.start === 1 && match.start > 0 && /^\p{Lu}/u.test(sentence.raws[match.start]!)) continue;
        const termWords = words.slice(match.start, match.end);
        const before = words.slice(Math.max(0, match.start - 2), match.start);
        const wishedBy = words[match.start - 1] === 'to' ? words[match.start - 2] : words[match.start - 1];
        if (WISHED_BEFORE.has(wishedBy ?? '')) continue;
        if (NOT_DONE_ES.test(words.slice(Math.max(0, match.start - 3), match.start).join(' '))) continue;
        if (sentence.wakingLife) continue;
        if (words[match.start - 1] === 'have' && SUPPOSED_BEFORE_HAVE.has(words[match.start - 2] ?? '')) continue;
        // "had to carry him", "wouldn't let me pay for my pie", "you must tell me": a plain present
        // after "to", a modal or "let me" is only needed, allowed or supposed ("the dance with her": a noun).
        if (isMadeInPlainPresent(termWords.join(' ')) && isAnInfinitive(words, match.start)) continue;
        // "grabbed me and kissed me on the lips": the grab is the kiss's, coded as that.
        if (
          HOLDING_VERBS.test(termWords[0] ?? '') &&
          /^(?:me|us|him|her|them) and (?:kissed|kisses|hugged|hugs|cuddled|cuddles)\b/.test(
            words.slice(match.start + 1, match.start + 4).join(' '),
          )
        )
          continue;
        // "I could've kissed him": one word, the same supposing; "he said he'd hurt me if I made a sound".
        if (/^(?:could|would|might|should)ve$/.test(words[match.start - 1] ?? '')) continue;
        if (
          /^(?:hed|shed|theyd|youd)$/.test(words[match.start - 1] ?? '') &&
          words.slice(match.end, match.end + 2).includes('if')
        )
          continue;
        // "me dio un susto", "me da un coraje", "le dio miedo": a feeling that came over someone, no gift.
        if (entry.type === 'friendliness' && isAFeelingGiven(words, match.start, match.end)) continue;
        // "a vote on whether to invite me": only weighed, not done.
        if (words[match.start - 1] === 'to' && words[match.start - 2] === 'whether') continue;
        // "I woke up proud of Papa and hurt by Mummy", "desperté y le grité a mi marido": what happens
        // after waking, at the dream's end, is waking life (HVdC codes the dream).
        const waking = this.wakingAt(s);
        if (waking !== undefined && match.start > waking) continue;
        // "me pidió que la ayudara", "le dijo que me dejara en paz", "para que lo soltara": a Spanish
        // subjunctive after "que" is an act asked for or aimed at, not one done.
        // ("Esperaba que mi padre me abrazara": the "que" may stand a subject away.)
        if (isOnlyAskedFor(termWords, words.slice(Math.max(0, match.start - 4), match.start))) continue;
        // "said I was picking on her son": an act someone is accused of is said, not done (the accusation
        // is coded by readReportedCriticism).
        if (ACCUSED_OF.test(words.slice(Math.max(0, match.start - 5), match.start).join(' '))) continue;
        const pairs: [Who | null, Who][] = [];
        const sides = this.reciprocalParties(s, match.start, match.end);
        if (sides) {
          pairs.push([sides[0], sides[1]], [sides[1], sides[0]]);
        } else {
          const [initiator, recipient] = this.sidesOf(s, match, termWords, before, entry.physical);
          if (recipient !== undefined && initiator !== undefined && initiator !== recipient) {
            pairs.push([initiator, recipient]);
            // "My mum and my sister hugged me", "mi tío y mi primo me gritaron": each of the two does it.
            const joint = typeof initiator === 'number' ? this.jointSubject(s, initiator, match.start) : undefined;
            if (joint !== undefined && joint !== recipient) pairs.push([joint, recipient]);
            // "told them both to clear off", "nos retó a los dos": one act to each of two people.
            const other = this.secondOfBoth(s, match, initiator, recipient);
            if (other !== undefined) pairs.push([initiator, other]);
          }
        }
        // "dragged me away from him", "drags me out by my life jacket", "pulls me back up onto my feet":
        // a hold that takes someone out of danger is help (friendliness), not an attack.
        const rescue = entry.type === 'aggression' && isARescue(words, match.start, match.end);
        // "throwing candy to the kids", "threw the ball to me": thrown to someone, not at them.
        const thrownTo = entry.type === 'aggression' && isThrownTo(words, match.start, match.end);
        // "threatened to beat me": an act only threatened is not done (the threat is coded itself).
        if (
          entry.type === 'aggression' &&
          THREATENED.test(words.slice(Math.max(0, match.start - 2), match.start).join(' '))
        )
          continue;
        // "pushing a trolley", "pushed the pram": a thing pushed, not someone.
        if (/^push/.test(termWords[0] ?? '') && THINGS_PUSHED.has(words[match.end + 1] ?? '')) continue;
        // "threw him out", "threw us out of the party": thrown out of a place, not struck.
        const thrownOut =
          /^(?:threw|throw|throws|throwing)$/.test(termWords[0] ?? '') &&
          ['me', 'him', 'her', 'us', 'them'].includes(words[match.end] ?? '') &&
          words[match.end + 1] === 'out';
        // "started fighting with me about money": a fight about something is a quarrel, in words.
        const quarrel =
          entry.type === 'aggression' &&
          /^(?:fight|fights|fighting|fought|pelea|peleando|peleaban|peleamos|pelearon)$/.test(termWords[0] ?? '') &&
          words.slice(match.end, match.end + 4).some((word) => QUARREL_TOPICS.has(word));
        for (const [initiator, recipient] of pairs) {
          const affection =
            entry.type === 'sexuality' &&
            ((isAKissOnTheCheek(words, match.end) && !this.isBetweenPartners(initiator, recipient)) ||
              this.isOnlyAffection(initiator, recipient));
          // "My husband kissed me on the cheek": a kiss on the cheek listed as a greeting is sexual between
          // partners (a kiss blown or on the forehead stays affection).
          const partnersKiss =
            entry.type === 'friendliness' &&
            termWords.some((word) => /^(?:kiss|bes)/.test(word)) &&
            words
              .slice(match.start, match.end + 4)
              .some((word) => /^(?:cheek|cheeks|mejilla|mejillas|cachete)$/.test(word)) &&
            this.isBetweenPartners(initiator, recipient);
          const type = partnersKiss ? 'sexuality' : rescue || affection || thrownTo ? 'friendliness' : entry.type;
          // A chase is one event however often the dream retells it; other acts are one each, unless
          // the same words come again.
          // ("grabs my arm and pulls me out of the way": one rescue, told with two verbs.)
          const pulledToSafety = rescue || (entry.type === 'friendliness' && HOLDING_VERBS.test(termWords[0] ?? ''));
          const act = entry.id === 'chase' ? entry.id : pulledToSafety ? `rescue:${s}` : termWords.join(' ');
          const key = `${type}:${act}:${initiator}:${recipient}`;
          if (seen.has(key)) continue;
          seen.add(key);
          this.codedIn.add(`${type}:${s}:${initiator}:${recipient}`);
          const code: InteractionCode = {
            type,
            text: this.raw(sentence, match.start, match.end),
            initiator,
            recipient,
            physical: entry.physical && !thrownTo && !quarrel && !thrownOut,
          };
          this.codes.interactions.push(code);
          this.toldIn.set(code, s);
        }
      }
    });
  }

  /** "Deano called me", "Okon chased everybody": an English capitalised word no list knows, before a person's act. */
  private isAnUnknownNameActing(s: number, index: number): boolean {
    if (!this.languages.includes('en') || this.languages.includes('es')) return false;
    const { words, raws, commaBefore } = this.sentences[s]!;
    const before = words[index - 1];
    return (
      /^\p{Lu}\p{Ll}{2,}$/u.test(raws[index]!) &&
      !isStopword(words[index]!) &&
      !NOT_NAMES_EN.has(words[index]!) &&
      (index === 0 || commaBefore[index] || NAME_OPENERS_EN.has(before ?? '')) &&
      PERSONS_ACTS.has(words[index + 1] ?? '') &&
      !isInPlaceName(words, raws, index)
    );
  }

  /** "el Richi", "la Feña": a capitalised word no list knows, after the article a Spanish first name takes. */
  private isAnUnknownNameAfterArticle(s: number, index: number): boolean {
    if (!this.languages.includes('es') || this.languages.includes('en')) return false;
    const { words, raws, commaBefore } = this.sentences[s]!;
    const word = words[index]!;
    // Where a subject or a companion starts ("Después la Feña me abraza", ", el Richi y el Vicho", "con
    // la Maylín"), not after a verb that takes a place or a thing ("recorríamos la Boquería").
    const opensAPerson =
      index - 1 === 0 ||
      commaBefore[index - 1] ||
      NAME_OPENERS.has(words[index - 2] ?? '') ||
      SPANISH_CLITICS.has(words[index + 1] ?? '');
    return (
      opensAPerson &&
      NAME_ARTICLES[words[index - 1]!] !== undefined &&
      /^\p{Lu}\p{Ll}{2,}$/u.test(raws[index]!) &&
      !isStopword(word) &&
      !NOT_NAMES_AFTER_ARTICLE.has(word) &&
      !PLACES_BEFORE_ARTICLE.has(words[index - 2] ?? '') &&
      !['de', 'del'].includes(words[index + 1] ?? '') &&
      !/^\p{Lu}/u.test(raws[index + 1] ?? '') &&
      !isInPlaceName(words, raws, index)
    );
  }

  /** Whether one of two is the other's spouse or partner ("my husband gave me a wee kiss on the cheek" stays sexual). */
  private isBetweenPartners(initiator: Who | null, recipient: Who): boolean {
    return [initiator, recipient].some((who) => {
      if (typeof who !== 'number') return false;
      const words = fold(this.codes.characters[who]!.text).split(/\s+/);
      return words.some((word) => SPOUSE_WORDS.has(word) || PARTNER_WORDS.has(word));
    });
  }

  /**
   * Whether a kiss or a caress between two is affection rather than sexuality (HVdC): with a child
   * ("Agustín me dio un beso") or an animal; between the dreamer and a relative who is no spouse; between
   * two others only when both are such relatives ("my mother flirted with her nurse" stays sexual).
   */
  private isOnlyAffection(initiator: Who | null, recipient: Who): boolean {
    const parties = [initiator, recipient].flatMap((who) =>
      typeof who === 'number' ? [this.codes.characters[who]!] : [],
    );
    const wordsOf = (character: CharacterCode) => fold(character.text).split(/\s+/);
    if (parties.some((c) => c.kind === 'animal' || wordsOf(c).some((word) => CHILD_WORDS.has(word)))) return true;
    const kinNoSpouse = (c: CharacterCode) =>
      c.relation === 'family' && !wordsOf(c).some((word) => SPOUSE_WORDS.has(word));
    const withTheDreamer = initiator === 'dreamer' || recipient === 'dreamer';
    return (
      parties.length > 0 &&
      (withTheDreamer ? parties.some(kinNoSpouse) : parties.length === 2 && parties.every(kinNoSpouse))
    );
  }

  /**
   * Verbal aggression said in quotation marks or dialogue ("tells me, 'You look ridiculous'", "Mum keeps
   * saying, 'This is all your fault'", "-¡Lárgate! -gritó el señor"), which the lists cannot see since
   * quoted words are never read as acts. The speaker is whom the verb of speaking has as its subject;
   * the one spoken to is its object ("told her"), the name called inside the words ("Don't be
   * ridiculous, Derek"), or else the dreamer: someone speaking in a dream speaks to the dreamer unless
   * the words say otherwise. The dreamer's own words count only when they say to whom. Not coded again
   * where the narrator's words already coded the act ("shouted at me, 'Get out!'").
   */
  readHostileSpeech(): void {
    this.sentences.forEach((sentence, s) => {
      for (const [from, to] of spokenRuns(sentence)) {
        const spokenWords = sentence.words.slice(from, to);
        // Hostile words, or words that run down the one spoken to ("you're a disgrace", "your work is rubbish").
        const hostile =
          isHostileSpeech(spokenWords, this.languages) ||
          (runsDown(spokenWords, this.languages) && spokenWords.some((word) => ABOUT_THE_LISTENER.has(word)));
        if (!hostile) continue;
        const found = this.speechVerbAround(s, from, to);
        if (found === undefined) continue;
        // "-¡Lárgate! -gritó el señor": the narrator's words may open the next sentence.
        const [frame, verb, spokenFrom, spokenTo_] = found;
        const speaker = this.speakerOf(frame, verb, spokenFrom, spokenTo_);
        if (speaker === undefined) continue;
        const said = this.spokenTo(frame, verb, spokenFrom, spokenTo_, speaker);
        const spokenTo = said === undefined && speaker !== 'dreamer' ? 'dreamer' : said;
        if (spokenTo === undefined || spokenTo === null || spokenTo === speaker) continue;
        this.codeAct(s, {
          type: 'aggression',
          text: this.raw(sentence, from, Math.min(to, from + 12)),
          initiator: speaker,
          recipient: spokenTo,
          physical: false,
        });
      }
    });
  }

  /**
   * Criticism told rather than quoted ("told me I was the slowest picker", "told my aunties I'd lost
   * the plot", "told Miss Dunne she was a disgrace", "me dijo que era una inútil"): aggression from the
   * speaker to whom the words are about, the dreamer when they say "I", else the one told.
   */
  readReportedCriticism(): void {
    this.sentences.forEach((sentence, s) => {
      const { words, spoken } = sentence;
      words.forEach((word, verb) => {
        // ("goes" and "went" say who speaks before a quotation, not before words told: "the girl who goes
        // next to me kept splashing water in my face on purpose".)
        if (spoken[verb] || !SPEECH_VERBS.has(word) || word === 'goes' || word === 'went') return;
        const clitic = SPANISH_CLITICS.has(words[verb - 1] ?? '') ? words[verb - 1]! : undefined;
        let told: Who | undefined;
        // What the one told must be, when a pronoun or a Spanish "le" names them (to look again past the teller).
        let toldFits: ((c: CharacterCode) => boolean) | undefined;
        let clause = verb + 1;
        const next = words[verb + 1] ?? '';
        if (next === 'me' || next === 'us') {
          told = 'dreamer';
          clause = verb + 2;
        } else if (
          (next === 'a' || next === 'al') &&
          this.languages.includes('es') &&
          this.objectAfterA(s, verb + 1, undefined) !== undefined
        ) {
          // "le dijo a mi padre que era un tacaño": told to the one after "a", about them.
          told = this.objectAfterA(s, verb + 1, undefined);
          const toWhom = [verb + 2, verb + 3, verb + 4].map((at) => this.mentionStartingAt(s, at)).find(Boolean);
          clause = toWhom ? toWhom.end : verb + 2;
        } else if (THIRD_OBJECTS[next] && next !== 'it') {
          clause = verb + 2;
          toldFits = THIRD_OBJECTS[next]!;
          told = this.resolve(s, verb, toldFits);
        } else {
          const mention =
            this.mentionStartingAt(s, verb + 1) ??
            (DETERMINERS.has(next) || FIRST_PERSON_OWNERS.has(next) ? this.mentionStartingAt(s, verb + 2) : undefined);
          if (mention) {
            told = mention.character;
            clause = mention.end;
          } else if (clitic === 'me' || clitic === 'nos') told = 'dreamer';
          else if (clitic === 'le' || clitic === 'les') {
            toldFits = (c) => c.kind === 'person' && c.plural === (clitic === 'les');
            told = this.resolve(s, verb, toldFits);
          }
          // "shouts from the bank that I should have leaned forward", "me gritaba desde afuera que era un
          // tronco": what is said starts after "that" or "que".
          const that = words.slice(verb + 1, verb + 8).findIndex((word) => word === 'that' || word === 'que');
          if (
            told === undefined &&
            that > 0 &&
            !words.slice(verb + 1, verb + 1 + that).some((word) => CLAUSE_BREAKS.has(word))
          )
            clause = verb + 1 + that;
        }
        // "told me in front of everyone that the sandwiches were dry": what is said starts after "that".
        if (told !== undefined) {
          const that = words.slice(clause, clause + 9).findIndex((word) => word === 'that' || word === 'que');
          if (that > 0 && !words.slice(clause, clause + that).some((word) => CLAUSE_BREAKS.has(word))) clause += that;
        }
        // What is said ends where the teller goes on with the story: "que era una pesada y nos fuimos".
        const said = words.slice(clause, clause + 14);
        const storyGoesOn = said.findIndex(
          (word, at) =>
            at > 0 &&
            STORY_GOES_ON.has(word) &&
            STORY_SUBJECTS.has(said[at + 1] ?? '') &&
            // "said mine had been soaked in vinegar and I should be ashamed": a modal keeps it said.
            !STILL_SAID_MODALS.has(said[at + 2] ?? ''),
        );
        const saidWords = storyGoesOn > 0 ? said.slice(0, storyGoesOn) : said;
        // ("said a child could stitch better": the child is no one told, so read from the verb on too.)
        const whatWasMade =
          runsDownWhatWasMade(saidWords, this.languages) ||
          runsDownWhatWasMade(words.slice(verb + 1, verb + 15), this.languages);
        const firstPerson = whatWasMade || saidWords.some((w) => FIRST_PERSON_ANY.has(w) || w === 'yo');
        // Criticism in set phrases, or words that run down the dreamer or the one told ("says my photo
        // is not acceptable", "told him he was being horrible", "screams that I'm blind").
        const criticism =
          whatWasMade ||
          isReportedCriticism(saidWords, this.languages) ||
          (runsDown(saidWords, this.languages) &&
            (firstPerson ||
              // Spanish drops the pronoun: "me dijo que cobrar eso era un afano" is about the dreamer told,
              // "le dijo a mi padre que era un tacaño" about the one told.
              (told === 'dreamer' && saidWords[0] === 'que') ||
              (typeof told === 'number' &&
                (saidWords[0] === 'que' || saidWords.some((word) => ABOUT_THE_ONE_TOLD.has(word))))));
        // "told them both to wait outside", "le dijo que se callara": an order that sends off, silences or
        // reins in the one told (HVdC's A2, a command), the same aggression as criticism.
        const order = typeof told === 'number' || told === 'dreamer' ? isAnOrder(said, this.languages) : false;
        // "told Tyler he was doing great", "said I was her favourite": praise of the one told or of the
        // dreamer, HVdC's friendliness (F2, a compliment).
        const praise =
          !criticism &&
          praises(saidWords, this.languages) &&
          (firstPerson || (typeof told === 'number' && saidWords.some((word) => ABOUT_THE_ONE_TOLD.has(word))));
        if (!criticism && !praise && !order) return;
        const speaker =
          this.subjectBefore(s, clitic ? verb - 1 : verb, { skipObjects: true, anyFirstPerson: false }) ??
          (this.isSpanishFirstPerson(sentence.raws[verb]!)
            ? 'dreamer'
            : (this.spanishThirdPerson(s, verb, sentence.raws[verb]!, (c) => c.kind === 'person') ?? undefined));
        // "my dad told him to quit it", "el dueño le dijo que no volviera más": a "him" or a "le" is never
        // the one speaking.
        if (told === speaker && toldFits) told = this.resolve(s, verb, toldFits, speaker);
        // About the dreamer ("I'd lost the plot") whoever is told; otherwise about the one told. An order
        // is to the one told.
        const about = !order && firstPerson && speaker !== 'dreamer' ? 'dreamer' : told;
        if (speaker === undefined || about === undefined || about === speaker) return;
        this.codeAct(s, {
          type: criticism || order ? 'aggression' : 'friendliness',
          text: this.raw(sentence, verb, Math.min(words.length, clause + 8)),
          initiator: speaker,
          recipient: about,
          physical: false,
        });
      });
    });
  }

  /** The one a verb's object names, right after it or after its article or owner ("gives Mum", "told my brother"). */
  private objectNamedAfter(s: number, verb: number) {
    const next = this.sentences[s]!.words[verb + 1] ?? '';
    return (
      this.mentionStartingAt(s, verb + 1) ??
      (DETERMINERS.has(next) || FIRST_PERSON_OWNERS.has(next) || THIRD_OWNERS[next]
        ? this.mentionStartingAt(s, verb + 2)
        : undefined)
    );
  }

  /**
   * A gift to someone named ("gives Mum a KitKat", "Esme gives Rosie her own mittens", "brought the
   * girls a bag of sweets"): friendliness to the one given to. The lists know "gave me", "gave him";
   * a name or a relative between the verb and the thing is read here.
   */
  readGifts(): void {
    if (!this.languages.includes('en')) return;
    this.sentences.forEach((sentence, s) => {
      const { words, spoken } = sentence;
      words.forEach((word, verb) => {
        if (spoken[verb] || !GIVING_VERBS.has(word)) return;
        const mention = this.objectNamedAfter(s, verb);
        // "handed the baby to me", "brought Mum back": the one named is what is given or brought.
        const after = mention && words[mention.end];
        if (!mention || after === undefined || NOT_A_THING_GIVEN.has(after) || CLAUSE_BREAKS.has(after)) return;
        if (sentence.commaBefore[mention.end]) return;
        const giver = this.subjectBefore(s, verb, { skipObjects: true, anyFirstPerson: false });
        const given = mention.character;
        if (giver === undefined || giver === given) return;
        this.codeAct(s, {
          type: 'friendliness',
          text: this.raw(sentence, verb, Math.min(words.length, mention.end + 3)),
          initiator: giver,
          recipient: given,
          physical: false,
        });
      });
    });
  }

  /**
   * A telling-off or a sending-away of someone named ("told Rav off", "told my brother off", "made him
   * leave", "made the lads go"): aggression, verbal, from the subject to the one named (HVdC's A2 and
   * A3: a scolding, an order that sends off). The lists know "told me off", "told him off" as phrases.
   */
  readTellingOff(): void {
    if (!this.languages.includes('en')) return;
    this.sentences.forEach((sentence, s) => {
      const { words, spoken } = sentence;
      words.forEach((word, verb) => {
        if (spoken[verb]) return;
        const scolds = TELLING_VERBS.has(word);
        const sendsAway = MAKING_VERBS.has(word);
        if (!scolds && !sendsAway) return;
        const next = words[verb + 1] ?? '';
        let told: Who | undefined;
        let end = verb + 2;
        if (THIRD_OBJECTS[next] && next !== 'it' && sendsAway) told = this.resolve(s, verb, THIRD_OBJECTS[next]!);
        else {
          const mention = this.objectNamedAfter(s, verb);
          if (mention && !sentence.commaBefore[mention.end]) {
            told = mention.character;
            end = mention.end;
          }
        }
        if (told === undefined) return;
        const after = words[end] ?? '';
        if (scolds ? after !== 'off' : !SENT_AWAY.has(after)) return;
        const speaker = this.subjectBefore(s, verb, { skipObjects: true, anyFirstPerson: false });
        if (speaker === undefined || speaker === told) return;
        this.codeAct(s, {
          type: 'aggression',
          text: this.raw(sentence, verb, Math.min(words.length, end + 1)),
          initiator: speaker,
          recipient: told,
          physical: false,
        });
      });
    });
  }

  /**
   * An act done to someone "on purpose" ("nudged me into a hedge on purpose", "reversed into my trolley
   * on purpose", "me empujó a propósito"): aggression, physical, from its subject to the dreamer where
   * the clause has "me" or "my", else to the character it names.
   */
  readDeliberateActs(): void {
    this.sentences.forEach((sentence, s) => {
      const { words, spoken } = sentence;
      words.forEach((word, at) => {
        if (spoken[at]) return;
        const marker = ON_PURPOSE.find((phrase) => phrase.every((w, k) => words[at + k] === w));
        if (!marker) return;
        const start = clauseStart(sentence, at);
        // "My sister said I had broken it on purpose": an act someone is told to have done is an accusation
        // (readReportedCriticism), not the act.
        if (
          words
            .slice(start, at)
            .some((w, k) => SPEECH_VERBS.has(w) && ['i', 'we', 'that'].includes(words[start + k + 1] ?? ''))
        )
          return;
        const doer = this.subjectBefore(s, at, { skipObjects: true, anyFirstPerson: false });
        if (doer === undefined) return;
        let target: Who | undefined;
        for (let i = start; i < at && target === undefined; i++) {
          const w = words[i]!;
          const mention = this.mentionStartingAt(s, i);
          if (mention && mention.character !== doer && !mention.owner) target = mention.character;
          // "reversed into my trolley on purpose"; at the clause's start only Spanish "me" is the dreamer
          // as object ("me empujó a propósito"): "my brother pushed me" opens with the subject's owner.
          else if (
            ['me', 'my', 'us', 'our', 'nos'].includes(w) &&
            (i > start || (w === 'me' && this.languages.includes('es')))
          )
            target = 'dreamer';
        }
        if (target === undefined || target === doer) return;
        this.codeAct(s, {
          type: 'aggression',
          text: this.raw(sentence, start, at + marker.length),
          initiator: doer,
          recipient: target,
          physical: true,
        });
      });
    });
  }

  /**
   * Something done "for me" by someone else ("hauled my mini-fridge up four flights of stairs for me",
   * "squeezed up to make room for me", "held the door open for us"): a favour, friendliness to the
   * dreamer. Not waiting, looking or coming "for me" (which may be a threat), nor "too much for me".
   */
  readFavours(): void {
    if (!this.languages.includes('en')) return;
    this.sentences.forEach((sentence, s) => {
      const { words, spoken } = sentence;
      words.forEach((word, at) => {
        if (word !== 'for' || spoken[at] || !(words[at + 1] === 'me' || words[at + 1] === 'us')) return;
        const start = clauseStart(sentence, at);
        const clause = words.slice(start, at);
        // "Carys didn't stick up for me": a favour denied.
        if (clause.some((w) => FAVOUR_DENIED.has(w))) return;
        if (
          clause.some(
            (w) => NOT_A_FAVOUR.has(w) || /^(?:look|search|wait|come|came|ask|call|shout|yell|scream)/.test(w),
          )
        )
          return;
        const doer = this.subjectBefore(s, at, { skipObjects: true, anyFirstPerson: false });
        if (doer === undefined || doer === null || doer === 'dreamer') return;
        if (this.codes.characters[doer]!.kind !== 'person') return;
        this.codeAct(s, {
          type: 'friendliness',
          text: this.raw(sentence, start, at + 2),
          initiator: doer,
          recipient: 'dreamer',
          physical: false,
        });
      });
    });
  }

  /**
   * The verb that says who spoke: before the words (up to eight words back) or right after them, in
   * the same sentence or at the start of the next when the words end this one. As [sentence, verb,
   * from, to], the words' run as seen from the verb's sentence (empty at its start when it is the next).
   */
  private speechVerbAround(s: number, from: number, to: number): [number, number, number, number] | undefined {
    const { words, spoken } = this.sentences[s]!;
    for (let i = from - 1; i >= Math.max(0, from - 8) && !spoken[i]; i--)
      if (SPEECH_VERBS.has(words[i]!)) return [s, i, from, to];
    for (let i = to; i < Math.min(words.length, to + 4) && !spoken[i]; i++)
      if (SPEECH_VERBS.has(words[i]!)) return [s, i, from, to];
    const next = this.sentences[s + 1];
    if (to < words.length || !next) return undefined;
    for (let i = 0; i < Math.min(next.words.length, 4) && !next.spoken[i]; i++)
      if (SPEECH_VERBS.has(next.words[i]!)) return [s + 1, i, 0, 0];
    return undefined;
  }

  private speakerOf(s: number, verb: number, from: number, to: number): Who | undefined {
    const { words, raws } = this.sentences[s]!;
    const clitic = SPANISH_CLITICS.has(words[verb - 1] ?? '') ? verb - 1 : verb;
    if (verb >= to) {
      // "'...,' said the man", "-... -gritó el señor": named after the verb; "'...,' she said": before it.
      for (let i = verb + 1; i < Math.min(words.length, verb + 4); i++) {
        const mention = this.mentionStartingAt(s, i);
        if (mention) return mention.character;
        if (!DETERMINERS.has(words[i]!)) break;
      }
      for (let i = to; i < clitic; i++) {
        const mention = this.mentionStartingAt(s, i);
        if (mention) return mention.character;
        if (FIRST_PERSON_SUBJECTS.has(words[i]!)) return 'dreamer';
        const fits = THIRD_SUBJECTS[words[i]!];
        if (fits) return this.resolve(s, from, fits);
      }
    } else {
      const subject = this.subjectBefore(s, clitic, { skipObjects: true, anyFirstPerson: false });
      if (subject !== undefined) return subject;
      const after = this.subjectAfterVerb(s, verb + 1);
      if (after !== undefined) return after;
    }
    if (this.isSpanishFirstPerson(raws[verb]!)) return 'dreamer';
    const byEnding = this.spanishThirdPerson(s, from, raws[verb]!, (c) => c.kind === 'person');
    return byEnding ?? undefined;
  }

  /** Whom the words are said to, when the sentence says it. */
  private spokenTo(s: number, verb: number, from: number, to: number, speaker: Who): Who | null | undefined {
    const { words, raws, spoken } = this.sentences[s]!;
    const next = spoken[verb + 1] ? undefined : words[verb + 1];
    if (next === 'me' || next === 'us') return 'dreamer';
    // Told to someone the dream has not made a character ("tells him" of a figure no list names):
    // no one the codes can name, not the dreamer.
    if (next && THIRD_OBJECTS[next] && next !== 'it')
      return this.resolve(s, verb, THIRD_OBJECTS[next]!, speaker) ?? null;
    if (next === 'to' || next === 'at') return this.objectAfter(s, verb + 2, speaker) ?? null;
    if (next !== undefined) {
      const mention = this.mentionStartingAt(s, verb + 1);
      if (mention) return mention.character;
    }
    const clitic = words[verb - 1];
    if (clitic === 'me' || clitic === 'nos') return 'dreamer';
    if (clitic === 'le' || clitic === 'les')
      return (
        this.objectAfterA(s, verb + 1, speaker) ??
        this.resolve(s, from, (c) => c.kind === 'person' && c.plural === (clitic === 'les'), speaker)
      );
    // "Don't be ridiculous, Derek", "Mum, it's your fault": a name or a relative called by name.
    for (const at of [from, to - 1]) {
      const raw = raws[at]!;
      if (!/^\p{Lu}/u.test(raw) || FIRST_PERSON_ANY.has(words[at]!)) continue;
      const named =
        this.names.get(words[at]!) ??
        this.codes.characters.findIndex(
          (character) =>
            character.kind === 'person' &&
            fold(character.text)
              .split(/[^\p{L}]+/u)
              .includes(words[at]!),
        );
      if (named !== undefined && named >= 0 && named !== speaker) return named;
    }
    return undefined;
  }

  /**
   * Adds an act the rules after the word lists read (what is said, given, done "on purpose" or "for
   * me"), unless the lists or another rule already coded the same act in the same sentence.
   */
  private codeAct(s: number, act: InteractionCode): void {
    const key = `${act.type}:${s}:${act.initiator}:${act.recipient}`;
    if (this.codedIn.has(key)) return;
    this.codedIn.add(key);
    this.codes.interactions.push(act);
    this.toldIn.set(act, s);
  }

  /**
   * The first of two joined subjects when `initiator` is the second ("my mum and my sister hugged me"):
   * the character named right before its "and", opening the clause (not an object of an earlier verb,
   * as in "Dad shouted at my mum and my sister hugged me"), with no clause break before the act.
   */
  private jointSubject(s: number, initiator: number, actStart: number): number | undefined {
    const { words, commaBefore } = this.sentences[s]!;
    const second = this.mentions
      .filter((m) => m.sentence === s && m.character === initiator && m.end <= actStart)
      .at(-1);
    if (!second) return undefined;
    // "my girlfriend, Mei, and her grandma, who held onto my arm": a clause of the second's alone.
    if (words.slice(second.end, actStart).some((word) => CLAUSE_BREAKS.has(word) || RELATIVES.has(word)))
      return undefined;
    let and = second.start - 1;
    while (and > 0 && DETERMINERS.has(words[and]!)) and -= 1;
    if (!AND.has(words[and] ?? '')) return undefined;
    const first = this.mentionEndingAt(s, and);
    if (!first || first.owner || first.character === initiator) return undefined;
    // "nurses and doctors kept walking past me": two groups named together are one group.
    const [one, two] = [this.codes.characters[first.character]!, this.codes.characters[initiator]!];
    if (one.kind === 'creature' || one.plural || two.plural) return undefined;
    let opening = first.start;
    while (opening > 0 && DETERMINERS.has(words[opening - 1]!)) opening -= 1;
    // "I grabbed our youngest, Ollie, and Bec dragged...": a name in apposition opens nothing; the
    // person it names is where the clause is read from.
    const named = commaBefore[opening] ? this.mentionEndingAt(s, opening) : undefined;
    if (named?.character === first.character) {
      opening = named.start;
      while (opening > 0 && DETERMINERS.has(words[opening - 1]!)) opening -= 1;
    }
    const opensTheClause =
      opening === 0 || commaBefore[opening] === true || CLAUSE_OPENERS.has(words[opening - 1] ?? '');
    return opensTheClause ? first.character : undefined;
  }

  /** The last character named before `start` in sentence `s` or the one before it, other than `exclude`. */
  private lastActorNear(s: number, start: number, exclude: Who): number | undefined {
    for (let i = this.mentions.length - 1; i >= 0; i--) {
      const mention = this.mentions[i]!;
      if (mention.sentence > s || (mention.sentence === s && mention.start >= start)) continue;
      if (mention.sentence < s - 1) return undefined;
      if (mention.character === exclude || mention.owner) continue;
      return mention.character;
    }
    return undefined;
  }

  /** Who does what a matched interaction word says, and to whom (undefined when it cannot be told). */
  private sidesOf(
    s: number,
    match: Match,
    termWords: string[],
    before: string[],
    physical: boolean,
  ): [Who | null | undefined, Who | undefined] {
    const { words, raws } = this.sentences[s]!;
    const first = termWords[0]!;
    // "I was chased by", "fui perseguida por"; not "they were chasing me".
    const passive = before.some((word) => PASSIVE_AUX.has(word)) && !termWords.includes('me') && !first.endsWith('ing');
    if (passive) {
      const recipient = this.subjectBefore(s, match.start, { skipObjects: true, anyFirstPerson: false }) ?? 'dreamer';
      // "chased by" may end the term itself.
      const from = AGENT.has(words[match.end - 1]!) ? match.end - 1 : match.end;
      // "my phone was grabbed right out of my hand by a guy in a red cap": the agent may come after a
      // few words of where, within the clause.
      const clause = words.slice(from, from + 8);
      const breakAt = clause.findIndex((word) => CLAUSE_BREAKS.has(word));
      const by = (breakAt < 0 ? clause : clause.slice(0, breakAt)).findIndex((word) => AGENT.has(word));
      if (by >= 0) return [this.objectAfter(s, from + by + 1, recipient) ?? null, recipient];
      // "I got bit on the calf": with no "by", an animal's act is the last animal's.
      const animal = ANIMAL_ACTS.test(first) ? this.resolve(s, match.start, (c) => c.kind === 'animal') : undefined;
      // "a man started following me ... I was chased the whole way": a chase is the last one's named.
      const chaser = !animal && PURSUIT_ACTS.test(first) ? this.resolve(s, match.start, () => true) : undefined;
      // "A girl in the next lane kept splashing me, and halfway down I got grabbed by the ankle": with no
      // "by", the scene says who, the last one named in this sentence or the one before (as the hand
      // codes read it); no one named there leaves it unstated.
      return [animal ?? chaser ?? this.lastActorNear(s, match.start, recipient) ?? null, recipient];
    }
    // "The lady beside me gave him": an English "me" after a preposition is no object of the verb
    // (unlike "she'd have me arrested").
    const spanish = this.languages.includes('es');
    const afterPreposition = !spanish && ME_AFTER_PREPOSITION.has(words[match.start - 2] ?? '');
    const clitic = SPANISH_CLITICS.has(first) ? first : afterPreposition ? undefined : words[match.start - 1];
    // Where the subject is looked for from: before the clitic of "me atacó", before the verb itself
    // otherwise (in "before I left he gave me", the "he" right before the verb is the subject).
    const cliticAt = SPANISH_CLITICS.has(first)
      ? match.start
      : !afterPreposition && SPANISH_CLITICS.has(words[match.start - 1] ?? '')
        ? match.start - 1
        : match.start;
    // The verb whose ending names the subject: the word after a clitic the term starts with.
    const verb = raws[SPANISH_CLITICS.has(first) ? match.start + 1 : match.start] ?? '';
    const toDreamer =
      // "se metió conmigo", "terminó conmigo": the dreamer in the term's own Spanish form.
      termWords.some((word) => ['me', 'my', 'us', 'our', 'mi', 'mis', 'conmigo'].includes(word)) ||
      // "complained that I", "said I never": said of the dreamer ("told him what I thought" is the dreamer's).
      /(?:^| )(?:that|said|says) i(?: |$)/.test(termWords.join(' ')) ||
      clitic === 'me' ||
      clitic === 'nos' ||
      /(ar|er|ir|ando|iendo)(me|nos)$/.test(first);
    if (toDreamer) {
      const named =
        this.subjectBefore(s, cliticAt, {
          skipObjects: true,
          anyFirstPerson: false,
        }) ?? this.subjectAfterVerb(s, match.end);
      if (named !== undefined) return [named, 'dreamer'];
      // "he handed me", "it grabbed my ankle" where no character fits the pronoun: someone the
      // dream has not named, not whoever was named last.
      if (SINGULAR_PRONOUNS.has(words[cliticAt - 1] ?? '')) return [undefined, 'dreamer'];
      // Helping, inviting, scolding take a person (or a creature): "un repartidor le tiró el casco y el
      // perro huyó. Después me echó una mano" is the rider's help, not the dog's.
      const canDoIt = (c: CharacterCode) => physical || c.kind !== 'animal';
      const byVerb = this.spanishThirdPerson(s, match.start, verb, canDoIt);
      return [byVerb !== undefined ? byVerb : this.resolve(s, match.start, () => true), 'dreamer'];
    }
    // "la consolé", "a mi madre le regalé": a Spanish first-person verb names its subject, whoever
    // was named before it.
    const initiator = this.isSpanishFirstPerson(verb)
      ? 'dreamer'
      : (this.subjectBefore(s, match.start, { skipObjects: true, anyFirstPerson: false }) ??
        this.subjectOfSpanishVerb(s, match.start, verb) ??
        this.subjectOfEnglishThirdPerson(s, match.start, first) ??
        'dreamer');
    // "gave him a hug", "comforted him": the pronoun inside the words.
    // ("threw her arms round": "her" owns the arms; whom they go round comes after the words.)
    const inside = termWords
      .slice(1)
      .find((word, k) => INSIDE_OBJECTS.has(word) && !ENGLISH_BODY_WORDS.has(termWords[k + 2] ?? ''));
    // "shared her flask of soup with me": the words end on a possessive of the one acting, and whom
    // the act is for comes after what they own.
    if (
      (inside === 'her' || inside === 'his') &&
      termWords[termWords.length - 1] === inside &&
      typeof initiator === 'number' &&
      THIRD_OBJECTS[inside]!(this.codes.characters[initiator]!) &&
      this.ownsAThing(s, match.end)
    )
      return [initiator, this.objectAfter(s, match.end + 1, initiator)];
    if (inside) {
      const who = this.resolve(s, match.start, THIRD_OBJECTS[inside]!, initiator);
      this.learnSex(who, inside);
      return [initiator, who];
    }
    // "le gritó a mi hermano", "lo consolé", "darle de comer": a clitic says the recipient is a character.
    const enclitic = /(ar|er|ir|ando|iendo)(le|les|lo|la|los|las)$/.exec(first)?.[2];
    const objectClitic = clitic !== undefined && SPANISH_OBJECT_CLITICS.has(clitic) ? clitic : enclitic;
    if (objectClitic) {
      const plural = objectClitic.endsWith('s');
      // "lo perseguí" is a man or a boy (or a group of mixed sex), "la empujé" a woman or a girl.
      const sexFits = (c: CharacterCode) =>
        objectClitic.startsWith('lo') ? c.sex !== 'female' : objectClitic.startsWith('la') ? c.sex !== 'male' : true;
      return [
        initiator,
        this.objectAfterA(s, match.end, initiator) ??
          this.resolve(s, cliticAt, (c) => c.plural === plural && sexFits(c), initiator) ??
          this.resolveByNumber(s, cliticAt, plural, initiator),
      ];
    }
    return [initiator, this.objectAfter(s, match.end, initiator)];
  }

  /**
   * The second of two people an act is done to, when the words say both ("told them both to",
   * "both of them", "nos retó a los dos", "les gritó a ambas"; "brought us both a mug of tea" is one
   * act to the dreamer, as the hand codes take it): the dreamer's companion for "nos",
   * otherwise the other of the last two people named before it. Undefined when the act is not to both.
   */
  private secondOfBoth(s: number, match: Match, initiator: Who | null, recipient: Who): Who | undefined {
    const { words } = this.sentences[s]!;
    const around = words.slice(match.start, match.end + 3).join(' ');
    if (!BOTH.test(around)) return undefined;
    if (recipient !== 'dreamer' && this.codes.characters[recipient]!.plural) return undefined;
    return this.resolveExcluding(s, match.start, [initiator, recipient]);
  }

  /** The last single person or animal before a position that is none of `excluded`, not an owner only. */
  private resolveExcluding(s: number, position: number, excluded: (Who | null)[]): Who | undefined {
    for (let i = this.mentions.length - 1; i >= 0; i--) {
      const mention = this.mentions[i]!;
      if (mention.sentence > s || (mention.sentence === s && mention.start >= position)) continue;
      if (mention.owner || excluded.includes(mention.character)) continue;
      const character = this.codes.characters[mention.character]!;
      if (!character.plural && character.kind !== 'creature') return mention.character;
    }
    return undefined;
  }

  /**
   * "tito Boy runs onto the court and argues with the ref": an English verb of the third person ("argues",
   * "shoves", "pushes") is never the dreamer's; with no subject written, it is the last single person or
   * animal named before it.
   */
  private subjectOfEnglishThirdPerson(s: number, start: number, verb: string): Who | undefined {
    if (!this.languages.includes('en') || !/^[a-z]{3,}[^s]s$/.test(verb) || NOT_THIRD_PERSON_VERBS.has(verb))
      return undefined;
    return this.resolve(s, start, (c) => !c.plural);
  }

  /** "grité", "mordí", "le di": a Spanish preterite of the first person singular. */
  private isSpanishFirstPerson(raw: string): boolean {
    if (!this.languages.includes('es')) return false;
    const word = raw.toLowerCase();
    return /^\p{L}{2,}[éí]$/u.test(word) || word === 'di' || word === 'vi' || IRREGULAR_FIRST_PRETERITES.has(word);
  }

  /** A Spanish subject after its verb ("nos persiguieron unos hombres"); not "a mi hermano", an object. */
  private subjectAfterVerb(s: number, end: number): Who | undefined {
    if (!this.languages.includes('es')) return undefined;
    const { words } = this.sentences[s]!;
    for (let i = end; i < Math.min(words.length, end + 3); i++) {
      const mention = this.mentionStartingAt(s, i);
      if (mention) return mention.character;
      if (!DETERMINERS.has(words[i]!)) return undefined;
    }
    return undefined;
  }

  /** A third-person Spanish verb's subject ("me atacaron": the last plural character). */
  private spanishThirdPerson(
    s: number,
    start: number,
    raw: string,
    fits: (c: CharacterCode) => boolean,
  ): Who | null | undefined {
    const word = raw.toLowerCase();
    // "me persiguieron" with no group named before: Spanish's impersonal "they", someone unnamed.
    if (/(aron|ieron|ían|aban)$/.test(word)) return this.resolve(s, start, (c) => c.plural) ?? null;
    if (/(ó|aba|ía)$/.test(word) || IRREGULAR_THIRD_PRETERITES.has(word))
      return this.resolve(s, start, (c) => !c.plural && fits(c)) ?? this.resolveByNumber(s, start, false);
    return undefined;
  }

  readOutcomes(): void {
    const list = compiled().outcomes;
    const seen = new Set<string>();
    this.sentences.forEach((sentence, s) => {
      for (const match of this.unquoted(
        sentence,
        matchEntries(list, sentence.words, this.languages, OUTCOME_NEGATION),
      )) {
        const entry = list[match.index]!.entry;
        const who =
          this.subjectBefore(s, match.start, { skipObjects: true, anyFirstPerson: true }) ??
          this.subjectOfSpanishVerb(s, match.start, sentence.raws[match.start]!) ??
          'dreamer';
        const key = `${entry.type}:${entry.bodily}:${who}`;
        if (seen.has(key)) continue;
        seen.add(key);
        this.codes.outcomes.push({
          type: entry.type,
          text: this.raw(sentence, match.start, match.end),
          who,
          bodily: entry.bodily,
        });
      }
    });
  }

  readBodyParts(): void {
    const { bodyParts, emotions } = compiled();
    const seen = new Set<string>();
    this.sentences.forEach((sentence) => {
      // "my heart sank" names a feeling, not a heart.
      const feelingPhrases = matchEntries(emotions, sentence.words, this.languages, undefined)
        .filter((match) => match.end - match.start > 1)
        .map((match): [number, number] => [match.start, match.end]);
      for (const match of this.unquoted(
        sentence,
        matchEntries(bodyParts, sentence.words, this.languages, undefined, feelingPhrases),
      )) {
        const text = this.raw(sentence, match.start, match.end);
        if (seen.has(fold(text))) continue;
        seen.add(fold(text));
        this.codes.bodyParts.push({ text, region: bodyParts[match.index]!.entry.region });
      }
    });
  }
}

/** Spanish articles before a first name, and the sex they say. */
const NAME_ARTICLES: Readonly<Record<string, Sex>> = { la: 'female', el: 'male' };
/** Prepositions before "el" or "la" that make a capitalised word a place ("en la Castellana", "hacia el Ávila"). */
const PLACES_BEFORE_ARTICLE = new Set([
  'en',
  'de',
  'por',
  'hacia',
  'desde',
  'hasta',
  'para',
  'sobre',
  'bajo',
  'a',
  'frente',
  'junto',
]);
/** Words before an English name where a subject starts ("and Deano called me", "Then Okon chased"). */
const NAME_OPENERS_EN = new Set(['and', 'then', 'but', 'so', 'when', 'until', 'while', 'because']);
/** Capitalised words that open a sentence before a person's act and name no one in particular. */
const NOT_NAMES_EN = new Set(
  'nobody everybody everyone someone somebody anybody anyone none another everything nothing security police management mum mom dad'.split(
    ' ',
  ),
);
/** Acts only a person does to someone, right after a name: the name is someone's. */
const PERSONS_ACTS = new Set(
  'said says told tells asked asks shouted shouts yelled yells screamed screams whispered whispers laughed laughs smiled smiles winked winks called calls gave gives handed hands hugged hugs kissed kisses pushed pushes shoved shoves grabbed grabs punched punches slapped slaps kicked kicks chased chases helped helps bought buys thanked thanks apologised apologized insulted mocked scolded blamed accused complained invited offered lent shared dragged'.split(
    ' ',
  ),
);
/** Words before "el" or "la" where a named person may start ("y el Vicho", "con la Maylín", "que el Toño"). */
const NAME_OPENERS = new Set(
  'y e que con pero cuando entonces luego despues mientras porque ni tambien hasta aunque'.split(' '),
);
/** Capitalised words after "el" or "la" that are no one's name (a holy figure, a season, a team, a place). */
const NOT_NAMES_AFTER_ARTICLE = new Set(
  'virgen senor nino papa diablo cipitio luison cadejo siguanaba sayona silbon llorona cuco coco duende navidad semana cuaresma pascua gobierno estado iglesia policia guardia metro municipalidad alcaldia universidad uni facultad prepa secundaria primaria escuela colegio liceo instituto hospital clinica seguro banco mercado centro plaza parque playa catedral basilica capital costa sierra selva luna sol tierra mundial copa liga real atletico barca madrid america junior nacional'.split(
    ' ',
  ),
);
/** Acts that only an animal does to someone, told in the passive ("I got bit", "I was stung"). */
const ANIMAL_ACTS = /^(?:bit|bitten|stung|pecked|clawed|mauled|gored|picado|picada|mordido|mordida)$/;
/** Spanish first-person preterites with no accent ("le dije que no", "le hice caso"). */
const IRREGULAR_FIRST_PRETERITES = new Set(
  'dije hice puse tuve vine traje quise supe pude estuve anduve fui conduje'.split(' '),
);
/** Pursuits told in the passive ("I was chased", "fui perseguida"). */
const PURSUIT_ACTS = /^(?:chased|followed|hunted|perseguido|perseguida|seguido|seguida)$/;
/** Owners that make a first name right after them one of the family ("our Kev", "my Alan", "mi Pascual"). */
const OWN_NAME_OWNERS = new Set(['our', 'my', 'mi']);
/** Titles before a surname, and the sex they say. */
const NAME_TITLES: Record<string, Sex> = {
  // Filipino "Aling Nena", "Mang Tony".
  aling: 'female',
  mang: 'male',
  mr: 'male',
  mrs: 'female',
  ms: 'female',
  miss: 'female',
  dr: 'unknown',
  don: 'male',
  dona: 'female',
  senor: 'male',
  senora: 'female',
};
/** Words that may stand before a person word in apposition ("un camionero, un señor", "Javi, mi ex"). */
const APPOSITION_DETERMINERS = new Set(
  'a an the my his her our one this un una el la mi su tu nuestro nuestra ese esa este esta aquel aquella'.split(' '),
);
/** Words that say an act was done to two people at once. */
const BOTH = /\b(?:them both|both of them|a los dos|a las dos|a ambos|a ambas)\b/;
/** Feelings said by what someone does, whose subject is the word right before them ("the hall laughed"). */
const DONE_FEELINGS = /^(?:laughed|cried|sobbed|giggled|screamed|smiled|wept|shrieked|howled|cheered)$/;
/** A clause that says who someone is: "que es mi", "who was her". */
const SAYS_WHO = /^(?:que (?:es|era|fue) (?:mi|su|tu)|who (?:is|was) (?:my|his|her|our))$/;
/** Entries of general person words, which in apposition describe someone already named. */
const GENERAL_PERSON_ENTRIES = new Set(['man', 'woman', 'guy_es', 'youngster_es', 'person']);
const SPANISH_OWNERS = new Set('mi mis tu tus su sus nuestro nuestra nuestros nuestras'.split(' '));
const OWNERS = new Set([
  'my',
  'our',
  'his',
  'her',
  'their',
  'mi',
  'mis',
  'nuestro',
  'nuestra',
  'nuestros',
  'nuestras',
  'su',
  'sus',
  'tu',
  'tus',
  'your',
]);
const PLURAL_WORDS = new Set(
  'men women children people mice wolves kids police family relatives parents grandparents familia familiares parientes padres abuelos ninos ninas crios hijos hijas gurises patas chicos'.split(
    ' ',
  ),
);

const INDEFINITE_ARTICLES = new Set(['un', 'una', 'unos', 'unas']);
/** The words that join two subjects ("my mum and my sister", "mi tío y mi primo"). */
const AND = new Set(['and', 'y', 'e']);
/** Words that open a relative clause, which belongs to the person right before it. */
const RELATIVES = new Set(['who', 'that', 'which', 'que', 'quien', 'quienes']);
/** Words after which a new clause, and its subject, begins ("then my mum and my sister..."). */
const CLAUSE_OPENERS = new Set(
  'then suddenly and but so when while luego entonces despues pero y cuando mientras repente'.split(' '),
);
/** "otra mamá que estaba en el portón": another's mother, as "another dad" is in English (not "mi otra hermana", "los otros primos"). */
const SPANISH_OTHER = new Set(['otro', 'otra', 'otros', 'otras']);
/** "a mother with a pushchair", "some mom in a white tesla", "another dad": someone else's relative. */
const ENGLISH_INDEFINITES = new Set(['a', 'an', 'some', 'another']);
/** Nouns of a group named with "of" after an indefinite article ("a bunch of aunties", "un grupo de tíos"). */
const GROUP_NOUNS_OF = new Set(['group', 'bunch', 'gang', 'crowd', 'load', 'grupo', 'monton', 'punado', 'banda']);
/** Spanish adjectives that follow a relative before their name ("mi hermana pequeña, Irene", "mi primo mayor, Luis"). */
const AFTER_A_RELATIVE = new Set(
  'pequena pequeno pequenas pequenos mayor mayores menor menores chica chico chiquita chiquito querida querido'.split(
    ' ',
  ),
);
/** Entries whose words name different people rather than one person in other words ("mother", "mum"). */
const KEYED_BY_WORD = new Set([
  'worker',
  'doctor',
  'teacher',
  'celebrity',
  'intruder',
  'people',
  // "mi prima Loli ... mi tía Rosario": the lexicon's relatives are one entry.
  'family',
  'royalty',
  'wise_elder',
]);
/**
 * "one of the caterers", "one of my players", "uno de los meseros": one member of a group, coded as one
 * person (as the hand codes have it). Up to two words may stand before the group's word ("one of the
 * other acrobats").
 */
function isOneOfAGroup(words: readonly string[], start: number): boolean {
  for (let k = start - 1; k >= Math.max(0, start - 3); k--) {
    if ((words[k] === 'of' || words[k] === 'de') && ONE.has(words[k - 1] ?? '')) return true;
    if (isStopword(words[k]!) && !GROUP_DETERMINERS.has(words[k]!)) return false;
  }
  return false;
}
const ONE = new Set(['one', 'uno', 'una']);
const GROUP_DETERMINERS = new Set(
  'the my his her our their those these los las mis sus tus nuestros nuestras esos esas estos estas other otros otras'.split(
    ' ',
  ),
);
/** The dreamer's own groups, whose members a dream names one by one. */
const GROUP_MEMBERS = new Set(['friend']);
/** A conjunction, then a subject of the story ("y nos fuimos", "and we left"): what was said is over. */
const STORY_GOES_ON = new Set(['y', 'and', 'pero', 'but', 'so', 'asi']);
const STORY_SUBJECTS = new Set(['nos', 'me', 'we', 'i', 'yo', 'nosotros', 'nosotras', 'then', 'luego', 'despues']);
/** After "and I", words the teller does not narrate with: what was said goes on. */
const STILL_SAID_MODALS = new Set(['should', 'shouldve', 'ought', 'deserved', 'deserve']);
/** Words after a comma that carry a list on rather than close an apposition. */
const LIST_GOES_ON = new Set(['and', 'or', 'y', 'e', 'o', 'u', 'then', 'luego']);
/** The articles that start an apposition saying more of someone ("my boss, a tall woman"). */
// "The attendant, one small boy", "the crossing guard, this really old guy": a spoken "one" or "this" too.
const APPOSITION_INDEFINITES = new Set(['a', 'an', 'un', 'una', 'one', 'this']);
/** Words that only strengthen the describing word after them ("a very serious man", "un señor muy alto"). */
const INTENSIFIERS = new Set(['very', 'really', 'quite', 'rather', 'pretty', 'super', 'so', 'muy', 'bien']);
/** Places named without an owner that are still the dreamer's own ("Dave from work", "un chico del curro"). */
const DREAMERS_PLACES = new Set(['work', 'school', 'uni', 'trabajo', 'curro', 'la oficina', 'la facultad']);
const FIRST_PERSON_OWNERS = new Set('my our mi mis nuestro nuestra nuestros nuestras'.split(' '));
const MASCULINE_ARTICLES = new Set(['un', 'el', 'del', 'al', 'este', 'ese', 'aquel', 'otro']);
const FEMININE_ARTICLES = new Set(['una', 'la', 'esta', 'esa', 'aquella', 'otra']);
/** Spanish person words whose grammatical gender is the word's, not the person's. */
const GENDER_FIXED = new Set(['persona', 'figura', 'victima', 'criatura', 'pareja']);

function isPluralForm(entry: CompiledEntry<CharacterTermEntry>, word: string): boolean {
  if (!/(s|es)$/.test(word)) return false;
  // The word as listed is singular; a form the list adds (an -s or -es plural) is plural.
  return !entry.terms.some(({ term }) => term.lastPrefix === undefined && [...term.lastForms][0] === word);
}

/**
 * Compiles the coder's word lists now (a few hundred milliseconds of CPU, once per process): the server
 * does it while starting, so no request that codes a dream (a save, an import) holds the event loop
 * for it.
 */
export function prepareCoder(): void {
  compiled();
}

export function codeDream(text: string): ContentCodes {
  const sentences = sentencesOf(text);
  const detected = detectLanguage(sentences.flatMap((sentence) => sentence.words));
  const languages: TermLanguage[] = detected === 'both' ? ['en', 'es'] : [detected];
  const coder = new Coder(sentences, languages);
  coder.readCharacters();
  coder.sexFromLooks();
  coder.readInteractions();
  coder.readHostileSpeech();
  coder.readReportedCriticism();
  coder.readGifts();
  coder.readTellingOff();
  coder.readDeliberateActs();
  coder.readFavours();
  coder.readEmotions();
  coder.readOutcomes();
  coder.readBodyParts();
  coder.dropPhoneOnly();
  coder.dropAbsentOwners();
  return coder.codes;
}
