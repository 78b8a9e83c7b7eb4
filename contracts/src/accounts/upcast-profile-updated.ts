import { currentBolusSettings } from '../insulin/bolus-calculator/settings';
import type { JsonObject } from '../shared/json';

/**
 * ProfileUpdated events written before the server issued doctor access codes hold the patient's
 * own code in clear under `changes.doctor.accessCode`. The log is append-only, so the code is
 * dropped whenever such an event is read: nothing downstream ever sees it, and since no issued
 * code (DoctorAccessCodeIssued) stands behind it, such a grant is treated as expired.
 */
function withoutClearDoctorCode(changes: JsonObject): JsonObject {
  const doctor = changes.doctor as JsonObject | undefined;
  if (!doctor || !('accessCode' in doctor)) return changes;
  const { accessCode: _dropped, ...kept } = doctor;
  return { ...changes, doctor: kept };
}

/**
 * Bolus settings written before schedules and insulin kinds held single numbers and no kind:
 * they are read as one period from 00:00 and rapid-acting insulin (see storedBolusSettingsSchema).
 */
function withScheduledBolusSettings(changes: JsonObject): JsonObject {
  const stored = changes.bolusSettings as JsonObject | null | undefined;
  if (!stored || (Array.isArray(stored.carbRatio) && 'insulinKind' in stored)) return changes;
  return { ...changes, bolusSettings: currentBolusSettings(stored) };
}

export function upcastProfileUpdated(data: JsonObject): JsonObject {
  const changes = data.changes as JsonObject | undefined;
  if (!changes) return data;
  const upcast = withScheduledBolusSettings(withoutClearDoctorCode(changes));
  return upcast === changes ? data : { ...data, changes: upcast };
}
