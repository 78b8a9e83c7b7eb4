interface StatCardProps {
  label: string;
  value: string;
  unit?: string;
  tone?: 'primary' | 'success' | 'warning' | 'error';
}

// The theme's success, warning and error colours are too light for text on white (2.1 to 3.8:1).
const toneClass = {
  primary: 'text-primary-dark dark:text-sky-300',
  success: 'text-emerald-700 dark:text-emerald-400',
  warning: 'text-amber-700 dark:text-amber-400',
  error: 'text-red-700 dark:text-red-400',
} as const;

export function StatCard({ label, value, unit, tone = 'primary' }: StatCardProps) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700">
      <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className={`mt-1 text-2xl font-bold ${toneClass[tone]}`}>
        {value}
        {unit && <span className="ml-1 text-sm font-normal text-slate-500 dark:text-slate-400">{unit}</span>}
      </dd>
    </div>
  );
}
