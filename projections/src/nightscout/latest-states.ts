import type { RecordedEvent } from '@glyco/event-store';

export interface LatestState<T> {
  data: T;
  revision: bigint;
}

/**
 * A batch reduced to each record's outcome: its newest state, or its deletion (which nothing
 * after it can undo), so a batch costs one statement per outcome kind.
 */
export function latestStates<T>(events: readonly RecordedEvent[], idOf: (data: Record<string, unknown>) => string, isDeletion: (type: string) => boolean) {
  const latest = new Map<string, LatestState<T>>();
  const deleted = new Map<string, bigint>();
  for (const event of events) {
    const id = idOf(event.data);
    if (isDeletion(event.type)) {
      if (!deleted.has(id)) deleted.set(id, event.revision);
      latest.delete(id);
    } else if (!deleted.has(id) && (latest.get(id)?.revision ?? -1n) < event.revision) {
      latest.set(id, { data: event.data as T, revision: event.revision });
    }
  }
  return { upserts: [...latest.values()], deletions: [...deleted.entries()] };
}

export function deletionColumns(deletions: readonly [string, bigint][]): [string[], string[]] {
  return [deletions.map(([id]) => id), deletions.map(([, revision]) => revision.toString())];
}
