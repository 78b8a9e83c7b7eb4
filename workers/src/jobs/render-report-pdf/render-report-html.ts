import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';
import type { ReportView } from './report-view';

const template = Handlebars.compile(readFileSync(new URL('./template.hbs', import.meta.url), 'utf8'), { strict: true });

export function renderReportHtml(view: ReportView): string {
  return template(view);
}
