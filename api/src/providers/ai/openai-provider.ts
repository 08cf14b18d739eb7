// The OpenAI-compatible provider: Chat Completions with `stream: true` through the `openai` SDK, so
// OPENAI_BASE_URL can point at OpenAI or any compatible server (Ollama, vLLM, LM Studio, llama.cpp).
//
// Failure policy: every way a generation can go wrong ends the stream with one `InterpretationFailed`
// carrying a reason code, and the caller stores nothing. There are no retries (`maxRetries: 0`): a
// retried request can be billed twice without anyone noticing, and the user can press the button
// again. A stream is complete only when the model sent a finish reason; a stream that just stops is
// broken, not finished.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { buildChatMessages } from './prompts/index.ts';
import type { OpenAiSettings } from './settings.ts';
import { InterpretationFailed, type InterpretationProvider, type InterpretationRequest } from './types.ts';

/** The SDK's logger shape (pino's methods fit: message first, extra values after). */
export interface ProviderLogger {
  error(message: string, ...rest: unknown[]): void;
  warn(message: string, ...rest: unknown[]): void;
  info(message: string, ...rest: unknown[]): void;
  debug(message: string, ...rest: unknown[]): void;
}

export interface OpenAiProviderOptions {
  /** Receives the SDK's warnings and errors; by default the SDK logs nothing. */
  logger?: ProviderLogger;
  /** Sampling temperature sent with every request. */
  temperature?: number;
}

const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const FINISHED_INCOMPLETE = new Set(['length', 'content_filter']);

export function createOpenAiProvider(
  settings: OpenAiSettings,
  options: OpenAiProviderOptions = {},
): InterpretationProvider {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    // Passed explicitly so the SDK never falls back to reading process.env itself.
    baseURL: settings.baseURL ?? OPENAI_DEFAULT_BASE_URL,
    organization: null,
    project: null,
    webhookSecret: null,
    maxRetries: 0,
    timeout: settings.timeoutMs,
    logger: options.logger,
    logLevel: options.logger ? 'warn' : 'off',
  });
  const temperature = options.temperature ?? 0.7;

  return {
    kind: 'openai',
    stream: (request, signal) => streamCompletion(client, settings, temperature, request, signal),
    check: (timeoutMs) => checkModelServer(client, timeoutMs),
  };
}

/**
 * GET /models: free, and it needs the key. Some compatible servers list no models (404): they
 * answered all the same, which is what the check asks.
 */
export async function checkModelServer(client: OpenAI, timeoutMs: number): Promise<void> {
  try {
    await client.models.list({ timeout: timeoutMs, maxRetries: 0 });
  } catch (error) {
    if (error instanceof APIError && error.status === 404) return;
    throw error;
  }
}

async function* streamCompletion(
  client: OpenAI,
  settings: OpenAiSettings,
  temperature: number,
  request: InterpretationRequest,
  signal: AbortSignal,
): AsyncGenerator<string, void, undefined> {
  if (signal.aborted) throw new InterpretationFailed('CANCELLED', 'Interpretation cancelled before it started');

  const controller = new AbortController();
  const state: FailureContext = { timedOut: undefined, responded: false, cancelled: false };
  const onAbort = () => {
    state.cancelled = true;
    controller.abort();
  };
  signal.addEventListener('abort', onAbort, { once: true });
  const timeout = (which: 'first_token' | 'total') => () => {
    state.timedOut ??= which;
    controller.abort();
  };
  const totalTimer = setTimeout(timeout('total'), settings.timeoutMs);
  let firstTokenTimer: ReturnType<typeof setTimeout> | undefined = setTimeout(
    timeout('first_token'),
    settings.firstTokenTimeoutMs,
  );

  let produced = false;
  let finishReason: string | undefined;
  try {
    const stream = await client.chat.completions.create(
      { model: settings.models[request.type], messages: buildChatMessages(request), stream: true, temperature },
      { signal: controller.signal },
    );
    state.responded = true;
    for await (const chunk of stream) {
      const choice = chunk.choices?.[0];
      const content = choice?.delta?.content;
      if (content) {
        if (firstTokenTimer) {
          clearTimeout(firstTokenTimer);
          firstTokenTimer = undefined;
        }
        produced = true;
        yield content;
      }
      if (choice?.finish_reason) finishReason = choice.finish_reason;
    }
  } catch (error) {
    throw toFailure(error, state);
  } finally {
    clearTimeout(totalTimer);
    clearTimeout(firstTokenTimer);
    signal.removeEventListener('abort', onAbort);
    // Closes the connection when the consumer stopped early; a no-op after a complete stream.
    controller.abort();
  }

  // The SDK ends the iteration quietly (no error) when its signal is aborted mid-stream.
  if (state.timedOut || state.cancelled) throw toFailure(undefined, state);
  if (finishReason === undefined)
    throw new InterpretationFailed('BROKEN_STREAM', 'The stream ended before the model finished');
  if (FINISHED_INCOMPLETE.has(finishReason)) {
    throw new InterpretationFailed('INCOMPLETE', `The model stopped early (finish_reason: ${finishReason})`);
  }
  if (!produced) throw new InterpretationFailed('EMPTY', 'The model finished without writing anything');
}

