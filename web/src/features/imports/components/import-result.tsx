import { IMPORT_FORMAT_LABELS, type ImportResponse } from '@glyco/contracts';
import { Notice } from '../../../components/ui/notice';
import { ImportCounts } from './import-counts';
import { ImportProgress } from './import-progress';

/** The import being watched: its progress, then what it added and the first rows it refused. */
export function ImportResult({ item }: { item: ImportResponse }) {
  return (
    <div className="space-y-4" aria-live="polite">
      <p className="text-sm">
        <span className="font-medium">{item.fileName}</span>
        {item.format && <span className="text-slate-600 dark:text-slate-400"> · {IMPORT_FORMAT_LABELS[item.format]}</span>}
      </p>
      <ImportProgress item={item} />
      {item.status === 'done' && <Notice tone="success">Import finished.</Notice>}
      {item.status === 'failed' && <Notice tone="error">{item.failure}</Notice>}
      {(item.status === 'done' || item.status === 'failed') && <ImportCounts counts={item.counts} />}
      {item.errors.length > 0 && <RefusedRows item={item} />}
    </div>
  );
}

function RefusedRows({ item }: { item: ImportResponse }) {
  const more = item.counts.rejected - item.errors.length;
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold">Rows not imported</h3>
      <ul className="max-h-64 space-y-1 overflow-y-auto text-sm">
        {item.errors.map((error) => (
          <li key={`${error.line}-${error.message}`} className="flex gap-3">
            <span className="w-20 shrink-0 tabular-nums text-slate-600 dark:text-slate-400">Line {error.line}</span>
            <span>{error.message}</span>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">and {more.toLocaleString()} more {more === 1 ? 'row' : 'rows'}.</p>}
    </div>
  );
}
