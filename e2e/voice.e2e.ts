// Recording a dream by voice in Chromium with a fake microphone that speaks a WAV made now with
// espeak-ng: record (timer, level meter), stop (which transcribes, against the local OpenAI-compatible
// server, with no second tap, the words growing in the description as the model hears them), play, delete, the 180 s auto-stop (the page's clock jumps ahead; the rule is unchanged), saving
// with and without the recording, and playing and seeking it on the dream's page (HTTP Range).
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TRANSCRIPT, startFakeOpenAiServer, type FakeOpenAiServer } from '#api-test/fake-openai-server.ts';
import { expectAccessible, newPage, screenshot } from './support/browser.ts';
import { chooseLanguage, newAccount, registerThroughApi, registerThroughLanding } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const speech = join(mkdtempSync(join(tmpdir(), 'oneiro-voice-')), 'dream.wav');
execFileSync('espeak-ng', ['-w', speech, 'I was flying over a silver sea, and the lighthouse was singing.']);

let model: FakeOpenAiServer;
// A model that streams its words (as OpenAI's gpt-4o transcribers do): they grow in the editor.
const env: Record<string, string> = {
  TRANSCRIPTION_API_KEY: 'local-key',
  TRANSCRIPTION_MODEL: 'gpt-4o-mini-transcribe',
};
beforeAll(async () => {
  model = await startFakeOpenAiServer();
  env.TRANSCRIPTION_BASE_URL = model.baseURL;
});
afterAll(() => model?.close());
beforeEach(() => model?.reset());

