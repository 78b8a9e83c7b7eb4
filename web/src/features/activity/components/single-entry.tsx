import { AUDIT_ACTOR_LABELS, type AuditEntry, type GlucoseUnit } from '@glyco/contracts';
import { formatShort, formatTime } from '../../../lib/format';
import { entityLabels } from '../activity-filters';
import { describeFieldChange } from '../format-change';

interface SingleEntryProps {
  entry: AuditEntry;
  unit: GlucoseUnit;
}

export function EntryIcon({ entry }: { entry: AuditEntry }) {
  return (
    <span aria-hidden="true" className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-primary-dark dark:bg-slate-700 dark:text-sky-300">
      {entityLabels[entry.entityType].icon}
    </span>
  );
}

/** One change: what it was, when it was recorded and, for a reading, meal or dose, the record's own time. */
export function SingleEntry({ entry, unit }: SingleEntryProps) {
  const entity = entityLabels[entry.entityType];
  return (
    <li className="flex gap-3 py-3">
      <EntryIcon entry={entry} />
      <div className="min-w-0">
        <p className="font-semibold">{entry.summary}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Recorded <time dateTime={entry.at}>{formatTime(entry.at)}</time>
          {entry.occurredAt && entity.timeLabel && (
            <>
              {' · '}
              {entity.timeLabel} <time dateTime={entry.occurredAt}>{formatShort(entry.occurredAt)}</time>
            </>
          )}
          {' · '}
          {entity.label} · {AUDIT_ACTOR_LABELS[entry.actor.role]}
        </p>
        <ChangeList entry={entry} unit={unit} />
      </div>
    </li>
  );
}

/** An update lists each change on its own line; a new record's values fit on one. */
function ChangeList({ entry, unit }: SingleEntryProps) {
  if (entry.changes.length === 0) return null;
  const lines = entry.changes.map((change) => describeFieldChange(entry.entityType, change, unit));
  if (entry.changes.every((change) => change.before === null)) {
    return <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{lines.join(' · ')}</p>;
  }
  return (
    <ul className="mt-1 space-y-0.5 text-sm text-slate-600 dark:text-slate-300">
      {entry.changes.map((change, index) => (
        <li key={change.field}>{lines[index]}</li>
      ))}
    </ul>
  );
}
