import type { AllFilter, RecordedEvent } from './port';

/** Both lists narrow the feed when given; an empty list matches nothing. */
export function matchesFilter(event: Pick<RecordedEvent, 'type' | 'streamId'>, filter: AllFilter | undefined): boolean {
  if (filter?.eventTypes && !filter.eventTypes.includes(event.type)) return false;
  if (filter?.streamPrefixes && !filter.streamPrefixes.some((prefix) => event.streamId.startsWith(prefix))) return false;
  return true;
}
