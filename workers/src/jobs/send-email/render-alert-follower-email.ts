import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';
import { CANNOT_SWALLOW, TREND_ARROWS, formatGlucoseWithUnit, treatLow, trendOfRate, type GlucoseUnit } from '@glyco/contracts';

const template = (file: string, noEscape: boolean) =>
  Handlebars.compile(readFileSync(new URL(`./templates/${file}`, import.meta.url), 'utf8'), { noEscape, strict: true });

const textTemplate = template('alert-follower.txt.hbs', true);
const htmlTemplate = template('alert-follower.html.hbs', false);

export interface AlertFollowerView {
  followerName: string;
  personName: string;
  unit: GlucoseUnit;
  valueMgdl: number;
  rateMgdlPerMinute: number | null;
  /** The local time the low began, as the person's zone shows it ('03:12'). */
  since: string;
  link: string;
}

/** Whose low, the value, the trend, since when and what to do now, as the escalation email says it. */
export function renderAlertFollowerEmail(view: AlertFollowerView) {
  const value = formatGlucoseWithUnit(view.valueMgdl, view.unit);
  const trend = view.rateMgdlPerMinute === null ? '' : TREND_ARROWS[trendOfRate(view.rateMgdlPerMinute)].label.toLowerCase();
  const subject = `Urgent low: ${view.personName} is at ${value}`;
  const model = { ...view, subject, value, trend, steps: [treatLow(view.unit), CANNOT_SWALLOW] };
  return { subject, text: textTemplate(model), html: htmlTemplate(model) };
}

/** The follower's live view of the person, on the configured origin. */
export function followingLink(appUrl: string, personId: string): string {
  const url = new URL('/following', appUrl);
  url.searchParams.set('person', personId);
  return url.toString();
}
