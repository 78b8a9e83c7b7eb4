/** Minutes from injection to peak activity of rapid-acting insulin (Loop's and oref's rapid-acting curve). */
export const RAPID_ACTING_PEAK_MINUTES = 75;

/**
 * The exponential model needs the peak before half the duration; for short durations
 * (under 3 h 7.5 min) the peak moves to 40 % of the duration so the curve still exists.
 */
export function activityPeakMinutes(durationMinutes: number): number {
  return Math.min(RAPID_ACTING_PEAK_MINUTES, 0.4 * durationMinutes);
}

/**
 * Fraction of a bolus still active `t` minutes after it was given: the exponential insulin
 * activity model of LoopKit (ExponentialInsulinModel) and oref0, with action duration td and
 * peak tp, both in minutes:
 *
 *   tau = tp (1 - tp/td) / (1 - 2 tp/td)         time constant of the exponential decay
 *   a   = 2 tau / td                              rise time factor
 *   S   = 1 / (1 - a + (1 + a) e^(-td/tau))      auxiliary scale factor
 *   IOB(t) = 1 - S (1 - a) ((t^2 / (tau td (1 - a)) - t/tau - 1) e^(-t/tau) + 1)
 *
 * IOB(0) = 1 and IOB(td) = 0; before the injection it counts in full, after td not at all.
 */
export function insulinOnBoardFraction(minutesSinceDose: number, durationMinutes: number): number {
  const t = minutesSinceDose;
  const td = durationMinutes;
  if (t <= 0) return 1;
  if (t >= td) return 0;
  const tp = activityPeakMinutes(td);
  const tau = (tp * (1 - tp / td)) / (1 - (2 * tp) / td);
  const a = (2 * tau) / td;
  const s = 1 / (1 - a + (1 + a) * Math.exp(-td / tau));
  const remaining = 1 - s * (1 - a) * ((t ** 2 / (tau * td * (1 - a)) - t / tau - 1) * Math.exp(-t / tau) + 1);
  return Math.min(1, Math.max(0, remaining));
}

export interface RecentBolus {
  units: number;
  /** When it was given. */
  at: Date;
}

/** Units still active from the given boluses at `now`. */
export function insulinOnBoard(boluses: readonly RecentBolus[], now: Date, durationHours: number): number {
  const durationMinutes = durationHours * 60;
  return boluses.reduce((sum, bolus) => {
    const minutesSince = (now.getTime() - bolus.at.getTime()) / 60_000;
    return sum + bolus.units * insulinOnBoardFraction(minutesSince, durationMinutes);
  }, 0);
}

/** Doses of rapid-acting insulin, the ones that count as insulin on board: meal boluses and corrections. */
export const RAPID_ACTING_INSULIN_TYPES = ['Bolus', 'Correction'] as const;
