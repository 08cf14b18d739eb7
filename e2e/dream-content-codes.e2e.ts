// "What Oneiro read in this dream" on the dream page: the codes read from the dream's words (people,
// interactions, feelings), removing one and correcting another, and the correction holding through a
// reload and a later edit of the dream - on a desktop in English and on a phone in Spanish.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { ARTIFACTS_DIR, expectAccessible, newPage, screenshot } from './support/browser.ts';
import { createDreamThroughApi, newAccount, registerThroughApi } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

/** The dream's codes as the API gives them, to check what the page shows against what is stored. */
async function storedCodes(page: Page, id: number) {
  const response = await page.request.post('/graphql', {
    data: {
      query: `{ dream(databaseId: ${id}) { contentCodes {
        characters { text sex } interactions { text } emotions { text class } } } }`,
    },
  });
  return (await response.json()).data.dream.contentCodes as {
    characters: { text: string; sex: string }[];
    interactions: { text: string }[];
    emotions: { text: string; class: string }[];
  };
}

/** Nothing of the section is wider than the window or hidden under the phone's bottom bar. */
async function expectWithinWindow(page: Page, section: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const last = section.getByRole('listitem').last();
  await last.evaluate((element) => {
    const bar = document.querySelector('nav.bottom-bar');
    const barTop = bar && getComputedStyle(bar).display !== 'none' ? bar.getBoundingClientRect().top : innerHeight;
    window.scrollBy(0, element.getBoundingClientRect().bottom - (barTop - 12));
  });
  const box = await last.boundingBox();
  const bar = await page.locator('nav.bottom-bar').boundingBox();
  if (box && bar && bar.height > 0) expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
}

