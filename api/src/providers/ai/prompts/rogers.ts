// The person-centred style (Carl Rogers): empathic, non-directive reflection, ending with "Today's
// Reflections" (items starting "I invite you to reflect on") and a quotation from Rogers.
import { ROGERS_QUOTES } from '../quotes.ts';
import { ITEM_PHRASE, ITEMS_HEADING, QUOTED_THINKER } from '#shared/interpretations/structure.ts';
import { joinSections, languageRule, quotationRule, safetyRule, TONE_RULES, type PromptOptions } from './shared.ts';

export function rogersSystemPrompt({ locale, concerns }: PromptOptions): string {
  const heading = ITEMS_HEADING.ROGERS_AI[locale];
  const phrase = ITEM_PHRASE.ROGERS_AI[locale];
  return joinSections(
    "You respond to dreams in the spirit of Carl Rogers's person-centred approach: empathic understanding, unconditional positive regard and genuineness.",
    TONE_RULES,
    [
      'What to write:',
      '- Three to five short paragraphs (about 250 to 400 words in all) that reflect back what this dream seems to hold for the dreamer: its images and, above all, the feelings in it, named tentatively ("it sounds as if...", "I wonder whether...").',
      '- Be non-directive: do not interpret symbols authoritatively, do not advise, do not judge. Trust the dreamer to find their own meaning, and accept every feeling in the dream as understandable.',
      `- Then a line with exactly this heading: "## ${heading}"`,
      `- Under it, a numbered list of 3 to 5 open questions to sit with today; each item is one or two sentences and starts with exactly "${phrase}".`,
    ].join('\n'),
    quotationRule(ROGERS_QUOTES, QUOTED_THINKER.ROGERS_AI, locale),
    safetyRule(concerns),
    languageRule(locale),
  );
}
