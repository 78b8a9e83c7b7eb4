import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';
import { ALERT_KIND_LABELS, CANNOT_SWALLOW, TREND_ARROWS, formatGlucoseWithUnit, treatLow, trendOfRate, type AlertKind, type GlucoseUnit } from '@glyco/contracts';

const template = (file: string, noEscape: boolean) =>
  Handlebars.compile(readFileSync(new URL(`./templates/${file}`, import.meta.url), 'utf8'), { noEscape, strict: true });

const textTemplate = template('alert-raised.txt.hbs', true);
const htmlTemplate = template('alert-raised.html.hbs', false);

export interface AlertRaisedView {
  personName: string;
  kind: AlertKind;
  unit: GlucoseUnit;
  valueMgdl: number | null;
  rateMgdlPerMinute: number | null;
  /** The reading's time on the person's clock ('03:12'). */
  at: string;
  /** Minutes until the emergency contacts are emailed, for an urgent low. */
  escalateAfterMinutes: number | null;
  link: string;
}

/** The person's own email for an urgent alert or a reminder: what, since when, what to do now (the assistant's treatment guidance). */
export function renderAlertRaisedEmail(view: AlertRaisedView) {
  const value = view.valueMgdl === null ? '' : ` ${formatGlucoseWithUnit(view.valueMgdl, view.unit)}`;
  const trend = view.rateMgdlPerMinute === null ? '' : `, ${TREND_ARROWS[trendOfRate(view.rateMgdlPerMinute)].label.toLowerCase()}`;
  const reading = value || trend ? `:${value}${trend}` : '';
  const subject = `${ALERT_KIND_LABELS[view.kind]}${reading}`;
  const headline = `${subject} at ${view.at}.`;
  const model = {
    ...view, subject, headline, steps: [treatLow(view.unit), CANNOT_SWALLOW],
    escalates: view.escalateAfterMinutes !== null, minutes: view.escalateAfterMinutes ?? 0,
  };
  return { subject, text: textTemplate(model), html: htmlTemplate(model) };
}

/** The web app's dashboard, on the configured origin. */
export function dashboardLink(appUrl: string): string {
  return new URL('/dashboard', appUrl).toString();
}
