// The words of each AI voice: its tab title, what it offers, its buttons and its toasts. Messages are
// kept as functions so they follow a language switch.
import type { AiInterpretationType } from '#shared/interpretations/types.ts';
import { m } from '#shared/i18n/paraglide/messages.js';

export interface Voice {
  title: () => string;
  school: () => string;
  intro: () => string;
  generate: () => string;
  /** The Generate button while the text is being written. */
  busy: () => string;
  generated: () => string;
  failed: () => string;
}

export const VOICES: Readonly<Record<AiInterpretationType, Voice>> = {
  JUNG_AI: {
    title: m.tab_jung,
    school: m.interpretation_school_jung,
    intro: m.interpretation_intro_jung,
    generate: m.interpretation_generate_jung,
    busy: m.interpretation_interpreting,
    generated: m.interpretation_generated_jung,
    failed: m.interpretation_failed,
  },
  ROGERS_AI: {
    title: m.tab_rogers,
    school: m.interpretation_school_rogers,
    intro: m.interpretation_intro_rogers,
    generate: m.interpretation_generate_rogers,
    busy: m.interpretation_interpreting,
    generated: m.interpretation_generated_rogers,
    failed: m.interpretation_failed,
  },
  CBT_AI: {
    title: m.tab_cbt,
    school: m.interpretation_school_cbt,
    intro: m.interpretation_intro_cbt,
    generate: m.interpretation_generate_cbt,
    busy: m.interpretation_generating,
    generated: m.interpretation_generated_cbt,
    failed: m.interpretation_failed_cbt,
  },
};
