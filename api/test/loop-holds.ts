// How long this process's event loop was held at a stretch, measured in CPU time rather than on the
// wall clock. A request that holds the loop (a loop over thousands of rows without a yield) burns CPU
// for the whole stretch; a process that merely waited for a core on a loaded machine (CI runs several
// test files at once on two cores) did not. So a test can say "no stretch held the loop longer than
// X" without failing because the machine was busy.
import { cpuUsage } from 'node:process';

export interface LoopHolds {
  /** The longest stretch between two ticks, on the wall clock (ms): what a client waited at worst. */
  longestWallMs: number;
  /** The most CPU this process spent between two ticks (ms): how long the loop was really held. */
  longestCpuMs: number;
}

/** Starts watching; the returned function stops and reports. */
export function watchLoopHolds(tickMs = 10): () => LoopHolds {
  let wall = performance.now();
  let cpu = cpuUsage();
  const holds: LoopHolds = { longestWallMs: 0, longestCpuMs: 0 };
  const timer = setInterval(() => {
    const nowWall = performance.now();
    const spent = cpuUsage(cpu);
    holds.longestWallMs = Math.max(holds.longestWallMs, nowWall - wall);
    holds.longestCpuMs = Math.max(holds.longestCpuMs, (spent.user + spent.system) / 1000);
    wall = nowWall;
    cpu = cpuUsage();
  }, tickMs);
  return () => {
    clearInterval(timer);
    return holds;
  };
}
