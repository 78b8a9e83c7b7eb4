import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from './jotai';
import { showToastAtom, toastsAtom } from './toasts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('closes confirmations after five seconds and keeps errors until closed', () => {
    const store = createStore();
    store.set(showToastAtom, { type: 'success', message: 'Reading added successfully.' });
    store.set(showToastAtom, { type: 'error', message: 'Failed' });
    vi.advanceTimersByTime(4999);
    expect(store.get(toastsAtom).map((toast) => toast.message)).toEqual(['Reading added successfully.', 'Failed']);
    vi.advanceTimersByTime(1);
    expect(store.get(toastsAtom).map((toast) => toast.message)).toEqual(['Failed']);
    vi.advanceTimersByTime(60_000);
    expect(store.get(toastsAtom)).toHaveLength(1);
  });
});
