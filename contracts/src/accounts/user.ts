import { z } from 'zod';
import { alertSettingsSchema } from '../alerts/settings';
import { DEFAULT_TARGET_RANGE } from '../glucose-metrics/target';
import { GLUCOSE_UNITS } from '../glucose/enums';
import { storedBolusSettingsSchema } from '../insulin/bolus-calculator/settings';
import { DIABETES_TYPES } from './enums';

export const DEFAULT_SETTINGS = Object.freeze({ glucoseUnit: 'mg/dL' as const, darkMode: false, notificationsEnabled: true });

const contact = z.object({ name: z.string(), relationship: z.string(), phone: z.string(), email: z.string() });

/** The user as auth and profile responses return it. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  diabetesType: z.enum(DIABETES_TYPES),
  /** YYYY-MM-DD. */
  dateOfDiagnosis: z.string().nullable(),
  insulinType: z.object({ basal: z.string(), bolus: z.string() }),
  targetGlucoseRange: z.object({ min: z.number(), max: z.number() }),
  emergencyContacts: z.array(contact),
  doctor: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  /** The doctor access code in force, without the code: null when none was issued or it was revoked. */
  doctorAccess: z.object({ expiresAt: z.string() }).nullable(),
  settings: z.object({
    glucoseUnit: z.enum(GLUCOSE_UNITS),
    darkMode: z.boolean(),
    notificationsEnabled: z.boolean(),
    /** IANA name; absent until set (the web sets the browser's on first sign-in). */
    timeZone: z.string().optional(),
    /** Absent until the person changes them: the defaults apply (effectiveAlertSettings). */
    alerts: alertSettingsSchema.optional(),
  }),
  /** The bolus calculator's settings; null until the person sets it up (see bolusSettingsSchema). */
  bolusSettings: storedBolusSettingsSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

/** POST /auth/login and /auth/register. */
export const authResponseSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** The profile of a new account before any update. */
export function newUserProfile(fields: Pick<User, 'id' | 'name' | 'email' | 'diabetesType' | 'dateOfDiagnosis'>): User {
  return {
    ...fields,
    insulinType: { basal: '', bolus: '' },
    targetGlucoseRange: { ...DEFAULT_TARGET_RANGE },
    emergencyContacts: [],
    doctor: { name: '', phone: '', email: '' },
    doctorAccess: null,
    settings: { ...DEFAULT_SETTINGS },
    bolusSettings: null,
  };
}
