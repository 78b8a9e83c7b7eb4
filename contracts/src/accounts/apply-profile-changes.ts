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
