// Closing quotations: real, well-known lines from Jung's and Rogers's published work, with their
// source so anyone can check them. The Spanish texts are our translations of the English ones.
// Lines popularly attributed to them but not found in their writings are deliberately left out
// (for example "I am not what happened to me, I am what I choose to become").
import type { Locale } from '#shared/i18n/locale.ts';

export interface Quotation {
  text: Readonly<Record<Locale, string>>;
  source: string;
}

export const JUNG_QUOTES: readonly Quotation[] = [
  {
    text: {
      en: 'Who looks outside, dreams; who looks inside, awakes.',
      es: 'Quien mira hacia fuera, sueña; quien mira hacia dentro, despierta.',
    },
    source: 'Letter to Fanny Bowditch, 22 October 1916',
  },
  {
    text: {
      en: 'The dream is a little hidden door in the innermost and most secret recesses of the soul, opening into that cosmic night which was psyche long before there was any ego-consciousness.',
      es: 'El sueño es una pequeña puerta oculta en los recovecos más íntimos y secretos del alma, que se abre a esa noche cósmica que era psique mucho antes de que existiera conciencia alguna del yo.',
    },
    source: 'The Meaning of Psychology for Modern Man (1933)',
  },
  {
    text: {
      en: 'One does not become enlightened by imagining figures of light, but by making the darkness conscious.',
      es: 'Uno no se ilumina imaginando figuras de luz, sino haciendo consciente la oscuridad.',
    },
    source: 'The Philosophical Tree, Collected Works vol. 13',
  },
  {
    text: {
      en: 'Everything that irritates us about others can lead us to an understanding of ourselves.',
      es: 'Todo lo que nos irrita de los demás puede llevarnos a comprendernos a nosotros mismos.',
    },
    source: 'Memories, Dreams, Reflections (1962)',
  },
  {
    text: {
      en: 'The dream is a spontaneous self-portrayal, in symbolic form, of the actual situation in the unconscious.',
      es: 'El sueño es un autorretrato espontáneo, en forma simbólica, de la situación actual del inconsciente.',
    },
    source: 'General Aspects of Dream Psychology, Collected Works vol. 8',
  },
  {
    text: {
      en: 'The meeting of two personalities is like the contact of two chemical substances: if there is any reaction, both are transformed.',
      es: 'El encuentro de dos personalidades es como el contacto de dos sustancias químicas: si hay alguna reacción, ambas se transforman.',
    },
    source: 'Modern Man in Search of a Soul (1933)',
  },
  {
    text: {
      en: 'Knowing your own darkness is the best method for dealing with the darknesses of other people.',
      es: 'Conocer tu propia oscuridad es el mejor método para lidiar con las oscuridades de los demás.',
    },
    source: 'Letters, vol. 1 (1937)',
  },
  {
    text: {
      en: 'The shoe that fits one person pinches another; there is no recipe for living that suits all cases.',
      es: 'El zapato que le va bien a una persona le aprieta a otra; no hay receta para vivir que sirva en todos los casos.',
    },
    source: 'Modern Man in Search of a Soul (1933)',
  },
];

export const ROGERS_QUOTES: readonly Quotation[] = [
  {
    text: {
      en: 'The curious paradox is that when I accept myself just as I am, then I can change.',
      es: 'La curiosa paradoja es que cuando me acepto tal como soy, entonces puedo cambiar.',
    },
    source: 'On Becoming a Person (1961)',
  },
  {
    text: {
      en: 'The good life is a process, not a state of being. It is a direction not a destination.',
      es: 'La buena vida es un proceso, no un estado del ser. Es una dirección, no un destino.',
    },
    source: 'On Becoming a Person (1961)',
  },
  {
    text: {
      en: 'What is most personal is most universal.',
      es: 'Lo más personal es lo más universal.',
    },
    source: 'On Becoming a Person (1961)',
  },
  {
    text: {
      en: 'Experience is, for me, the highest authority.',
      es: 'La experiencia es, para mí, la máxima autoridad.',
    },
    source: 'On Becoming a Person (1961)',
  },
  {
    text: {
      en: 'People are just as wonderful as sunsets if I let them be.',
      es: 'Las personas son tan maravillosas como las puestas de sol, si las dejo ser.',
    },
    source: 'A Way of Being (1980)',
  },
  {
    text: {
      en: 'The only person who is educated is the one who has learned how to learn and change.',
      es: 'La única persona educada es la que ha aprendido a aprender y a cambiar.',
    },
    source: 'Freedom to Learn (1969)',
  },
];

export const QUOTES = { JUNG_AI: JUNG_QUOTES, ROGERS_AI: ROGERS_QUOTES } as const;

/** The line a text closes with: `> “…” — Carl Jung` (English quotes) or `> «…» — Carl Jung`. */
export function formatQuotation(quotation: Quotation, author: string, locale: Locale): string {
  const text = quotation.text[locale];
  return locale === 'es' ? `> «${text}» — ${author}` : `> “${text}” — ${author}`;
}
