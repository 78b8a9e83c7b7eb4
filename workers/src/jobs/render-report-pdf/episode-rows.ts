import {
  BAND_LIMITS_MGDL, EPISODE_MINUTES, EXTENDED_HYPER_MINUTES, EXTENDED_HYPER_WINDOW_MINUTES, EXTENDED_HYPO_DURATION_TEXT, GLUCOSE_BANDS,
  type BandKey, type EpisodeSummary,
} from '@glyco/contracts';
import { duration } from './format';

export interface EpisodeRow {
  label: string;
  count: string;
  meanDuration: string;
}

const clinicalLevel = (key: BandKey) => GLUCOSE_BANDS.find((band) => band.key === key)!.clinicalLevel;
const limits = BAND_LIMITS_MGDL;

function counted(label: string, episodes: { count: number; meanDurationMinutes: number | null }): EpisodeRow {
  return { label, count: String(episodes.count), meanDuration: duration(episodes.meanDurationMinutes) };
}

/** Hypo- and hyperglycaemia episodes (Battelino et al., Lancet Diabetes Endocrinol 2023) as the engine counts them. */
export function episodeRows(episodes: EpisodeSummary): EpisodeRow[] {
  const { hypo, hyper } = episodes;
  return [
    counted(`${clinicalLevel('low')} (below ${limits.lowBelow} mg/dL)`, hypo.level1),
    counted(`${clinicalLevel('veryLow')} (below ${limits.veryLowBelow} mg/dL)`, hypo.level2),
    { label: `Extended hypoglycaemia (${EXTENDED_HYPO_DURATION_TEXT} below ${limits.lowBelow} mg/dL)`, count: String(hypo.extended), meanDuration: '' },
    counted(`${clinicalLevel('high')} (above ${limits.highAbove} mg/dL)`, hyper.level1),
    counted(`${clinicalLevel('veryHigh')} (above ${limits.veryHighAbove} mg/dL)`, hyper.level2),
    {
      label: `Extended hyperglycaemia (${EXTENDED_HYPER_MINUTES} of ${EXTENDED_HYPER_WINDOW_MINUTES} min above ${limits.veryHighAbove} mg/dL)`,
      count: String(hyper.extended),
      meanDuration: '',
    },
  ];
}

export const EPISODE_NOTE =
  `An episode starts after ${EPISODE_MINUTES} minutes beyond its limit and ends after ${EPISODE_MINUTES} minutes back; ` +
  'level 2 episodes are also counted in level 1 (International consensus on CGM metrics, 2023).';
