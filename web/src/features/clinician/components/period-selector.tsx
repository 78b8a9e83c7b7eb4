import { periodDayOptions, type PeriodDays } from '../period';

interface PeriodSelectorProps {
  days: PeriodDays;
  onChange: (days: PeriodDays) => void;
}

export function PeriodSelector({ days, onChange }: PeriodSelectorProps) {
  return (
    <div role="group" aria-label="Period" className="inline-flex overflow-hidden rounded-lg border border-slate-300 dark:border-slate-600">
      {periodDayOptions.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={days === option}
          onClick={() => onChange(option)}
          className={`px-3 py-2 text-sm ${days === option ? 'bg-primary-dark text-white' : 'bg-white hover:bg-slate-100 dark:bg-slate-900 dark:hover:bg-slate-800'}`}
        >
          Last {option} days
        </button>
      ))}
    </div>
  );
}
