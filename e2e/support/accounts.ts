import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestApp } from '@glyco/testing';
import { API_ROUTES } from '@glyco/contracts';

export interface Account {
  name: string;
  email: string;
  password: string;
  token: string;
}

export function newAccountDetails(name = 'Ada Lovelace') {
  return { name, email: `e2e-${randomUUID()}@example.test`, password: 'Marmalade-Sky-42', diabetesType: 'Type 1' };
}

/** Registers through the API (fast) for tests whose subject is not registration itself. */
export async function registerAccount(app: TestApp, name?: string): Promise<Account> {
  const details = newAccountDetails(name);
  const client = app.client();
  const response = await client.post(API_ROUTES.accounts.register.path, details);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  client.token = response.body.token;
  // The client sends the registration's position, so this returns once the account can be read.
  expect((await client.get(API_ROUTES.accounts.me.path)).status).toBe(200);
  return { ...details, token: response.body.token };
}

let seeding = 0;

/**
 * Signs in the way a returning visitor who ticked "Remember me" is: with the token in localStorage.
 * The token is written by an init script, so the first document of `path` already has it (a token
 * written from another document only reaches a later one once the browser has stored it). Only the
 * newest call seeds, once per tab: later navigations see what the app itself left in storage.
 */
export async function openSignedIn(page: Page, account: Account, path: string): Promise<void> {
  seeding += 1;
  await page.addInitScript(
    ({ token, seed }) => {
      if (Number(sessionStorage.getItem('e2e-seed') ?? 0) >= seed) return;
      sessionStorage.setItem('e2e-seed', String(seed));
      localStorage.setItem('token', token);
    },
    { token: account.token, seed: seeding },
  );
  await page.goto(path);
}
