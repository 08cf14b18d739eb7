// The loop-hold measure the no-stall tests rely on: a turn that really holds the loop shows in full,
// a wait does not.
import { describe, expect, it } from 'vitest';
import { watchLoopHolds } from './loop-holds.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('watchLoopHolds', () => {
  it('reads a turn that holds the loop as held, and a wait as not', async () => {
    const stop = watchLoopHolds();
    await tick();
    const until = performance.now() + 300;
    while (performance.now() < until); // one turn of work, no yield
    await tick();
    await new Promise((resolve) => setTimeout(resolve, 300)); // a wait: the loop is free
    await tick();
    const holds = stop();
    expect(holds.longestHeldMs).toBeGreaterThanOrEqual(250);
    expect(holds.longestHeldMs).toBeLessThanOrEqual(holds.longestWallMs);
    expect(holds.longestHeldMs).toBeLessThanOrEqual(holds.longestCpuMs);

    const stopAgain = watchLoopHolds();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopAgain().longestHeldMs).toBeLessThan(100);
  });
});
