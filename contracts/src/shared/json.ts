/** A JSON object as stored in an event's data or metadata. */
export type JsonObject = { [key: string]: unknown };

/**
 * Whether a parsed JSON value nests arrays and objects deeper than `maxDepth` (a scalar is depth 0,
 * `{}` and `[]` depth 1). Iterative, so a value nested 100,000 deep is measured without
 * overflowing the stack, as the recursive JSON.stringify and structured clone would.
 */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > maxDepth) return true;
    for (const child of Object.values(current)) if (child !== null && typeof child === 'object') pending.push({ value: child, depth: depth + 1 });
  }
  return false;
}
