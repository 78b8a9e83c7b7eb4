import { useAtom } from '../../../lib/jotai';
import { periodEndDateAtom, viewPeriodAtom } from '../atoms';
import { canStepForward, periodLabels, stepDate, todayDate, viewPeriods } from '../period';

const stepButton = 'rounded-lg border border-slate-300 px-3 py-2 text-sm disabled:opacity-50 dark:border-slate-600';

export function PeriodControls() {
  const [period, setPeriod] = useAtom(viewPeriodAtom);
  const [endDate, setEndDate] = useAtom(periodEndDateAtom);
  const step = periodLabels[period].toLowerCase();

  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2">
        <button type="button" className={stepButton} onClick={() => setEndDate(stepDate(endDate, period, -1))} aria-label={`Previous ${step} period`}>
          ‹ Previous
        </button>
        <label className="sr-only" htmlFor="glucose-period-date">
          Period ending on
        </label>
        <input
          id="glucose-period-date"
          type="date"
          value={endDate}
          max={todayDate()}
          onChange={(event) => event.target.value && setEndDate(event.target.value)}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
        />
        <button
          type="button"
          className={stepButton}
          onClick={() => setEndDate(stepDate(endDate, period, 1))}
          disabled={!canStepForward(endDate, period)}
          aria-label={`Next ${step} period`}
        >
          Next ›
        </button>
      </div>
      <div role="group" aria-label="View period" className="inline-flex overflow-hidden rounded-lg border border-slate-300 dark:border-slate-600">
        {viewPeriods.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={period === option}
            onClick={() => setPeriod(option)}
            className={`px-3 py-2 text-sm ${period === option ? 'bg-primary-dark text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
          >
            {periodLabels[option]}
          </button>
        ))}
      </div>
    </div>
  );
}
