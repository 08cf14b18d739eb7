// The voice panel when the browser cannot give it a microphone, with the spec's "Microphone Error"
// texts in their desktop, mobile and iOS wordings, in English and Spanish:
// - refused: Chromium with a fake microphone present but every permission prompt denied
//   (--deny-permission-prompts), as when a person answers Block;
// - missing: a Chromium without the fake device on a machine with no sound hardware (CI, this
//   sandbox), as on a desktop with no microphone plugged in.
// The panel stays ready to record again, and nothing else on the form is lost. This server has no
// transcriber, so the landing page and the panel (before recording) say recordings stay audio.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, screenshot } from './support/browser.ts';
import { newAccount, registerThroughApi } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite({}, ['--use-fake-device-for-media-stream', '--deny-permission-prompts']);

// A browser with no microphone at all: no fake device, nothing plugged in.
let withoutMicrophone: Browser;
beforeAll(async () => {
  withoutMicrophone = await launchBrowser(['--deny-permission-prompts']);
});
afterAll(() => withoutMicrophone?.close());

const USER_AGENTS = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  mobile:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
} as const;

const TEXTS = {
  en: {
    panel: 'Voice recording',
    record: 'Record',
    title: 'Microphone Error',
    audioOnly: 'This server does not transcribe: your recording is kept as audio, without text.',
    landing: 'Type a dream the moment you wake, or record it by voice and keep the recording with the dream.',
    desktop: 'Could not access your microphone. Please check your device permissions.',
    mobile:
      'Could not access your microphone. Allow microphone access for this site in your browser settings, then try again.',
    ios: 'Could not access your microphone. On iPhone or iPad, allow microphone access for this site in Settings > Safari > Microphone.',
  },
  es: {
    panel: 'Grabación de voz',
    record: 'Grabar',
    title: 'Error de micrófono',
    audioOnly: 'Este servidor no transcribe: tu grabación se guarda como audio, sin texto.',
    landing: 'Escribe un sueño nada más despertar, o grábalo con tu voz y guarda la grabación con el sueño.',
    desktop: 'No se pudo acceder a tu micrófono. Revisa los permisos de tu dispositivo.',
    mobile:
      'No se pudo acceder a tu micrófono. Permite el micrófono para este sitio en los ajustes del navegador e inténtalo de nuevo.',
    ios: 'No se pudo acceder a tu micrófono. En iPhone o iPad, permite el micrófono para este sitio en Ajustes > Safari > Micrófono.',
  },
} as const;

interface Attempt {
  browser: Browser;
  language: 'en' | 'es';
  device: 'desktop' | 'mobile' | 'ios';
  width: number;
  shot?: string;
}

/** Registers, types a line, presses Record, and checks the toast; returns what getUserMedia said. */
async function pressRecord({ browser, language, device, width, shot }: Attempt): Promise<string> {
  const context = await browser.newContext({
    baseURL: suite.server.url,
    locale: language === 'es' ? 'es-ES' : 'en-US',
    viewport: { width, height: width < 500 ? 812 : 860 },
    ...(device === 'desktop' ? {} : { userAgent: USER_AGENTS[device] }),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    const texts = TEXTS[language];
    // No transcriber here (every default installation): the landing page promises no words...
    await page.goto('/landing');
    await page.getByText(texts.landing, { exact: true }).waitFor();
    expect(await page.getByText(/transcribed|transcripción\./).count()).toBe(0);
    if (shot) await screenshot(page, `${shot}-landing`);
    await registerThroughApi(page, newAccount('mic'), language);
    await page.goto('/dreams/new');
    // ...and the panel says, before anything is recorded, that the recording stays audio.
    await page.getByText(texts.audioOnly, { exact: true }).waitFor();
    const editor = page.getByRole('textbox', {
      name: language === 'es' ? 'Descripción del sueño' : 'Dream description',
    });
    await editor.click();
    await page.keyboard.type('A corridor of doors.');
    const panel = page.getByRole('region', { name: texts.panel });
    await panel.getByRole('button', { name: texts.record, exact: true }).click();

    const toast = page.getByRole('alertdialog').filter({ hasText: texts.title });
    await toast.waitFor();
    expect(await toast.innerText()).toContain(texts[device]);
    // The other wordings are not shown.
    for (const other of (['desktop', 'mobile', 'ios'] as const).filter((kind) => kind !== device)) {
      expect(await page.getByText(texts[other], { exact: true }).count()).toBe(0);
    }
    // Still ready to try again, and what was typed is still there.
    await panel.getByRole('button', { name: texts.record, exact: true }).waitFor();
    expect(await panel.getByRole('timer').count()).toBe(0);
    expect(await editor.innerText()).toContain('A corridor of doors.');
    if (shot) {
      await expectAccessible(page);
      await screenshot(page, shot);
    }
    expect(errors).toEqual([]);
    // What the browser answered, so each case shows it tested what it says.
    return await page.evaluate(() =>
      navigator.mediaDevices.getUserMedia({ audio: true }).then(
        () => 'granted',
        (error: DOMException) => error.name,
      ),
    );
  } finally {
    await context.close();
  }
}

describe('the voice panel without a microphone', () => {
  it('says the microphone was refused, in the desktop wording, in English and Spanish', async () => {
    for (const [language, width] of [
      ['en', 1280],
      ['es', 375],
      ['en', 375],
      ['es', 1280],
    ] as const) {
      const answer = await pressRecord({
        browser: suite.browser,
        language,
        device: 'desktop',
        width,
        shot: `voice-microphone-refused-${language}-${width}`,
      });
      expect(answer).toBe('NotAllowedError');
    }
  });

  it('uses the mobile and the iOS wording on those devices', async () => {
    for (const device of ['mobile', 'ios'] as const) {
      for (const language of ['en', 'es'] as const) {
        const answer = await pressRecord({ browser: suite.browser, language, device, width: 375 });
        expect(answer).toBe('NotAllowedError');
      }
    }
  });

  it('says the same when there is no microphone at all', async () => {
    for (const language of ['en', 'es'] as const) {
      const answer = await pressRecord({ browser: withoutMicrophone, language, device: 'desktop', width: 1280 });
      // A machine with a microphone plugged in would answer NotAllowedError here: this case needs none.
      expect(answer).toBe('NotFoundError');
    }
  });
});
