// Writing at dawn without a network (issue 25): with the browser offline the signed-in app says so
// and what still works; a dream saved then, typed or recorded, waits in this browser's outbox with the
// key the form made; it is sent as soon as the network returns, or at the next start, exactly once
// (also when the answer to a send is lost); a page that cannot load offline says so and offers the
// form. At 375 px in Spanish and 1280 px in English.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPage, screenshot } from './support/browser.ts';
import { createDreamThroughApi, newAccount, registerThroughApi } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

// Chromium's fake microphone (a beep) for the recorded dream; no transcriber is configured.
const suite = useBrowserSuite({}, ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']);

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 860 };

const WORDS = {
  en: {
    offline: "You're offline",
    offlineText: 'New dreams are kept on this device and sent when the connection returns.',
    editor: 'Dream description',
    title: 'Title (optional)',
    save: 'Save Dream',
    kept: 'Saved on this device. It will be sent when the connection returns.',
    waitingOne: '1 dream saved on this device is waiting to be sent.',
    waitingTwo: '2 dreams saved on this device are waiting to be sent.',
    sentTwo: '2 dreams saved on this device were sent.',
    sentOne: 'The dream saved on this device was sent.',
    record: 'Record',
    stop: 'Stop',
    include: 'Include recording',
    pageNeedsNetwork: 'This page needs the network.',
    recordNew: 'Record a New Dream',
  },
  es: {
    offline: 'Estás sin conexión',
    offlineText: 'Los sueños nuevos se guardan en este dispositivo y se envían cuando vuelva la conexión.',
    editor: 'Descripción del sueño',
    title: 'Título (opcional)',
    save: 'Guardar sueño',
    kept: 'Guardado en este dispositivo. Se enviará cuando vuelva la conexión.',
    waitingOne: '1 sueño guardado en este dispositivo espera para enviarse.',
    waitingTwo: '2 sueños guardados en este dispositivo esperan para enviarse.',
    sentTwo: 'Se enviaron 2 sueños guardados en este dispositivo.',
    sentOne: 'Se envió el sueño guardado en este dispositivo.',
    record: 'Grabar',
    stop: 'Detener',
    include: 'Incluir grabación',
    pageNeedsNetwork: 'Esta página necesita la red.',
    recordNew: 'Registrar un nuevo sueño',
  },
} as const;

type Language = keyof typeof WORDS;

const CASES: [Language, typeof PHONE | typeof DESKTOP, string][] = [
  ['es', PHONE, 'phone'],
  ['en', DESKTOP, 'desktop'],
];

interface StoredDream {
  title: string;
  hasAudio: boolean;
}

/** The account's dreams as the server has them (REST, with the page's cookie). */
async function serverDreams(page: Page): Promise<StoredDream[]> {
  const response = await page.request.get('/api/dreams');
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredDream[];
}

async function writeDream(page: Page, language: Language, title: string, text: string) {
  const words = WORDS[language];
  await page.getByRole('textbox', { name: words.editor }).click();
  await page.keyboard.type(text);
  await page.getByLabel(words.title).fill(title);
  // On a phone the bottom bar steps aside while a field has focus; Save is in the sticky bar either way.
  await page.getByLabel(words.title).blur();
}

/** The keys of the journal copy the app keeps in this page's IndexedDB (web/src/offline/journalCopy.ts). */
function journalKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opened = indexedDB.open('oneiro-drafts');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const database = opened.result;
          const all = database.transaction('journal').objectStore('journal').getAllKeys();
          all.onsuccess = () => {
            resolve(all.result.map(String));
            database.close();
          };
        };
      }),
  );
}

/** Writes empty answers under `entries` ([key, savedAt]) straight into the journal copy. */
function putJournalAnswers(page: Page, entries: [string, number][]): Promise<void> {
  return page.evaluate(
    (answers) =>
      new Promise<void>((resolve, reject) => {
        const opened = indexedDB.open('oneiro-drafts');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const database = opened.result;
          const written = database.transaction('journal', 'readwrite');
          const store = written.objectStore('journal');
          for (const [key, savedAt] of answers) store.put({ response: { data: {} }, savedAt }, key);
          written.oncomplete = () => {
            database.close();
            resolve();
          };
        };
      }),
    entries,
  );
}

