import { ALERT_KIND_LABELS, formatGlucoseWithUnit, type AlertResponse, type GlucoseUnit } from '@glyco/contracts';
import { formatShort } from '../../../lib/format';

const tones = {
  urgent: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  warning: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  info: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100',
} as const;

function alertText(alert: AlertResponse, unit: GlucoseUnit): string {
  const value = alert.value === null ? '' : ` ${formatGlucoseWithUnit(alert.value, unit)}`;
  const answered = alert.acknowledgedBy ? ` · answered by ${alert.acknowledgedBy}` : '';
  return `${ALERT_KIND_LABELS[alert.kind]}${value} since ${formatShort(alert.startedAt)}${answered}`;
}

/** The followed person's alerts in force, above their dashboard: read-only, answered by them or their contacts. */
export function ActiveAlerts({ alerts, unit, name }: { alerts: readonly AlertResponse[]; unit: GlucoseUnit; name: string }) {
  if (alerts.length === 0) return null;
  return (
    <section aria-label={`${name}'s alerts`} className="space-y-2">
      {alerts.map((alert) => (
        <p key={alert._id} role={alert.level === 'urgent' ? 'alert' : 'status'} className={`rounded-lg border px-4 py-3 text-sm font-medium ${tones[alert.level]}`}>
          {alertText(alert, unit)}
        </p>
      ))}
    </section>
  );
}
