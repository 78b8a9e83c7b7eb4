import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';

const template = (file: string, noEscape: boolean) =>
  Handlebars.compile(readFileSync(new URL(`./templates/${file}`, import.meta.url), 'utf8'), { noEscape, strict: true });

const textTemplate = template('follower-invitation.txt.hbs', true);
const htmlTemplate = template('follower-invitation.html.hbs', false);

export interface FollowerInvitationView {
  followerName: string;
  personName: string;
  mealsAndDoses: boolean;
  alerts: boolean;
  link: string;
}

/** Who invites, what the follower will see, and the single-use link. */
export function renderFollowerInvitationEmail(view: FollowerInvitationView) {
  return { subject: `${view.personName} invites you to follow them on Glyco`, text: textTemplate(view), html: htmlTemplate(view) };
}
