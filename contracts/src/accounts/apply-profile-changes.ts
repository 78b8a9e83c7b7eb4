import type { ProfileChanges } from './events';
import type { User } from './user';

/** Folds one ProfileUpdated into a user: absent parts stay, settings merge key by key. */
export function applyProfileChanges(user: User, changes: ProfileChanges): User {
  const { settings, dateOfDiagnosis, ...rest } = changes;
  return {
    ...user,
    ...definedOnly(rest),
    ...(dateOfDiagnosis !== undefined ? { dateOfDiagnosis } : {}),
    settings: { ...user.settings, ...definedOnly(settings ?? {}) },
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Folds DoctorAccessCodeIssued or DoctorAccessRevoked into a user: only the expiry is known, never the code. */
export function applyDoctorAccess(user: User, event: { type: string; data: Record<string, unknown> }): User {
  if (event.type === 'DoctorAccessCodeIssued') return { ...user, doctorAccess: { expiresAt: String(event.data.expiresAt) } };
  if (event.type === 'DoctorAccessRevoked') return { ...user, doctorAccess: null };
  return user;
}
