// The AI provider's settings, parsed with zod like the rest of the environment. `aiEnvShape` is
// spread into the schema of api/src/config.ts and `toAiSettings` applied to the parsed values;
// `parseAiSettings` does both on its own, for this layer's tests.
import { z } from 'zod';
import type { AiInterpretationType } from './types.ts';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

export const aiEnvShape = {
  /** Turns the OpenAI-compatible provider on. Local servers (Ollama, llama.cpp...) accept any value. */
  OPENAI_API_KEY: z.string().min(1).optional(),
  /** Any OpenAI-compatible endpoint, e.g. http://localhost:11434/v1 (Ollama). Default: OpenAI. */
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/, error: 'OPENAI_BASE_URL must be an http(s) URL' }).optional(),
  OPENAI_MODEL_JUNG: z.string().min(1).default(DEFAULT_OPENAI_MODEL),
  OPENAI_MODEL_ROGERS: z.string().min(1).default(DEFAULT_OPENAI_MODEL),
  OPENAI_MODEL_CBT: z.string().min(1).default(DEFAULT_OPENAI_MODEL),
  /** Longest a whole generation may take, first byte to last token. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  /** Longest wait for the first token (a cold local model can be slow to load). */
  OPENAI_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(45_000),
  /** Pause between the offline interpreter's chunks, so its text appears progressively. 0 = none. */
  OFFLINE_INTERPRETER_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(25),
};

export const aiEnvSchema = z.object(aiEnvShape);
export type AiEnv = z.input<typeof aiEnvSchema>;

export interface OpenAiSettings {
  apiKey: string;
  /** Undefined means OpenAI's own endpoint. */
  baseURL: string | undefined;
  models: Record<AiInterpretationType, string>;
  timeoutMs: number;
  firstTokenTimeoutMs: number;
}

export interface AiSettings {
  /** Present when OPENAI_API_KEY is set: interpretations come from that endpoint. */
  openai: OpenAiSettings | undefined;
  offline: { chunkDelayMs: number };
}

export function toAiSettings(env: z.output<typeof aiEnvSchema>): AiSettings {
  return {
    openai: env.OPENAI_API_KEY
      ? {
          apiKey: env.OPENAI_API_KEY,
          baseURL: env.OPENAI_BASE_URL,
          models: { JUNG_AI: env.OPENAI_MODEL_JUNG, ROGERS_AI: env.OPENAI_MODEL_ROGERS, CBT_AI: env.OPENAI_MODEL_CBT },
          // A first-token limit above the total one would never fire.
          firstTokenTimeoutMs: Math.min(env.OPENAI_FIRST_TOKEN_TIMEOUT_MS, env.OPENAI_TIMEOUT_MS),
          timeoutMs: env.OPENAI_TIMEOUT_MS,
        }
      : undefined,
    offline: { chunkDelayMs: env.OFFLINE_INTERPRETER_DELAY_MS },
  };
}

export class AiSettingsError extends Error {}

/** Parses the AI settings from an environment; empty strings count as unset, as in config.ts. */
export function parseAiSettings(env: Record<string, string | undefined>): AiSettings {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = aiEnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new AiSettingsError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toAiSettings(parsed.data);
}
