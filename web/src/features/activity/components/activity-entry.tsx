import type { AuditEntry, GlucoseUnit } from '@glyco/contracts';
import { GroupEntry } from './group-entry';
import { SingleEntry } from './single-entry';

interface ActivityEntryProps {
  entry: AuditEntry;
  unit: GlucoseUnit;
}

/** Records logged together (an import, an uploader's day, a burst) are one entry that expands. */
export function ActivityEntry({ entry, unit }: ActivityEntryProps) {
  return entry.group ? <GroupEntry entry={entry} group={entry.group} unit={unit} /> : <SingleEntry entry={entry} unit={unit} />;
}
