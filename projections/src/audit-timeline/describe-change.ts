import {
  newUserProfile,
  type AuditAction,
  type AuditChange,
  type AuditEntityType,
  type GlucoseReadingLoggedData,
  type InsulinDoseLoggedData,
  type MealLoggedData,
  type ProfileChanges,
  type User,
} from '@glyco/contracts';
import { opensRecordStream } from '../engine/record-streams';
import { diffFields, flattenFields, initialFields, type FieldValues } from './entity-fields';
import { glucoseReadingKind, insulinDoseKind, mealKind, profileSummary, type RecordKind } from './entities';
import { ALERT_STORY_EVENTS, describeAlertChange } from './alert-story';
import { FOLLOWER_STORY_EVENTS, describeFollowerChange, isFollowerStoryEvent } from './follower-story';

/** What the timeline remembers of an entity, to diff its next event against. */
export interface EntityState {
  fields: FieldValues;
  /** The short label of summaries, e.g. "142 mg/dL", kept for the deletion's summary. */
  label: string;
  deleted: boolean;
}

/** One timeline entry (without the event's ids and times) and the entity's state after it. */
export interface DescribedChange {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  /** Business time of a reading, meal or dose. */
  occurredAt: string | null;
  summary: string;
  /** Null for a logged record: its changes are its fields from nothing (see `changesOfEntry`). */
  changes: AuditChange[] | null;
  state: EntityState;
}

/** An entry's changes from what it stored: its own, or a logged record's fields from nothing. */
export function changesOfEntry(stored: AuditChange[] | null, loggedFields: FieldValues | null): AuditChange[] {
  return stored ?? initialFields(loggedFields ?? {});
}

export interface TimelineEvent {
  type: string;
  data: Record<string, unknown>;
}

/** Every event type the timeline records. */
export const AUDITED_EVENT_TYPES = [
  'GlucoseReadingLogged', 'GlucoseReadingUpdated', 'GlucoseReadingDeleted',
  'MealLogged', 'MealUpdated', 'MealDeleted',
  'InsulinDoseLogged', 'InsulinDoseUpdated', 'InsulinDoseDeleted',
  'UserRegistered', 'ProfileUpdated', 'UserLoggedOut', 'PasswordReset',
  'DoctorAccessCodeIssued', 'DoctorAccessRevoked',
  'NightscoutSecretSet', 'NightscoutSecretRevoked',
  ...ALERT_STORY_EVENTS,
  ...FOLLOWER_STORY_EVENTS,
] as const;

const RECORD_EVENTS: Record<string, { kind: RecordKind<never>; action: 'created' | 'updated' | 'deleted' }> = {
  GlucoseReadingLogged: { kind: glucoseReadingKind, action: 'created' },
  GlucoseReadingUpdated: { kind: glucoseReadingKind, action: 'updated' },
  GlucoseReadingDeleted: { kind: glucoseReadingKind, action: 'deleted' },
  MealLogged: { kind: mealKind, action: 'created' },
  MealUpdated: { kind: mealKind, action: 'updated' },
  MealDeleted: { kind: mealKind, action: 'deleted' },
  InsulinDoseLogged: { kind: insulinDoseKind, action: 'created' },
  InsulinDoseUpdated: { kind: insulinDoseKind, action: 'updated' },
  InsulinDoseDeleted: { kind: insulinDoseKind, action: 'deleted' },
};

export const VERBS = { created: 'logged', updated: 'updated', deleted: 'deleted' } as const;

/** Whose timeline an event belongs to: the person's id, which follower events name `personId`. */
export const ownerIdOf = (event: TimelineEvent): string => String(event.data.userId ?? event.data.personId);

/** The entity whose state an event changes: a record, or the person's profile for account events. */
export function stateKeyOf(event: TimelineEvent): { entityType: AuditEntityType; entityId: string } {
  const record = RECORD_EVENTS[event.type];
  if (record) return { entityType: record.kind.entityType, entityId: idOfRecordEvent(event) };
  if (event.type.startsWith('Alert')) return { entityType: 'alert', entityId: String(event.data.alertId) };
  if (isFollowerStoryEvent(event.type)) return { entityType: 'account', entityId: String(event.data.invitationId) };
  return { entityType: 'profile', entityId: String(event.data.userId) };
}

/** The event that logged a record, first of its stream: its entry holds the event's id. */
export function isFirstEventOfRecord(event: TimelineEvent & { streamId: string; revision: bigint }): boolean {
  const record = RECORD_EVENTS[event.type];
  return record?.action === 'created' && opensRecordStream(event, record.kind.streamOf(idOfRecordEvent(event)));
}

function idOfRecordEvent(event: TimelineEvent): string {
  return String(event.data.readingId ?? event.data.mealId ?? event.data.doseId);
}

