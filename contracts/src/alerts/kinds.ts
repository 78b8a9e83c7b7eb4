/**
 * What an alert is about. Urgent low is Dexcom's urgent low (55 mg/dL, never turned off); urgent
 * low soon is a forecast reaching it within 20 minutes; fall and rise are a rate of change; no data
 * is a sensor that stopped sending; a reminder asks the person to do something at a set time (a
 * recheck 15 minutes after treating a low).
 */
export const ALERT_KINDS = ['urgentLow', 'urgentLowSoon', 'low', 'high', 'fall', 'rise', 'noData', 'reminder'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** urgent: someone must act now (escalated when unanswered); warning: worth a look. */
export const ALERT_LEVELS = ['urgent', 'warning', 'info'] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];

export const ALERT_LEVEL_OF: Readonly<Record<AlertKind, AlertLevel>> = Object.freeze({
  urgentLow: 'urgent',
  urgentLowSoon: 'urgent',
  low: 'warning',
  high: 'warning',
  fall: 'warning',
  rise: 'info',
  noData: 'warning',
  reminder: 'info',
});

export const ALERT_KIND_LABELS: Readonly<Record<AlertKind, string>> = Object.freeze({
  urgentLow: 'Urgent low',
  urgentLowSoon: 'Urgent low soon',
  low: 'Low',
  high: 'High',
  fall: 'Falling fast',
  rise: 'Rising fast',
  noData: 'No data',
  reminder: 'Recheck your glucose: 15 minutes since treating a low',
});

/** Kinds that are about a glucose value (the others are about its change or its absence). */
export const VALUE_KINDS: readonly AlertKind[] = ['urgentLow', 'low', 'high'];

/** The channels an alert is delivered by; each is one job processor. */
export const ALERT_CHANNELS = ['email'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
