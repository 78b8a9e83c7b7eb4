import { ClinicianSessionPage } from '../../features/clinician/components/clinician-session-page';
import { usePageTitle } from '../../lib/use-page-title';

export function ClinicianPatientPage() {
  usePageTitle('Shared patient data');
  return <ClinicianSessionPage />;
}
