import type { RecordedEvent } from '@glyco/event-store';
import type { DescribedChange } from './describe-change';
import type { GroupSignature } from './group-of';

/** One event of a batch on its way to the timeline: what it changed, and the group it joins. */
export interface Entry {
  event: RecordedEvent;
  described: DescribedChange;
  signature: GroupSignature | null;
  groupId: string;
}
