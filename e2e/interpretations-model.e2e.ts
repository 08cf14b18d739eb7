// Interpretations written by a model through the real OpenAI adapter, pointed at the local server
// that speaks Chat Completions (api/test/fake-openai-server.ts): the tokens appear in the page as
// the model writes them, and when the model fails (an error status, a stream cut midway) the reader
// gets the spec's error toast, nothing is stored, and Generate works again.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '#api-test/fake-openai-server.ts';
import type { TestApp } from '#api-test/test-app.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { createDreamThroughApi, newAccount, registerThroughApi } from './support/flows.ts';
import { startServer } from './support/server.ts';

let model: FakeOpenAiServer;
let server: TestApp;
let browser: Browser;
beforeAll(async () => {
  model = await startFakeOpenAiServer();
  [server, browser] = await Promise.all([
    startServer({
      OPENAI_API_KEY: 'sk-local-e2e',
      OPENAI_BASE_URL: model.baseURL,
      OPENAI_FIRST_TOKEN_TIMEOUT_MS: '2000',
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await model?.close();
});
beforeEach(() => model.reset());

const JUNG_TEXT = [
  'The ',
  'house ',
  'by ',
  'the ',
  'sea ',
  'is ',
  'a ',
  'picture ',
  'of ',
  'your ',
  'inner ',
  'world. ',
  "\n\nToday's Action Items\n",
  'I recommend you draw the house. ',
  'I recommend you name the snake.',
  '\n\n"Who looks inside, awakes." — Carl Jung',
];

describe('with a model', () => {
  it('shows its words as they arrive, then a failed regeneration keeps the text and says so', async () => {
    const { page, context, errors } = await newPage(browser, server.url);
    await registerThroughApi(page, newAccount('modeler'));
    const id = await createDreamThroughApi(page, {
      title: 'The house by the sea',
      content: '<p>A snake waited at the door.</p>',
      tags: [],
    });
    await page.goto(`/dreams/${id}`);
    await page.getByRole('tab', { name: "Jung's Take" }).click();
    const panel = page.getByRole('tabpanel', { name: "Jung's Take" });
    // A model is configured: no note about the offline interpreter.
    await panel.getByRole('button', { name: "Generate Jung's Take" }).waitFor();
    expect(await panel.getByText('offline interpreter', { exact: false }).count()).toBe(0);

    model.behave({ tokens: JUNG_TEXT, tokenDelayMs: 120 });
    await panel.getByRole('button', { name: "Generate Jung's Take" }).click();
    const live = panel.locator('[aria-live="polite"]');
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          const text = (await live.count()) > 0 ? await live.innerText() : '';
          if (text) seen.add(text);
          return seen.size;
        },
        { timeout: 20_000, interval: 50 },
      )
      .toBeGreaterThanOrEqual(3);
    await panel.getByRole('heading', { level: 3, name: "Today's Action Items" }).waitFor({ timeout: 20_000 });
    expect(await panel.locator('ol > li').allInnerTexts()).toEqual([
      'I recommend you draw the house.',
      'I recommend you name the snake.',
    ]);
    // Every partial text the page showed was the start of what the model wrote.
    for (const text of seen)
      expect(JUNG_TEXT.join('').replace(/\s+/g, ' ')).toContain(text.replace(/\s+/g, ' ').trim().slice(0, 40));

    // The model fails with a server error: the spec's toast, the earlier text stays, Regenerate works.
    model.behave({ status: 500 });
    await panel.getByRole('button', { name: 'Regenerate' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Regenerate' }).click();
    const failure = page
      .getByRole('alertdialog')
      .filter({ hasText: 'Failed to generate interpretation' })
      .filter({ hasText: 'Please try again later.' });
    await failure.waitFor({ timeout: 20_000 });
    await panel.getByRole('heading', { level: 3, name: "Today's Action Items" }).waitFor();
    expect(await panel.getByRole('button', { name: 'Regenerate' }).isDisabled()).toBe(false);
    const stored = await (await page.request.get(`/api/dreams/${id}/interpretations`)).json();
    expect(stored.map((row: { content: string }) => row.content)).toEqual([JUNG_TEXT.join('').trim()]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('drops a text cut midway: the words shown so far go, nothing is stored, Generate works again', async () => {
    const { page, context, errors } = await newPage(browser, server.url);
    await registerThroughApi(page, newAccount('cutter'));
    const id = await createDreamThroughApi(page, {
      title: 'Cut',
      content: '<p>A river without a bridge.</p>',
      tags: [],
    });
    await page.goto(`/dreams/${id}`);
    await page.getByRole('tab', { name: "Rogers's Take" }).click();
    const panel = page.getByRole('tabpanel', { name: "Rogers's Take" });
    model.behave({ tokens: JUNG_TEXT, tokenDelayMs: 150, cutAfter: 6 });
    await panel.getByRole('button', { name: "Generate Rogers's Take" }).click();
    await expect
      .poll(
        async () =>
          (await panel.locator('[aria-live="polite"]').count()) > 0
            ? await panel.locator('[aria-live="polite"]').innerText()
            : '',
        { timeout: 10_000 },
      )
      .toContain('house');
    await page
      .getByRole('alertdialog')
      .filter({ hasText: 'Failed to generate interpretation' })
      .waitFor({ timeout: 20_000 });
    await panel.getByRole('button', { name: "Generate Rogers's Take" }).waitFor();
    expect(await panel.getByText('The house by the sea', { exact: false }).count()).toBe(0);
    expect(await (await page.request.get(`/api/dreams/${id}/interpretations`)).json()).toEqual([]);

    model.behave({ tokens: ['You ', 'were ', 'heard.'], tokenDelayMs: 20 });
    await panel.getByRole('button', { name: "Generate Rogers's Take" }).click();
    await page
      .getByRole('alertdialog')
      .filter({ hasText: 'Rogers has analyzed your dream.' })
      .waitFor({ timeout: 20_000 });
    await panel.getByText('You were heard.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
