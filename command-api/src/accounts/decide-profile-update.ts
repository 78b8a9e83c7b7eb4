import { isDeepStrictEqual } from 'node:util';
import { effectiveAlertSettings, ProfileUpdated, type EventOf, type ProfileChanges, type ProfileUpdate, type User } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import { newEvent, type NewEvent } from '@glyco/event-store';
import type { Account } from './account';

const TOP_LEVEL_FIELDS = ['name', 'email', 'diabetesType', 'dateOfDiagnosis', 'insulinType', 'targetGlucoseRange', 'emergencyContacts', 'doctor', 'bolusSettings'] as const;

/** Records only what differs from the current profile; an identical update appends nothing. */
export function decideProfileUpdate(account: Account, update: ProfileUpdate): NewEvent<EventOf<typeof ProfileUpdated>>[] {
  const user = account.user;
  if (!user) throw notFound('Account not found');
  const changes = profileChanges(user, update);
  if (Object.keys(changes).length === 0) return [];
  return [newEvent(ProfileUpdated, { userId: user.id, changes })];
}

function profileChanges(user: User, update: ProfileUpdate): ProfileChanges {
  const changes: Record<string, unknown> = {};
  for (const field of TOP_LEVEL_FIELDS) {
    const next = update[field];
    if (next !== undefined && !isDeepStrictEqual(next, user[field])) changes[field] = next;
  }
  const settings = Object.fromEntries(
    Object.entries(update.settings ?? {}).filter(([key, value]) => value !== undefined && !isDeepStrictEqual(value, currentSetting(user, key))),
  );
  if (Object.keys(settings).length > 0) changes.settings = settings;
  return changes as ProfileChanges;
}

/** Alert settings never saved are the defaults: saving the defaults records nothing. */
function currentSetting(user: User, key: string): unknown {
  return key === 'alerts' ? effectiveAlertSettings(user.settings.alerts) : user.settings[key as keyof User['settings']];
}
