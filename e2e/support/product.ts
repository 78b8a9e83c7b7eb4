import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { startTestApp, type TestApp, type TestAppOptions } from '@glyco/testing';
import { launchBrowser } from './browser';
import { keepEvidence } from './evidence';
import { desktop } from './viewports';

export interface Product {
  app: TestApp;
  browser: Browser;
  /** A fresh browser context (own storage) per test, on the product's origin. */
  page: Page;
  context: BrowserContext;
  url(path: string): string;
}

/**
 * Starts the built product and Chromium once per test file, and gives each test its own context.
 * Console errors and failed requests are collected so a test can assert the page stayed clean.
 * `appOptions` choose the product's roles, e.g. the job workers a PDF export needs.
 */
export function useProduct(contextOptions: BrowserContextOptions = {}, appOptions: TestAppOptions = {}): Product & { problems: string[] } {
  const state = { problems: [] as string[] } as Product & { problems: string[] };

  beforeAll(async () => {
    [state.app, state.browser] = await Promise.all([startTestApp(appOptions), launchBrowser()]);
    state.url = (path) => new URL(path, state.app.url).toString();
  });

  afterAll(async () => {
    await state.browser?.close();
    await state.app?.close();
  });

  beforeEach(async () => {
    state.problems.length = 0;
    state.context = await state.browser.newContext({ baseURL: state.app.url, viewport: desktop, ...contextOptions });
    state.page = await state.context.newPage();
    state.page.on('pageerror', (error) => state.problems.push(`page error: ${error.message}`));
    state.page.on('console', (message) => {
      if (message.type() === 'error') state.problems.push(`console error: ${message.text()}`);
    });
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await keepEvidence(state.page, task.name, state.problems);
    await state.context?.close();
    expect(state.problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
  });

  return state;
}