describe('what Oneiro read in a dream', () => {
  it('lists the codes, removes one, corrects others, and keeps them through a reload and an edit', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await registerThroughApi(page, newAccount('coder'));
    const id = await createDreamThroughApi(page, {
      title: 'The beach',
      content: '<p>My mother hugged me on the beach and I felt happy, then a stranger shouted at my brother.</p>',
      tags: [],
      date: '2024-03-02T07:00:00.000Z',
    });
    await page.goto(`/dreams/${id}`);
    await page.getByRole('heading', { level: 1, name: 'The beach' }).waitFor();

    // Folded away until asked for.
    const trigger = page.getByRole('button', { name: 'What Oneiro read in this dream' });
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText('People, animals and creatures').isVisible()).toBe(false);
    await trigger.click();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');

    const people = page.getByRole('region', { name: 'People, animals and creatures' });
    const interactions = page.getByRole('region', { name: 'Interactions' });
    const feelings = page.getByRole('region', { name: 'Feelings' });
    await people.getByText('person · female · someone you know · family').waitFor();
    await people.getByText('From the words “mother”').waitFor();
    await people.getByText('person · sex not said · someone you do not know · stranger').waitFor();
    await interactions.getByText('mother → You: friendliness (physical)').waitFor();
    await interactions.getByText('From the words “hugged”').waitFor();
    await interactions.getByText('stranger → brother: aggression').waitFor();
    await feelings.getByText('You: happiness').waitFor();
    await feelings.getByText('From the words “happy”').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'dream-content-codes-en-desktop');

    // Remove the shouting.
    await page.getByRole('button', { name: 'Remove “shouted at”' }).click();
    await expect.poll(() => interactions.getByText('stranger → brother: aggression').count()).toBe(0);
    // Said in the section, where the focus goes from the Remove button that is gone.
    const removed = page.getByText('Removed “shouted at”');
    await removed.waitFor();
    await expect.poll(() => removed.evaluate((element) => element === document.activeElement)).toBe(true);

    // The stranger was a woman: corrected with the pointer.
    const correctStranger = page.getByRole('button', { name: 'Correct “stranger”' });
    await correctStranger.click();
    expect(await correctStranger.getAttribute('aria-expanded')).toBe('true');
    const strangerFields = page.getByRole('group', { name: 'Corrections of “stranger”' });
    await strangerFields.getByRole('button', { name: /Sex/ }).click();
    await page.getByRole('option', { name: 'female' }).click();
    await people.getByText('person · female · someone you do not know · stranger').waitFor();

    // The feeling, with the keyboard only.
    await page.getByRole('button', { name: 'Correct “happy”' }).focus();
    await page.keyboard.press('Enter');
    const feelingFields = page.getByRole('group', { name: 'Corrections of “happy”' });
    await feelingFields.getByRole('button', { name: /Feeling/ }).focus();
    await page.keyboard.press('Enter');
    // The list opens on the current class (happiness, the last); the one above it is confusion.
    await expect.poll(() => page.getByRole('option', { name: 'happiness' }).getAttribute('data-focused')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(() => page.getByRole('option', { name: 'confusion or surprise' }).getAttribute('data-focused'))
      .toBe('true');
    await page.keyboard.press('Enter');
    await feelings.getByText('You: confusion or surprise').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'dream-content-codes-en-desktop-corrected');

    const expectCorrected = async () => {
      const codes = await storedCodes(page, id);
      expect(codes.interactions.map((interaction) => interaction.text)).toEqual(['hugged']);
      expect(codes.characters.find((character) => character.text === 'stranger')?.sex).toBe('female');
      expect(codes.emotions).toEqual([{ text: 'happy', class: 'confusion' }]);
    };
    await expectCorrected();

    // After a reload.
    await page.reload();
    await page.getByRole('button', { name: 'What Oneiro read in this dream' }).click();
    await people.getByText('person · female · someone you do not know · stranger').waitFor();
    await feelings.getByText('You: confusion or surprise').waitFor();
    expect(await interactions.getByText('stranger → brother: aggression').count()).toBe(0);

    // After an edit of the dream's title.
    await page.getByRole('button', { name: 'Edit title' }).click();
    const titleField = page.getByRole('textbox', { name: 'Dream title' });
    await titleField.fill('The beach at noon');
    await titleField.press('Enter');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Dream updated').waitFor();
    await page.getByRole('heading', { level: 1, name: 'The beach at noon' }).waitFor();
    await people.getByText('person · female · someone you do not know · stranger').waitFor();
    await feelings.getByText('You: confusion or surprise').waitFor();
    await expectCorrected();
    await page.reload();
    await page.getByRole('button', { name: 'What Oneiro read in this dream' }).click();
    await people.getByText('person · female · someone you do not know · stranger').waitFor();
    expect(await interactions.getByText('stranger → brother: aggression').count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('en español, en un teléfono de 375 px', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url, {
      locale: 'es-ES',
      width: 375,
      height: 812,
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await registerThroughApi(page, newAccount('lectora'), 'es');
    const id = await createDreamThroughApi(page, {
      title: 'La playa',
      content: '<p>Mi madre me abrazó en la playa y me sentí feliz; luego un desconocido le gritó a mi hermano.</p>',
      tags: [],
      date: '2024-03-02T07:00:00.000Z',
    });
    await page.goto(`/dreams/${id}`);
    await page.getByRole('heading', { level: 1, name: 'La playa' }).waitFor();
    await page.getByRole('button', { name: 'Lo que Oneiro leyó en este sueño' }).click();

    const section = page.locator('.content-codes');
    const people = page.getByRole('region', { name: 'Personas, animales y criaturas' });
    const feelings = page.getByRole('region', { name: 'Sentimientos' });
    await people.getByText('persona · femenino · alguien que conoces · familia').waitFor();
    await people.getByText('De las palabras «madre»').waitFor();
    await page.getByRole('region', { name: 'Interacciones' }).getByText('madre → Tú: cordialidad (física)').waitFor();
    await feelings.getByText('Tú: felicidad').waitFor();
    await screenshot(page, 'dream-content-codes-es-phone');

    await page.getByRole('button', { name: 'Corregir «desconocido»' }).click();
    const fields = page.getByRole('group', { name: 'Correcciones de «desconocido»' });
    await fields.getByRole('button', { name: /Sexo/ }).click();
    await page.getByRole('option', { name: 'femenino' }).click();
    await people.getByText('persona · femenino · alguien que no conoces · desconocido').waitFor();

    await page.getByRole('button', { name: 'Quitar «feliz»' }).click();
    await expect.poll(() => feelings.count()).toBe(0);
    await expectAccessible(page);
    await expectWithinWindow(page, section);
    // What the phone shows at that point, bars included (the full-page pictures draw them mid-page).
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'dream-content-codes-es-phone-window.png') });
    await page.getByText('Se quitó «feliz»').waitFor();
    await screenshot(page, 'dream-content-codes-es-phone-corrected');

    await page.reload();
    await page.getByRole('button', { name: 'Lo que Oneiro leyó en este sueño' }).click();
    await people.getByText('persona · femenino · alguien que no conoces · desconocido').waitFor();
    expect(await feelings.count()).toBe(0);
    const codes = await storedCodes(page, id);
    expect(codes.emotions).toEqual([]);
    expect(codes.characters.find((character) => character.text === 'desconocido')?.sex).toBe('female');

    expect(errors).toEqual([]);
    await context.close();
  });
});
