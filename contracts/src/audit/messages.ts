import type { ActorRole } from '../shared/event-metadata';

/** Audit timeline copy: validation of the query and the Activity & History page. */
export const AUDIT_MESSAGES = {
  cursorInvalid: 'Before must be a cursor returned by a previous page',
  entityIdInvalid: 'Entity id must be a valid id',
  groupInvalid: 'Group must be the id of a grouped entry',
  fetchFailed: 'Failed to load your activity. Please try again.',
  empty: 'No activity yet.',
  loadMore: 'Load more',
  secretChanged: 'changed',
} as const;

/** Who made a change, as the person reads it. */
export const AUDIT_ACTOR_LABELS: Record<ActorRole, string> = {
  patient: 'You',
  clinician: 'Your doctor (read-only access)',
  system: 'Glyco',
  uploader: 'Your CGM uploader',
  follower: 'A follower (read-only)',
};
