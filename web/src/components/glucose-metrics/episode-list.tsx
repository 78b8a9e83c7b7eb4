import { glucoseColour, formatGlucose, GLUCOSE_BANDS, type GlucoseEpisode, type GlucoseUnit, type TargetRange } from '@glyco/contracts';
import { formatDuration, formatShort } from '../../lib/format';
import { episodeEndNote } from './episode-end';

const cell = 'px-2 py-2 text-left';
// On a phone the start goes under the episode's name, so duration and extreme stay in view.
const wideOnly = `${cell} hidden sm:table-cell`;

/** The clinical name of an episode's level, as GLUCOSE_BANDS names its band (very low, low, in range, high, very high). */
function nameOf(episode: GlucoseEpisode): string {
  const band = episode.kind === 'hypo' ? (episode.level === 2 ? 0 : 1) : episode.level === 2 ? 4 : 3;
  return `${GLUCOSE_BANDS[band]!.clinicalLevel}${episode.extended ? ', extended' : ''}`;
}

const EndNote = ({ text }: { text: string | null }) => (text ? <span className="block text-xs text-slate-600 dark:text-slate-400">{text}</span> : null);

interface EpisodeListProps {
  /** The server's episodes of the period, oldest first. */
  episodes: readonly GlucoseEpisode[];
  unit: GlucoseUnit;
  /** mg/dL, for the colour of each extreme. */
  target: TargetRange;
  /** The end of the period: an episode running up to it was cut by the period, not by a sensor gap. */
  periodEnd?: string | null;
}

/** Every CGM episode of the period as GET /api/glucose/episodes lists it, newest first. */
export function EpisodeList({ episodes, unit, target, periodEnd }: EpisodeListProps) {
  const caption = `Episodes of 15 minutes or more: ${episodes.length}`;
  if (episodes.length === 0) return <p className="text-sm font-semibold">{caption}</p>;
  return (
    <div className="relative max-h-96 overflow-auto" tabIndex={0} role="region" aria-label="Episodes">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead className="sticky top-0 border-b border-slate-200 bg-white text-slate-600 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-400">
          <tr>
            <th scope="col" className={cell}>Episode</th>
            <th scope="col" className={wideOnly}>Started</th>
            <th scope="col" className={cell}>Duration</th>
            <th scope="col" className={cell}>{`Extreme (${unit})`}</th>
          </tr>
        </thead>
        <tbody>
          {[...episodes].reverse().map((episode) => (
            <tr key={`${episode.kind}-${episode.level}-${episode.start}`} className="border-b border-slate-100 dark:border-slate-800">
              <th scope="row" className={`${cell} font-normal`}>
                {nameOf(episode)}
                <span className="block text-xs text-slate-600 sm:hidden dark:text-slate-400">{formatShort(episode.start)}</span>
              </th>
              <td className={`${wideOnly} whitespace-nowrap`}>{formatShort(episode.start)}</td>
              <td className={`${cell} whitespace-nowrap`}>
                {formatDuration(episode.durationMinutes)}
                <EndNote text={episodeEndNote(episode, periodEnd)} />
              </td>
              <td className={`${cell} whitespace-nowrap font-semibold`}>
                <span aria-hidden="true" className="mr-2 inline-block h-2.5 w-2.5 rounded-full" style={{ backgroundColor: glucoseColour(episode.extremeMgdl, target, unit) }} />
                {formatGlucose(episode.extremeMgdl, unit)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
