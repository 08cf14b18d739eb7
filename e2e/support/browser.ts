// Debian's Chromium through playwright-core, with the flags this sandbox needs (no background
// networking: the machine has no internet, and Chromium would otherwise retry Google's hosts).
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags every test browser runs with (launchBrowser's, and a persistent profile's). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
export const ARTIFACTS_DIR = join(import.meta.dirname, '..', 'artifacts');

/** `extraArgs`: e.g. Chromium's fake microphone flags for the voice tests. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install chromium (or set CHROMIUM_PATH)`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export interface PageOptions {
  locale?: string;
  width?: number;
  height?: number;
  /**
   * The app's service worker is blocked unless a test is about it: with a worker in between,
   * Playwright's request routing (which many tests use to stage failures) no longer sees the page's
   * requests, and a cached shell would outlive the build a test expects.
   */
  serviceWorkers?: 'allow' | 'block';
}

/** A fresh browser profile (no cookies, no storage) with a language and a window size. */
export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions in the page; a test ends by expecting none. */
  errors: string[];
}

export async function newPage(browser: Browser, baseURL: string, options: PageOptions = {}): Promise<TestPage> {
  const context = await browser.newContext({
    baseURL,
    locale: options.locale ?? 'en-US',
    viewport: { width: options.width ?? 1280, height: options.height ?? 860 },
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/**
 * axe-core on the current page: no serious or critical violation (DESIGN.md). Every rule runs as
 * before; two settings only save time (1.9 s to 0.9 s a call here, measured on two files): the legacy
 * mode runs axe in the page itself instead of finishing in a new blank page opened for each call (it
 * leaves out only cross-origin frames, none of them ours), and only violations are worked out in
 * full (passes were thrown away). Same violations found either way on a page made to fail.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/** Keeps a screenshot under e2e/artifacts for people to look at (CI prints where). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}

export type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area (touching edges do not). */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The element's box once it is shown. Playwright's boundingBox() answers null for an element that is
 * attached but hidden in that instant (a re-render, a Suspense boundary settling), which a layout
 * check must not read as a box; this waits, within the test's time, until there is one.
 */
export async function visibleBox(locator: Locator): Promise<Box> {
  let box: Box | null = null;
  await expect
    .poll(async () => {
      box = await locator.boundingBox();
      return box !== null;
    })
    .toBe(true);
  return box!;
}