/** The entry an event adds to its owner's timeline; null for an event the timeline does not record. */
export function describeChange(event: TimelineEvent, previous: EntityState | null): DescribedChange | null {
  const record = RECORD_EVENTS[event.type];
  if (record) return describeRecordChange(record.kind as RecordKind<RecordData>, record.action, event, previous);
  if (event.type.startsWith('Alert')) return describeAlertChange(event, previous);
  if (isFollowerStoryEvent(event.type)) return describeFollowerChange(event, previous);
  return describeAccountChange(event, previous);
}

type RecordData = GlucoseReadingLoggedData | MealLoggedData | InsulinDoseLoggedData;

function describeRecordChange(kind: RecordKind<RecordData>, action: 'created' | 'updated' | 'deleted', event: TimelineEvent, previous: EntityState | null): DescribedChange {
  const entityId = idOfRecordEvent(event);
  const { entityType, noun } = kind;
  if (action === 'deleted') {
    const summary = previous ? `${noun} ${previous.label} deleted` : `${noun} deleted`;
    const state = { fields: previous?.fields ?? {}, label: previous?.label ?? '', deleted: true };
    return { action, entityType, entityId, occurredAt: null, summary, changes: [], state };
  }
  const data = event.data as unknown as RecordData;
  const fields = kind.fieldsOf(data);
  const label = kind.labelOf(data);
  // A logged record stores no changes: they are its fields from nothing, which its state keeps anyway.
  const changes = action === 'created' ? null : previous ? diffFields(previous.fields, fields) : initialFields(fields);
  return { action, entityType, entityId, occurredAt: data.timestamp, summary: `${noun} ${label} ${VERBS[action]}`, changes, state: { fields, label, deleted: false } };
}

function describeAccountChange(event: TimelineEvent, previous: EntityState | null): DescribedChange | null {
  const userId = String(event.data.userId);
  const unchanged = previous ?? { fields: {}, label: '', deleted: false };
  const account = { entityType: 'account' as const, entityId: userId, occurredAt: null, changes: [], state: unchanged };
  switch (event.type) {
    case 'UserRegistered':
      return describeRegistration(event, userId);
    case 'ProfileUpdated':
      return describeProfileUpdate(event.data.changes as ProfileChanges, userId, unchanged);
    case 'UserLoggedOut':
      return { ...account, action: 'signed_out_everywhere', summary: 'Signed out on every device' };
    case 'PasswordReset':
      return { ...account, action: 'password_reset', summary: 'Password reset with an email link' };
    case 'DoctorAccessCodeIssued':
      return describeCodeIssued(account, String(event.data.expiresAt));
    case 'DoctorAccessRevoked':
      return { ...account, action: 'doctor_access_revoked', summary: 'Doctor access revoked' };
    case 'NightscoutSecretSet':
      return { ...account, action: 'uploader_secret_set', summary: 'New uploader address made; any earlier one stopped working' };
    case 'NightscoutSecretRevoked':
      return { ...account, action: 'uploader_secret_revoked', summary: 'Uploads turned off: the uploader address stopped working' };
    default:
      return null;
  }
}

/** Only the expiry: the code's hash and salt never reach the timeline. */
function describeCodeIssued(account: Omit<DescribedChange, 'action' | 'summary'>, expiresAt: string): DescribedChange {
  const changes = [{ field: 'doctorAccess.expiresAt', before: null, after: expiresAt }];
  return { ...account, action: 'doctor_access_issued', summary: `Doctor access code issued (expires ${expiresAt.slice(0, 10)})`, changes };
}

function describeRegistration(event: TimelineEvent, userId: string): DescribedChange {
  const { name, email, diabetesType, dateOfDiagnosis } = event.data as Pick<User, 'name' | 'email' | 'diabetesType'> & { dateOfDiagnosis?: string };
  const profile = newUserProfile({ id: userId, name, email, diabetesType, dateOfDiagnosis: dateOfDiagnosis ?? null });
  const { id: _id, ...profileFields } = profile;
  const changes = initialFields(flattenFields({ name, email, diabetesType, dateOfDiagnosis }));
  const state = { fields: flattenFields(profileFields), label: '', deleted: false };
  return { action: 'registered', entityType: 'account', entityId: userId, occurredAt: null, summary: 'Account created', changes, state };
}

function describeProfileUpdate(profileChanges: ProfileChanges, userId: string, previous: EntityState): DescribedChange {
  const submitted = withClearedParts(flattenFields(profileChanges as Record<string, unknown>), previous.fields);
  const fields = { ...previous.fields, ...submitted };
  const changes = diffFields(previous.fields, fields, Object.keys(submitted));
  const summary = profileSummary(changes.map((change) => change.field));
  return { action: 'profile_updated', entityType: 'profile', entityId: userId, occurredAt: null, summary, changes, state: { ...previous, fields } };
}

/** A part set to null (bolus settings turned off) clears every field it held. */
function withClearedParts(submitted: FieldValues, previous: FieldValues): FieldValues {
  const cleared = Object.keys(submitted).filter((key) => submitted[key] === null);
  const nested = Object.keys(previous).filter((field) => cleared.some((key) => field.startsWith(`${key}.`)));
  return { ...submitted, ...Object.fromEntries(nested.map((field) => [field, null])) };
}
