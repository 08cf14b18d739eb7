// The chat messages for one interpretation: the style's system prompt in the user's language, and
// the dream (and the bounded counts of its journal memory) as the user message.
import { detectSafetyConcerns } from '../safety.ts';
import type { AiInterpretationType, InterpretationRequest } from '../types.ts';
import { cbtSystemPrompt } from './cbt.ts';
import { jungSystemPrompt } from './jung.ts';
import { rogersSystemPrompt } from './rogers.ts';
import { dreamMessage, type ChatMessage, type PromptOptions } from './shared.ts';

export type { ChatMessage } from './shared.ts';
export { MAX_DREAM_CHARS } from './shared.ts';

const SYSTEM_PROMPTS: Record<AiInterpretationType, (options: PromptOptions) => string> = {
  JUNG_AI: jungSystemPrompt,
  ROGERS_AI: rogersSystemPrompt,
  CBT_AI: cbtSystemPrompt,
};

export function buildChatMessages(request: InterpretationRequest): ChatMessage[] {
  const concerns = detectSafetyConcerns(request.dream);
  return [
    { role: 'system', content: SYSTEM_PROMPTS[request.type]({ locale: request.locale, concerns }) },
    { role: 'user', content: dreamMessage(request.dream, request.memory, request.locale) },
  ];
}
