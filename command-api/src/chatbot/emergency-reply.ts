import { formatGlucoseWithUnit, type GlucoseUnit, type User } from '@glyco/contracts';
import type { EmergencyKind } from './emergency';

type Contact = User['emergencyContacts'][number];

const CALL_FIRST =
  'This may be an emergency. If the person is unconscious, having a seizure, cannot be woken or cannot swallow safely, call your local emergency number now (for example 911, 112 or 999).';

function lowSteps(unit: GlucoseUnit): string[] {
  return [
    'Never give food or drink to someone who is unconscious or cannot swallow: lay them on their side and stay with them.',
    'Give glucagon if it has been prescribed and someone there knows how to use it.',
    `If the person is awake and can swallow: take 15 g of fast-acting carbohydrate (glucose tablets, or about 150 ml of juice or regular soda), recheck glucose in 15 minutes and repeat while it is below ${formatGlucoseWithUnit(70, unit)}; then eat a snack or meal.`,
  ];
}

const HIGH_STEPS = [
  'Very high glucose with vomiting or ketones can be diabetic ketoacidosis (DKA): get urgent medical care now, at an emergency department or by calling your local emergency number.',
  'Keep sipping water if you can keep it down, and do not wait for it to pass.',
];

function describeContact(contact: Contact): string {
  const relationship = contact.relationship ? ` (${contact.relationship})` : '';
  const reach = [contact.phone, contact.email].filter(Boolean).join(', ');
  return `${contact.name}${relationship}${reach ? `: ${reach}` : ''}`;
}

function contactsLine(contacts: readonly Contact[]): string {
  const named = contacts.filter((contact) => contact.name.trim());
  if (named.length === 0) return 'You have no emergency contacts in your profile yet: add them under Profile, Emergency Contacts, so help can be reached quickly.';
  return `Your emergency contacts: ${named.map(describeContact).join('; ')}.`;
}

/** The reply to an emergency: what to do now, then who to call. Never sent to a language model. */
export function emergencyReply(kind: EmergencyKind, user: User | undefined): string {
  const unit = user?.settings.glucoseUnit ?? 'mg/dL';
  const steps = kind === 'high-with-ketones' ? HIGH_STEPS : lowSteps(unit);
  const lines = [CALL_FIRST, ...steps.map((step) => `- ${step}`), contactsLine(user?.emergencyContacts ?? [])];
  if (kind === 'high-with-ketones') lines.splice(lines.length - 1, 0, '- If the person becomes drowsy or unconscious, never give food or drink; give glucagon only for a low, if prescribed.');
  return lines.join('\n');
}
