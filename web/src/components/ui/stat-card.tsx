interface StatCardProps {
  label: string;
  value: string;
  unit?: string;
  /** A band colour from the contracts palette, shown as a dot: band colours are too light for text. */
  marker?: string;
  /** A word or two under the value, e.g. the level the colour stands for. */
  note?: string;
}

export function StatCard({ label, value, unit, marker, note }: StatCardProps) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-primary-dark dark:text-sky-300">
        {marker && <span aria-hidden="true" className="mr-2 inline-block h-3 w-3 rounded-full align-middle" style={{ backgroundColor: marker }} />}
        {value}
        {unit && <span className="ml-1 text-sm font-normal text-slate-600 dark:text-slate-400">{unit}</span>}
        {note && <span className="block text-xs font-medium text-slate-600 dark:text-slate-400">{note}</span>}
      </dd>
    </div>
  );
}
