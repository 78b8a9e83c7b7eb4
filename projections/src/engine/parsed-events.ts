import { parseEvent, type EventDefinition, type EventOf } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';

const parsedByEvent = new WeakMap<RecordedEvent, Map<readonly EventDefinition[], unknown>>();

/**
 * parseEvent, once per event and catalogue: the read models of a batch get the same event objects,
 * so the list and the day digests validate a reading's payload once between them.
 */
export function parseRecorded<const D extends readonly EventDefinition[]>(definitions: D, event: RecordedEvent): EventOf<D[number]> {
  let byCatalogue = parsedByEvent.get(event);
  if (!byCatalogue) parsedByEvent.set(event, (byCatalogue = new Map()));
  if (!byCatalogue.has(definitions)) byCatalogue.set(definitions, parseEvent(definitions, event));
  return byCatalogue.get(definitions) as EventOf<D[number]>;
}
