/**
 * Stream names. They carry ids only, never personal data: the email stream is named by the
 * SHA-256 of the normalised email, computed by the caller.
 */
export const STREAM_PREFIXES = {
  user: 'user-',
  userEmail: 'user_email-',
  glucoseReading: 'glucose_reading-',
  meal: 'meal-',
  insulinDose: 'insulin_dose-',
  tempBasal: 'temp_basal-',
  report: 'report-',
  clinicianAccess: 'clinician_access-',
  followers: 'followers-',
  import: 'import-',
  glucoseRetention: 'glucose_retention-',
  alerts: 'alerts-',
} as const;

const SHA256_HEX = /^[0-9a-f]{64}$/;

function requireId(id: string): string {
  if (id.trim() === '') throw new Error('A stream id needs a non-empty id');
  return id;
}

export const streamIds = {
  user: (userId: string) => STREAM_PREFIXES.user + requireId(userId),
  userEmail: (emailSha256Hex: string) => {
    if (!SHA256_HEX.test(emailSha256Hex)) throw new Error('The email stream is named by a lowercase SHA-256 hex digest');
    return STREAM_PREFIXES.userEmail + emailSha256Hex;
  },
  glucoseReading: (readingId: string) => STREAM_PREFIXES.glucoseReading + requireId(readingId),
  meal: (mealId: string) => STREAM_PREFIXES.meal + requireId(mealId),
  insulinDose: (doseId: string) => STREAM_PREFIXES.insulinDose + requireId(doseId),
  tempBasal: (tempBasalId: string) => STREAM_PREFIXES.tempBasal + requireId(tempBasalId),
  report: (reportId: string) => STREAM_PREFIXES.report + requireId(reportId),
  /** The patient's clinician access log: redemptions and reads. */
  clinicianAccess: (patientId: string) => STREAM_PREFIXES.clinicianAccess + requireId(patientId),
  /** The person's followers: invitations, acceptances and revocations. */
  followers: (personId: string) => STREAM_PREFIXES.followers + requireId(personId),
  /** A file import: its request, progress, result and undo. */
  import: (importId: string) => STREAM_PREFIXES.import + requireId(importId),
  /** Where retention records each shredding of old readings. */
  glucoseRetention: () => `${STREAM_PREFIXES.glucoseRetention}readings`,
  /** A person's alerts: raised, answered, escalated, delivered, resolved. */
  alerts: (userId: string) => STREAM_PREFIXES.alerts + requireId(userId),
} as const;

/** The id part of a stream name with the given prefix, or undefined when it has another prefix. */
export function idFromStream(streamId: string, prefix: string): string | undefined {
  return streamId.startsWith(prefix) ? streamId.slice(prefix.length) : undefined;
}
