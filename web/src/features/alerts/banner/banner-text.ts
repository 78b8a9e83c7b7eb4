import { ALERT_KIND_LABELS, formatGlucoseWithUnit, type AlertKind, type AlertResponse, type GlucoseUnit } from '@glyco/contracts';
import { formatShort } from '../../../lib/format';

export const BANNER_TEXT = {
  acknowledge: "I'm OK / I've treated it",
  turnOnSound: 'Turn on sound',
  allowNotifications: 'Notify me when this tab is in the background',
  alsoRaised: 'Also raised:',
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

/**
 * One falling glucose raises "low", then "urgent low soon", then "urgent low": one event for the
 * person, so one banner, headed by the most severe, and treating it answers them all.
 */
const LOW_KINDS_BY_SEVERITY: readonly AlertKind[] = ['urgentLow', 'urgentLowSoon', 'low'];

export interface BannerGroup {
  /** The most severe unanswered alert of the group: its banner. */
  head: AlertResponse;
  /** The others of the same event, answered with it. */
  alsoRaised: AlertResponse[];
}

/** Unanswered alerts as banners: every low kind in one, each other alert alone. */
export function bannerGroups(alerts: readonly AlertResponse[]): BannerGroup[] {
  const lows = LOW_KINDS_BY_SEVERITY.flatMap((kind) => alerts.filter((alert) => alert.kind === kind));
  const others = alerts.filter((alert) => !LOW_KINDS_BY_SEVERITY.includes(alert.kind));
  const [head, ...alsoRaised] = lows;
  return [...(head ? [{ head, alsoRaised }] : []), ...others.map((alert) => ({ head: alert, alsoRaised: [] }))];
}

/** "Also raised: Urgent low soon 60 mg/dL, Low 60 mg/dL". */
export const alsoRaisedLine = (group: BannerGroup, unit: GlucoseUnit): string =>
  `${BANNER_TEXT.alsoRaised} ${group.alsoRaised.map((alert) => alertHeadline(alert, unit)).join(', ')}`;
