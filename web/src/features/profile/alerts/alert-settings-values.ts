import { DEFAULT_ALERT_SETTINGS, formatGlucose, toMgdl, type AlertSettings, type AlertSettingsInput, type GlucoseUnit } from '@glyco/contracts';

/** The Alerts tab's fields as typed, named as the schema names them (so its errors land beside them): glucose and rates in the person's unit, numbers as text. */
export interface AlertSettingsValues {
  escalateAfterMinutes: string;
  urgentLow: { threshold: string };
  urgentLowSoon: { enabled: boolean };
  low: { enabled: boolean; threshold: string };
  high: { enabled: boolean; threshold: string; forMinutes: string };
  fall: { enabled: boolean; mgdlPerMinute: string };
  rise: { enabled: boolean; mgdlPerMinute: string };
  noData: { enabled: boolean; afterMinutes: string };
  quietHours: { enabled: boolean; from: string; to: string };
  /** Empty for none. */
  webhookUrl: string;
}

/** A rate in the person's unit a minute, to 0.1 in mmol/L as the meter shows it. */
const shownRate = (mgdlPerMinute: number, unit: GlucoseUnit) => formatGlucose(mgdlPerMinute, unit);

export function alertSettingsToValues(stored: AlertSettings | undefined, unit: GlucoseUnit): AlertSettingsValues {
  const settings = stored ?? DEFAULT_ALERT_SETTINGS;
  const glucose = (mgdl: number) => formatGlucose(mgdl, unit);
  return {
    escalateAfterMinutes: String(settings.escalateAfterMinutes),
    urgentLow: { threshold: glucose(settings.urgentLow.threshold) },
    urgentLowSoon: { enabled: settings.urgentLowSoon.enabled },
    low: { enabled: settings.low.enabled, threshold: glucose(settings.low.threshold) },
    high: { enabled: settings.high.enabled, threshold: glucose(settings.high.threshold), forMinutes: String(settings.high.forMinutes) },
    fall: { enabled: settings.fall.enabled, mgdlPerMinute: shownRate(settings.fall.mgdlPerMinute, unit) },
    rise: { enabled: settings.rise.enabled, mgdlPerMinute: shownRate(settings.rise.mgdlPerMinute, unit) },
    noData: { enabled: settings.noData.enabled, afterMinutes: String(settings.noData.afterMinutes) },
    quietHours: { ...settings.quietHours },
    webhookUrl: settings.webhookUrl ?? '',
  };
}

/** Text that is a number as a number; anything else passed on for the schema to name. */
const numberOf = (typed: string): number | string => (typed.trim() !== '' && Number.isFinite(Number(typed)) ? Number(typed) : typed);
const mgdlOf = (typed: string, unit: GlucoseUnit): number | string => {
  const value = numberOf(typed);
  return typeof value === 'number' ? Math.round(toMgdl(value, unit) * 10) / 10 : value;
};

/** The `settings.alerts` of PUT /auth/profile, glucose in mg/dL; each part keeps the snooze it had. */
export function valuesToAlertSettingsInput(values: AlertSettingsValues | undefined, unit: GlucoseUnit, stored?: AlertSettings): AlertSettingsInput | undefined {
  if (!values) return undefined;
  const kept = stored ?? DEFAULT_ALERT_SETTINGS;
  return {
    escalateAfterMinutes: numberOf(values.escalateAfterMinutes),
    urgentLow: { ...kept.urgentLow, threshold: mgdlOf(values.urgentLow.threshold, unit) },
    urgentLowSoon: { ...kept.urgentLowSoon, enabled: values.urgentLowSoon.enabled },
    low: { ...kept.low, enabled: values.low.enabled, threshold: mgdlOf(values.low.threshold, unit) },
    high: { ...kept.high, enabled: values.high.enabled, threshold: mgdlOf(values.high.threshold, unit), forMinutes: numberOf(values.high.forMinutes) },
    fall: { ...kept.fall, enabled: values.fall.enabled, mgdlPerMinute: mgdlOf(values.fall.mgdlPerMinute, unit) },
    rise: { ...kept.rise, enabled: values.rise.enabled, mgdlPerMinute: mgdlOf(values.rise.mgdlPerMinute, unit) },
    noData: { ...kept.noData, enabled: values.noData.enabled, afterMinutes: numberOf(values.noData.afterMinutes) },
    quietHours: { ...values.quietHours },
    webhookUrl: values.webhookUrl?.trim() || undefined,
  } as AlertSettingsInput;
}

/** A typed glucose (or rate) shown in another unit, when the unit changes while the form is open. */
const convertTyped = (typed: string, from: GlucoseUnit, to: GlucoseUnit): string => {
  const mgdl = mgdlOf(typed, from);
  return typeof mgdl === 'number' ? formatGlucose(mgdl, to) : typed;
};

/** The fields in glucose units, each with what it holds now in another unit. */
export const ALERT_GLUCOSE_FIELDS = ['urgentLow.threshold', 'low.threshold', 'high.threshold', 'fall.mgdlPerMinute', 'rise.mgdlPerMinute'] as const;

export function convertAlertValues(values: AlertSettingsValues, from: GlucoseUnit, to: GlucoseUnit): Record<(typeof ALERT_GLUCOSE_FIELDS)[number], string> {
  return {
    'urgentLow.threshold': convertTyped(values.urgentLow.threshold, from, to),
    'low.threshold': convertTyped(values.low.threshold, from, to),
    'high.threshold': convertTyped(values.high.threshold, from, to),
    'fall.mgdlPerMinute': convertTyped(values.fall.mgdlPerMinute, from, to),
    'rise.mgdlPerMinute': convertTyped(values.rise.mgdlPerMinute, from, to),
  };
}
