export interface UsageFigure {
  label: string;
  value: string;
}

/** A row of headline numbers under a panel's chart. */
export function UsageFigures({ figures }: { figures: readonly UsageFigure[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt className="text-sm text-slate-500 dark:text-slate-400">{figure.label}</dt>
          <dd className="text-xl font-semibold">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