describe('the outbox', () => {
  for (const [language, size, device] of CASES) {
    it(`keeps dreams typed and recorded offline and sends each once when the network returns (${language}, ${device})`, async () => {
      const words = WORDS[language];
      const { page, context, errors } = await newPage(suite.browser, suite.server.url, {
        locale: language === 'es' ? 'es-ES' : 'en-US',
        ...size,
      });
      await registerThroughApi(page, newAccount('dawn'), language);
      await page.goto('/dreams/new');
      await page.getByRole('textbox', { name: words.editor }).waitFor();

      await context.setOffline(true);
      const notice = page.getByRole('status').filter({ hasText: words.offline });
      await notice.getByText(words.offlineText).waitFor();

      await writeDream(page, language, 'Lighthouse at dawn', 'A lighthouse that sang in a low voice.');
      await page.getByRole('button', { name: words.save }).click();
      await page.getByText(words.kept).waitFor();
      await page.getByText(words.waitingOne).waitFor();
      // A fresh form for the next dream.
      expect(await page.getByLabel(words.title).inputValue()).toBe('');

      // The second is spoken: its recording waits with it.
      await writeDream(page, language, 'The spoken one', 'Words beside the recording.');
      const panel = page.locator('.voice-panel');
      await panel.getByRole('button', { name: words.record, exact: true }).click();
      await panel.getByRole('button', { name: words.stop, exact: true }).click({ delay: 1200 });
      await page.getByRole('button', { name: words.save }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: words.include }).click();
      await page.getByText(words.waitingTwo).waitFor();
      await screenshot(page, `offline-outbox-${language}-${device}`);
      await expectAccessible(page);

      // A lost answer: the first send reaches the server but its reply never arrives.
      let lostAnswers = 0;
      await page.route('**/graphql', async (route) => {
        if (lostAnswers === 0 && route.request().postData()?.includes('useCreateDreamMutation')) {
          lostAnswers += 1;
          await route.fetch();
          await route.abort('connectionreset');
        } else await route.continue();
      });

      await context.setOffline(false);
      // The lost answer stops the first round; the next start of the app sends again, with the same keys.
      await expect.poll(() => lostAnswers, { timeout: 10_000 }).toBe(1);
      await page.getByText(words.waitingTwo).waitFor();
      await page.reload();
      await page.getByText(words.sentTwo).waitFor({ timeout: 5_000 });
      await expect.poll(() => page.getByText(words.waitingOne).count()).toBe(0);

      const stored = await serverDreams(page);
      expect(stored.map((dream) => dream.title).sort()).toEqual(['Lighthouse at dawn', 'The spoken one']);
      expect(stored.find((dream) => dream.title === 'The spoken one')?.hasAudio).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('sends within seconds of the network returning, without a reload', async () => {
    const words = WORDS.en;
    const { page, context } = await newPage(suite.browser, suite.server.url, DESKTOP);
    await registerThroughApi(page, newAccount('reconnect'));
    await page.goto('/dreams/new');
    await page.getByRole('textbox', { name: words.editor }).waitFor();
    await context.setOffline(true);
    await writeDream(page, 'en', 'Back online', 'Sent when the network returned.');
    await page.getByRole('button', { name: words.save }).click();
    await page.getByText(words.waitingOne).waitFor();
    await context.setOffline(false);
    await page.getByText(words.sentOne).waitFor({ timeout: 5_000 });
    expect((await serverDreams(page)).map((dream) => dream.title)).toEqual(['Back online']);
    await context.close();
  });

  it('a page that cannot load offline says so and offers the form, which still works', async () => {
    const words = WORDS.es;
    const { page, context } = await newPage(suite.browser, suite.server.url, { locale: 'es-ES', ...PHONE });
    await registerThroughApi(page, newAccount('nonet'), 'es');
    await page.goto('/dreams/new');
    await page.getByRole('textbox', { name: words.editor }).waitFor();
    await context.setOffline(true);
    // The archive needs its query: offline it cannot load.
    await page.evaluate(() => window.history.pushState({}, '', '/dreams'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await page.getByText(words.pageNeedsNetwork).waitFor();
    await screenshot(page, 'offline-page-es-phone');
    await page.getByRole('link', { name: words.recordNew }).click();
    await page.getByRole('textbox', { name: words.editor }).waitFor();
    await context.close();
  });
});

describe('starting offline', () => {
  it('the installed app opens without a network, signed in, with the journal as last read, and the form keeps a dream for later (en, desktop)', async () => {
    const words = WORDS.en;
    const { page, context, errors } = await newPage(suite.browser, suite.server.url, {
      ...DESKTOP,
      serviceWorkers: 'allow',
    });
    await registerThroughApi(page, newAccount('dawnstart'));
    const earlier = await createDreamThroughApi(page, {
      title: 'The lighthouse',
      content: '<p>A lighthouse sang to the boats, and I understood the song.</p>',
    });
    // Read online: home, the dream's page, the form (with the sidebar's archive).
    await page.goto('/');
    await page.getByRole('main').getByText('The lighthouse').first().waitFor();
    await page.goto(`/dreams/${earlier}`);
    await page.getByRole('heading', { level: 1, name: 'The lighthouse' }).waitFor();
    await page.goto('/dreams/new');
    await page.getByRole('textbox', { name: words.editor }).waitFor();
    await page.getByRole('complementary').getByText('The lighthouse').waitFor();
    // The worker has the app's files once it controls the page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('textbox', { name: words.editor }).waitFor();
    await page.getByRole('status').filter({ hasText: words.offline }).waitFor();
    // The sidebar's archive as it was last read, from this device.
    await page.getByRole('complementary').getByText('The lighthouse').waitFor();
    await writeDream(page, 'en', 'Opened offline', 'The app opened with no network at all.');
    await page.getByRole('button', { name: words.save }).click();
    await page.getByText(words.waitingOne).waitFor();
    await screenshot(page, 'offline-start-en-desktop');
    // A dream read before opens offline too.
    await page.getByRole('complementary').getByText('The lighthouse').click();
    await page.getByRole('heading', { level: 1, name: 'The lighthouse' }).waitFor();
    await page.getByRole('main').getByText('A lighthouse sang to the boats').first().waitFor();
    await screenshot(page, 'offline-dream-en-desktop');

    await context.setOffline(false);
    await page.getByText(words.sentOne).waitFor({ timeout: 5_000 });
    expect((await serverDreams(page)).map((dream) => dream.title).sort()).toEqual(['Opened offline', 'The lighthouse']);
    // Back online, the archive loads again, with the dream that was sent.
    await page.getByRole('complementary').getByText('Opened offline').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the newest 300 answers, dropping the oldest first', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url);
    await registerThroughApi(page, newAccount('keeper'));
    await createDreamThroughApi(page, { title: 'Kept while pruning', content: '<p>Words.</p>' });
    await page.goto('/');
    await page.getByRole('main').getByText('Kept while pruning').first().waitFor();
    await expect.poll(async () => (await journalKeys(page)).length).toBeGreaterThan(0);
    // 310 answers older than any real one (savedAt 1..310), as if read long ago.
    await putJournalAnswers(
      page,
      Array.from({ length: 310 }, (_, index) => [`old ${String(index + 1).padStart(3, '0')}`, index + 1]),
    );
    await page.reload();
    await page.getByRole('main').getByText('Kept while pruning').first().waitFor();
    await expect.poll(async () => (await journalKeys(page)).length).toBe(300);
    const left = await journalKeys(page);
    const old = left.filter((key) => key.startsWith('old ')).sort();
    // Every fresh answer stays; of the old ones, the newest (highest savedAt) are those left.
    expect(left.filter((key) => !key.startsWith('old ')).length).toBe(300 - old.length);
    expect(old.at(-1)).toBe('old 310');
    expect(old[0]).toBe(`old ${String(311 - old.length).padStart(3, '0')}`);
    await context.close();
  });

  it('signing out forgets the journal kept on this device (phone)', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url, { ...PHONE });
    await registerThroughApi(page, newAccount('forgetful'));
    await createDreamThroughApi(page, { title: 'Kept until sign-out', content: '<p>Words.</p>' });
    await page.goto('/');
    await page.getByRole('main').getByText('Kept until sign-out').first().waitFor();
    const kept = async () => (await journalKeys(page)).length;
    await expect.poll(kept).toBeGreaterThan(0);
    await page.goto('/profile');
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth');
    await expect.poll(kept).toBe(0);

    // A page left while its clearing ran (under load, the full load of /auth after sign-out aborted
    // the clearing's transaction): the next page, already signed out, finishes it.
    await putJournalAnswers(page, [['left behind', Date.now()]]);
    await page.evaluate(() => localStorage.setItem('oneiro.journalCopyClearing', '1'));
    expect(await kept()).toBe(1);
    await page.reload();
    await expect.poll(kept).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('oneiro.journalCopyClearing'))).toBeNull();
    await context.close();
  });
});

