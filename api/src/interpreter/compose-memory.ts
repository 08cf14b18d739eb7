// The journal's memory in each voice: "It is not the first time: your brother appears in 4 of your 30
// dreams since March 2026." The counts come with the request (modules/interpretations/journal-memory.ts
// counts the dreamer's own stored elements); this module only says them, naming each element by this
// dream's own word for it, and in each voice's way: Jung reads a return as unfinished work, Rogers
// reflects how meeting it again may feel, CBT names it as a pattern to write down.
import type { Locale } from '#shared/i18n/locale.ts';
import type { RecurringElement } from '../providers/ai/types.ts';
import type { Hit } from './analyze.ts';
import { fill, labelOf, type ByVoice, type Composer } from './compose-shared.ts';
import type { Pair } from './lexicon/types.ts';

const FIRST: ByVoice<Pair> = {
  jung: [
    'It is not the first time: {label} {appears/appear:label} in {share} since {since}. For Jung, what keeps returning is something the psyche has not yet finished working through.',
    'No es la primera vez: {label} {aparece/aparecen:label} en {share} desde {since}. Para Jung, lo que vuelve una y otra vez es algo que la psique aún no ha terminado de elaborar.',
  ],
  rogers: [
    'This is familiar ground in your journal: {label} {comes/come:label} up in {share} since {since}. I wonder how it feels for you when this returns.',
    'Es un terreno conocido en tu diario: {label} {sale/salen:label} en {share} desde {since}. Me pregunto cómo te sientes cuando esto vuelve.',
  ],
  cbt: [
    'A pattern across your journal: {label} {shows/show:label} up in {share} since {since}. Content that repeats often points to a situation or worry still active during the day, and it is worth writing down.',
    'Un patrón en tu diario: {label} {aparece/aparecen:label} en {share} desde {since}. Un contenido que se repite suele señalar una situación o preocupación que sigue activa durante el día, y vale la pena anotarla.',
  ],
};

/** The second recurring element, in a short sentence of its own. */
const SECOND: ByVoice<Pair> = {
  jung: [
    '{Label} {returns/return:label} as well, in {count} of those dreams.',
    'También {vuelve/vuelven:label} {label}, en {count} de esos sueños.',
  ],
  rogers: ['{Label} too, in {count} of them.', 'También {label}, en {count} de ellos.'],
  cbt: ['The same goes for {label}: {count} of them.', 'Lo mismo ocurre con {label}: {count} de ellos.'],
};

function share(count: number, dreams: number, locale: Locale): string {
  if (locale === 'es')
    return count === dreams ? `cada uno de tus ${dreams} sueños` : `${count} de tus ${dreams} sueños`;
  return count === dreams ? `every one of your ${dreams} dreams` : `${count} of your ${dreams} dreams`;
}

function monthOf(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** This dream's hit for a recurring element (its own word), or none when the analysis has no such hit. */
function hitOf(c: Composer, element: RecurringElement): Hit<{ label: Pair }> | undefined {
  const hits = element.kind === 'FEELING' ? c.a.emotions : c.a.symbols;
  return hits.find((hit) => hit.entry.id === element.id);
}

/** The memory's paragraph in this voice; none when nothing of this dream recurs in the journal. */
export function memoryParagraph(c: Composer): string | undefined {
  const memory = c.memory;
  if (!memory) return undefined;
  const found = memory.recurring.flatMap((element) => {
    const hit = hitOf(c, element);
    return hit ? [{ element, label: labelOf(hit, c.locale) }] : [];
  });
  const [first, second] = found;
  if (!first) return undefined;
  const sentences = [
    fill(c.tr(FIRST[c.voice]), {
      label: first.label,
      share: share(first.element.dreams, memory.dreams, c.locale),
      since: monthOf(memory.since, c.locale),
    }),
  ];
  if (second)
    sentences.push(fill(c.tr(SECOND[c.voice]), { label: second.label, count: String(second.element.dreams) }));
  return sentences.join(' ');
}
