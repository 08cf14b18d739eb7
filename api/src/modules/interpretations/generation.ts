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
// Jobs live in the process that runs them. "One per dream and type" holds across instances: a job
// first takes the dream's generation slot (limits/, in Redis when REDIS_URL is set). An instance
// asked for a dream whose slot another instance holds joins that job from afar: progress events
// reach it through the pub/sub, and a caller waiting for the text gets the outcome from the job's last
// event (or, should that event be missed, from the database once the slot is free). The snapshot of
// a job running elsewhere starts with no text; the next progress event carries all of it.
import type { AppPubSub, InterpretationProgressEvent } from '../../graphql/pubsub.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { RateLimitExceeded, type Lease, type RateLimits } from '../../limits/rate-limits.ts';
import type { Logger } from '../../logger.ts';
import {
  generateInterpretation,
  isInterpretationFailed,
  type AiInterpretationType,
  type DreamInput,
  type InterpretationProvider,
  type JournalMemory,
} from '../../providers/ai/index.ts';

/** Longest gap between progress events while text is arriving. */
export const PROGRESS_INTERVAL_MS = 50;

export interface GenerationRequest {
  userId: number;
  dreamId: number;
  type: AiInterpretationType;
  locale: Locale;
  dream: DreamInput;
  /**
   * Reads what recurs in the user's own journal (journal-memory.ts): called once the job holds its
   * places in the limits, so a refused request reads nothing.
   */
  loadMemory?: () => Promise<JournalMemory | undefined>;
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

export interface GenerationOptions {
  provider: InterpretationProvider;
  pubsub: AppPubSub;
  logger: Logger;
  /** aiGenerationsPerHour and aiGenerationsAtOnce, per user. */
  limits: RateLimits;
  /** Stores the finished text (replacing an earlier one of the same type) and returns its id. */
  store: (request: GenerationRequest, text: string) => Promise<number>;
  /** The stored interpretation of this dream and type, with when it was written (a job elsewhere). */
  findStored: (dreamId: number, type: AiInterpretationType) => Promise<{ id: number; text: string; at: Date } | null>;
}

/** How often a caller following a job on another instance looks whether its slot is free again. */
const REMOTE_JOB_POLL_MS = 1000;
/** How far instances' clocks may differ when a stored text's time is compared (followRemote). */
const CLOCK_SLACK_MS = 2000;

interface Job extends Generation {
  text: string;
  outcome: Promise<GenerationOutcome>;
  controller: AbortController;
  lease: Lease;
}

export class InterpretationGenerator {
  private readonly jobs = new Map<string, Job>();
  private readonly starting = new Map<string, Promise<Generation>>();

  constructor(private readonly options: GenerationOptions) {}

  get providerKind() {
    return this.options.provider.kind;
  }

  /** The generation running in this process for this dream and type, if any. */
  running(dreamId: number, type: AiInterpretationType): Generation | undefined {
    return this.jobs.get(keyOf(dreamId, type));
  }

  /**
   * The generation running for this dream and type on any instance: this process's job, or one that
   * another instance runs (followed from here; its text so far is not known here).
   */
  async runningAnywhere(request: { userId: number; dreamId: number; type: AiInterpretationType }) {
    const local = this.running(request.dreamId, request.type);
    if (local) return local;
    const held = await this.options.limits.retryAfterMs('generationOfDream', keyOf(request.dreamId, request.type));
    return held > 0 ? this.followRemote(request) : undefined;
  }

  /**
   * Starts a generation, or returns the one already running for this dream and type (a second press,
   * another tab, another instance). Throws RateLimitExceeded when the user may not start another now.
   */
  start(request: GenerationRequest, options: { cancelOn?: AbortSignal } = {}): Promise<Generation> {
    const key = keyOf(request.dreamId, request.type);
    const existing = this.jobs.get(key);
    if (existing) return Promise.resolve(existing);
    // A second press while the first one's slots are being taken gets what the first one gets.
    const starting = this.starting.get(key) ?? this.startJob(key, request, options);
    this.starting.set(key, starting);
    return starting.finally(() => this.starting.delete(key));
  }

