/** What happened to an entity, as the audit timeline names it. */
export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'registered',
  'profile_updated',
  'signed_out_everywhere',
  'password_reset',
  'doctor_access_issued',
  'doctor_access_revoked',
  'uploader_secret_set',
  'uploader_secret_revoked',
  'alert_raised',
  'alert_delivered',
  'alert_delivery_failed',
  'alert_acknowledged',
  'follower_invited',
  'follower_accepted',
  'follower_revoked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What was changed. The profile and the account are both the person's own `user-<id>` stream. */
export const AUDIT_ENTITY_TYPES = ['glucose_reading', 'meal', 'insulin_dose', 'profile', 'account', 'alert'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** Stands in for a secret (the doctor's access code) in a change: it changed, and nothing more is said. */
export const REDACTED_VALUE = '[hidden]';

/**
 * How records logged together become one Activity entry: one file import, one uploader's local
 * day (per device), or a burst of records of one kind logged by the same person within
 * `AUDIT_BURST_WINDOW_MS` of each other. Profile and account changes are never grouped.
 */
export const AUDIT_GROUP_KINDS = ['import', 'uploader', 'burst'] as const;
export type AuditGroupKind = (typeof AUDIT_GROUP_KINDS)[number];
export const AUDIT_BURST_WINDOW_MS = 5 * 60_000;

export const AUDIT_PAGE_SIZE_DEFAULT = 25;
export const AUDIT_PAGE_SIZE_MAX = 100;
