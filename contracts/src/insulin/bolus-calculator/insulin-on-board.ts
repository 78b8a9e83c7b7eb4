import { BOLUS_SETTING_LIMITS, INSULIN_KIND_EXAMPLES, INSULIN_KIND_NAMES, type InsulinKind } from './settings';

/** Minutes from injection to peak activity, by kind of insulin (oref0 lib/iob/total.js curve defaults). */
export const INSULIN_PEAK_MINUTES: Readonly<Record<InsulinKind, number>> = Object.freeze({ rapidActing: 75, ultraRapid: 55 });

/** "Rapid-acting, peak 75 min: NovoRapid, Humalog, Apidra". */
export function insulinKindLabel(kind: InsulinKind): string {
  const name = INSULIN_KIND_NAMES[kind];
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}, peak ${INSULIN_PEAK_MINUTES[kind]} min: ${INSULIN_KIND_EXAMPLES[kind]}`;
}

/**
 * The duration the curve runs with: oref0 raises any duration under 5 hours to 5 for its
 * exponential curves (requireLongDia), since a shorter one drops insulin that is still acting.
 */
export function curveDurationHours(savedHours: number): number {
  return Math.max(BOLUS_SETTING_LIMITS.insulinDurationHours.min, savedHours);
}

/**
 * Fraction of a bolus still active `t` minutes after it was given: the exponential insulin
 * activity model of oref0 (lib/iob/calculate.js, iobCalcExponential) and LoopKit
 * (ExponentialInsulinModel), with action duration td and peak tp, both in minutes:
 *
 *   tau = tp (1 - tp/td) / (1 - 2 tp/td)         time constant of the exponential decay
 *   a   = 2 tau / td                              rise time factor
 *   S   = 1 / (1 - a + (1 + a) e^(-td/tau))      auxiliary scale factor
 *   IOB(t) = 1 - S (1 - a) ((t^2 / (tau td (1 - a)) - t/tau - 1) e^(-t/tau) + 1)
 *
 * IOB(0) = 1 and IOB(td) = 0; before the injection it counts in full, after td not at all.
 * Loop's presets also wait 10 minutes before the curve starts; oref0 does not, nor does this.
 */
export function insulinOnBoardFraction(minutesSinceDose: number, durationMinutes: number, peakMinutes: number): number {
  const t = minutesSinceDose;
  const td = durationMinutes;
  const tp = peakMinutes;
  if (t <= 0) return 1;
  if (t >= td) return 0;
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

export interface InsulinCurve {
  durationHours: number;
  kind: InsulinKind;
}

/** Units still active from the given boluses at `now`. */
export function insulinOnBoard(boluses: readonly RecentBolus[], now: Date, curve: InsulinCurve): number {
  const durationMinutes = curve.durationHours * 60;
  return boluses.reduce((sum, bolus) => {
    const minutesSince = (now.getTime() - bolus.at.getTime()) / 60_000;
    return sum + bolus.units * insulinOnBoardFraction(minutesSince, durationMinutes, INSULIN_PEAK_MINUTES[curve.kind]);
  }, 0);
}

/** Doses of rapid-acting insulin, the ones that count as insulin on board: meal boluses and corrections. */
export const RAPID_ACTING_INSULIN_TYPES = ['Bolus', 'Correction'] as const;
