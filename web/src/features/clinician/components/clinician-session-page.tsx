import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { endClinicianSessionAtom } from '../../../lib/clinician-session';
import { useSetAtom } from '../../../lib/jotai';
import { useClinicianPatient } from '../use-clinician-patient';
import { ClinicianPatientView } from './clinician-patient-view';
import { ReadOnlyBanner } from './read-only-banner';

export function ClinicianSessionPage() {
  const { patient, error } = useClinicianPatient();
  const endSession = useSetAtom(endClinicianSessionAtom);
  const navigate = useNavigate();

  function end() {
    endSession();
    navigate(paths.clinician, { replace: true });
  }

  if (error) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">Shared patient data</h1>
        <ErrorBanner message={error} />
        <Button variant="outline" onClick={end}>
          End session
        </Button>
      </div>
    );
  }
  if (!patient) return <Spinner label="Loading the shared data..." />;
  return (
    <div className="space-y-6">
      <ReadOnlyBanner patientName={patient.name} expiresAt={patient.accessExpiresAt} onEnd={end} />
      <ClinicianPatientView patient={patient} />
    </div>
  );
}
