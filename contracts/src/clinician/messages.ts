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
} as const;
