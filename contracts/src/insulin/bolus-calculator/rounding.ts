/** Guards against binary fractions: 0.3 / 0.1 is 2.9999999999999996, which must count as 3 steps. */
const STEP_TOLERANCE = 1e-9;

/** Rounded down to a whole number of steps, so a suggestion never exceeds what was computed. */
export function roundDownToIncrement(units: number, increment: number): number {
  const steps = Math.floor(units / increment + STEP_TOLERANCE);
  return roundForDisplay(Math.max(0, steps) * increment);
}

/** Two decimals, for figures that are shown rather than given. */
export function roundForDisplay(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}
