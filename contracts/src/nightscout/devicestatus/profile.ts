import { fromMgdl } from '../../glucose/units';
import type { User } from '../../accounts/user';

/** Nightscout's schedule entry: a value from a time of day (`HH:MM`) on. */
interface ScheduleEntry {
  time: string;
  value: number;
  timeAsSeconds: number;
}

const secondsOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 3600 + minutes * 60;
};
const entry = (time: string, value: number): ScheduleEntry => ({ time, value, timeAsSeconds: secondsOf(time) });
const scheduleOf = (periods: readonly { start: string; value: number }[], scale: (value: number) => number = (value) => value) =>
  periods.map((period) => entry(period.start, scale(period.value)));

/** The name Glyco gives the profile it presents when no loop uploaded one. */
export const GLYCO_PROFILE_NAME = 'Glyco';

/**
 * The person's own settings as a Nightscout profile, for followers when no loop uploaded one:
 * the target range as target_low/target_high, the unit, the zone, and the bolus calculator's
 * carb ratio, sensitivity and duration of action when it is set up (no basal: Glyco keeps none).
 */
export function glycoProfileOf(user: User, startDate: string): Record<string, unknown> {
  const units = user.settings.glucoseUnit === 'mmol/L' ? 'mmol' : 'mg/dl';
  const glucose = (mgdl: number) => (units === 'mmol' ? Math.round(fromMgdl(mgdl, 'mmol/L') * 10) / 10 : Math.round(mgdl));
  const bolus = user.bolusSettings;
  const profile = {
    dia: bolus?.insulinDurationHours ?? 4,
    timezone: user.settings.timeZone ?? 'UTC',
    units,
    target_low: [entry('00:00', glucose(user.targetGlucoseRange.min))],
    target_high: [entry('00:00', glucose(user.targetGlucoseRange.max))],
    carbratio: bolus ? scheduleOf(bolus.carbRatio) : [],
    sens: bolus ? scheduleOf(bolus.correctionFactor, glucose) : [],
    basal: [],
    carbs_hr: 20,
    delay: 20,
    startDate,
  };
  return { defaultProfile: GLYCO_PROFILE_NAME, store: { [GLYCO_PROFILE_NAME]: profile }, startDate, mills: Date.parse(startDate), units, created_at: startDate, enteredBy: 'Glyco' };
}
