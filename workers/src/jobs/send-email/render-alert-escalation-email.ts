import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';
import { CANNOT_SWALLOW, TREND_ARROWS, formatGlucoseWithUnit, treatLow, trendOfRate, type GlucoseUnit } from '@glyco/contracts';

const template = (file: string, noEscape: boolean) =>
  Handlebars.compile(readFileSync(new URL(`./templates/${file}`, import.meta.url), 'utf8'), { noEscape, strict: true });

const textTemplate = template('alert-escalation.txt.hbs', true);
const htmlTemplate = template('alert-escalation.html.hbs', false);

export interface AlertEscalationView {
  contactName: string;
  personName: string;
  unit: GlucoseUnit;
  valueMgdl: number;
  rateMgdlPerMinute: number | null;
  /** The local time the low began, as the person's zone shows it ('03:12'). */
  since: string;
  minutes: number;
  link: string;
}

/** Whose low, the value, the trend, since when and what to do now (the assistant's treatment guidance). */
export function renderAlertEscalationEmail(view: AlertEscalationView) {
  const value = formatGlucoseWithUnit(view.valueMgdl, view.unit);
  const trend = view.rateMgdlPerMinute === null ? '' : TREND_ARROWS[trendOfRate(view.rateMgdlPerMinute)].label.toLowerCase();
  const subject = `Urgent low: ${view.personName} is at ${value}`;
  const model = { ...view, subject, value, trend, steps: [treatLow(view.unit), CANNOT_SWALLOW] };
  return { subject, text: textTemplate(model), html: htmlTemplate(model) };
}

/** The web's page that answers the alert, on the configured origin. */
export function acknowledgeLink(appUrl: string, token: string): string {
  const url = new URL('/alerts/acknowledge', appUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
