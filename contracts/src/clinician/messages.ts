import { ACCOUNT_MESSAGES } from '../accounts/messages';

/** Copy of clinician read-only access: the redemption form and the API's refusals. */
export const CLINICIAN_MESSAGES = {
  emailRequired: ACCOUNT_MESSAGES.emailRequired,
  emailInvalid: ACCOUNT_MESSAGES.emailInvalid,
  accessCodeRequired: 'Access code is required',
  invalidEmailOrCode: 'Invalid email or access code',
  accessRevoked: 'Clinician access has been revoked.',
  readOnly: 'Clinician access is read-only.',
  clinicianOnly: 'Only a clinician session can open this.',
  expiryInvalid: 'Expiry must be 1, 7, 30 or 90 days',
} as const;

/** Copy of the Profile page's doctor access code section. */
export const DOCTOR_ACCESS_TEXT = {
  title: 'Access code for your doctor',
  generate: 'Generate access code',
  validFor: 'Code valid for',
  revoke: 'Revoke access',
  copy: 'Copy code',
  copied: 'Copied',
  notShownAgain: 'Give this code to your doctor now: it will not be shown again.',
  replacesCurrent: 'A new code replaces the current one and ends your doctor\'s open sessions.',
  noCode: 'No code is active: your doctor cannot open your data.',
  activeUntil: 'Active until',
  expiredOn: 'Your last code expired on',
  revoked: 'Access revoked. Your doctor can no longer open your data.',
  generateFailed: 'The code could not be generated. Please try again.',
  revokeFailed: 'Access could not be revoked. Please try again.',
} as const;
