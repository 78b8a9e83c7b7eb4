import { useEffect, useState } from 'react';
import type { ClinicianPatient } from '@glyco/contracts';
import { getClinicianPatient } from './api/patient-data';

export interface ClinicianPatientState {
  patient: ClinicianPatient | null;
  error: string | null;
}

export const patientLoadFailed = 'Failed to load the patient summary. Please try again.';

export function useClinicianPatient(): ClinicianPatientState {
  const [state, setState] = useState<ClinicianPatientState>({ patient: null, error: null });
  useEffect(() => {
    let current = true;
    getClinicianPatient()
      .then((patient) => current && setState({ patient, error: null }))
      .catch((error: unknown) => {
        console.error('Failed to load the patient summary', error);
        if (current) setState({ patient: null, error: patientLoadFailed });
      });
    return () => {
      current = false;
    };
  }, []);
  return state;
}
