import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveChangeKind, LiveMessage, LiveReading } from '@glyco/contracts';
import { invalidateRecords, type RecordKind } from '../query-client';

/** The records each kind of change touches: every cached answer that reads them is fetched again. */
const RECORDS_OF: Readonly<Record<LiveChangeKind, readonly RecordKind[]>> = {
  reading: ['glucose'],
  meal: ['meals'],
  dose: ['insulin'],
  // Device statuses arrive through the Nightscout API, as the uploader's and the loop's state.
  deviceStatus: ['nightscout'],
  profile: ['profile'],
  alert: [],
  follower: [],
  // A finished import has added readings, meals and doses.
  import: ['imports', 'glucose', 'meals', 'insulin'],
};

/** Answers cached under these keys, for kinds no record kind names. */
const KEYS_OF: Readonly<Partial<Record<LiveChangeKind, readonly QueryKey[]>>> = {
  alert: [['alerts']],
  follower: [['followers']],
};

export type LiveReadingListener = (client: QueryClient, personId: string, reading: LiveReading) => void;

const readingListeners = new Set<LiveReadingListener>();

/** Lets a screen show a new reading before its refetch answers (the current-value tile); returns how to stop. */
export function onLiveReading(listener: LiveReadingListener): () => void {
  readingListeners.add(listener);
  return () => {
    readingListeners.delete(listener);
  };
}

export function recordsChangedBy(kind: LiveChangeKind): readonly RecordKind[] {
  return RECORDS_OF[kind];
}

/**
 * Acts on one message about the signed-in person: a reading is shown at once where a screen asked
 * for it, then every cached answer the change touches is marked stale (those on screen fetch again;
 * the rest when next shown). A viewer of someone else (a clinician) keeps every answer about them
 * under `root`, and all of those follow instead.
 */
export async function applyLiveMessage(client: QueryClient, message: LiveMessage, root?: QueryKey): Promise<void> {
  if (message.type === 'closed') return;
  // Another person's reading never reaches the screens of the signed-in person's own data.
  if (root) return client.invalidateQueries({ queryKey: root });
  if (message.type === 'reading') for (const listener of readingListeners) listener(client, message.personId, message.reading);
  const kind = message.type === 'reading' ? 'reading' : message.kind;
  await Promise.all([invalidateRecords(client, RECORDS_OF[kind]), ...(KEYS_OF[kind] ?? []).map((queryKey) => client.invalidateQueries({ queryKey }))]);
}
