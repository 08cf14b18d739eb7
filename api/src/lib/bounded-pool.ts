// Runs expensive asynchronous work (password hashing) at most `concurrency` at a time, with at most
// `maxQueued` waiting. argon2 runs on libuv's thread pool, which file access, DNS and compression
// share: a burst of hashes would hold every thread, and the work queued behind them would make every
// other request wait. Beyond the queue the caller hears at once that the server is busy.
export class PoolFullError extends Error {
  constructor() {
    super('The pool is full');
  }
}

export class BoundedPool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxQueued: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueued) throw new PoolFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so `running` counts it still.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
