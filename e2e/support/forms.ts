import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** The message shown beside a field: the element its input names first in aria-describedby. */
export async function fieldError(page: Page, label: string): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  const [errorId] = ((await field.getAttribute('aria-describedby')) ?? '').split(' ');
  if (!errorId) return '';
  return ((await page.locator(`[id="${errorId}"]`).textContent()) ?? '').trim();
}

/** Waits until each labelled field shows its message and is marked invalid. */
export async function expectFieldErrors(page: Page, expected: Record<string, string>): Promise<void> {
  for (const [label, message] of Object.entries(expected)) {
    await expect.poll(() => fieldError(page, label), { message: label }).toBe(message);
    await expect(page.getByLabel(label, { exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
  }
}
