// Live journal: two tabs of the same person (one browser profile, so one session cookie). What one
// tab records, edits or deletes shows up in the other without a reload.
import type { WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser.ts';
import {
  createDreamThroughApi,
  liveUpdatesReady,
  newAccount,
  recordDreamThroughForm,
  registerThroughLanding,
} from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

describe('two tabs of one journal', () => {
  it('shows a dream recorded, renamed and deleted in one tab in the other, without a reload', async () => {
    const { page: watcher, context, errors } = await newPage(suite.browser, suite.server.url);
    const watcherReady = liveUpdatesReady(watcher, suite.server.app);
    await registerThroughLanding(watcher, newAccount('twotabs'));
    await watcher.getByText("You haven't recorded any dreams yet. Start your journal now!").waitFor();
    await watcherReady;
    // Anything that reloads the watcher would lose this marker.
    await watcher.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const writer = await context.newPage();
    await recordDreamThroughForm(writer, {
      title: 'Lanterns on the river',
      text: 'Paper lanterns drifted past me.',
      tags: ['river'],
    });

    const archive = watcher.getByRole('complementary', { name: 'Dream Archive' });
    await archive.getByRole('link', { name: 'Lanterns on the river' }).waitFor();
    await watcher.getByRole('main').getByRole('link', { name: 'Lanterns on the river' }).waitFor();
    await screenshot(watcher, 'live-created');

    // The watcher opens the dream; the writer renames it.
    await watcher.getByRole('main').getByRole('link', { name: 'Lanterns on the river' }).click();
    await watcher.getByRole('heading', { level: 1, name: 'Lanterns on the river' }).waitFor();
    await writer.getByRole('button', { name: 'Edit title' }).click();
    await writer.getByRole('textbox', { name: 'Dream title' }).fill('Lanterns on the dark river');
    await writer.keyboard.press('Enter');
    await writer.getByLabel('Tags', { exact: true }).fill('night');
    await writer.keyboard.press('Enter');
    await writer.getByRole('button', { name: 'Save Changes' }).click();
    await writer.getByText('Dream updated').waitFor();

    await watcher.getByRole('heading', { level: 1, name: 'Lanterns on the dark river' }).waitFor();
    await archive.getByRole('link', { name: 'Lanterns on the dark river' }).waitFor();
    await expect
      .poll(() => watcher.getByRole('grid', { name: 'Added tags' }).getByRole('row').allInnerTexts())
      .toEqual(['river', 'night']);

    // The writer deletes it: it leaves the watcher's archive, and the open page says it is gone.
    await writer.getByRole('button', { name: 'Delete Dream' }).click();
    await writer.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await writer.waitForURL((url) => url.pathname === '/');
    await watcher.getByRole('heading', { name: 'Error Loading Dream' }).waitFor();
    await archive.getByText('No dreams yet. Record your first dream journey!').waitFor();

    expect(await watcher.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('catches up on a dream recorded while its live connection was down', async () => {
    const { page: watcher, context, errors } = await newPage(suite.browser, suite.server.url);
    // Every connection of the watcher's socket goes through here, so the test can cut it and keep it
    // down: while `down`, reconnection attempts are refused.
    let current: WebSocketRoute | undefined;
    let down = false;
    await watcher.routeWebSocket(/\/graphql$/, (socket) => {
      current = socket;
      if (down) void socket.close({ code: 1001, reason: 'test: connection down' });
      else socket.connectToServer();
    });
    const watcherReady = liveUpdatesReady(watcher, suite.server.app);
    await registerThroughLanding(watcher, newAccount('offline'));
    await watcherReady;
    const archive = watcher.getByRole('complementary', { name: 'Dream Archive' });
    await archive.getByText('No dreams yet. Record your first dream journey!').waitFor();

    down = true;
    await current!.close({ code: 1001, reason: 'test: connection lost' });
    await createDreamThroughApi(watcher, {
      title: 'Recorded while offline',
      content: '<p>A lighthouse in the fog.</p>',
    });
    down = false;

    // No event reached the watcher for it; the catch-up after reconnecting brings it in.
    await archive.getByRole('link', { name: 'Recorded while offline' }).waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps home at the three newest when one of them is deleted elsewhere', async () => {
    const { page: watcher, context } = await newPage(suite.browser, suite.server.url);
    const watcherReady = liveUpdatesReady(watcher, suite.server.app);
    await registerThroughLanding(watcher, newAccount('threes'));
    await watcherReady;
    const ids: number[] = [];
    for (const [index, title] of ['First', 'Second', 'Third', 'Fourth'].entries()) {
      ids.push(
        await createDreamThroughApi(watcher, {
          title,
          content: `<p>Dream number ${index + 1}.</p>`,
          date: `2024-02-0${index + 1}T08:00:00.000Z`,
        }),
      );
    }
    const recent = watcher.getByRole('region', { name: 'Recent Dreams' }).getByRole('heading', { level: 3 });
    await expect.poll(() => recent.allInnerTexts()).toEqual(['Fourth', 'Third', 'Second']);

    // A dream from last week arrives in the middle of the list, not at the top.
    await createDreamThroughApi(watcher, {
      title: 'Between',
      content: '<p>In between.</p>',
      date: '2024-02-02T20:00:00.000Z',
    });
    const archiveTitles = () =>
      watcher
        .getByRole('complementary', { name: 'Dream Archive' })
        .getByRole('listitem')
        .getByRole('link')
        .allInnerTexts();
    await expect.poll(archiveTitles).toEqual(['Fourth', 'Third', 'Between', 'Second', 'First']);

    // Deleting the newest elsewhere: home reads the three newest again.
    const other = await context.newPage();
    await other.goto(`/dreams/${ids[3]}`);
    await other.getByRole('button', { name: 'Delete Dream' }).click();
    await other.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await other.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => recent.allInnerTexts()).toEqual(['Third', 'Between', 'Second']);
    await expect.poll(archiveTitles).toEqual(['Third', 'Between', 'Second', 'First']);
    await context.close();
  });
});
