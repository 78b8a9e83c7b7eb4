import { BAND_LIMITS_MGDL, CANNOT_SWALLOW, formatGlucoseWithUnit, treatLow, type GlucoseUnit, type User } from '@glyco/contracts';
import type { EmergencyKind } from './emergency';

type Contact = User['emergencyContacts'][number];

const CALL_FIRST =
  'This may be an emergency. If the person is unconscious, having a seizure, cannot be woken or cannot swallow safely, call your local emergency number now (for example 911, 112 or 999).';

/** ADA Standards of Care 2024, section 6, and the ISPAD 2022 sick-day guidelines. */
const HIGH_STEPS = [
  'High glucose with ketones, vomiting, stomach pain, fruity breath, fast or deep breathing or unusual sleepiness can be diabetic ketoacidosis (DKA): get urgent medical care now, at an emergency department or by calling your local emergency number.',
  'Check glucose and ketones now, and again every 2 hours. Vomiting more than once, fluids not kept down, or moderate or large ketones (blood ketones of 1.5 mmol/L or more) need urgent care whatever the glucose.',
  'Keep sipping water if you can keep it down, do not stop insulin, and do not wait for it to pass.',
  'If the person becomes drowsy or unconscious, never give food or drink; give glucagon only for a low, if prescribed.',
];

/**
 * Too much insulin: a low may follow within hours, or over a day for a long-acting insulin (ADA
 * Standards of Care 2024, section 6; the hypoglycaemia treatment of its section 6).
 */
const OVERDOSE_STEPS = [
  'Check your glucose now and every 30-60 minutes for the next hours (through the night and the next day after a long-acting insulin); set alarms and keep your CGM alerts on.',
  'Keep fast-acting carbohydrate at hand (glucose tablets, juice, regular soda) and treat any low at once; eat your usual meals and snacks, do not skip them.',
  'Do not go to sleep alone: tell someone who is with you what happened, so they can check on you.',
  'For a large overdose, most of all of a rapid-acting insulin, call your diabetes care team\'s out-of-hours line or your local emergency number now (for example 911, 112 or 999); for a smaller one, call your care team for advice.',
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

/** When the words say "something is wrong now" without saying what: each first step, the commonest first. */
function possibleSteps(unit: GlucoseUnit): string[] {
  return [
    `If it may be a low (shaky, sweaty, confused, below ${formatGlucoseWithUnit(BAND_LIMITS_MGDL.lowBelow, unit)}): ${treatLow(unit)}`,
    CANNOT_SWALLOW,
    HIGH_STEPS[0]!,
    'If too much insulin was taken: check glucose often for the next hours, keep fast-acting carbohydrate at hand, do not go to sleep alone, and call your care team (or the emergency number for a large overdose).',
  ];
}

function stepsFor(kind: EmergencyKind, unit: GlucoseUnit): string[] {
  if (kind === 'possible') return possibleSteps(unit);
  if (kind === 'high-with-ketones') return HIGH_STEPS;
  if (kind === 'overdose') return [...OVERDOSE_STEPS, CANNOT_SWALLOW];
  if (kind === 'low') return [treatLow(unit), CANNOT_SWALLOW];
  return [CANNOT_SWALLOW, treatLow(unit)];
}

/**
 * The reply to an emergency: what to do now, then who to call. A low is treated first; a severe
 * one, a seizure, unconsciousness or ketoacidosis starts with the emergency number and ends with the
 * profile's emergency contacts. Never sent to a language model.
 */
export function emergencyReply(kind: EmergencyKind, user: User | undefined): string {
  const unit = user?.settings.glucoseUnit ?? 'mg/dL';
  const steps = stepsFor(kind, unit).map((step) => `- ${step}`);
  if (kind === 'low') return ['This sounds like a low. Treat it now:', ...steps].join('\n');
  if (kind === 'possible') return ['This may need action now. What to do first:', ...steps, contactsLine(user?.emergencyContacts ?? [])].join('\n');
  if (kind === 'overdose') return ['Too much insulin can bring a low in the next hours. What to do now:', ...steps, contactsLine(user?.emergencyContacts ?? [])].join('\n');
  return [CALL_FIRST, ...steps, contactsLine(user?.emergencyContacts ?? [])].join('\n');
}
