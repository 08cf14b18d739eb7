// The three AI voices, as the server stores them and the web shows them in tabs.
export const AI_INTERPRETATION_TYPES = ['JUNG_AI', 'ROGERS_AI', 'CBT_AI'] as const;
export type AiInterpretationType = (typeof AI_INTERPRETATION_TYPES)[number];

export function isAiInterpretationType(value: unknown): value is AiInterpretationType {
  return typeof value === 'string' && (AI_INTERPRETATION_TYPES as readonly string[]).includes(value);
}
