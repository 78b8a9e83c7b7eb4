import { BAND_COLOURS, type GoalResult } from '@glyco/contracts';
import { textColourOn } from '../../lib/colour-contrast';
import { formatPercent } from '../../lib/format';

const cell = 'px-2 py-2 text-left';
// On a phone the goal goes under its metric, so the status stays in view.
const wideOnly = `${cell} hidden sm:table-cell`;

function GoalStatus({ met }: { met: boolean | null }) {
  if (met === null) return <span className="text-slate-600 dark:text-slate-400">Not computed</span>;
  if (!met)
    return (
      <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full border border-slate-400 px-2 py-0.5 text-xs font-semibold dark:border-slate-500">
        <span aria-hidden="true">✗</span> Not met
      </span>
    );
  const background = BAND_COLOURS.inRange;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold" style={{ backgroundColor: background, color: textColourOn(background) }}>
      <span aria-hidden="true">✓</span> Met
    </span>
  );
}

/** The consensus goals as the server judged them on the figures shown. */
export function GoalsTable({ goals }: { goals: readonly GoalResult[] }) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold">Consensus goals</caption>
        <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <tr>
            <th scope="col" className={cell}>Metric</th>
            <th scope="col" className={wideOnly}>Goal</th>
            <th scope="col" className={`${cell} whitespace-nowrap`}>This period</th>
            <th scope="col" className={cell}>Status</th>
          </tr>
        </thead>
        <tbody>
          {goals.map((goal) => (
            <tr key={goal.key} className="border-b border-slate-100 dark:border-slate-800">
              <th scope="row" className={`${cell} font-normal`}>
                {goal.label}
                <span className="block text-xs text-slate-600 sm:hidden dark:text-slate-400">Goal {goal.goal}</span>
              </th>
              <td className={`${wideOnly} whitespace-nowrap`}>{goal.goal}</td>
              <td className={`${cell} font-semibold`}>{formatPercent(goal.value)}</td>
              <td className={cell}>
                <GoalStatus met={goal.met} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
