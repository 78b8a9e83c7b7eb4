import { formatGlucose, trendOfRate, type AlertRaisedData, type GlucoseUnit, type Trend } from '@glyco/contracts';

/** The JSON a person's webhook receives for one alert. */
export interface AlertWebhookPayload {
  alertId: string;
  kind: AlertRaisedData['kind'];
  level: AlertRaisedData['level'];
  /** In the person's unit as the app shows it (mg/dL whole, mmol/L to one decimal); null for no data. */
  value: number | null;
  unit: GlucoseUnit;
  trend: Trend | null;
  /** When the reading (or silence) that raised it was taken, ISO 8601. */
  startedAt: string;
  firstName: string;
  /** Where the person answers the alert. */
  acknowledgeUrl: string;
}

export function alertWebhookPayload(raised: AlertRaisedData, person: { name: string; unit: GlucoseUnit }, acknowledgeUrl: string): AlertWebhookPayload {
  return {
    alertId: raised.alertId,
    kind: raised.kind,
    level: raised.level,
    value: raised.valueMgdl === null ? null : Number(formatGlucose(raised.valueMgdl, person.unit)),
    unit: person.unit,
    trend: raised.rateMgdlPerMinute === null ? null : trendOfRate(raised.rateMgdlPerMinute),
    startedAt: raised.at,
    firstName: person.name.trim().split(/\s+/)[0] ?? '',
    acknowledgeUrl,
  };
}
