import {
  currentBolusSettings, DEFAULT_INSULIN_DURATION_HOURS, DEFAULT_INSULIN_KIND, formatGlucose, SCHEDULE_DAY_START, toMgdl,
  type BolusSettingsInput, type GlucoseUnit, type InsulinKind, type Schedule, type UserResponse,
} from '@glyco/contracts';

/** One period of a schedule as typed: its start "HH:MM" and its value. */
export interface PeriodValues {
  start: string;
  value: string;
}

export const SCHEDULED_SETTINGS = ['carbRatio', 'correctionFactor', 'targetGlucose'] as const;
export type ScheduledSetting = (typeof SCHEDULED_SETTINGS)[number];
const GLUCOSE_SCHEDULES: readonly ScheduledSetting[] = ['correctionFactor', 'targetGlucose'];

/** The calculator's settings as typed; correction factor and target in the person's glucose unit. */
export interface BolusSettingsValues {
  enabled: boolean;
  carbRatio: PeriodValues[];
  /** Glucose drop per unit, in the glucose unit. */
  correctionFactor: PeriodValues[];
  targetGlucose: PeriodValues[];
  insulinDurationHours: string;
  insulinKind: InsulinKind;
  doseIncrement: string;
  maxBolus: string;
}

const allDay = (): PeriodValues[] => [{ start: SCHEDULE_DAY_START, value: '' }];

const blank = (): BolusSettingsValues => ({
  enabled: false,
  carbRatio: allDay(),
  correctionFactor: allDay(),
  targetGlucose: allDay(),
  insulinDurationHours: String(DEFAULT_INSULIN_DURATION_HOURS),
  insulinKind: DEFAULT_INSULIN_KIND,
  doseIncrement: '0.5',
  maxBolus: '',
});

function periodsOf(schedule: Schedule, show: (value: number) => string): PeriodValues[] {
  return schedule.map((entry) => ({ start: entry.start, value: show(entry.value) }));
}

export function bolusSettingsToValues(stored: UserResponse['bolusSettings'] | undefined, unit: GlucoseUnit): BolusSettingsValues {
  const settings = currentBolusSettings(stored);
  if (!settings) return blank();
  const glucose = (mgdl: number) => formatGlucose(mgdl, unit);
  return {
    enabled: true,
    carbRatio: periodsOf(settings.carbRatio, String),
    correctionFactor: periodsOf(settings.correctionFactor, glucose),
    targetGlucose: periodsOf(settings.targetGlucose, glucose),
    insulinDurationHours: String(settings.insulinDurationHours),
    insulinKind: settings.insulinKind,
    doseIncrement: String(settings.doseIncrement),
    maxBolus: String(settings.maxBolus),
  };
}

/** Typed glucose in whole mg/dL; blank or non-numeric input is passed on for the schema to name. */
function glucoseToMgdl(typed: string, unit: GlucoseUnit): number | string {
  const value = Number(typed);
  return typed.trim() === '' || !Number.isFinite(value) ? typed : Math.round(toMgdl(value, unit));
}

function convertTyped(typed: string, from: GlucoseUnit, to: GlucoseUnit): string {
  const mgdl = glucoseToMgdl(typed, from);
  return typeof mgdl === 'number' ? formatGlucose(mgdl, to) : typed;
}

const inMgdl = (periods: readonly PeriodValues[] | undefined, unit: GlucoseUnit) =>
  (periods ?? []).map((period) => ({ start: period.start, value: glucoseToMgdl(period.value, unit) }));

/** The profile body's bolusSettings: null when the calculator is off, mg/dL otherwise. */
export function valuesToBolusSettingsInput(values: BolusSettingsValues | undefined, unit: GlucoseUnit): BolusSettingsInput | null {
  if (!values?.enabled) return null;
  const { enabled: _enabled, ...typed } = values;
  return { ...typed, correctionFactor: inMgdl(typed.correctionFactor, unit), targetGlucose: inMgdl(typed.targetGlucose, unit) };
}

/** The glucose schedules shown again in another unit, when the unit changes while the form is open. */
export function convertBolusGlucoseFields(values: BolusSettingsValues, from: GlucoseUnit, to: GlucoseUnit): Pick<BolusSettingsValues, 'correctionFactor' | 'targetGlucose'> {
  const convert = (periods: readonly PeriodValues[]) => periods.map((period) => ({ ...period, value: convertTyped(period.value, from, to) }));
  return { correctionFactor: convert(values.correctionFactor), targetGlucose: convert(values.targetGlucose) };
}

export function isGlucoseSchedule(setting: ScheduledSetting): boolean {
  return GLUCOSE_SCHEDULES.includes(setting);
}
