import { ALERT_KIND_LABELS, formatGlucoseWithUnit, type AlertResponse, type GlucoseUnit } from '@glyco/contracts';
import { formatShort } from '../../../lib/format';

export const BANNER_TEXT = {
  acknowledge: "I'm OK / I've treated it",
  turnOnSound: 'Turn on sound',
  allowNotifications: 'Notify me when this tab is in the background',
} as const;

/** "Urgent low 52 mg/dL": the kind and, for a value kind, the value in the person's unit. */
export function alertHeadline(alert: Pick<AlertResponse, 'kind' | 'value'>, unit: GlucoseUnit): string {
  const value = alert.value === null ? '' : ` ${formatGlucoseWithUnit(alert.value, unit)}`;
  return `${ALERT_KIND_LABELS[alert.kind]}${value}`;
}

export const alertSince = (alert: Pick<AlertResponse, 'startedAt'>): string => `since ${formatShort(alert.startedAt)}`;

/** Alerts nobody has answered yet: these stay on screen (and sound, when urgent) until answered. */
export const unanswered = (alerts: readonly AlertResponse[]): AlertResponse[] => alerts.filter((alert) => alert.acknowledgedAt === null && alert.resolvedAt === null);

export const anyUrgent = (alerts: readonly AlertResponse[]): boolean => alerts.some((alert) => alert.level === 'urgent');
