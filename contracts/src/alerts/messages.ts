/** What the emergency contact's page says, answering an escalated alert from its email link. */
export const ALERT_LINK_TEXT = {
  title: 'Urgent low alert',
  intro: 'Answer the alert once you have reached the person or are taking care of it: it stops, and they see who answered.',
  answer: 'I am taking care of it',
  answered: 'Thank you. The alert is answered and nobody else will be emailed about it.',
  alreadyAnswered: 'This alert was already answered. Nobody else will be emailed about it.',
  invalid: 'This link is not valid. If someone needs help now, call your local emergency number (for example 911, 112 or 999).',
} as const;
