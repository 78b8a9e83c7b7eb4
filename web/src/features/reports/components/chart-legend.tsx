import type { StackKey } from '../../../components/charts/stacked-daily-bars';

export function ChartLegend({ keys, totals, unit }: { keys: readonly StackKey[]; totals: Readonly<Record<string, number>>; unit: string }) {
  return (
    <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {keys.map(({ key, label, colour }) => (
        <li key={key} className="flex items-center gap-2">
          <span aria-hidden="true" className="h-3 w-3 shrink-0 rounded-sm" style={{ backgroundColor: colour }} />
          <span>
            {label}: <strong>{totals[key] ?? 0}</strong> {unit}
          </span>
        </li>
      ))}
    </ul>
  );
}
