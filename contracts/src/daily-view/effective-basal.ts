import type { BasalSegment, BasalStep } from './schemas';

/** A temporary basal as the daily view needs it: a rate (U/h) or a percent of the scheduled one. */
export interface TemporaryBasal {
  start: string;
  durationMinutes: number;
  rate?: number;
  percent?: number;
}

interface Span {
  start: number;
  end: number;
  temp: TemporaryBasal;
}

/**
 * Each temporary basal's span: from its start for its duration, cut short by the next one, as a
 * pump ends a running temp basal when it starts another (a zero-minute one only ends the last).
 */
function temporarySpans(temps: readonly TemporaryBasal[]): Span[] {
  const sorted = [...temps].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return sorted.map((temp, i) => {
    const start = Date.parse(temp.start);
    const next = sorted[i + 1];
    const end = Math.min(start + temp.durationMinutes * 60_000, next ? Date.parse(next.start) : Infinity);
    return { start, end, temp };
  });
}

function rateAt(at: number, scheduled: readonly BasalSegment[], spans: readonly Span[]): Omit<BasalStep, 'start' | 'end'> | undefined {
  const segment = scheduled.find((step) => Date.parse(step.start) <= at && at < Date.parse(step.end));
  const span = spans.find((candidate) => candidate.start <= at && at < candidate.end);
  if (!span) return segment ? { rate: segment.rate, kind: 'scheduled' } : undefined;
  const rate = span.temp.rate ?? (span.temp.percent === 0 ? 0 : segment ? (segment.rate * (span.temp.percent ?? 100)) / 100 : undefined);
  if (rate === undefined) return undefined;
  return { rate: Math.round(rate * 1000) / 1000, kind: rate === 0 ? 'suspended' : 'temporary' };
}

/**
 * The basal that ran across a window: the scheduled steps, with each temporary basal's rate over
 * them while it ran (a percent one as that share of the scheduled rate) and a suspend as zero.
 * A percent temp basal with no schedule to apply it to is left out, since its rate is unknown.
 */
export function effectiveBasalSteps(scheduled: readonly BasalSegment[], temps: readonly TemporaryBasal[], window: { start: Date; end: Date }): BasalStep[] {
  const [from, to] = [window.start.getTime(), window.end.getTime()];
  const spans = temporarySpans(temps).filter((span) => span.end > from && span.start < to && span.end > span.start);
  const edges = new Set<number>([from, to]);
  for (const step of scheduled) edges.add(Date.parse(step.start)).add(Date.parse(step.end));
  for (const span of spans) edges.add(span.start).add(span.end);
  const points = [...edges].filter((at) => at >= from && at <= to).sort((a, b) => a - b);
  const steps: BasalStep[] = [];
  points.slice(0, -1).forEach((start, i) => {
    const end = points[i + 1]!;
    const running = rateAt(start, scheduled, spans);
    if (!running) return;
    const previous = steps.at(-1);
    if (previous && previous.kind === running.kind && previous.rate === running.rate && Date.parse(previous.end) === start) previous.end = new Date(end).toISOString();
    else steps.push({ start: new Date(start).toISOString(), end: new Date(end).toISOString(), ...running });
  });
  return steps;
}
