import type { IngestCounts } from '@glyco/contracts';

const LABELS: [keyof IngestCounts, string][] = [
  ['readings', 'Readings'],
  ['meals', 'Meals'],
  ['doses', 'Doses'],
  ['duplicates', 'Already there'],
  ['rejected', 'Rows refused'],
];

export function ImportCounts({ counts }: { counts: IngestCounts }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {LABELS.map(([key, label]) => (
        <div key={key} className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-900">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="text-xl font-semibold tabular-nums">{counts[key].toLocaleString()}</dd>
        </div>
      ))}
    </dl>
  );
}
