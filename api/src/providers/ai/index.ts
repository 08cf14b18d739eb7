// The AI provider layer for dream interpretations: what the GraphQL layer imports.
//
//   const provider = createInterpretationProvider(config.ai, { logger });
//   const text = await generateInterpretation(provider, { type, locale, dream }, signal);
//
// `provider.stream()` yields chunks as they are produced (for a subscription or SSE); it throws
// `InterpretationFailed` with a reason code when the text cannot be completed, and then nothing may be
// stored. `generateInterpretation` collects the whole text for callers that only store the result.
import { createOfflineProvider } from './offline-provider.ts';
import { createOpenAiProvider, type ProviderLogger } from './openai-provider.ts';
import { checkedModelText } from './model-text.ts';
import type { AiSettings } from './settings.ts';
import { InterpretationFailed, type InterpretationProvider, type InterpretationRequest } from './types.ts';

export * from './types.ts';
export {
  aiEnvSchema,
  aiEnvShape,
  AiSettingsError,
  DEFAULT_OPENAI_MODEL,
  parseAiSettings,
  toAiSettings,
} from './settings.ts';
export type { AiEnv, AiSettings, OpenAiSettings } from './settings.ts';
export { createOfflineProvider } from './offline-provider.ts';
export type { OfflineProviderOptions } from './offline-provider.ts';
export { createOpenAiProvider } from './openai-provider.ts';
export type { OpenAiProviderOptions, ProviderLogger } from './openai-provider.ts';
export { splitInterpretation, stripMarkdown } from '#shared/interpretations/split-interpretation.ts';
export type { SplitInterpretation } from '#shared/interpretations/split-interpretation.ts';
export { CBT_HEADINGS, ITEM_PHRASE, ITEMS_HEADING } from '#shared/interpretations/structure.ts';
export { buildChatMessages } from './prompts/index.ts';

export interface CreateProviderOptions {
  logger?: ProviderLogger;
}

/** OPENAI_API_KEY set: the OpenAI-compatible provider; otherwise the offline interpreter. */
export function createInterpretationProvider(
  settings: AiSettings,
  options: CreateProviderOptions = {},
): InterpretationProvider {
  if (settings.openai)
    return createOpenAiProvider(settings.openai, { ...(options.logger ? { logger: options.logger } : {}) });
  return createOfflineProvider({ chunkDelayMs: settings.offline.chunkDelayMs });
}

/**
 * The complete text of one interpretation, or `InterpretationFailed`. `onChunk` sees each chunk as it
 * arrives (e.g. to publish progress); the returned text is only ever a complete one.
 */
export async function generateInterpretation(
  provider: InterpretationProvider,
  request: InterpretationRequest,
  signal: AbortSignal,
  onChunk?: (chunk: string) => void,
): Promise<string> {
  const chunks: string[] = [];
  for await (const chunk of provider.stream(request, signal)) {
    chunks.push(chunk);
    onChunk?.(chunk);
  }
  const text = chunks.join('').trim();
  if (text === '') throw new InterpretationFailed('EMPTY', 'The provider finished without writing anything');
  // The offline interpreter keeps these rules by construction; a model's text is checked.
  return provider.kind === 'offline' ? text : checkedModelText(text, request.locale);
}
