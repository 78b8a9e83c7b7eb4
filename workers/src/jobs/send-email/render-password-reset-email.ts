import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';

const template = (file: string, noEscape: boolean) =>
  Handlebars.compile(readFileSync(new URL(`./templates/${file}`, import.meta.url), 'utf8'), { noEscape, strict: true });

const textTemplate = template('password-reset.txt.hbs', true);
const htmlTemplate = template('password-reset.html.hbs', false);

export interface PasswordResetEmailView {
  name: string;
  link: string;
  expiresInMinutes: number;
}

export function renderPasswordResetEmail(view: PasswordResetEmailView) {
  return { subject: 'Reset your Glyco password', text: textTemplate(view), html: htmlTemplate(view) };
}

/** The web's reset page, on the configured origin (never one taken from a request's Host header). */
export function resetLink(appUrl: string, token: string): string {
  const url = new URL('/reset-password', appUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
