import type { ImportResponse } from '@glyco/contracts';

/** Records appended so far out of those in the file; indeterminate until the file has been read. */
export function ImportProgress({ item }: { item: ImportResponse }) {
  const { done, total } = item.progress;
  const known = item.status !== 'queued' && total > 0;
  const percent = item.status === 'done' ? 100 : known ? Math.round((done / total) * 100) : 0;
  const label = item.status === 'queued' ? 'Waiting to start…' : item.status === 'running' ? `${done.toLocaleString()} of ${total.toLocaleString()} records` : undefined;
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={`Importing ${item.fileName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={known || item.status === 'done' ? percent : undefined}
        aria-valuetext={label ?? `${percent}%`}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-primary-dark transition-all" style={{ width: `${percent}%` }} />
      </div>
      {label && <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>}
    </div>
  );
}
