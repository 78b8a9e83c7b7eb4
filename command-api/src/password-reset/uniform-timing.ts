/**
 * Resolves no sooner than `floorMs` after `startedAt`: a known and an unknown email do different
 * work, and the answer must not tell them apart by its timing.
 */
export async function notBefore(startedAt: number, floorMs: number): Promise<void> {
  const remaining = startedAt + floorMs - Date.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}
