import { useQuery } from '@tanstack/react-query';
import type { ClinicianPatient } from '@glyco/contracts';
import { clinicianPatientQuery } from './queries';

export interface ClinicianPatientState {
  patient: ClinicianPatient | null;
  error: string | null;
}

export const patientLoadFailed = 'Failed to load the patient summary. Please try again.';

export function useClinicianPatient(): ClinicianPatientState {
  const { data, isError } = useQuery(clinicianPatientQuery());
  return isError ? { patient: null, error: patientLoadFailed } : { patient: data ?? null, error: null };
}
