import type pg from 'pg';
import { newEvent, uuidFromText } from '@glyco/event-store';
import { NightscoutProfileStored, glycoProfileOf, nightscoutObjectIdOf, profileStreamOf, timedDocumentsOf } from '@glyco/contracts';
import { validationError } from '@glyco/contracts/http/app-errors';
import { findUser, listNightscoutProfiles } from '@glyco/projections';
import type { UploadDeps } from '../upload';
import { recordDocuments } from '../devicestatus/record-documents';

export interface ProfileDeps extends UploadDeps {
  pool: pg.Pool;
}

const PROFILE_MESSAGES = { noStore: 'a profile needs a store of named profiles' } as const;

const hasStore = (document: Record<string, unknown>) => typeof document.store === 'object' && document.store !== null && !Array.isArray(document.store);

/**
 * Records each uploaded profile (Trio posts profile.json at every settings change, Loop and
 * AndroidAPS likewise) and answers them with their `_id`. The same profile sent again (same
 * start and content) is recorded once.
 */
export async function postProfiles(deps: ProfileDeps, userId: string, items: readonly unknown[], correlationId: string): Promise<Record<string, unknown>[]> {
  const { documents, errors } = timedDocumentsOf(items, new Date());
  const usable = documents.filter(({ document }) => hasStore(document));
  if (usable.length === 0) throw validationError(errors[0]?.message ?? PROFILE_MESSAGES.noStore, { 1: errors[0]?.message ?? PROFILE_MESSAGES.noStore });
  const stored = usable.map(({ at, document }) => {
    const startDate = at.toISOString();
    const profileId = uuidFromText(`profile|${userId}|${startDate}|${JSON.stringify(document.store)}`);
    return { profileId, startDate, document: { ...document, startDate: typeof document.startDate === 'string' ? document.startDate : startDate, mills: at.getTime() } };
  });
  const events = stored.map(({ profileId, startDate, document }) => ({ streamId: profileStreamOf(profileId), event: newEvent(NightscoutProfileStored, { userId, profileId, startDate, document }) }));
  await recordDocuments(deps, { userId, role: 'uploader', device: String(usable[0]?.document.enteredBy ?? 'unknown') }, 'nightscout_profiles', correlationId, events);
  return stored.map(({ profileId, document }) => ({ ...document, _id: nightscoutObjectIdOf(profileId) }));
}

/** Uploaded profiles, newest first; when none was, the person's own settings as one. */
export async function readProfiles(deps: ProfileDeps, userId: string): Promise<Record<string, unknown>[]> {
  const uploaded = await listNightscoutProfiles(deps.pool, userId);
  if (uploaded.length > 0) return uploaded;
  const user = await findUser(deps.pool, userId);
  if (!user) return [];
  // A fixed start: the presented profile is the same document at every read.
  return [{ _id: nightscoutObjectIdOf(userId), ...glycoProfileOf(user, new Date(0).toISOString()) }];
}
