import type { DeviceStatusSummary } from '../nightscout/devicestatus/summary';

/**
 * A loop's own IOB or COB counts for this long after the loop ran: Nightscout shows a device
 * status's IOB and COB instead of its own sums while they are under 30 minutes old
 * (cgm-remote-monitor lib/plugins/iob.js and cob.js, RECENCY_THRESHOLD).
 */
export const LOOP_FIGURE_RECENCY_MINUTES = 30;

/** A figure a loop computed and uploaded, with when it computed it. */
export interface LoopFigure {
  value: number;
  /** ISO 8601: when the loop ran (else when the status was uploaded). */
  at: string;
  /** "Loop", "Trio", "AndroidAPS", "OpenAPS"; "the loop" when the device does not say. */
  loopName: string;
}

const LOOP_NAMES: readonly (readonly [RegExp, string])[] = [
  [/androidaps|aaps/i, 'AndroidAPS'],
  [/trio/i, 'Trio'],
  [/iaps/i, 'iAPS'],
  [/^loop:|\bloop\b/i, 'Loop'],
  [/openaps/i, 'OpenAPS'],
];

/** The loop's name from a device status's `device`: "loop://iPhone" is Loop, "openaps://AndroidAPS" is AndroidAPS. */
export function loopNameOf(device: string): string {
  return LOOP_NAMES.find(([pattern]) => pattern.test(device))?.[1] ?? 'the loop';
}

/** The newest status (newest first) holding the figure, if the loop ran under 30 minutes before `now`. */
export function recentLoopFigure(summaries: readonly DeviceStatusSummary[], key: 'iobUnits' | 'cobGrams', now: Date): LoopFigure | null {
  const newest = summaries.find((summary) => summary[key] !== null);
  const value = newest?.[key];
  if (!newest || value === null || value === undefined) return null;
  const at = newest.loopAt ?? newest.createdAt;
  const ageMinutes = (now.getTime() - Date.parse(at)) / 60_000;
  if (!(ageMinutes <= LOOP_FIGURE_RECENCY_MINUTES)) return null;
  return { value, at, loopName: loopNameOf(newest.device) };
}
