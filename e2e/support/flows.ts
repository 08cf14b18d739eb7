// Steps several browser tests share, done the way a person does them: through labelled fields.
import type { Page } from 'playwright-core';
import type { App } from '#api/app.ts';

export interface Account {
  username: string;
  email: string;
  password: string;
}

let counter = 0;
export function newAccount(prefix = 'dreamer'): Account {
  counter += 1;
  const username = `${prefix}${Date.now().toString(36)}${counter}`;
  return { username, email: `${username}@example.org`, password: 'a long dream password' };
}

/** The landing's register form as each language labels it (the page's language follows the browser's). */
const REGISTER_LABELS = {
  en: { tab: 'Register', username: 'Username', email: 'Email', password: 'Password', submit: 'Create account' },
  es: {
    tab: 'Registrarse',
    username: 'Nombre de usuario',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Crear cuenta',
  },
} as const;

export async function registerThroughLanding(
  page: Page,
  account: Account,
  language: 'en' | 'es' = 'en',
): Promise<void> {
  const labels = REGISTER_LABELS[language];
  await page.goto('/landing');
  await page.getByRole('tab', { name: labels.tab }).click();
  await page.getByLabel(labels.username).fill(account.username);
  await page.getByLabel(labels.email).fill(account.email);
  await page.getByLabel(labels.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: labels.submit }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * An account made through the REST API, signed in in this page's browser context. With billing on,
 * the landing's registration needs Stripe.js (not loadable offline), so tests that need an account
 * without a subscription make it this way.
 */
export async function registerThroughApi(page: Page, account: Account, language: 'en' | 'es' = 'en'): Promise<void> {
  const response = await page.request.post('/api/register', { data: { ...account, preferredLanguage: language } });
  if (response.status() !== 201) throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
}

export async function signInThroughLanding(page: Page, account: Pick<Account, 'username' | 'password'>): Promise<void> {
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Switches the interface language with the picker (a native select) that shows `current`. */
export async function chooseLanguage(page: Page, current: string, next: string): Promise<void> {
  const picker = page.getByRole('combobox', { name: /^(Language|Idioma)$/ }).first();
  const shown = await picker.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent);
  if (shown !== current) throw new Error(`the language picker shows ${shown}, not ${current}`);
  await picker.selectOption({ label: next });
}

export interface DreamSeed {
  title?: string;
  content?: string;
  tags?: string[];
  /** ISO date; the server's "now" when left out. */
  date?: string;
  audioUrl?: string;
  audioDuration?: number;
  hasAudio?: boolean;
  /** The night's facts (CreateDreamInput). */
  lucid?: boolean;
  vividness?: number;
}

/** A playable WAV of `seconds` of silence (8 kHz, 8-bit mono): a real recording, small. */
export function silentWav(seconds = 1): Buffer {
  const samples = Math.round(8000 * seconds);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16); // the fmt chunk's size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24); // samples per second
  header.writeUInt32LE(8000, 28); // bytes per second
  header.writeUInt16LE(1, 32); // bytes per sample
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples, 40);
  // 8-bit PCM is unsigned: 128 is silence.
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

/**
 * Uploads a recording as the page's signed-in user (POST /api/audio, as the voice panel does); its
 * audioUrl, for createDreamThroughApi (a dream may only point at its owner's own uploads).
 */
export async function uploadRecordingThroughApi(page: Page, seconds = 1): Promise<string> {
  const response = await page.request.post('/api/audio', {
    data: { audioData: `data:audio/wav;base64,${silentWav(seconds).toString('base64')}`, duration: seconds },
  });
  const body = await response.json();
  if (typeof body.audioUrl !== 'string') throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.audioUrl;
}

/**
 * Creates a dream as the page's signed-in user, through the API with the page's cookie (setting up
 * what a test is not about; the flows it is about go through the screens).
 */
export async function createDreamThroughApi(page: Page, dream: DreamSeed): Promise<number> {
  const response = await page.request.post('/graphql', {
    data: {
      query: 'mutation Seed($input: CreateDreamInput!) { createDream(input: $input) { dream { databaseId } } }',
      variables: { input: dream },
    },
  });
  const body = await response.json();
  if (!body.data?.createDream) throw new Error(`createDream failed: ${JSON.stringify(body.errors)}`);
  return body.data.createDream.dream.databaseId as number;
}

/** Records a dream through /dreams/new and waits for its page; returns its id. */
export async function recordDreamThroughForm(
  page: Page,
  dream: { title?: string; text: string; tags?: string[] },
): Promise<number> {
  await page.goto('/dreams/new');
  if (dream.title) await page.getByLabel('Title (optional)').fill(dream.title);
  await page.getByRole('textbox', { name: 'Dream description' }).click();
  await page.keyboard.type(dream.text);
  for (const tag of dream.tags ?? []) {
    await page.getByLabel('Tags', { exact: true }).fill(tag);
    await page.keyboard.press('Enter');
  }
  await page.getByRole('button', { name: 'Save Dream' }).click();
  await page.waitForURL(/\/dreams\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/**
 * Resolves once the page's subscription to live dream changes (the signed-in shell opens it on
 * load) is listening on the server, so a change made elsewhere afterwards is sure to reach it: after
 * the page sends it, the server's count of running subscriptions grows past what it was before.
 */
export function liveUpdatesReady(page: Page, app: Pick<App, 'liveSubscriptions'>): Promise<void> {
  const before = app.liveSubscriptions;
  let sent = 0;
  return new Promise((resolve, reject) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        const payload = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString();
        if (!payload.includes('"subscribe"')) return;
        sent += 1;
        if (!payload.includes('dreamChanged')) return;
        const expected = before + sent;
        let checks = 0;
        const check = () => {
          if (app.liveSubscriptions >= expected) return resolve();
          if ((checks += 1) > 500) return reject(new Error('the live-updates subscription never started listening'));
          setTimeout(check, 10);
        };
        check();
      });
    });
  });
}
