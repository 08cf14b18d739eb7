// Steps several browser tests share, done the way a person does them: through labelled fields.
import type { Page } from 'playwright-core';

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

export async function registerThroughLanding(page: Page, account: Account): Promise<void> {
  await page.goto('/landing');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

export async function signInThroughLanding(page: Page, account: Pick<Account, 'username' | 'password'>): Promise<void> {
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function chooseLanguage(page: Page, current: string, next: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(current) }).first().click();
  await page.getByRole('option', { name: next }).click();
}
