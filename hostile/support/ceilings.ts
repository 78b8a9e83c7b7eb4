/** What every hostile-load test holds the product to, whatever the attack. */
export const HOSTILE_CEILINGS = {
  /** The bar: a health check answered within a second means a load balancer never drops the instance. */
  healthLatencyMs: 1000,
  /** How often the probe asks; 150 ms sees any stall a person would notice, at about 7 requests a second. */
  healthProbeIntervalMs: 150,
  /**
   * The API's resident memory: it idles near 200 MB, and 600 MB leaves room for the largest upload
   * (32 MB) held a few times over while staying far below what killed it (5.98 GB).
   */
  rssBytes: 600 * 1024 * 1024,
  /** Past this the watcher kills the product at once, so a runaway attack cannot take the shared machine's memory. */
  rssKillBytes: 1536 * 1024 * 1024,
  /** How often resident memory is read from /proc. */
  rssSampleIntervalMs: 100,
} as const;

/** Each attack's file starts a product and runs within this (a 2-core machine, two files at a time). */
export const HOSTILE_TEST_TIMEOUT_MS = 120_000;
