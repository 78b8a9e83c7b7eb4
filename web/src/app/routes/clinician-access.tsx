import { useLocation } from 'react-router-dom';
import { Notice } from '../../components/ui/notice';
import { paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { TextLink } from '../../features/auth/components/text-link';
import { ClinicianAccessForm } from '../../features/clinician/components/clinician-access-form';
import { usePageTitle } from '../../lib/use-page-title';

/** Why the last clinician session ended, handed over by the read-only view. */
function endedMessageFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('message' in state)) return undefined;
  return typeof state.message === 'string' ? state.message : undefined;
}

export function ClinicianAccessPage() {
  usePageTitle('Clinician access');
  const ended = endedMessageFrom(useLocation().state);
  return (
    <AuthCard
      title="Clinician access"
      subtitle="Open the data a patient shares with you, read-only, with their email and the access code from their profile."
      footer={
        <>
          Managing your own diabetes? <TextLink to={paths.login}>Sign in</TextLink>
        </>
      }
    >
      {ended && (
        <div className="mb-4">
          <Notice tone="error">{ended}</Notice>
        </div>
      )}
      <ClinicianAccessForm />
    </AuthCard>
  );
}
