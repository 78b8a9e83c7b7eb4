import { EPISODE_MINUTES, type GlucoseEpisode } from '@glyco/contracts';

/**
 * What ended an episode that did not end by recovery. The server marks an episode that runs to
 * the last reading it was given as ended by a gap; one whose end is within an episode's length of
 * the period's end (or of now, for a period still running) was cut by the period, not by a gap.
 */
export function episodeEndNote(episode: GlucoseEpisode, periodEnd: string | null | undefined, now = Date.now()): string | null {
  if (!episode.endedByGap) return null;
  if (!periodEnd) return 'until a sensor gap';
  const lastInstant = Math.min(Date.parse(periodEnd), now);
  if (lastInstant - Date.parse(episode.end) > EPISODE_MINUTES * 60_000) return 'until a sensor gap';
  return Date.parse(periodEnd) <= now ? 'continues after this period' : 'still going at the last reading';
}
