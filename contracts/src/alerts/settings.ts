import { z } from 'zod';
import { BAND_LIMITS_MGDL } from '../glucose-metrics/bands';

/**
 * A person's alert settings (`settings.alerts` of the profile), every threshold in mg/dL. Each
 * part has a default, so a missing or unreadable setting falls back to it: the evaluator errs
 * towards telling.
 */

/** Dexcom's urgent low, which cannot be turned off: 55 mg/dL (3.0 mmol/L). */
export const URGENT_LOW_DEFAULT_MGDL = 55;
/**
 * An urgent low threshold is never set below the consensus's level 2 hypoglycaemia (< 54 mg/dL,
 * Battelino et al., Diabetes Care 2019;42:1593-1603), so every level 2 low raises one.
 */
export const URGENT_LOW_MIN_MGDL = BAND_LIMITS_MGDL.veryLowBelow;
export const URGENT_LOW_MAX_SNOOZE_MINUTES = 30;
export const ESCALATE_AFTER_MINUTES = { default: 15, min: 0, max: 60 } as const;

const minutes = (min: number, max: number, fallback: number) => z.number().int().min(min).max(max).default(fallback);
const mgdl = (min: number, max: number, fallback: number) => z.number().min(min).max(max).default(fallback);
const enabled = (fallback = true) => z.boolean().default(fallback);
/** 'HH:MM', local to the profile's time zone. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time is HH:MM');
/** Hosts a webhook may reach over plain http: this machine only, for development and tests. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** An alert webhook's address: https, or http to this machine. */
export const webhookUrlSchema = z
  .url({ protocol: /^https?$/ })
  .max(2_000)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return url.protocol === 'https:' || LOOPBACK_HOSTS.has(url.hostname);
  }, 'A webhook address starts with https://');

export const alertSettingsSchema = z.object({
  /** Always on; only snoozed, for 30 minutes at most; quiet hours never silence it. */
  urgentLow: z.object({ threshold: mgdl(URGENT_LOW_MIN_MGDL, 70, URGENT_LOW_DEFAULT_MGDL), snoozeMinutes: minutes(5, URGENT_LOW_MAX_SNOOZE_MINUTES, 30) }).prefault({}),
  urgentLowSoon: z.object({ enabled: enabled(), withinMinutes: minutes(10, 30, 20), snoozeMinutes: minutes(5, 120, 30) }).prefault({}),
  low: z.object({ enabled: enabled(), threshold: mgdl(55, 100, BAND_LIMITS_MGDL.lowBelow), snoozeMinutes: minutes(5, 240, 30) }).prefault({}),
  high: z.object({ enabled: enabled(), threshold: mgdl(120, 400, BAND_LIMITS_MGDL.veryHighAbove), forMinutes: minutes(0, 240, 30), snoozeMinutes: minutes(5, 240, 60) }).prefault({}),
  fall: z.object({ enabled: enabled(), mgdlPerMinute: mgdl(1, 10, 3), snoozeMinutes: minutes(5, 240, 30) }).prefault({}),
  rise: z.object({ enabled: enabled(), mgdlPerMinute: mgdl(1, 10, 3), snoozeMinutes: minutes(5, 240, 30) }).prefault({}),
  noData: z.object({ enabled: enabled(), afterMinutes: minutes(10, 120, 20), snoozeMinutes: minutes(5, 240, 60) }).prefault({}),
  /** Alerts raised in these hours are recorded but not sent, except urgent low (and urgent low soon). */
  quietHours: z.object({ enabled: enabled(false), from: clockTime.default('22:00'), to: clockTime.default('07:00') }).prefault({}),
  escalateAfterMinutes: minutes(ESCALATE_AFTER_MINUTES.min, ESCALATE_AFTER_MINUTES.max, ESCALATE_AFTER_MINUTES.default),
  /** Reminders the person can turn off: the recheck 15 minutes after carbs for a low (on unless turned off). */
  reminders: z.object({ recheckAfterLow: z.object({ enabled: enabled() }).prefault({}) }).prefault({}),
  /** Where each alert told at once is also POSTed as signed JSON; none when left out. */
  webhookUrl: webhookUrlSchema.optional(),
});
export type AlertSettings = z.output<typeof alertSettingsSchema>;
export type AlertSettingsInput = z.input<typeof alertSettingsSchema>;

export const DEFAULT_ALERT_SETTINGS: AlertSettings = Object.freeze(alertSettingsSchema.parse({}));

/**
 * The settings the evaluator uses: stored ones read through the schema; what does not parse (a
 * setting of an older shape, a corrupt value) is replaced by the defaults, which always include
 * urgent low.
 */
export function effectiveAlertSettings(stored: unknown): AlertSettings {
  const parsed = alertSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_ALERT_SETTINGS;
}
