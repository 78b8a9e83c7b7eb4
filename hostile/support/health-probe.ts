import { setTimeout as sleep } from 'node:timers/promises';
import { API_ROUTES } from '@glyco/contracts';
import { HOSTILE_CEILINGS } from './ceilings';
import type { HostileProduct } from './hostile-product';

export interface HealthFigures {
  probes: number;
  worstMs: number;
  /** Answers other than 2xx, and requests that got no answer ('no answer'). */
  failures: (number | 'no answer')[];
}

/** A probe that never waits longer than this for one answer: five times the ceiling is already a failure. */
const GIVE_UP_MS = HOSTILE_CEILINGS.healthLatencyMs * 5;

async function askOnce(product: HostileProduct, signal: AbortSignal): Promise<number | 'no answer'> {
  try {
    const response = await product.fetch(API_ROUTES.system.health.path, { signal });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 'no answer';
  }
}

/**
 * One health check: its failure, if any. A request that fails at once, before the time limit, is
 * asked again once: a kept-alive connection the server closed while idle fails that way, which
 * says nothing of the server's health; one that fails again, or times out, is a failure.
 */
async function askHealth(product: HostileProduct): Promise<(number | 'no answer')[]> {
  const signal = AbortSignal.timeout(GIVE_UP_MS);
  let answer = await askOnce(product, signal);
  if (answer === 'no answer' && !signal.aborted) answer = await askOnce(product, signal);
  return typeof answer === 'number' && answer >= 200 && answer < 300 ? [] : [answer];
}

/** Asks `GET /api/health` one request at a time, every interval, until stopped; a pending answer counts with its age so far. */
export function probeHealth(product: HostileProduct) {
  const figures: HealthFigures = { probes: 0, worstMs: 0, failures: [] };
  let stopped = false;
  let pendingSince: number | undefined;
  const loop = (async () => {
    while (!stopped) {
      pendingSince = performance.now();
      figures.failures.push(...(await askHealth(product)));
      const took = performance.now() - pendingSince;
      pendingSince = undefined;
      figures.probes += 1;
      figures.worstMs = Math.max(figures.worstMs, took);
      await sleep(Math.max(0, HOSTILE_CEILINGS.healthProbeIntervalMs - took));
    }
  })();
  return {
    async stop(): Promise<HealthFigures> {
      stopped = true;
      if (pendingSince !== undefined) figures.worstMs = Math.max(figures.worstMs, performance.now() - pendingSince);
      const age = pendingSince;
      // A probe stuck in a dead API is not waited out: its age so far is already recorded.
      await Promise.race([loop, sleep(age === undefined ? GIVE_UP_MS : 0)]);
      return { ...figures, failures: [...figures.failures] };
    },
  };
}
