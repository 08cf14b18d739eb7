import { describe, expect, it } from 'vitest';
import { AttemptCounter } from './attempt-counter.ts';

describe('AttemptCounter', () => {
  it('blocks a key at the limit until its window ends, and no other key', () => {
    let now = 1_000;
    const counter = new AttemptCounter(60_000, 3, () => now);
    counter.hit('a');
    counter.hit('a');
    expect(counter.retryAfterMs('a')).toBe(0);
    counter.hit('a');
    expect(counter.retryAfterMs('a')).toBe(60_000);
    expect(counter.retryAfterMs('b')).toBe(0);
    now += 59_999;
    expect(counter.retryAfterMs('a')).toBe(1);
    now += 1;
    expect(counter.retryAfterMs('a')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const counter = new AttemptCounter(60_000, 1);
    counter.hit('a');
    expect(counter.retryAfterMs('a')).toBeGreaterThan(0);
    counter.reset('a');
    expect(counter.retryAfterMs('a')).toBe(0);
  });
});
