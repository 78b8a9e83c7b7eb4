import { findEpisodes, runsOf, toDecimg, type AlertEvent, type ArrivingReading, type GlucoseEpisode } from '@glyco/contracts';

/** An alert as the checks read it: when it was raised and when it ended (open: never). */
export interface AlertSpan {
  kind: string;
  raisedAt: number;
  resolvedAt: number;
}

export function alertSpans(events: readonly AlertEvent[]): AlertSpan[] {
  const spans = new Map<string, AlertSpan>();
  for (const event of events) {
    if (event.type === 'AlertRaised') spans.set(event.data.alertId, { kind: event.data.kind, raisedAt: Date.parse(event.data.at), resolvedAt: Number.POSITIVE_INFINITY });
    if (event.type === 'AlertResolved') {
      const span = spans.get(event.data.alertId);
      if (span) span.resolvedAt = Date.parse(event.data.at);
    }
  }
  return [...spans.values()];
}

/** The metrics engine's level 2 hypoglycaemia episodes of a trace (< 54 mg/dL for 15 minutes). */
export function levelTwoLows(trace: readonly ArrivingReading[], samplingIntervalMinutes = 5): GlucoseEpisode[] {
  const runs = runsOf([...trace].sort((a, b) => a.at - b.at).map((reading) => ({ at: reading.at, decimg: toDecimg(reading.mgdl) })));
  return findEpisodes(runs, samplingIntervalMinutes).filter((episode) => episode.kind === 'hypo' && episode.level === 2);
}

const FIVE_MINUTES = 5 * 60_000;

/**
 * An episode is covered when an urgent low raised no later than 5 minutes after its start is
 * still in force then (one raised earlier, at 55 mg/dL, counts: it told the person sooner).
 */
export function uncoveredEpisodes(episodes: readonly GlucoseEpisode[], spans: readonly AlertSpan[]): GlucoseEpisode[] {
  return episodes.filter((episode) => {
    const start = Date.parse(episode.start);
    return !spans.some((span) => span.kind === 'urgentLow' && span.raisedAt <= start + FIVE_MINUTES && span.resolvedAt >= Math.min(start + FIVE_MINUTES, Date.parse(episode.end)));
  });
}

/** The most alerts of one kind raised within one episode. */
export function mostRaisedInOneEpisode(episodes: readonly GlucoseEpisode[], spans: readonly AlertSpan[]): number {
  let most = 0;
  for (const episode of episodes) {
    const [start, end] = [Date.parse(episode.start), Date.parse(episode.end)];
    const counts = new Map<string, number>();
    for (const span of spans) if (span.raisedAt >= start && span.raisedAt <= end) counts.set(span.kind, (counts.get(span.kind) ?? 0) + 1);
    most = Math.max(most, ...counts.values());
  }
  return most;
}
