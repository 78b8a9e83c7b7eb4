import type { DomainEventType } from './event-catalogue';
import type { JsonObject } from './shared/json';

/**
 * How an event type holding a person's data is stored: its whole `data` sealed with that
 * person's data key (event-store/src/encryption), with the ids routing needs kept in clear
 * beside it. `periodFrom` names the instant that files the event under a month key of its own,
 * so retention can shred old months without touching the rest.
 */
export interface PersonalDataRule {
  /** The field holding the person's id. */
  readonly person: string;
  /** Fields copied in clear beside the sealed payload: ids only, never personal data. */
  readonly clear: readonly string[];
  readonly periodFrom?: string;
}

const byUser = (...ids: string[]): PersonalDataRule => ({ person: 'userId', clear: ['userId', ...ids] });

/** Every event type that holds personal data; the others carry only ids, hashes and times. */
export const PERSONAL_DATA: Partial<Record<DomainEventType, PersonalDataRule>> = {
  UserRegistered: byUser(),
  ProfileUpdated: byUser(),
  PasswordReset: byUser(),
  GlucoseReadingLogged: { ...byUser('readingId'), periodFrom: 'timestamp' },
  GlucoseReadingUpdated: { ...byUser('readingId'), periodFrom: 'timestamp' },
  MealLogged: byUser('mealId'),
  MealUpdated: byUser('mealId'),
  InsulinDoseLogged: byUser('doseId'),
  InsulinDoseUpdated: byUser('doseId'),
  TempBasalLogged: byUser('tempBasalId'),
  ReportRequested: byUser('reportId'),
  ClinicianDataViewed: { person: 'patientId', clear: ['patientId', 'accessId'] },
  FollowerInvited: { person: 'personId', clear: ['personId', 'invitationId'] },
  ImportRequested: byUser('importId'),
  ImportStarted: byUser('importId'),
  ImportChunkIngested: byUser('importId'),
  ImportFailed: byUser('importId'),
  // The token's name may name a person ("Sam's AndroidAPS").
  NightscoutAccessTokenCreated: byUser('tokenId'),
  NightscoutDeviceStatusReported: byUser('statusId'),
  NightscoutProfileStored: byUser('profileId'),
  // A push endpoint with its keys lets anyone holding it notify the person.
  PushSubscriptionSaved: byUser('subscriptionId'),
};

/** The field of stored data holding the sealed payload; its presence tells sealed from plaintext. */
export const SEALED_FIELD = 'glyco:sealed';
/**
 * The metadata field holding a correction's sealed `reason`: the person's own words, so sealed
 * under the key of the data they correct.
 */
export const SEALED_REASON_FIELD = 'glyco:sealedReason';
/** The field of an event read back whose key was destroyed: only the clear ids remain. */
export const ERASED_FIELD = 'glyco:erased';

export function personalDataRule(type: string): PersonalDataRule | undefined {
  return (PERSONAL_DATA as Record<string, PersonalDataRule | undefined>)[type];
}

export function isSealedData(data: JsonObject): boolean {
  return SEALED_FIELD in data;
}

/** An event whose person was erased (or whose period was shredded): every reader skips it. */
export function isErasedData(data: JsonObject): boolean {
  return data[ERASED_FIELD] === true;
}
