import { formatGlucoseValue, glucoseColour, type GlucoseReading } from '@glyco/contracts';
import { formatDay, formatFull, formatTime } from '../../../lib/format';
import type { GlucosePreferences } from '../../../lib/glucose/use-glucose-preferences';

export const historySize = 10;

interface ReadingHistoryProps extends GlucosePreferences {
  /** Newest first. */
  readings: readonly GlucoseReading[];
  onEdit: (reading: GlucoseReading) => void;
  onDelete: (reading: GlucoseReading) => void;
}

const cell = 'px-2 py-2 text-left sm:px-3';
// On a phone the row keeps what is needed to find and correct a reading; the rest shows from 640 px up.
const wideOnly = `${cell} hidden sm:table-cell`;

export function ReadingHistory({ readings, unit, target, onEdit, onDelete }: ReadingHistoryProps) {
  if (readings.length === 0) return <p className="text-slate-500 dark:text-slate-400">No readings in this period.</p>;
  return (
    // Relative, so the buttons' screen-reader-only text is placed (and clipped) inside the scroller, not beside the page.
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm sm:min-w-[36rem]">
        <thead className="border-b border-slate-200 text-slate-500 dark:border-slate-700 dark:text-slate-400">
          <tr>
            <th scope="col" className={cell}>Date & time</th>
            <th scope="col" className={cell}>Value ({unit})</th>
            <th scope="col" className={cell}>Meal context</th>
            <th scope="col" className={wideOnly}>Type</th>
            <th scope="col" className={wideOnly}>Feeling</th>
            <th scope="col" className={wideOnly}>Tags</th>
            <th scope="col" className={cell}><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {readings.slice(0, historySize).map((reading) => (
            <tr key={reading._id} className="border-b border-slate-100 dark:border-slate-800">
              <td className={cell}>
                <span className="whitespace-nowrap sm:hidden">
                  {formatDay(reading.timestamp)}
                  <br />
                  {formatTime(reading.timestamp)}
                </span>
                <span className="hidden sm:inline">{formatFull(reading.timestamp)}</span>
              </td>
              <td className={`${cell} font-semibold`}>
                <span aria-hidden="true" className="mr-2 inline-block h-2.5 w-2.5 rounded-full" style={{ backgroundColor: glucoseColour(reading.value, target, reading.entered.unit) }} />
                {formatGlucoseValue(reading.value, unit, reading.sensorLimit)}
              </td>
              <td className={cell}>{reading.mealContext}</td>
              <td className={wideOnly}>{reading.readingType}</td>
              <td className={wideOnly}>{reading.feeling}</td>
              <td className={wideOnly}>{reading.tags.join(', ')}</td>
              <td className={cell}>
                <div className="flex flex-col items-end sm:flex-row sm:justify-end">
                  <button type="button" onClick={() => onEdit(reading)} className="rounded px-2 py-1 text-primary-dark hover:underline dark:text-sky-300">
                    Edit<span className="sr-only"> reading of {formatFull(reading.timestamp)}</span>
                  </button>
                  <button type="button" onClick={() => onDelete(reading)} className="rounded px-2 py-1 text-red-600 hover:underline dark:text-red-400">
                    Delete<span className="sr-only"> reading of {formatFull(reading.timestamp)}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
