import { ALERT_KIND_LABELS, TREND_ARROWS, formatGlucoseWithUnit, trendOfRate, type AlertRaisedData, type GlucoseUnit } from '@glyco/contracts';

/** What the service worker shows: a notification per alert (its tag), opening `url` when tapped. */
export interface AlertPushPayload {
  alertId: string;
  kind: AlertRaisedData['kind'];
  level: AlertRaisedData['level'];
  title: string;
  body: string;
  url: string;
}

/**
 * "Urgent low 52 mg/dL ↓" for the person; "Ada: Urgent low 52 mg/dL ↓" for a follower, who
 * must know whose low it is.
 */
export function alertPushPayload(raised: AlertRaisedData, facts: { unit: GlucoseUnit; whose?: string; url: string }): AlertPushPayload {
  const value = raised.valueMgdl === null ? '' : ` ${formatGlucoseWithUnit(raised.valueMgdl, facts.unit)}`;
  const trend = raised.rateMgdlPerMinute === null ? null : TREND_ARROWS[trendOfRate(raised.rateMgdlPerMinute)];
  const headline = `${ALERT_KIND_LABELS[raised.kind]}${value}${trend ? ` ${trend.arrow}` : ''}`;
  return {
    alertId: raised.alertId,
    kind: raised.kind,
    level: raised.level,
    title: facts.whose ? `${facts.whose}: ${headline}` : headline,
    body: `${trend ? `${trend.label}. ` : ''}Open Glyco to answer it.`,
    url: facts.url,
  };
}
