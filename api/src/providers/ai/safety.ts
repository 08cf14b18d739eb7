// A small bilingual keyword check for dreams that describe self-harm, suicide or abuse. It does not
// judge or diagnose anything: when it fires, the prompt asks the model for a gentle note pointing to
// professional help, and the offline interpreter adds one itself. A miss costs little (the prompts
// also ask for the note whenever the model sees such content); a false alarm costs one kind paragraph.
import type { Locale } from '#shared/i18n/locale.ts';
import { compileTerm, findTerm, tokenize, type CompiledTerm } from './text.ts';
import type { DreamInput } from './types.ts';

export type SafetyConcern = 'self_harm' | 'abuse';

const TERMS: Record<SafetyConcern, { en: string[]; es: string[] }> = {
  self_harm: {
    en: [
      'suicide',
      'suicidal',
      'kill myself',
      'killing myself',
      'killed myself',
      'end my life',
      'ending my life',
      'take my own life',
      'took my own life',
      'self harm',
      'self harming',
      'selfharm',
      'hurt myself',
      'hurting myself',
      'cut myself',
      'cutting myself',
      'want to die',
      'wanted to die',
      'wish i was dead',
      'wish i were dead',
      'overdose',
      'slit my wrists',
    ],
    es: [
      'suicid*',
      'matarme',
      'me mate',
      'me mataba',
      'quitarme la vida',
      'acabar con mi vida',
      'autolesion*',
      'hacerme dano',
      'me hacia dano a mi mismo',
      'me hacia dano a mi misma',
      'cortarme las venas',
      'quiero morir*',
      'queria morir*',
      'quise morir*',
      'ganas de morir*',
      'no quiero vivir',
      'no queria vivir',
      'sobredosis',
    ],
  },
  abuse: {
    en: [
      'abuse',
      'abused',
      'abusing',
      'abuser',
      'abusive',
      'molest*',
      'rape',
      'raped',
      'raping',
      'rapist',
      'sexual assault',
      'sexually assaulted',
      'domestic violence',
      'groped',
      'beating me',
      'beat me up',
    ],
    es: [
      'abus*',
      'violacion',
      'violada',
      'violado',
      'violaron',
      'violo',
      'agresion sexual',
      'agredio sexualmente',
      'maltrat*',
      'me pegaba',
      'me pegaban',
      'me golpeaba',
      'me golpeaban',
      'acoso sexual',
      'violencia domestica',
      'violencia de genero',
    ],
  },
};

let compiled: Record<SafetyConcern, CompiledTerm[]> | undefined;

function compiledTerms(): Record<SafetyConcern, CompiledTerm[]> {
  compiled ??= {
    self_harm: [
      ...TERMS.self_harm.en.map((t) => compileTerm(t, 'en', false)),
      ...TERMS.self_harm.es.map((t) => compileTerm(t, 'es', false)),
    ],
    abuse: [
      ...TERMS.abuse.en.map((t) => compileTerm(t, 'en', false)),
      ...TERMS.abuse.es.map((t) => compileTerm(t, 'es', false)),
    ],
  };
  return compiled;
}

/** The concerns a dream's title, text or tags mention (both languages are always checked). */
export function detectSafetyConcerns(dream: Pick<DreamInput, 'title' | 'text' | 'tags'>): SafetyConcern[] {
  const words = tokenize([dream.title, dream.text, ...dream.tags].join('\n')).map((token) => token.word);
  const terms = compiledTerms();
  return (Object.keys(terms) as SafetyConcern[]).filter((concern) =>
    terms[concern].some((term) => findTerm(words, term).length > 0),
  );
}

const TOPICS: Record<Locale, Record<SafetyConcern, string>> = {
  en: { self_harm: 'thoughts of self-harm or suicide', abuse: 'abuse or violence' },
  es: { self_harm: 'pensamientos de autolesión o suicidio', abuse: 'abuso o violencia' },
};

function topicList(concerns: readonly SafetyConcern[], locale: Locale): string {
  const topics = concerns.map((concern) => TOPICS[locale][concern]);
  return topics.join(locale === 'es' ? ' y ' : ' and ');
}

/** The gentle note the offline interpreter writes (and the model is asked to write in its own words). */
export function safetyNote(concerns: readonly SafetyConcern[], locale: Locale): string | undefined {
  if (concerns.length === 0) return undefined;
  const topics = topicList(concerns, locale);
  return locale === 'es'
    ? `Una nota con cuidado: este sueño toca ${topics}, y eso puede ser muy pesado de llevar. Si tiene que ver con algo que estás viviendo, no tienes por qué afrontarlo en soledad: hablar con un profesional de la salud mental o con alguien de confianza puede ayudar de verdad. Si estás en peligro o piensas en hacerte daño, por favor llama ahora al número de emergencias de tu zona o a una línea de ayuda en crisis.`
    : `A gentle note: this dream touches on ${topics}, and that can be very heavy to carry. If it connects with something you are living through, you don't have to face it alone: talking with a mental-health professional or someone you trust can really help. If you are in danger or thinking about hurting yourself, please call your local emergency number or a crisis line now.`;
}

/** The instruction added to a prompt when the keyword check fires. */
export function safetyInstruction(concerns: readonly SafetyConcern[]): string | undefined {
  if (concerns.length === 0) return undefined;
  const topics = topicList(concerns, 'en');
  return `IMPORTANT: this dream appears to mention ${topics}. Begin your answer with a short, warm paragraph (in the answer's language) that acknowledges this may be painful, says gently that talking with a mental-health professional or someone they trust can help, and that if they are in danger or thinking of harming themselves they should contact their local emergency number or a crisis line right away. Do not be alarmist, do not diagnose, do not read the self-harm or abuse itself as a mere symbol, and then continue with the requested structure.`;
}
