import { PARSE_THREAD_HEAP_MB } from '@glyco/imports';

const MIB = 1024 * 1024;

/** What every hostile-load test holds the product to, whatever the attack. */
export const HOSTILE_CEILINGS = {
  /** The bar: a health check answered within a second means a load balancer never drops the instance. */
  healthLatencyMs: 1000,
  /** How often the probe asks; 150 ms sees any stall a person would notice, at about 7 requests a second. */
  healthProbeIntervalMs: 150,
  /**
   * The product's resident memory (`npm start`: API, projector and workers in one process): it
   * idles near 300 MB, and 600 MB leaves room for the largest upload (32 MB) held a few times over,
   * plus, while a file is read, the one budget an import may add: its parse thread, whose heap is
   * capped at PARSE_THREAD_HEAP_MB (with the thread's own code, about 400 MB of resident memory
   * for a 10 MB file). Far below what killed it (5.98 GB).
   */
  rssBytes: 600 * MIB + PARSE_THREAD_HEAP_MB * MIB,
  /** Past this the watcher kills the product at once, so a runaway attack cannot take the shared machine's memory. */
  rssKillBytes: 1536 * MIB,
  /** How often resident memory is read from /proc. */
  rssSampleIntervalMs: 100,
} as const;

/** Each attack's file starts a product and runs within this (a 2-core machine, two files at a time). */
export const HOSTILE_TEST_TIMEOUT_MS = 120_000;