describe('the conflict choice', () => {
  const CONFLICT_WORDS = {
    en: {
      editText: 'Edit text',
      saveChanges: 'Save Changes',
      title: 'Changed somewhere else',
      saved: 'The saved version',
      mine: 'Your edit',
      keepMine: 'Keep my edit',
      keepBoth: 'Keep both',
      keptBoth: 'Your edit was saved as a new dream.',
    },
    es: {
      editText: 'Editar texto',
      saveChanges: 'Guardar cambios',
      title: 'Cambiado en otro lugar',
      saved: 'La versión guardada',
      mine: 'Tu edición',
      keepMine: 'Quedarme con mi edición',
      keepBoth: 'Quedarme con ambas',
      keptBoth: 'Tu edición se guardó como un sueño nuevo.',
    },
  } as const;

  // The dialog holds two versions side by side: every size in both languages.
  const ALL_CASES: typeof CASES = [...CASES, ['en', PHONE, 'phone'], ['es', DESKTOP, 'desktop']];
  for (const [language, size, device] of ALL_CASES) {
    it(`an edit that meets a change made elsewhere shows both and lets the person choose (${language}, ${device})`, async () => {
      const words = CONFLICT_WORDS[language];
      const { page, context, errors } = await newPage(suite.browser, suite.server.url, {
        locale: language === 'es' ? 'es-ES' : 'en-US',
        ...size,
      });
      await registerThroughApi(page, newAccount('twotabs'), language);
      const created = await page.request.post('/api/dreams', {
        data: { title: 'The tide', content: '<p>The tide came in slowly.</p>' },
      });
      const { id } = (await created.json()) as { id: number };
      await page.goto(`/dreams/${id}`);
      await page.getByRole('button', { name: words.editText }).click();
      const editor = page.getByRole('textbox', { name: WORDS[language].editor });
      await editor.click();
      await page.keyboard.press('End');
      await page.keyboard.type(' Then it sang.');
      await editor.blur();

      // Meanwhile another device changes the text (this page shows the title change live; the text
      // it is editing is never replaced under it).
      const elsewhere = await page.request.put(`/api/dreams/${id}`, {
        data: { content: '<p>The tide went out at once.</p>' },
      });
      expect(elsewhere.status()).toBe(200);

      await page.getByRole('button', { name: words.saveChanges }).click();
      const dialog = page.getByRole('alertdialog', { name: words.title });
      await dialog.getByRole('region', { name: words.saved }).getByText('The tide went out at once.').waitFor();
      await dialog
        .getByRole('region', { name: words.mine })
        .getByText('The tide came in slowly. Then it sang.')
        .waitFor();
      await screenshot(page, `dream-conflict-${language}-${device}`);
      await expectAccessible(page);

      // The REST list gives each dream's HTML; the words are what count here.
      const stored = () =>
        serverDreams(page).then((dreams) =>
          (dreams as unknown as { content: string }[]).map((dream) => dream.content.replace(/<[^>]+>/g, '')).sort(),
        );
      if (language === 'en') {
        await dialog.getByRole('button', { name: words.keepMine }).click();
        await dialog.waitFor({ state: 'detached' });
        await expect.poll(stored).toEqual(['The tide came in slowly. Then it sang.']);
      } else {
        await dialog.getByRole('button', { name: words.keepBoth }).click();
        await page.getByText(words.keptBoth).waitFor();
        await expect.poll(stored).toEqual(['The tide came in slowly. Then it sang.', 'The tide went out at once.']);
        // This page now shows the saved version.
        await page.getByRole('main').getByText('The tide went out at once.').first().waitFor();
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('an edit made offline', () => {
  const EDIT_WORDS = {
    en: {
      editText: 'Edit text',
      saveChanges: 'Save Changes',
      failed: 'Could not save your changes. Please try again.',
      back: 'Your unsaved draft is back.',
      updated: 'Dream updated',
      conflict: 'Changed somewhere else',
    },
    es: {
      editText: 'Editar texto',
      saveChanges: 'Guardar cambios',
      failed: 'No se pudieron guardar tus cambios. Inténtalo de nuevo.',
      back: 'Tu borrador sin guardar ha vuelto.',
      updated: 'Sueño actualizado',
      conflict: 'Cambiado en otro lugar',
    },
  } as const;

  for (const [language, size, device] of CASES) {
    it(`survives the closed page, comes back with the version it began from, and is saved or met by the change made elsewhere (${language}, ${device})`, async () => {
      const words = EDIT_WORDS[language];
      const editor = WORDS[language].editor;
      const { page, context, errors } = await newPage(suite.browser, suite.server.url, {
        locale: language === 'es' ? 'es-ES' : 'en-US',
        ...size,
      });
      await registerThroughApi(page, newAccount('offedit'), language);
      const created = await page.request.post('/api/dreams', {
        data: { title: 'The orchard', content: '<p>Apples fell upward.</p>' },
      });
      const { id } = (await created.json()) as { id: number };
      await page.goto(`/dreams/${id}`);
      await page.getByRole('button', { name: words.editText }).click();
      await page.getByRole('textbox', { name: editor }).click();
      await page.keyboard.press('End');
      await page.keyboard.type(' Then it rained.');
      await page.getByRole('textbox', { name: editor }).blur();

      // Offline, the save fails and the edit stays; the page is then closed.
      await context.setOffline(true);
      await page.getByRole('button', { name: words.saveChanges }).click();
      await page.getByText(words.failed).waitFor();
      await page.close({ runBeforeUnload: false });
      await context.setOffline(false);

      // Opened again: the edit is back, and saves.
      const again = await context.newPage();
      await again.goto(`/dreams/${id}`);
      await again.getByText(words.back).waitFor();
      await expect
        .poll(() => again.getByRole('textbox', { name: editor }).innerText())
        .toContain('Apples fell upward. Then it rained.');
      await screenshot(again, `dream-edit-restored-${language}-${device}`);
      await again.getByRole('button', { name: words.saveChanges }).click();
      await again.getByText(words.updated).first().waitFor();
      const saved = await again.request.get(`/api/dreams/${id}`);
      expect(((await saved.json()) as { content: string }).content).toContain('Then it rained.');
      expect(await again.getByText(words.back).count()).toBe(0);

      // A second edit, kept through a reload while the dream changes elsewhere: it is not written
      // over that change silently.
      await again.getByRole('button', { name: words.editText }).click();
      await again.getByRole('textbox', { name: editor }).click();
      await again.keyboard.press('End');
      await again.keyboard.type(' The ground was warm.');
      await again.getByRole('textbox', { name: editor }).blur();
      await expect
        .poll(() => again.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('oneiro.dreamEdit.'))))
        .toBe(true);
      const elsewhere = await again.request.put(`/api/dreams/${id}`, { data: { content: '<p>Pears, instead.</p>' } });
      expect(elsewhere.status()).toBe(200);
      again.on('dialog', (dialog) => void dialog.accept());
      await again.reload();
      await again.getByText(words.back).waitFor();
      await again.getByRole('button', { name: words.saveChanges }).click();
      await again.getByRole('alertdialog', { name: words.conflict }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
