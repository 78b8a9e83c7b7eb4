import { SUFFICIENT_ACTIVE_PERCENT, SUFFICIENT_WEAR_DAYS, type GlucoseMetrics } from '@glyco/contracts';
import { NO_DATA, oneDecimal, percent } from './format';

export interface DataNotes {
  title: string;
  lines: string[];
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** What the figures rest on: sensor wear and activity for CGM data, reading counts for a meter. */
export function coverage(metrics: GlucoseMetrics) {
  const { readings, wear } = metrics;
  const counts = [readings.cgm > 0 ? `${readings.cgm} CGM` : '', readings.meter > 0 ? `${readings.meter} meter` : ''].filter(Boolean);
  return {
    wearDays: wear ? oneDecimal(wear.wearDays, ' days') : NO_DATA,
    cgmActive: percent(wear?.activePercent ?? null),
    readings: counts.length > 0 ? counts.join(', ') : 'None',
  };
}

/**
 * Shown, never hidden. The consensus metrics need 14 days of sensor wear with 70 % of the possible
 * readings; a meter-only period has no CGM metrics at all, which the reader must know.
 */
export function dataNotes(metrics: GlucoseMetrics): DataNotes | null {
  if (metrics.source === 'none') {
    return { title: 'No data.', lines: ['No glucose readings in this period: the glucose figures below cannot be computed.'] };
  }
  if (metrics.source === 'meter') {
    return {
      title: 'Meter readings only.',
      lines: [
        `No CGM readings in this period: the glucose figures are from ${plural(metrics.readings.meter, 'meter reading')} (finger-sticks).`,
        'GMI, GRI, episodes, sensor wear and the consensus goals are CGM metrics and are not shown.',
      ],
    };
  }
  return cgmNotes(metrics);
}

function cgmNotes(metrics: GlucoseMetrics): DataNotes | null {
  const lines: string[] = [];
  const wear = metrics.wear && !metrics.wear.sufficient ? metrics.wear : null;
  if (wear && wear.periodDays < SUFFICIENT_WEAR_DAYS) {
    lines.push(`Sensor data over ${oneDecimal(wear.periodDays, ' days')}: the consensus metrics need at least ${SUFFICIENT_WEAR_DAYS}.`);
  }
  if (wear && wear.activePercent < SUFFICIENT_ACTIVE_PERCENT) {
    lines.push(`CGM active ${percent(wear.activePercent)} of the time: the consensus metrics need at least ${SUFFICIENT_ACTIVE_PERCENT} %.`);
  }
  if (metrics.gmiReason) lines.push(metrics.gmiReason);
  const meterNote = metrics.readings.meter > 0
    ? [`${plural(metrics.readings.meter, 'meter reading')} of this period are not in these figures, which are the sensor's.`]
    : [];
  if (lines.length === 0 && meterNote.length === 0) return null;
  return { title: lines.length > 0 ? 'Insufficient data.' : 'Note.', lines: [...lines, ...meterNote] };
}
