import type { AlertResponse, GlucoseUnit } from '@glyco/contracts';
import { Button } from '../../../components/ui/button';
import { BANNER_TEXT, alertHeadline, alertSince, alsoRaisedLine, type BannerGroup } from './banner-text';

const tones = {
  urgent: 'border-red-400 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100',
  warning: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  info: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100',
} as const;

interface AlertBannerProps {
  alert: AlertResponse;
  /** The same event's lesser alerts, named under the headline and answered with it. */
  alsoRaised?: BannerGroup['alsoRaised'];
  unit: GlucoseUnit;
  /** Absent: read-only (someone else's alert, answered by them or their contacts). */
  onAcknowledge?: () => void;
  busy?: boolean;
}

/** One unanswered alert: its kind, value in the person's unit and since when; it stays until answered. */
export function AlertBanner({ alert, alsoRaised = [], unit, onAcknowledge, busy = false }: AlertBannerProps) {
  return (
    <div role="alert" data-alert-kind={alert.kind} className={`flex flex-wrap items-center justify-between gap-3 rounded-lg border-2 px-4 py-3 ${tones[alert.level]}`}>
      <p>
        <span className="font-bold">{alertHeadline(alert, unit)}</span> <span className="text-sm">{alertSince(alert)}</span>
        {alsoRaised.length > 0 && <span className="block text-sm">{alsoRaisedLine({ head: alert, alsoRaised }, unit)}</span>}
      </p>
      {onAcknowledge && (
        <Button onClick={onAcknowledge} disabled={busy}>
          {BANNER_TEXT.acknowledge}
        </Button>
      )}
    </div>
  );
}
