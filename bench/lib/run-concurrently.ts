import { performance } from 'node:perf_hooks';
import { summarise, type LatencySummary } from './stats';

/**
 * `clients` loops, each sending operations back to back (a closed system, as a person's phones
 * and pumps would), timing each one, until `keepGoing` says stop; every client sends at least one.
 */
export async function runConcurrently(
  clients: number,
  keepGoing: (elapsedMs: number, done: number) => boolean,
  operation: (client: number, index: number) => Promise<void>,
): Promise<LatencySummary> {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let index = 0; index === 0 || keepGoing(performance.now() - started, latencies.length); index += 1) {
        const begin = performance.now();
        await operation(client, index);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  return summarise(latencies, (performance.now() - started) / 1000);
}

/** Stops after `ms` milliseconds. */
export const forMs = (ms: number) => (elapsedMs: number) => elapsedMs < ms;
