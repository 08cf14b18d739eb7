// The loop-hold measure the no-stall tests rely on: a turn that really holds the loop shows in full,
// a wait does not. The turn below works until this process has spent 300 ms of CPU, so it holds the
// loop that long on both clocks however busy the machine is (a loop timed on the wall clock gets
// less CPU when another process shares the core).
import { cpuUsage } from 'node:process';
import { describe, expect, it } from 'vitest';
import { watchLoopHolds } from './loop-holds.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 30));

function holdTheLoopFor(cpuMs: number): void {
  const start = cpuUsage();
  for (;;) {
    const spent = cpuUsage(start);
    if ((spent.user + spent.system) / 1000 >= cpuMs) return;
  }
}

describe('watchLoopHolds', () => {
  it('reads a turn that holds the loop as held, and a wait as not', async () => {
    const stop = watchLoopHolds();
    await tick();
    holdTheLoopFor(300); // one turn of work, no yield
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
