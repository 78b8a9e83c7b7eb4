/** One baseline round and one measured round, run back to back. */
export interface Pair<T> {
  baseline: T;
  measured: T;
}

/**
 * A B A B: the baseline and the measured run alternate, so a change in the machine's load (other
 * processes on shared cores) hits both sides of a pair alike; compare pair by pair.
 */
export async function alternate<T>(pairs: number, baseline: () => Promise<T>, measured: () => Promise<T>): Promise<Pair<T>[]> {
  const results: Pair<T>[] = [];
  for (let index = 0; index < pairs; index += 1) results.push({ baseline: await baseline(), measured: await measured() });
  return results;
}
