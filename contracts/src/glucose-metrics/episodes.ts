import { z } from 'zod';
import { isContinuous, type GlucoseRun } from './runs';

/**
 * Hypoglycaemia and hyperglycaemia episodes as the international consensus on CGM metrics for
 * clinical trials defines them (Battelino et al., Lancet Diabetes Endocrinol 2023;11:42-57):
 * - an episode starts with at least 15 consecutive minutes beyond its threshold and ends with at
 *   least 15 consecutive minutes back on the other side of it;
 * - hypoglycaemia level 1: < 70 mg/dL; level 2: < 54 mg/dL; extended: a level 1 episode with more
 *   than 120 consecutive minutes < 70 mg/dL (125 minutes of 5-minute readings; iglu: 120/dt0 + 1);
 * - hyperglycaemia level 1: > 180 mg/dL; level 2: > 250 mg/dL; extended: a level 1 episode with at
 *   least 90 minutes > 250 mg/dL within 120 minutes.
 * A level 2 episode is also counted as (part of) a level 1 episode, as in the consensus.
 * A reading stands for one sampling interval, so 3 consecutive 5-minute readings are 15 minutes.
 * The consensus does not say what a sensor gap does. As iglu (episode_calculation) interpolates
 * gaps of up to MAX_CONTINUOUS_GAP_MINUTES (30), such a gap does not split or erase an episode:
 * between readings on one side of a threshold it counts on that side; between readings on either
 * side, the time no reading covers is split at its middle (the runs keep no single values to
 * interpolate, and the middle is where a line between values equally far from the threshold
 * crosses it). A longer gap ends an episode at its last reading (its end is not observed).
 */
export const EPISODE_MINUTES = 15;
export const EXTENDED_HYPO_MINUTES = 120;
/** How long extended hypoglycaemia lasts, as every surface names it. */
export const EXTENDED_HYPO_DURATION_TEXT = `more than ${EXTENDED_HYPO_MINUTES} min`;
export const EXTENDED_HYPER_MINUTES = 90;
export const EXTENDED_HYPER_WINDOW_MINUTES = 120;

export const EPISODE_KINDS = ['hypo', 'hyper'] as const;
export type EpisodeKind = (typeof EPISODE_KINDS)[number];

export const glucoseEpisodeSchema = z.object({
  kind: z.enum(EPISODE_KINDS),
  level: z.union([z.literal(1), z.literal(2)]),
  start: z.string(),
  end: z.string(),
  /** Whole minutes. */
  durationMinutes: z.number().int(),
  /** Extended hypoglycaemia or hyperglycaemia (level 1 episodes only). */
  extended: z.boolean(),
  /** The lowest (hypo) or highest (hyper) value in the episode, mg/dL. */
  extremeMgdl: z.number(),
  /** True when a sensor gap, not 15 minutes of recovery, ended it. */
  endedByGap: z.boolean(),
});
export type GlucoseEpisode = z.infer<typeof glucoseEpisodeSchema>;

interface EpisodeRule {
  kind: EpisodeKind;
  level: 1 | 2;
  beyond: (band: number) => boolean;
}

export const EPISODE_RULES: readonly EpisodeRule[] = [
  { kind: 'hypo', level: 1, beyond: (band) => band <= 1 },
  { kind: 'hypo', level: 2, beyond: (band) => band === 0 },
  { kind: 'hyper', level: 1, beyond: (band) => band >= 3 },
  { kind: 'hyper', level: 2, beyond: (band) => band === 4 },
];

/** Consecutive runs on one side of a threshold. */
interface Stretch {
  beyond: boolean;
  startAt: number;
  endAt: number;
  minDecimg: number;
  maxDecimg: number;
  /** Starts after a sensor gap. */
  afterGap: boolean;
  /** The time it covers: from its first reading (or the middle of a short gap before it) to one interval after its last (or the middle of the gap after it). */
  fromMs: number;
  toMs: number;
}

/** Splits the time no reading covers between two stretches without a sensor gap between them at its middle. */
function coverStretches(stretches: Stretch[], intervalMs: number): Stretch[] {
  stretches.forEach((stretch, index) => {
    stretch.fromMs = stretch.startAt;
    stretch.toMs = stretch.endAt + intervalMs;
    const previous = stretches[index - 1];
    if (!previous || stretch.afterGap) return;
    const half = Math.max(0, stretch.startAt - previous.endAt - intervalMs) / 2;
    previous.toMs += half;
    stretch.fromMs -= half;
  });
  return stretches;
}

function stretchesOf(runs: readonly GlucoseRun[], rule: EpisodeRule, intervalMs: number): Stretch[] {
  const stretches: Stretch[] = [];
  let previousEnd: number | null = null;
  for (const run of runs) {
    const beyond = rule.beyond(run.band);
    const afterGap = previousEnd !== null && !isContinuous(previousEnd, run.startAt);
    const last = stretches[stretches.length - 1];
    if (last && !afterGap && last.beyond === beyond) {
      last.endAt = run.endAt;
      last.minDecimg = Math.min(last.minDecimg, run.minDecimg);
      last.maxDecimg = Math.max(last.maxDecimg, run.maxDecimg);
    } else {
      stretches.push({ beyond, startAt: run.startAt, endAt: run.endAt, minDecimg: run.minDecimg, maxDecimg: run.maxDecimg, afterGap, fromMs: 0, toMs: 0 });
    }
    previousEnd = run.endAt;
  }
  return coverStretches(stretches, intervalMs);
}

