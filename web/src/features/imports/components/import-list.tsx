import { IMPORT_FORMAT_LABELS, type ImportResponse } from '@glyco/contracts';
import { Button } from '../../../components/ui/button';

const STATUS_LABELS: Record<ImportResponse['status'], string> = { queued: 'Waiting', running: 'Importing', done: 'Done', failed: 'Failed' };

function summary(item: ImportResponse): string {
  const { readings, meals, doses, duplicates, rejected } = item.counts;
  return `${readings.toLocaleString()} readings, ${meals} meals, ${doses} doses · ${duplicates.toLocaleString()} already there · ${rejected} refused`;
}

interface ImportListProps {
  imports: readonly ImportResponse[];
  onUndo: (item: ImportResponse) => void;
}

export function ImportList({ imports, onUndo }: ImportListProps) {
  if (imports.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No imports yet.</p>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700">
      {imports.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="truncate font-medium">{item.fileName}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {new Date(item.createdAt).toLocaleString()} · {item.format ? IMPORT_FORMAT_LABELS[item.format] : 'Format not read yet'} ·{' '}
              {item.undoneAt ? 'Undone' : STATUS_LABELS[item.status]}
            </p>
            {item.status !== 'queued' && <p className="text-sm text-slate-600 dark:text-slate-400">{summary(item)}</p>}
          </div>
          {(item.status === 'done' || item.status === 'failed') && !item.undoneAt && (
            <Button variant="outline" onClick={() => onUndo(item)} aria-label={`Undo the import of ${item.fileName}`}>
              Undo
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
