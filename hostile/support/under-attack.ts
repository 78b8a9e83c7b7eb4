import { expect } from 'vitest';
import { HOSTILE_CEILINGS } from './ceilings';
import { probeHealth, type HealthFigures } from './health-probe';
import type { HostileProduct, SeenAnswer } from './hostile-product';
import { watchRss, type RssFigures } from './rss-watch';

export interface AttackFigures {
  health: HealthFigures;
  rss: RssFigures;
  /** Answers with a 5xx while the attack ran (by the attack's requests or the probe). */
  serverErrors: SeenAnswer[];
}

/** Runs the attack with the health probe and the memory watcher around it; answers what they saw. */
export async function underAttack<T>(product: HostileProduct, attack: () => Promise<T>): Promise<{ result: T | undefined; error: unknown; figures: AttackFigures }> {
  const seenBefore = product.seen.length;
  const health = probeHealth(product);
  const rss = watchRss(product);
  let result: T | undefined;
  let error: unknown;
  try {
    result = await attack();
  } catch (thrown) {
    error = thrown;
  }
  const rssFigures = rss.stop();
  const healthFigures = await health.stop();
  const figures = { rss: rssFigures, health: healthFigures, serverErrors: product.seen.slice(seenBefore).filter((answer) => answer.status >= 500) };
  return { result, error, figures };
}

/** What must hold through every attack: health answered within its ceiling, memory under its ceiling, no 5xx anywhere (each checked, so a report names every miss). */
export function expectHeld(product: HostileProduct, figures: AttackFigures): void {
  const summary = `health: ${figures.health.probes} probes, worst ${Math.round(figures.health.worstMs)} ms, failures ${JSON.stringify(figures.health.failures.slice(0, 10))}; RSS peak ${Math.round(figures.rss.peakBytes / 2 ** 20)} MiB${figures.rss.killed ? ' (killed)' : ''}`;
  expect.soft(figures.rss.killed, summary).toBe(false);
  expect.soft(figures.health.failures, summary).toEqual([]);
  expect.soft(figures.health.worstMs, summary).toBeLessThan(HOSTILE_CEILINGS.healthLatencyMs);
  expect.soft(figures.rss.peakBytes, summary).toBeLessThan(HOSTILE_CEILINGS.rssBytes);
  expect.soft(figures.serverErrors, summary).toEqual([]);
}

/** `underAttack`, then `expectHeld`, then the attack's own failure if it had one. */
export async function heldThrough<T>(product: HostileProduct, attack: () => Promise<T>): Promise<T> {
  const { result, error, figures } = await underAttack(product, attack);
  expectHeld(product, figures);
  if (error) throw error;
  return result as T;
}
