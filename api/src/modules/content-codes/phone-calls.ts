// Who is only on the phone. HVdC codes the characters present in the dream's scene: someone who only
// rings, is rung or texts ("My husband rang to see how it went", "I phoned my head teacher", "Llamé a
// mi viejo para contarle") is not one, and what they say down the line is not coded either (the hand
// codes' convention, evaluation/README.md). Words here are the coder's: lower case, accents folded.

/** Verbs of a call made by the one named before them ("Mum phoned", "my boyfriend kept texting"). */
const CALLS_MADE = new Set(
  'phoned phones phoning texted texts texting messaged facetimed whatsapped telefoneo telefonea'.split(' '),
);
/** Verbs of a bell as much as of a phone: a call only when no thing follows ("rings the treble" is a bell). */
const RINGS = new Set(['rang', 'rings', 'ringing', 'ring']);
/** "called", which is a call only where the sentence says so (a phone, "to ask", "and says"). */
const CALLED = new Set(['called', 'calls', 'calling', 'call']);
/**
 * Verbs that are nouns too, a call only after someone who makes it ("I had to phone my mum"): "the
 * phone my dad bought", "the ring my husband gave me" name a thing and whose it is.
 */
const BARE_CALLS = new Set(['phone', 'text', 'message', 'facetime', 'ring', 'call']);
/** Spanish forms of "llamar", a call unless shouted ("la llamé a gritos") or a summons ("me llamó a su despacho"). */
const LLAMAR =
  /^(?:llame|llamo|llamaba|llamabas|llamamos|llamaron|llamaban|llamar|llamarle|llamarla|llamarlo|llamando|llama|llaman|telefonee|telefoneo|marque|marcaba|marcarle|marcarla|marcarlo)$/;
/** What may follow "llamó" in a call, rather than the name someone is called ("le llamó idiota"). */
const CALL_GOES_ON_ES = new Set(['', 'para', 'por', 'al', 'a', 'y', 'pero', 'otra', 'varias', 'llorando', 'de']);
/** Words that say a call is by phone. */
const PHONE_WORDS = new Set(
  'phone phones mobile cell voicemail answer answered answering pick picked hung telefono celular movil contesto contestaba contestar whatsapp'.split(
    ' ',
  ),
);
/**
 * Words right after "llamar" that make it a shout or a summons, not a call ("a gritos", "a su
 * despacho", "me llamaba desde la cocina").
 */
const NOT_A_CALL_ES = new Set(['gritos', 'grito', 'gritando', 'voz', 'despacho', 'oficina', 'senas', 'mano', 'desde']);
/** Words that may stand between a caller and the verb ("my bridesmaid Siobhan kept ringing me"). */
const BETWEEN_CALLER_AND_CALL = new Set(
  'kept keeps then later just also finally eventually had has was is would will still suddenly me nos le te'.split(' '),
);
/** Determiners and owners between a call's verb and the one called ("rang the police", "llamé a mi viejo"). */
const BEFORE_CALLED = new Set(
  'the my our his her their a an up mi mis su sus tu tus nuestro nuestra la el los las al'.split(' '),
);
/** What is said or shouted down the line ("screamed down the phone", "me gritó por teléfono"). */
const DOWN_THE_LINE = /^(?:(?:down|on|over) the (?:phone|line)|por telefono|al telefono|por el telefono)\b/;
/** Who may call someone named right after "call" ("I called Mum"); after a noun it names ("a lad called Rav"). */
const CALLERS = new Set('i we he she they you to then and finally hed id shed theyd wed ive weve ill well'.split(' '));
/** The ones always reached by phone: "call the police", "llamar a una ambulancia". */
const ALWAYS_CALLED = new Set(['police', 'cops', 'ambulance', 'policia', 'ambulancia']);

export interface PhoneSentence {
  words: readonly string[];
  raws: readonly string[];
}

/** A capitalised word that is not the sentence's first: a name between a description and its verb. */
function isName(sentence: PhoneSentence, index: number): boolean {
  return index > 0 && /^\p{Lu}/u.test(sentence.raws[index] ?? '');
}

function hasPhoneWord(words: readonly string[]): boolean {
  return words.some((word) => PHONE_WORDS.has(word));
}

/** Whether "llamar" at `verb` is a call: not "se llamaba" (a name), "a gritos" (a shout), "a su despacho" (a summons). */
function isACallEs(words: readonly string[], verb: number): boolean {
  return (
    LLAMAR.test(words[verb] ?? '') &&
    words[verb - 1] !== 'se' &&
    !words.slice(verb + 1, verb + 4).some((word) => NOT_A_CALL_ES.has(word))
  );
}

/** Whether the one named at [start, end) makes a call there ("Mum phoned to ask", "mi madre me llamó"). */
function callsThere(sentence: PhoneSentence, start: number, end: number): boolean {
  const { words } = sentence;
  let k = end;
  for (let skipped = 0; skipped < 3 && (BETWEEN_CALLER_AND_CALL.has(words[k] ?? '') || isName(sentence, k)); skipped++)
    k += 1;
  const verb = words[k] ?? '';
  const next = words[k + 1] ?? '';
  if (CALLS_MADE.has(verb)) return true;
  // "rang to see", "kept ringing me", "kept ringing my phone", not "rang me a taxi" nor "rings the treble".
  if (RINGS.has(verb))
    return BEFORE_CALLED.has(next)
      ? PHONE_WORDS.has(words[k + 2] ?? '')
      : !(next === 'me' && BEFORE_CALLED.has(words[k + 2] ?? ''));
  // "called to ask", "calls and says", or a call the sentence says is by phone; not "called me over".
  if (CALLED.has(verb)) return next === 'to' || next === 'and' || hasPhoneWord(words);
  // "me llamó para decirme", "me llamó por teléfono", "me llamó y me dijo"; not "le llamó idiota" (a name called).
  if (k > end && isACallEs(words, k) && CALL_GOES_ON_ES.has(next)) return true;
  // "A customer screamed down the phone": what they say comes down the line.
  for (let at = end; at < Math.min(words.length, end + 4); at++)
    if (DOWN_THE_LINE.test(words.slice(at, at + 3).join(' '))) return true;
  return false;
}

/** Whether the one named at [start, end) is the one called ("I phoned my head teacher", "llamé a mi viejo"). */
function calledThere(sentence: PhoneSentence, start: number, end: number): boolean {
  const { words } = sentence;
  let k = start - 1;
  // "my head teacher": one describing word after the owner.
  if (!BEFORE_CALLED.has(words[k] ?? '') && BEFORE_CALLED.has(words[k - 1] ?? '')) k -= 1;
  while (k >= 0 && BEFORE_CALLED.has(words[k]!)) k -= 1;
  const verb = words[k] ?? '';
  const named = words.slice(start, end).join(' ');
  const caller = CALLERS.has(words[k - 1] ?? '');
  if (BARE_CALLS.has(verb)) return caller && (verb !== 'call' || ALWAYS_CALLED.has(named) || hasPhoneWord(words));
  if (CALLS_MADE.has(verb) || RINGS.has(verb)) return true;
  if (CALLED.has(verb)) return caller && (ALWAYS_CALLED.has(named) || hasPhoneWord(words));
  // "llamé a mi viejo", "me llamó mi madre": a call unless shouted or a summons; "se llamaba Chela" names.
  return isACallEs(words, verb === 'a' ? k - 1 : k);
}

/** Whether the one named at [start, end) of the sentence only calls or is called there. */
export function isOnThePhone(sentence: PhoneSentence, start: number, end: number): boolean {
  return callsThere(sentence, start, end) || calledThere(sentence, start, end);
}
