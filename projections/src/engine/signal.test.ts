import { describe, expect, it } from 'vitest';
import { createSignal, retryDelayMs } from './signal';

describe('signal', () => {
  it('wakes every waiter on notify, before the timeout', async () => {
    const signal = createSignal();
    const startedAt = Date.now();
    const waits = [signal.wait(5_000), signal.wait(5_000)];
    signal.notify();
    await Promise.all(waits);
    expect(Date.now() - startedAt).toBeLessThan(1_000);
  });

  it('resolves after the timeout without a notify', async () => {
    const startedAt = Date.now();
    await createSignal().wait(30);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(25);
  });
});

describe('retryDelayMs', () => {
  it('doubles from 100 ms and stops growing at 30 s', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([100, 200, 400, 800]);
    expect(retryDelayMs(30)).toBe(30_000);
  });
});
