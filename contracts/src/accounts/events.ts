import { z } from 'zod';
import { alertSettingsSchema } from '../alerts/settings';
import { defineEvent, type EventOf } from '../shared/events';
import { GLUCOSE_UNITS } from '../glucose/enums';
import { storedBolusSettingsSchema } from '../insulin/bolus-calculator/settings';
import { DIABETES_TYPES } from './enums';

const contact = z.object({ name: z.string(), relationship: z.string(), phone: z.string(), email: z.string() });

/** On `user-<id>`. The email is stored normalised; the password only as an argon2id hash. */
export const UserRegistered = defineEvent(
  'UserRegistered',
  1,
  z.object({
    userId: z.uuid(),
    name: z.string(),
    email: z.string(),
    passwordHash: z.string(),
    diabetesType: z.enum(DIABETES_TYPES),
    dateOfDiagnosis: z.iso.date().optional(),
  }),
);

/** Only the parts that changed; dateOfDiagnosis null means cleared, bolusSettings null means the calculator is off. */
export const profileChangesSchema = z.object({
  name: z.string().optional(),
  email: z.string().optional(),
  diabetesType: z.enum(DIABETES_TYPES).optional(),
  dateOfDiagnosis: z.iso.date().nullable().optional(),
  insulinType: z.object({ basal: z.string(), bolus: z.string() }).optional(),
  targetGlucoseRange: z.object({ min: z.number(), max: z.number() }).optional(),
  emergencyContacts: z.array(contact).optional(),
  /** Events written before codes were issued by the server also held `accessCode`: upcast-profile-updated.ts drops it on read. */
  doctor: z.object({ name: z.string(), phone: z.string(), email: z.string() }).optional(),
  settings: z
    .object({ glucoseUnit: z.enum(GLUCOSE_UNITS).optional(), darkMode: z.boolean().optional(), notificationsEnabled: z.boolean().optional(), timeZone: z.string().max(64).optional(), alerts: alertSettingsSchema.optional() })
    .optional(),
  bolusSettings: storedBolusSettingsSchema.nullable().optional(),
});
export type ProfileChanges = z.output<typeof profileChangesSchema>;

export const ProfileUpdated = defineEvent('ProfileUpdated', 1, z.object({ userId: z.uuid(), changes: profileChangesSchema }));

const hex = (bytes: number) => z.string().regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`));

/**
 * The server issued a doctor access code; it replaces any earlier one. Only the code's
 * HMAC-SHA-256 under a random salt of its own is kept, never the code.
 */
export const DoctorAccessCodeIssued = defineEvent(
  'DoctorAccessCodeIssued',
  1,
  z.object({ userId: z.uuid(), codeHash: hex(32), salt: hex(16), expiresAt: z.iso.datetime({ offset: true }) }),
);

/** The patient revoked the doctor's access: no code grants anything until a new one is issued. */
export const DoctorAccessRevoked = defineEvent('DoctorAccessRevoked', 1, z.object({ userId: z.uuid() }));

/** Tokens issued before tokensValidAfter are refused from now on. */
export const UserLoggedOut = defineEvent('UserLoggedOut', 1, z.object({ userId: z.uuid(), tokensValidAfter: z.iso.datetime({ offset: true }) }));

/** Carries no token: the email worker creates it. */
export const PasswordResetRequested = defineEvent('PasswordResetRequested', 1, z.object({ userId: z.uuid() }));

/** Only the SHA-256 of the mailed token is kept; a newer token voids older ones. */
export const PasswordResetTokenIssued = defineEvent(
  'PasswordResetTokenIssued',
  1,
  z.object({
    userId: z.uuid(),
    tokenSha256: z.string().regex(/^[0-9a-f]{64}$/),
    expiresAt: z.iso.datetime({ offset: true }),
    requestEventId: z.uuid(),
  }),
);

/** The token is spent and every earlier session revoked. */
export const PasswordReset = defineEvent(
  'PasswordReset',
  1,
  z.object({
    userId: z.uuid(),
    passwordHash: z.string(),
    tokenSha256: z.string().regex(/^[0-9a-f]{64}$/),
    tokensValidAfter: z.iso.datetime({ offset: true }),
  }),
);

/**
 * The person deleted their account: their data key is destroyed, so every sealed event of theirs
 * reads back erased, and each read model drops their rows. Holds no personal data.
 */
export const AccountDeleted = defineEvent('AccountDeleted', 1, z.object({ userId: z.uuid() }));

/** On `user_email-<sha256>`, appended with no_stream: the email is reserved for this user. */
export const UserEmailClaimed = defineEvent('UserEmailClaimed', 1, z.object({ userId: z.uuid() }));

/** The user moved to another email; this one may be claimed again. */
export const UserEmailReleased = defineEvent('UserEmailReleased', 1, z.object({ userId: z.uuid() }));

export const USER_EVENTS = [
  UserRegistered,
  ProfileUpdated,
  UserLoggedOut,
  PasswordResetRequested,
  PasswordResetTokenIssued,
  PasswordReset,
  DoctorAccessCodeIssued,
  DoctorAccessRevoked,
  AccountDeleted,
] as const;
export type UserEvent = EventOf<(typeof USER_EVENTS)[number]>;

export const USER_EMAIL_EVENTS = [UserEmailClaimed, UserEmailReleased] as const;
export type UserEmailEvent = EventOf<(typeof USER_EMAIL_EVENTS)[number]>;