  private async startJob(
    key: string,
    request: GenerationRequest,
    options: { cancelOn?: AbortSignal },
  ): Promise<Generation> {
    const { limits } = this.options;
    // The dream's slot first: taken here, this instance runs the job; held elsewhere, it is joined.
    let dreamSlot: Lease;
    try {
      dreamSlot = await limits.hold([{ policy: 'generationOfDream', key }]);
    } catch (error) {
      if (!(error instanceof RateLimitExceeded)) throw error;
      return this.followRemote(request);
    }
    // Both reserved before the provider is called; the slots come back when the job ends.
    const userKey = String(request.userId);
    let lease: Lease;
    try {
      const userSlot = await limits.hold([{ policy: 'aiGenerationsAtOnce', key: userKey }]);
      lease = { release: () => Promise.all([userSlot.release(), dreamSlot.release()]).then(() => undefined) };
    } catch (error) {
      await dreamSlot.release();
      throw error;
    }
    try {
      await limits.consume('aiGenerationsPerHour', userKey);
    } catch (error) {
      await lease.release();
      throw error;
    }

    const job = {
      lease,
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

  /**
   * A job that another instance runs. Its outcome (read only by a caller that waits) comes from the
   * job's last progress event, or, when that was missed (sent before this subscription was live, or
   * never: the instance died), from the database once the dream's slot is free again.
   */
  private followRemote(request: { userId: number; dreamId: number; type: AiInterpretationType }): Generation {
    const { pubsub, limits, findStored } = this.options;
    const key = keyOf(request.dreamId, request.type);
    // The job began before this moment; a text it stored is newer. Another instance's clock may be a
    // little behind this one's: a stored text counts from a little earlier.
    const joinedAt = Date.now();
    let outcome: Promise<GenerationOutcome> | undefined;
    const follow = async (): Promise<GenerationOutcome> => {
      const events = pubsub.subscribeInterpretationProgress(request.userId);
      let poll: NodeJS.Timeout | undefined;
      const slotFreed = new Promise<void>((resolveFreed) => {
        const look = () =>
          void limits.retryAfterMs('generationOfDream', key).then(
            (held) => (held > 0 ? (poll = setTimeout(look, REMOTE_JOB_POLL_MS)) : resolveFreed()),
            () => (poll = setTimeout(look, REMOTE_JOB_POLL_MS)),
          );
        poll = setTimeout(look, REMOTE_JOB_POLL_MS);
      });
      const lastEvent = (async (): Promise<GenerationOutcome | undefined> => {
        for await (const event of events) {
          if (event.dreamId !== request.dreamId || event.type !== request.type) continue;
          if (event.status === 'DONE' && event.interpretationId)
            return { ok: true, interpretationId: event.interpretationId, text: event.text };
          if (event.status === 'FAILED') return { ok: false, failure: event.failure ?? 'PROVIDER_ERROR' };
        }
        return undefined;
      })();
      try {
        const heard = await Promise.race([lastEvent, slotFreed.then(() => undefined)]);
        if (heard) return heard;
        const stored = await findStored(request.dreamId, request.type);
        return stored && stored.at.getTime() >= joinedAt - CLOCK_SLACK_MS
          ? { ok: true, interpretationId: stored.id, text: stored.text }
          : { ok: false, failure: 'PROVIDER_ERROR' };
      } finally {
        clearTimeout(poll);
        await events.return();
      }
    };
    return {
      userId: request.userId,
      dreamId: request.dreamId,
      type: request.type,
      text: '',
      // Subscribed only when a caller waits for it.
      get outcome() {
        return (outcome ??= follow());
      },
    };
  }

  /** Gives the job's "at once" slot back; a failing limit store is logged, never the job's outcome. */
  private release(job: Job): void {
    job.lease
      .release()
      .catch((error: unknown) => this.options.logger.error({ err: error }, 'releasing an AI slot failed'));
  }

  /** Aborts every running generation (server shutdown) and waits for them to end. */
  /** Lets running generations finish for up to `graceMs` (a shutdown), then cancels the rest. */
  async stop(graceMs = 0): Promise<void> {
    const jobs = [...this.jobs.values()];
    if (graceMs > 0 && jobs.length > 0) {
      let timer: NodeJS.Timeout | undefined;
      const outOfTime = new Promise<void>((resolveTimer) => (timer = setTimeout(resolveTimer, graceMs)));
      await Promise.race([Promise.all(jobs.map((job) => job.outcome)), outOfTime]);
      clearTimeout(timer);
    }
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
      this.release(job);
      pubsub.publishInterpretationProgress({ ...base, ...event });
    };

    let text: string;
    try {
      // The journal's memory is a bonus: when it cannot be read, the voice writes without it.
      const memory = await request.loadMemory?.().catch((error: unknown) => {
        logger.warn({ err: error }, 'journal memory not read');
        return undefined;
      });
      text = await generateInterpretation(
        provider,
        { type: request.type, locale: request.locale, dream: request.dream, ...(memory ? { memory } : {}) },
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
