import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestApp } from '../../command-api/src/testing/test-app';

export interface Account {
  name: string;
  email: string;
  password: string;
  token: string;
}

export function newAccountDetails(name = 'Ada Lovelace') {
  return { name, email: `e2e-${randomUUID()}@example.test`, password: 'secret123', diabetesType: 'Type 1' };
}

/** Registers through the API (fast) for tests whose subject is not registration itself. */
export async function registerAccount(app: TestApp, name?: string): Promise<Account> {
  const details = newAccountDetails(name);
  const client = app.client();
  const response = await client.post('/api/auth/register', details);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  client.token = response.body.token;
  // The client sends the registration's position, so this returns once the account can be read.
  expect((await client.get('/api/auth/me')).status).toBe(200);
  return { ...details, token: response.body.token };
}

/** Signs in the way a returning visitor who ticked "Remember me" is: with the token in localStorage. */
export async function openSignedIn(page: Page, account: Account, path: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate((token) => localStorage.setItem('token', token), account.token);
  await page.goto(path);
}
