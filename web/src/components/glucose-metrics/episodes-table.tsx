import { BAND_LIMITS_MGDL, EXTENDED_HYPER_MINUTES, EXTENDED_HYPER_WINDOW_MINUTES, EXTENDED_HYPO_DURATION_TEXT, formatGlucose, type EpisodeSummary, type GlucoseUnit } from '@glyco/contracts';
import { formatDuration } from '../../lib/format';

const cell = 'px-2 py-2 text-left';

interface EpisodeCount {
  count: number;
  meanDurationMinutes: number | null;
}

function rowsOf(episodes: EpisodeSummary, unit: GlucoseUnit) {
  const limit = (mgdl: number) => `${formatGlucose(mgdl, unit)} ${unit}`;
  const { veryLowBelow, lowBelow, highAbove, veryHighAbove } = BAND_LIMITS_MGDL;
  return [
    { label: `Level 1 hypoglycaemia (< ${limit(lowBelow)})`, value: episodes.hypo.level1 },
    { label: `Level 2 hypoglycaemia (< ${limit(veryLowBelow)})`, value: episodes.hypo.level2 },
    { label: `Extended hypoglycaemia (${EXTENDED_HYPO_DURATION_TEXT})`, value: episodes.hypo.extended },
    { label: `Level 1 hyperglycaemia (> ${limit(highAbove)})`, value: episodes.hyper.level1 },
    { label: `Level 2 hyperglycaemia (> ${limit(veryHighAbove)})`, value: episodes.hyper.level2 },
    { label: `Extended hyperglycaemia (> ${limit(veryHighAbove)} for ${EXTENDED_HYPER_MINUTES} of ${EXTENDED_HYPER_WINDOW_MINUTES} min)`, value: episodes.hyper.extended },
  ];
}

const countOf = (value: EpisodeCount | number) => (typeof value === 'number' ? value : value.count);
const durationOf = (value: EpisodeCount | number) => (typeof value === 'number' || value.meanDurationMinutes === null ? '--' : formatDuration(value.meanDurationMinutes));

/** CGM episodes of the period (at least 15 minutes beyond a limit), as the server counted them. */
export function EpisodesTable({ episodes, unit }: { episodes: EpisodeSummary; unit: GlucoseUnit }) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold">Episodes (15 minutes or more)</caption>
        <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <tr>
            <th scope="col" className={cell}>Episode</th>
            <th scope="col" className={cell}>Count</th>
            <th scope="col" className={cell}>Mean duration</th>
          </tr>
        </thead>
        <tbody>
          {rowsOf(episodes, unit).map((row) => (
            <tr key={row.label} className="border-b border-slate-100 dark:border-slate-800">
              <th scope="row" className={`${cell} font-normal`}>{row.label}</th>
              <td className={`${cell} font-semibold`}>{countOf(row.value)}</td>
              <td className={cell}>{durationOf(row.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
