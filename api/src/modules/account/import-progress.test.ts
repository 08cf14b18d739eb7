// A long import tells the page that sent it how far it has got (importProgress), and tells no one else.
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#api-test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

type Progress = { phase: 'CHECKING' | 'WRITING'; done: number; total: number };
const PROGRESS = `subscription { importProgress { phase done total } }`;

function journalOf(count: number, label: string) {
  return {
    format: 'oneiro-journal',
    version: 1,
    dreams: Array.from({ length: count }, (_, index) => ({
      title: `${label} ${index}`,
      content: `<p>${label} dream number ${index}, by the sea.</p>`,
      tags: ['sea'],
      date: new Date(Date.UTC(2020, 0, 1) + index * 3_600_000).toISOString(),
    })),
  };
}

/** Collects the socket's progress events. */
function follow(client: Client) {
  const events: Progress[] = [];
  const errors: unknown[] = [];
  const stop = client.subscribe<{ importProgress: Progress }>(
    { query: PROGRESS },
    {
      next: (message) => {
        if (message.data) events.push(message.data.importProgress);
        if (message.errors) errors.push(message.errors);
      },
      error: (error) => errors.push(error),
      complete: () => {},
    },
  );
  return { events, errors, stop };
}

describe('importProgress', () => {
  it("follows a 1,000-dream import to its end, in order, and another user's socket hears nothing", async () => {
    const owner = await t.signedIn();
    const other = await t.signedIn();
    const mine = follow(owner.browser.websocket().client);
    const theirs = follow(other.browser.websocket().client);

    // The subscription is registered when a one-dream import's event arrives (no acknowledgement
    // is sent for a subscription); repeating that import adds nothing.
    const warmUp = journalOf(1, 'Warm-up');
    for (let attempt = 0; attempt < 50 && mine.events.length === 0; attempt++) {
      await owner.browser.request('POST', '/api/user/import', warmUp);
      await new Promise((wait) => setTimeout(wait, 50));
    }
    expect(mine.events.at(-1)?.phase).toBe('WRITING');

    const response = await owner.browser.request('POST', '/api/user/import', journalOf(1_000, 'Long'));
    expect(response.status).toBe(200);
    expect(response.body.dreamsAdded).toBe(1_000);
    // Events published before the answer was sent may still be on the wire.
    for (let wait = 0; wait < 50 && mine.events.at(-1)?.done !== 1_000; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    // The long import's events (a warm-up event may still arrive late: its total is 1).
    const events = mine.events.filter((event) => event.total === 1_000);
    const checking = events.filter((event) => event.phase === 'CHECKING');
    const writing = events.filter((event) => event.phase === 'WRITING');
    expect(checking.length).toBeGreaterThan(0);
    expect(checking.every((event) => event.total === 1_000 && event.done > 0 && event.done < 1_000)).toBe(true);
    // When writing starts, then every 250 dreams written.
    expect(writing.map((event) => event.done)).toEqual([0, 250, 500, 750, 1_000]);
    expect(writing.every((event) => event.total === 1_000)).toBe(true);
    // Checking comes first, and each phase only moves forward.
    expect(events.indexOf(writing[0]!)).toBe(checking.length);
    for (const phase of [checking, writing]) {
      for (let index = 1; index < phase.length; index++) {
        expect(phase[index]!.done).toBeGreaterThanOrEqual(phase[index - 1]!.done);
      }
    }
    expect(mine.errors).toEqual([]);
    expect(theirs.events).toEqual([]);
    mine.stop();
    theirs.stop();
  });
});