interface OpenEpisode {
  startAt: number;
  /** The end of the time its last stretch beyond the threshold covers. */
  endAt: number;
  extremeDecimg: number;
  longestBeyondMs: number;
}

function episodesFor(runs: readonly GlucoseRun[], rule: EpisodeRule, intervalMs: number): GlucoseEpisode[] {
  const episodes: GlucoseEpisode[] = [];
  const minimumMs = EPISODE_MINUTES * 60_000;
  const extremeOf = (stretch: Stretch) => (rule.kind === 'hypo' ? stretch.minDecimg : stretch.maxDecimg);
  const pick = (a: number, b: number) => (rule.kind === 'hypo' ? Math.min(a, b) : Math.max(a, b));
  const veryHighRuns = rule.kind === 'hyper' && rule.level === 1 ? runs.filter((run) => run.band === 4) : [];
  let open: OpenEpisode | null = null;
  const close = (endedByGap: boolean) => {
    if (!open) return;
    const { endAt } = open;
    episodes.push({
      kind: rule.kind, level: rule.level, start: new Date(open.startAt).toISOString(), end: new Date(endAt).toISOString(),
      durationMinutes: Math.round((endAt - open.startAt) / 60_000),
      extended: rule.level === 1 && isExtended(rule, open, veryHighRuns, endAt, intervalMs),
      extremeMgdl: open.extremeDecimg / 10, endedByGap,
    });
    open = null;
  };
  for (const stretch of stretchesOf(runs, rule, intervalMs)) {
    if (stretch.afterGap) close(true);
    const durationMs = stretch.toMs - stretch.fromMs;
    if (stretch.beyond) {
      if (open) {
        open.endAt = stretch.toMs;
        open.extremeDecimg = pick(open.extremeDecimg, extremeOf(stretch));
        open.longestBeyondMs = Math.max(open.longestBeyondMs, durationMs);
      } else if (durationMs >= minimumMs) {
        open = { startAt: stretch.fromMs, endAt: stretch.toMs, extremeDecimg: extremeOf(stretch), longestBeyondMs: durationMs };
      }
    } else if (open && durationMs >= minimumMs) close(false);
  }
  close(true);
  return episodes;
}

function isExtended(rule: EpisodeRule, open: OpenEpisode, veryHighRuns: readonly GlucoseRun[], endAt: number, intervalMs: number): boolean {
  if (rule.kind === 'hypo') return open.longestBeyondMs > EXTENDED_HYPO_MINUTES * 60_000;
  const veryHigh = veryHighRuns.filter((run) => run.startAt >= open.startAt && run.endAt < endAt);
  return maxMinutesInWindow(veryHigh, intervalMs) >= EXTENDED_HYPER_MINUTES;
}

/** The most minutes > 250 mg/dL inside any 120-minute window, each run counted from its first to its last reading plus one interval. */
function maxMinutesInWindow(runs: readonly GlucoseRun[], intervalMs: number): number {
  const windowMs = EXTENDED_HYPER_WINDOW_MINUTES * 60_000;
  const intervals = runs.map((run) => ({ from: run.startAt, to: run.endAt + intervalMs }));
  let best = 0;
  for (const anchor of intervals.flatMap((interval) => [interval.from, interval.to - windowMs])) {
    const windowEnd = anchor + windowMs;
    const covered = intervals.reduce((sum, { from, to }) => sum + Math.max(0, Math.min(to, windowEnd) - Math.max(from, anchor)), 0);
    best = Math.max(best, covered);
  }
  return best / 60_000;
}

/** Every episode of every rule, oldest first. Runs must be one timeline, oldest first (see joinRuns). */
export function findEpisodes(runs: readonly GlucoseRun[], samplingIntervalMinutes: number): GlucoseEpisode[] {
  const intervalMs = samplingIntervalMinutes * 60_000;
  // ISO instants of one format order as strings do; localeCompare would cost a collation each.
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return EPISODE_RULES.flatMap((rule) => episodesFor(runs, rule, intervalMs)).sort(
    (a, b) => compare(a.start, b.start) || compare(a.kind, b.kind) || a.level - b.level,
  );
}

export const episodeCountSchema = z.object({ count: z.number().int(), meanDurationMinutes: z.number().nullable() });
export const episodeSummarySchema = z.object({
  hypo: z.object({ level1: episodeCountSchema, level2: episodeCountSchema, extended: z.number().int() }),
  hyper: z.object({ level1: episodeCountSchema, level2: episodeCountSchema, extended: z.number().int() }),
});
export type EpisodeSummary = z.infer<typeof episodeSummarySchema>;

function countOf(episodes: readonly GlucoseEpisode[]) {
  const total = episodes.reduce((sum, episode) => sum + episode.durationMinutes, 0);
  return { count: episodes.length, meanDurationMinutes: episodes.length === 0 ? null : Math.round(total / episodes.length) };
}

export function summariseEpisodes(episodes: readonly GlucoseEpisode[]): EpisodeSummary {
  const of = (kind: EpisodeKind) => ({
    level1: countOf(episodes.filter((episode) => episode.kind === kind && episode.level === 1)),
    level2: countOf(episodes.filter((episode) => episode.kind === kind && episode.level === 2)),
    extended: episodes.filter((episode) => episode.kind === kind && episode.extended).length,
  });
  return { hypo: of('hypo'), hyper: of('hyper') };
}