const suite = useBrowserSuite(env, [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${speech}`,
  '--autoplay-policy=no-user-gesture-required',
]);

const editorOf = (page: Page) => page.getByRole('textbox', { name: 'Dream description' });
const panelOf = (page: Page) => page.getByRole('region', { name: 'Voice recording' });

async function recordFor(page: Page, seconds: number): Promise<void> {
  const panel = panelOf(page);
  await panel.getByRole('button', { name: 'Record', exact: true }).click();
  const timer = panel.getByRole('timer', { name: 'Recording time' });
  await expect.poll(() => timer.innerText(), { timeout: 15_000 }).toBe(`00:0${seconds}`);
  await panel.getByRole('button', { name: 'Stop', exact: true }).click();
  await panel.getByText(/^Recorded: 00:0\d$/).waitFor();
}

describe('recording a dream by voice', () => {
  it('records with a timer and a level meter, plays, transcribes into the description, and saves with the recording', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    // This server transcribes, so the landing page may promise it.
    await page.goto('/landing');
    await page.getByText('record it by voice and have it transcribed').waitFor();
    await registerThroughApi(page, newAccount('speaker'));
    await page.goto('/dreams/new');
    const panel = panelOf(page);
    await panel.getByText('When you stop, the recording is transcribed').waitFor();
    await panel.getByRole('button', { name: 'Record', exact: true }).click();

    // The meter moves with the voice, the timer counts.
    const meter = panel.getByRole('meter', { name: 'Microphone level' });
    await expect
      .poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const timer = panel.getByRole('timer', { name: 'Recording time' });
    await expect.poll(() => timer.innerText(), { timeout: 15_000 }).toBe('00:03');
    await screenshot(page, 'voice-recording-en-desktop');
    // Nothing can be saved while the microphone is open.
    expect(await page.getByRole('button', { name: 'Save Dream' }).isDisabled()).toBe(true);

    // Stop was enough: the words arrive without pressing Transcribe, into the description as they are
    // heard (the model sends a word every 300 ms here), before the whole transcription is done.
    model.behave({ wordDelayMs: 300 });
    await panel.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect
      .poll(async () => {
        const text = await editorOf(page).innerText();
        return text.includes('I was walking') && !text.includes('at dawn.');
      })
      .toBe(true);
    await screenshot(page, 'voice-transcribing-en-desktop');
    await page.getByText('Audio transcribed').waitFor();
    await expect.poll(() => editorOf(page).innerText()).toContain(DEFAULT_TRANSCRIPT);
    expect(model.requests).toHaveLength(1);
    await panel.getByText(/^Recorded: 00:0[34]$/).waitFor();
    expect(await page.getByRole('button', { name: 'Save Dream' }).isEnabled()).toBe(true);

    await panel.getByRole('button', { name: 'Play', exact: true }).click();
    await panel.getByRole('button', { name: 'Stop playback' }).click();
    await panel.getByRole('button', { name: 'Play', exact: true }).waitFor();

    const [request] = model.requests;
    expect(request?.path).toBe('/v1/audio/transcriptions');
    expect(request?.body.fields).toMatchObject({ language: 'en', stream: 'true' });
    expect(request?.body.file.type).toMatch(/^audio\/webm/);
    expect(request?.body.file.size).toBeGreaterThan(1000);
    await expectAccessible(page);
    await screenshot(page, 'voice-recorded-en-desktop');

    await page.getByRole('button', { name: 'Save Dream' }).click();
    const question = page.getByRole('alertdialog', { name: 'Include your voice recording?' });
    await question.getByRole('button', { name: 'Include recording' }).click();
    await page.waitForURL(/\/dreams\/\d+$/);

    // The dream's page plays it, from the server, and seeks (a Range request answered 206).
    const player = page.getByRole('region', { name: 'Voice recording' });
    await player.getByText(/^Duration: 00:0[34]$/).waitFor();
    const ranges: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/audio/')) ranges.push(response.status());
    });
    const audio = player.locator('audio');
    const played = await audio.evaluate(async (element: HTMLAudioElement) => {
      await element.play();
      await new Promise((resolve) => setTimeout(resolve, 300));
      element.pause();
      element.currentTime = 1.5;
      await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
      return { time: element.currentTime, error: element.error?.code ?? null };
    });
    expect(played.error).toBeNull();
    expect(played.time).toBeGreaterThan(1);
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.every((status) => status === 206 || status === 200)).toBe(true);
    expect(ranges).toContain(206);
    await expectAccessible(page);
    await screenshot(page, 'voice-dream-player-en-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('saves without the recording when declined, and a recording alone gets its words on Stop', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url, { width: 375, height: 812 });
    await registerThroughApi(page, newAccount('decliner'));
    await page.goto('/dreams/new');
    await editorOf(page).click();
    await page.keyboard.type('Typed, not spoken.');
    await recordFor(page, 2);
    // The words follow Stop: let them land before saving (the editor takes them in while it is open).
    await page.getByText('Audio transcribed').waitFor();
    await page.getByRole('button', { name: 'Save Dream' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Save without it' }).click();
    await page.waitForURL(/\/dreams\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Untitled Dream' }).waitFor();
    expect(await page.getByRole('region', { name: 'Voice recording' }).count()).toBe(0);

    await page.goto('/dreams/new');
    await recordFor(page, 2);
    await screenshot(page, 'voice-recorded-en-phone');
    await chooseLanguage(page, 'English', 'Español');
    await page
      .getByRole('region', { name: 'Grabación de voz' })
      .getByText(/^Grabado: 00:0\d$/)
      .waitFor();
    await screenshot(page, 'voice-recorded-es-phone');
    await chooseLanguage(page, 'Español', 'English');
    await page.getByRole('button', { name: 'Save Dream' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Include recording' }).click();
    await page.waitForURL(/\/dreams\/\d+$/);
    await expect.poll(() => editorOf(page).innerText()).toContain(DEFAULT_TRANSCRIPT);
    await page
      .getByRole('region', { name: 'Voice recording' })
      .getByText(/^Duration: 00:0\d$/)
      .waitFor();
    await screenshot(page, 'voice-dream-player-en-phone');
    await context.close();
  });

  it('keeps the recording in the draft after leaving and after a reload, until it is discarded', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    page.on('dialog', (dialog) => void dialog.accept());
    await registerThroughApi(page, newAccount('keeper'));
    await page.goto('/dreams/new');
    await recordFor(page, 2);
    const recorded = await panelOf(page)
      .getByText(/^Recorded: /)
      .innerText();

    // A recording alone is unsaved work: leaving asks.
    await page.getByRole('link', { name: 'Oneiro, home' }).click();
    await page
      .getByRole('alertdialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave' })
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'New Dream' }).first().click();
    await page.getByText('Your unsaved draft is back.').waitFor();
    await panelOf(page).getByText(recorded).waitFor();

    await page.reload();
    await panelOf(page).getByText(recorded).waitFor();
    await chooseLanguage(page, 'English', 'Español');
    await page.getByText('Tu borrador sin guardar ha vuelto.').waitFor();
    await screenshot(page, 'voice-draft-es-desktop');
    await chooseLanguage(page, 'Español', 'English');
    // It still plays and can be saved with the dream.
    await panelOf(page).getByRole('button', { name: 'Play', exact: true }).click();
    await panelOf(page).getByRole('button', { name: 'Stop playback' }).waitFor();

    await page.getByRole('button', { name: 'Discard draft' }).click();
    await panelOf(page).getByRole('button', { name: 'Record', exact: true }).waitFor();
    await page.reload();
    await panelOf(page).getByRole('button', { name: 'Record', exact: true }).waitFor();
    expect(await page.getByText('Your unsaved draft is back.').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Save pressed while the words are on their way: the question stays open and focus stays in it', async () => {
    model.behave({ transcriptionDelayMs: 2500 });
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    await registerThroughApi(page, newAccount('hurried'));
    await page.goto('/dreams/new');
    await editorOf(page).click();
    await page.keyboard.type('Typed before speaking.');
    await recordFor(page, 1);
    // Every answer of POST /api/audio, to say what happened if the recording is missing below.
    const audioAnswers: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/audio'))
        audioAnswers.push(`${response.status()} ${response.headers()['content-type']}`);
    });
    // And whether each create sent a recording (CI once saw a dream without it after both answers were
    // 200: this says whether the form left it out or the server dropped it).
    page.on('request', (request) => {
      const body = request.method() === 'POST' ? (request.postData() ?? '') : '';
      if (body.includes('useCreateDreamMutation'))
        audioAnswers.push(`createDream ${/"audioUrl":"[^"]+"/.test(body) ? 'with' : 'WITHOUT'} audioUrl`);
    });
    // And what the server answered about the saved dream's recording, to the create and to its page.
    page.on('response', (response) => {
      const operation = /"operationName":"(useCreateDreamMutation|DreamDetailsQuery)"/.exec(
        response.request().postData() ?? '',
      )?.[1];
      if (!operation) return;
      void response.text().then(
        (text) => audioAnswers.push(`${operation} answered ${/"hasAudio":\w+/.exec(text)?.[0] ?? 'no hasAudio'}`),
        () => audioAnswers.push(`${operation} answer unreadable`),
      );
    });
    // The transcription is still running: Save asks its question at once.
    await page.getByRole('button', { name: 'Save Dream' }).click();
    const question = page.getByRole('alertdialog', { name: 'Include your voice recording?' });
    await question.waitFor();
    await page.getByText('Audio transcribed').waitFor();
    // The words landed under the open question: it is still there, and still holds the focus.
    expect(await question.isVisible()).toBe(true);
    expect(await question.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await question.getByRole('button', { name: 'Include recording' }).click();
    await page.waitForURL(/\/dreams\/\d+$/);
    // Counted on the dream's own page (its tabs are there), and given the time to render.
    await page.getByRole('tab', { name: 'Dream', exact: true }).waitFor();
    await expect.poll(() => editorOf(page).innerText()).toContain(DEFAULT_TRANSCRIPT);
    await expect
      .poll(() => page.getByRole('region', { name: 'Voice recording' }).count(), { message: audioAnswers.join(', ') })
      .toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('still saves the dream text when the recording cannot be uploaded, and says so', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url);
    await registerThroughApi(page, newAccount('unlucky'));
    await page.goto('/dreams/new');
    await editorOf(page).click();
    await page.keyboard.type('The words survive.');
    await recordFor(page, 1);
    // The network drops the upload (and only the upload).
    await page.route('**/api/audio', (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: 'Save Dream' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Include recording' }).click();
    await page.getByText('Could not upload your recording, but the dream text will still be saved.').waitFor();
    await page.waitForURL(/\/dreams\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Untitled Dream' }).waitFor();
    await expect.poll(() => editorOf(page).innerText()).toContain('The words survive.');
    expect(await page.getByRole('region', { name: 'Voice recording' }).count()).toBe(0);
    await context.close();
  });

  it('sends the recording once more when its first upload got no answer, and saves the dream with it', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    await registerThroughApi(page, newAccount('reset'));
    await page.goto('/dreams/new');
    await editorOf(page).click();
    await page.keyboard.type('Sent on a connection that closed.');
    await recordFor(page, 1);
    await page.getByText('Audio transcribed').waitFor();
    // The first upload meets a connection reset before the server reads it (a kept-alive connection
    // closed under it); what follows goes through.
    let resets = 0;
    await page.route('**/api/audio', (route) => {
      if (resets++ === 0) return route.abort('connectionreset');
      return route.continue();
    });
    await page.getByRole('button', { name: 'Save Dream' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Include recording' }).click();
    await page.waitForURL(/\/dreams\/\d+$/);
    await panelOf(page).waitFor();
    expect(resets).toBe(2);
    expect(await page.getByText('Could not upload your recording').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the new dream once more when its first save got no answer, and saves it once', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    await registerThroughApi(page, newAccount('resave'));
    await page.goto('/dreams/new');
    await page.getByLabel('Title (optional)').fill('Saved on the second try');
    await editorOf(page).click();
    await page.keyboard.type('Sent on a connection that closed.');
    await recordFor(page, 1);
    await page.getByText('Audio transcribed').waitFor();
    // The dream's first save meets a connection reset before the server reads it; the resend goes
    // through, and the server, which knows the dream by its client key, keeps one.
    let creates = 0;
    await page.route('**/graphql', (route) => {
      if (!(route.request().postData() ?? '').includes('useCreateDreamMutation')) return route.continue();
      if (creates++ === 0) return route.abort('connectionreset');
      return route.continue();
    });
    await page.getByRole('button', { name: 'Save Dream' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Include recording' }).click();
    await page.waitForURL(/\/dreams\/\d+$/);
    await panelOf(page).waitFor();
    expect(creates).toBe(2);
    expect(await page.getByText('There was a problem saving your dream').count()).toBe(0);
    const titles = ((await (await page.request.get('/api/dreams')).json()) as { title: string }[]).map(
      (dream) => dream.title,
    );
    expect(titles).toEqual(['Saved on the second try']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes a recording back to Record (its words stay), and stops by itself at 180 seconds', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url);
    await registerThroughLanding(page, newAccount('longtalker'));
    await page.clock.install();
    await page.goto('/dreams/new');
    await recordFor(page, 1);
    await panelOf(page).getByRole('button', { name: 'Delete recording' }).click();
    await panelOf(page).getByRole('button', { name: 'Record', exact: true }).waitFor();
    // The words the recording gave on Stop stay in the description when the recording goes.
    expect(await editorOf(page).innerText()).toContain(DEFAULT_TRANSCRIPT);

    await panelOf(page).getByRole('button', { name: 'Record', exact: true }).click();
    await panelOf(page).getByRole('timer').waitFor();
    // The page's clock jumps past three minutes: the recorder stops on its own.
    await page.clock.fastForward('03:05');
    await panelOf(page).getByText('Recorded: 03:00').waitFor();
    expect(await panelOf(page).getByRole('button', { name: 'Stop', exact: true }).count()).toBe(0);
    await context.close();
  });
});
