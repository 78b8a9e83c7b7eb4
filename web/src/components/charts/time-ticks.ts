/** Room a "MMM D, h:mm A" label needs at 11px, with a gap to the next one. */
export const timeTickWidth = 110;

interface TimeScale {
  ticks(count: number): Date[];
}

/**
 * Tick dates that fit the axis: d3's `ticks(n)` only approximates n (a week asked for 2 gives 3
 * or 4), so every k-th tick is kept until the labels cannot overlap.
 */
export function fittingTimeTicks(scale: TimeScale, axisWidth: number, labelWidth = timeTickWidth): Date[] {
  const room = Math.max(1, Math.floor(axisWidth / labelWidth));
  const ticks = scale.ticks(room);
  const step = Math.ceil(ticks.length / room);
  return ticks.filter((_, index) => index % step === 0);
}
