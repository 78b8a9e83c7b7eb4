import { SUFFICIENT_ACTIVE_PERCENT, SUFFICIENT_WEAR_DAYS, type Wear } from '@glyco/contracts';
import { formatOneDecimal, formatPercent } from '../../lib/format';

const need = `a period of at least ${SUFFICIENT_WEAR_DAYS} days with the CGM active at least ${SUFFICIENT_ACTIVE_PERCENT}% of it`;

/** Sensor wear and whether it is enough for reliable consensus metrics; CGM data only. */
export function WearNote({ wear }: { wear: Wear }) {
  const figures = `${formatOneDecimal(wear.wearDays)} days of wear in ${formatOneDecimal(wear.periodDays)} days, CGM active ${formatPercent(wear.activePercent)} (a reading every ${wear.samplingIntervalMinutes} min)`;
  if (wear.sufficient) {
    return (
      <div className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100">
        <p className="font-semibold">Enough sensor data for reliable metrics</p>
        <p>{figures}.</p>
      </div>
    );
  }
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <p className="font-semibold">Not enough sensor data for reliable metrics</p>
      <p>
        Consensus metrics need {need}; this period has {figures}.
      </p>
    </div>
  );
}
