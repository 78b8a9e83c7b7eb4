/** One point of an on-board curve: what is left at `at` (ISO 8601), in units or grams. */
export interface OnBoardPoint {
  at: string;
  value: number;
}

/** Five minutes between points: a CGM's interval, smooth enough for a small chart. */
export const ON_BOARD_CURVE_STEP_MINUTES = 5;

/** `valueAt` sampled every step from `from` for `minutes`, both ends included. */
export function sampleCurve(valueAt: (at: Date) => number, from: Date, minutes: number): OnBoardPoint[] {
  const points: OnBoardPoint[] = [];
  for (let minute = 0; minute <= minutes; minute += ON_BOARD_CURVE_STEP_MINUTES) {
    const at = new Date(from.getTime() + minute * 60_000);
    points.push({ at: at.toISOString(), value: valueAt(at) });
  }
  return points;
}

/**
 * The curve's value at `at`, straight between its points: how the figure on screen decays
 * minute by minute without asking the server again. Before the curve: its first value; after
 * it: its last (the curves end at nothing left).
 */
export function valueOnCurve(curve: readonly OnBoardPoint[], at: Date): number {
  const time = at.getTime();
  const first = curve[0];
  if (!first || time <= Date.parse(first.at)) return first?.value ?? 0;
  for (let index = 1; index < curve.length; index += 1) {
    const before = curve[index - 1]!;
    const after = curve[index]!;
    const start = Date.parse(before.at);
    const end = Date.parse(after.at);
    if (time <= end) return before.value + ((after.value - before.value) * (time - start)) / (end - start);
  }
  return curve[curve.length - 1]!.value;
}

/** The points from `at` on, starting with the value at `at`: what a chart of the next hours draws. */
export function curveFrom(curve: readonly OnBoardPoint[], at: Date): OnBoardPoint[] {
  const later = curve.filter((point) => Date.parse(point.at) > at.getTime());
  return [{ at: at.toISOString(), value: valueOnCurve(curve, at) }, ...later];
}
