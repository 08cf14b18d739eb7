// How long this process's event loop was held at a stretch. Neither clock alone says it: on a loaded
// machine (CI runs two test files at once on two cores) a process that merely waited for a core
// stretches the wall clock without holding anything, and the process's CPU time counts every thread
// (the garbage collector's, the thread pool's password hashing), which run beside the loop rather
// than in it. A stretch that held the loop for X ms spent at least X ms on both, so the smaller of
// the two is what the loop was held at most, and a lost yield (seconds of work in one turn) still
// shows in full.
import { cpuUsage } from 'node:process';

export interface LoopHolds {
  /** The longest stretch between two ticks, on the wall clock (ms): what a client waited at worst. */
  longestWallMs: number;
  /** The most CPU this process (all its threads) spent between two ticks (ms). */
  longestCpuMs: number;
  /** The longest the loop was held at a stretch (ms): the smaller of the two clocks, per stretch. */
  longestHeldMs: number;
}

/** Starts watching; the returned function stops and reports. */
export function watchLoopHolds(tickMs = 10): () => LoopHolds {
  let wall = performance.now();
  let cpu = cpuUsage();
  const holds: LoopHolds = { longestWallMs: 0, longestCpuMs: 0, longestHeldMs: 0 };
  const timer = setInterval(() => {
    const nowWall = performance.now();
    const spent = cpuUsage(cpu);
    const wallMs = nowWall - wall;
    const cpuMs = (spent.user + spent.system) / 1000;
    holds.longestWallMs = Math.max(holds.longestWallMs, wallMs);
    holds.longestCpuMs = Math.max(holds.longestCpuMs, cpuMs);
    holds.longestHeldMs = Math.max(holds.longestHeldMs, Math.min(wallMs, cpuMs));
    wall = nowWall;
    cpu = cpuUsage();
  }, tickMs);
  return () => {
    clearInterval(timer);
    return holds;
  };
}
