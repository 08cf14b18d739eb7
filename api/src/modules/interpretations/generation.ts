// Running AI generations: at most one per dream and type, started by the mutation and carried on in
// the background, so a client that leaves and comes back finds it still running (and its text so
// far) instead of starting a second one. Progress goes out through the pub/sub as the whole text so
// far, coalesced: the first chunk at once (the latency a user feels), then at most one event per
// PROGRESS_INTERVAL_MS. Only a complete text is ever stored; a failure stores nothing.
//
// A generation started for a caller that waits for the whole text and has no other way to follow it
// (the REST adapter: `cancelOn`, its client's signal) stops when that caller leaves: nobody else asked
// for it, and a model kept writing for nobody costs money and a place in the user's limits.
//
// Jobs live in this process. With several API instances (REDIS_URL) progress events still reach every
// instance's subscribers, but the "one at a time" rule and the snapshot a new subscriber starts from
// are per instance.
import type { AppPubSub, InterpretationProgressEvent } from '../../graphql/pubsub.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { AttemptCounter } from '../../lib/attempt-counter.ts';
import type { Logger } from '../../logger.ts';
import {
  generateInterpretation,
  isInterpretationFailed,
  type AiInterpretationType,
  type DreamInput,
  type InterpretationProvider,
} from '../../providers/ai/index.ts';

/** Longest gap between progress events while text is arriving. */
export const PROGRESS_INTERVAL_MS = 50;

export interface GenerationRequest {
  userId: number;
  dreamId: number;
  type: AiInterpretationType;
  locale: Locale;
  dream: DreamInput;
}

export type GenerationOutcome = { ok: true; interpretationId: number; text: string } | { ok: false; failure: string };

export interface Generation {
  readonly userId: number;
  readonly dreamId: number;
  readonly type: AiInterpretationType;
  /** The text so far. */
  readonly text: string;
  /** Settles when the generation ends, stored or not; never rejects. */
  readonly outcome: Promise<GenerationOutcome>;
}

/** Why a generation could not start: the user's hourly or concurrent limit. */
export class GenerationLimitReached extends Error {
  constructor(readonly retryAfterMs: number) {
    super('AI generation limit reached');
  }
}

export interface GenerationOptions {
  provider: InterpretationProvider;
  pubsub: AppPubSub;
  logger: Logger;
  limits: { perHour: number; concurrentPerUser: number };
  /** Stores the finished text (replacing an earlier one of the same type) and returns its id. */
  store: (request: GenerationRequest, text: string) => Promise<number>;
}

interface Job extends Generation {
  text: string;
  outcome: Promise<GenerationOutcome>;
  controller: AbortController;
}

export class InterpretationGenerator {
  private readonly jobs = new Map<string, Job>();
  private readonly hourly: AttemptCounter;

  constructor(private readonly options: GenerationOptions) {
    this.hourly = new AttemptCounter(3_600_000, options.limits.perHour);
  }

  get providerKind() {
    return this.options.provider.kind;
  }

  /** The generation running for this dream and type, if any. */
  running(dreamId: number, type: AiInterpretationType): Generation | undefined {
    return this.jobs.get(keyOf(dreamId, type));
  }

  /**
   * Starts a generation, or returns the one already running for this dream and type (a second press,
   * another tab). Throws GenerationLimitReached when the user may not start another now.
   */
  start(request: GenerationRequest, options: { cancelOn?: AbortSignal } = {}): Generation {
    const key = keyOf(request.dreamId, request.type);
    const existing = this.jobs.get(key);
    if (existing) return existing;

    const userKey = String(request.userId);
    const retryAfterMs = this.hourly.retryAfterMs(userKey);
    if (retryAfterMs > 0) throw new GenerationLimitReached(retryAfterMs);
    const runningForUser = [...this.jobs.values()].filter((job) => job.userId === request.userId).length;
    // A running generation takes seconds; "one minute" is an honest upper bound to suggest.
    if (runningForUser >= this.options.limits.concurrentPerUser) throw new GenerationLimitReached(60_000);
    this.hourly.hit(userKey);

    const job = {
      userId: request.userId,
      dreamId: request.dreamId,
      type: request.type,
      text: '',
      controller: new AbortController(),
    } as Job;
    this.jobs.set(key, job);
    const { cancelOn } = options;
    const cancel = () => job.controller.abort();
    cancelOn?.addEventListener('abort', cancel, { once: true });
    job.outcome = this.run(job, request).finally(() => cancelOn?.removeEventListener('abort', cancel));
    return job;
  }

  /** Aborts every running generation (server shutdown) and waits for them to end. */
  async stop(): Promise<void> {
    const jobs = [...this.jobs.values()];
    for (const job of jobs) job.controller.abort();
    await Promise.all(jobs.map((job) => job.outcome));
  }

  private async run(job: Job, request: GenerationRequest): Promise<GenerationOutcome> {
    const { pubsub, provider, logger } = this.options;
    const base = { userId: job.userId, dreamId: job.dreamId, type: job.type };
    let lastPublished = 0;
    let timer: NodeJS.Timeout | undefined;
    const publishProgress = () => {
      timer = undefined;
      lastPublished = performance.now();
      pubsub.publishInterpretationProgress({ ...base, status: 'GENERATING', text: job.text });
    };
    const finish = (event: Omit<InterpretationProgressEvent, 'userId' | 'dreamId' | 'type'>) => {
      clearTimeout(timer);
      // Released before the last event goes out: a client reacting to it at once starts a new job.
      this.jobs.delete(keyOf(job.dreamId, job.type));
      pubsub.publishInterpretationProgress({ ...base, ...event });
    };

    let text: string;
    try {
      text = await generateInterpretation(
        provider,
        { type: request.type, locale: request.locale, dream: request.dream },
        job.controller.signal,
        (chunk) => {
          job.text += chunk;
          if (timer) return;
          const wait = PROGRESS_INTERVAL_MS - (performance.now() - lastPublished);
          if (wait <= 0) publishProgress();
          else timer = setTimeout(publishProgress, wait);
        },
      );
    } catch (error) {
      const failure = isInterpretationFailed(error) ? error.reason : 'PROVIDER_ERROR';
      // The reason and status only: the message never holds the dream, but keep logs lean anyway.
      logger.warn(
        { failure, status: isInterpretationFailed(error) ? error.status : undefined, type: job.type },
        'interpretation failed',
      );
      if (!isInterpretationFailed(error)) logger.error({ err: error }, 'interpretation provider threw unexpectedly');
      finish({ status: 'FAILED', text: '', failure });
      return { ok: false, failure };
    }

    try {
      const interpretationId = await this.options.store(request, text);
      job.text = text;
      finish({ status: 'DONE', text, interpretationId });
      return { ok: true, interpretationId, text };
    } catch (error) {
      // The dream was deleted while its interpretation was being written.
      const failure = isMissingDreamError(error) ? 'DREAM_DELETED' : 'STORE_FAILED';
      if (failure === 'STORE_FAILED') logger.error({ err: error }, 'storing an interpretation failed');
      finish({ status: 'FAILED', text: '', failure });
      return { ok: false, failure };
    }
  }
}

function keyOf(dreamId: number, type: AiInterpretationType): string {
  return `${dreamId}:${type}`;
}

/** Prisma's "foreign key" (P2003) and "record not found" (P2025) errors. */
function isMissingDreamError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'P2003' || code === 'P2025' || code === 'DREAM_DELETED';
}
