import type { User } from '../accounts/user';
import type { ClinicianAccessResponse, ClinicianPatient } from './responses';

/** What a clinician learns about the patient on redeeming the code. */
export function presentPatientSummary(user: User): ClinicianAccessResponse['patient'] {
  return {
    name: user.name,
    diabetesType: user.diabetesType,
    targetGlucoseRange: { ...user.targetGlucoseRange },
    glucoseUnit: user.settings.glucoseUnit,
  };
}

/** The patient's medical details for the clinician's session; contacts and settings stay private. */
export function presentClinicianPatient(user: User, accessExpiresAt: string): ClinicianPatient {
  return {
    ...presentPatientSummary(user),
    dateOfDiagnosis: user.dateOfDiagnosis,
    insulinType: { ...user.insulinType },
    accessExpiresAt,
  };
}
