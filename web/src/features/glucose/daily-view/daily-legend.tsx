import { BASAL_COLOUR, SUSPEND_COLOUR } from '../../../components/charts/daily/basal-panel';

const swatch = 'inline-block ring-1';

/** What each mark of the daily chart is. */
export function DailyLegend() {
  return (
    <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400" aria-label="Legend">
      <li className="inline-flex items-center gap-1">
        <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-sky-600" /> Sensor (CGM)
      </li>
      <li className="inline-flex items-center gap-1">
        <span aria-hidden="true" className="inline-block h-2 w-2 rotate-45 border-2 border-current" /> Meter reading
      </li>
      <li className="inline-flex items-center gap-1">
        <span aria-hidden="true" className={`${swatch} h-3 w-5 rounded-full bg-amber-100 ring-amber-700 dark:bg-amber-900`} /> Carbs (g)
      </li>
      <li className="inline-flex items-center gap-1">
        <span aria-hidden="true" className={`${swatch} h-3 w-5 rounded-sm bg-violet-600 ring-violet-900`} /> Bolus (U)
      </li>
      <li className="inline-flex items-center gap-1">
        <span aria-hidden="true" className={`${swatch} h-2.5 w-4 rounded-sm bg-violet-200 ring-violet-700 dark:bg-violet-800`} /> Automatic bolus (SMB)
      </li>
      <li className="inline-flex items-center gap-1">
        <span aria-hidden="true" className={`${swatch} h-3 w-5 rounded-sm bg-teal-100 ring-teal-700 dark:bg-teal-900`} /> Long-acting insulin (U)
      </li>
      <li className="inline-flex items-center gap-1">
        <span aria-hidden="true" className="inline-block h-0.5 w-4" style={{ backgroundColor: BASAL_COLOUR }} /> Scheduled basal (U/h)
      </li>
      <li className="inline-flex items-center gap-1">
        <span aria-hidden="true" className="inline-block h-3 w-4" style={{ backgroundColor: BASAL_COLOUR, opacity: 0.6 }} /> Temporary basal
      </li>
      <li className="inline-flex items-center gap-1">
        <span aria-hidden="true" className="inline-block h-1 w-4" style={{ backgroundColor: SUSPEND_COLOUR }} /> Suspended
      </li>
    </ul>
  );
}
