import type { JsonObject } from '../shared/json';

/**
 * ProfileUpdated events written before the server issued doctor access codes hold the patient's
 * own code in clear under `changes.doctor.accessCode`. The log is append-only, so the code is
 * dropped whenever such an event is read: nothing downstream ever sees it, and since no issued
 * code (DoctorAccessCodeIssued) stands behind it, such a grant is treated as expired.
 */
export function upcastProfileUpdated(data: JsonObject): JsonObject {
  const changes = data.changes as JsonObject | undefined;
  const doctor = changes?.doctor as JsonObject | undefined;
  if (!doctor || !('accessCode' in doctor)) return data;
  const { accessCode: _dropped, ...kept } = doctor;
  return { ...data, changes: { ...changes, doctor: kept } };
}
