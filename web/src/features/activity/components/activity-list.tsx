import { AUDIT_MESSAGES, type AuditEntry, type GlucoseUnit } from '@glyco/contracts';
import { Button } from '../../../components/ui/button';
import { groupByDay } from '../group-by-day';
import { ActivityEntry } from './activity-entry';

interface ActivityListProps {
  entries: readonly AuditEntry[];
  unit: GlucoseUnit;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/** The timeline under one heading per day, newest first. */
export function ActivityList({ entries, unit, hasMore, loading, onLoadMore }: ActivityListProps) {
  if (entries.length === 0) return <p className="text-slate-500 dark:text-slate-400">{AUDIT_MESSAGES.empty}</p>;
  return (
    <div className="space-y-6">
      {groupByDay(entries).map((day) => (
        <section key={day.day} aria-labelledby={`activity-day-${day.day}`}>
          <h3 id={`activity-day-${day.day}`} className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
            {day.label}
          </h3>
          <ul className="divide-y divide-slate-100 dark:divide-slate-700">
            {day.entries.map((entry) => (
              <ActivityEntry key={entry.eventId} entry={entry} unit={unit} />
            ))}
          </ul>
        </section>
      ))}
      {hasMore && (
        <Button variant="outline" onClick={onLoadMore} disabled={loading}>
          {loading ? 'Loading...' : AUDIT_MESSAGES.loadMore}
        </Button>
      )}
    </div>
  );
}
