import { useId, useState } from 'react';
import { AUDIT_ACTOR_LABELS, AUDIT_MESSAGES, type AuditEntry, type AuditGroup, type GlucoseUnit } from '@glyco/contracts';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { formatDay, formatShort, formatTime } from '../../../lib/format';
import { entityLabels } from '../activity-filters';
import { useActivity } from '../use-activity';
import { EntryIcon, SingleEntry } from './single-entry';

interface GroupEntryProps {
  entry: AuditEntry;
  group: AuditGroup;
  unit: GlucoseUnit;
}

/** "Recorded 3:25 PM – 3:30 PM · Readings from Mar 1, 7:00 AM to Mar 2, 6:55 AM · Your CGM uploader (xDrip)", and its records on demand. */
export function GroupEntry({ entry, group, unit }: GroupEntryProps) {
  const [open, setOpen] = useState(false);
  const recordsId = useId();
  const entity = entityLabels[entry.entityType];
  const noun = entity.plural ?? 'records';
  return (
    <li className="flex gap-3 py-3">
      <EntryIcon entry={entry} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{entry.summary}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Recorded <TimeSpan from={group.firstAt} to={entry.at} />
          {group.occurredFrom && group.occurredTo && (
            <>
              {' · '}
              {capitalised(noun)} from <time dateTime={group.occurredFrom}>{formatShort(group.occurredFrom)}</time> to{' '}
              <time dateTime={group.occurredTo}>{formatShort(group.occurredTo)}</time>
            </>
          )}
          {' · '}
          {AUDIT_ACTOR_LABELS[entry.actor.role]}
          {group.device && ` (${group.device})`}
        </p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={recordsId}
          onClick={() => setOpen((value) => !value)}
          className="mt-1 text-sm font-medium text-primary-dark underline-offset-2 hover:underline dark:text-sky-300"
        >
          {open ? `Hide the ${noun}` : `Show the ${group.count.toLocaleString('en-US')} ${noun}`}
        </button>
        <div id={recordsId}>{open && <GroupRecords group={group} unit={unit} />}</div>
      </div>
    </li>
  );
}

function GroupRecords({ group, unit }: { group: AuditGroup; unit: GlucoseUnit }) {
  const { entries, nextBefore, loading, error, loadMore } = useActivity('', group.id);
  return (
    <div className="mt-2 border-l-2 border-slate-200 pl-3 dark:border-slate-700" aria-busy={loading}>
      {error && <ErrorBanner message={error} />}
      {loading && entries.length === 0 && <Spinner label="Loading the records..." />}
      <ul className="divide-y divide-slate-100 dark:divide-slate-700">
        {entries.map((record) => (
          <SingleEntry key={record.eventId} entry={record} unit={unit} />
        ))}
      </ul>
      {nextBefore && (
        <Button variant="outline" onClick={loadMore} disabled={loading}>
          {loading ? 'Loading...' : AUDIT_MESSAGES.loadMore}
        </Button>
      )}
    </div>
  );
}

function TimeSpan({ from, to }: { from: string; to: string }) {
  const format = formatDay(from) === formatDay(to) ? formatTime : formatShort;
  if (format(from) === format(to)) return <time dateTime={to}>{format(to)}</time>;
  return (
    <>
      <time dateTime={from}>{format(from)}</time> – <time dateTime={to}>{format(to)}</time>
    </>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