interface FailureContext {
  timedOut: 'first_token' | 'total' | undefined;
  /** The provider answered with a stream (so a later failure is a broken stream, not a connection one). */
  responded: boolean;
  cancelled: boolean;
}

function toFailure(error: unknown, state: FailureContext): InterpretationFailed {
  if (error instanceof InterpretationFailed) return error;
  if (state.timedOut) {
    const what = state.timedOut === 'first_token' ? 'No first token' : 'Not finished';
    return new InterpretationFailed('TIMEOUT', `${what} within the time limit`, {
      timeout: state.timedOut,
      cause: error,
    });
  }
  if (state.cancelled) return new InterpretationFailed('CANCELLED', 'Interpretation cancelled', { cause: error });
  if (error instanceof APIConnectionTimeoutError) {
    return new InterpretationFailed('TIMEOUT', 'The provider did not answer in time', {
      timeout: 'total',
      cause: error,
    });
  }
  if (error instanceof APIUserAbortError)
    return new InterpretationFailed('CANCELLED', 'Interpretation cancelled', { cause: error });
  if (error instanceof APIConnectionError) {
    return new InterpretationFailed(
      state.responded ? 'BROKEN_STREAM' : 'CONNECTION',
      `Could not reach the provider: ${error.message}`,
      { cause: error },
    );
  }
  if (error instanceof APIError) {
    if (error.status === 429) {
      const retryAfterSeconds = retryAfter(error.headers);
      return new InterpretationFailed('RATE_LIMITED', 'The provider is rate limiting requests (429)', {
        status: 429,
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
        cause: error,
      });
    }
    if (error.status !== undefined) {
      return new InterpretationFailed('PROVIDER_ERROR', `The provider answered ${error.status}`, {
        status: error.status,
        cause: error,
      });
    }
    // An error event inside the stream.
    return new InterpretationFailed('PROVIDER_ERROR', `The provider sent an error: ${error.message}`, { cause: error });
  }
  if (error instanceof SyntaxError)
    return new InterpretationFailed('BROKEN_STREAM', 'The provider sent a malformed chunk', { cause: error });
  // Anything else is the transport failing: before an answer that is a connection problem, after it
  // the stream broke (e.g. undici's "terminated" when the socket closes mid-way).
  return new InterpretationFailed(
    state.responded ? 'BROKEN_STREAM' : 'CONNECTION',
    state.responded ? 'The stream was cut' : 'Could not reach the provider',
    {
      cause: error,
    },
  );
}

/** Seconds from `retry-after-ms` or `retry-after` (seconds or an HTTP date). */
function retryAfter(headers: Headers | undefined): number | undefined {
  const ms = Number(headers?.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms > 0) return Math.ceil(ms / 1000);
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
