import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { clinicianSessionEndedMessageAtom, hasClinicianSessionAtom } from '../../lib/clinician-session';
import { useAtomValue } from '../../lib/jotai';
import { useClinicianLiveUpdates } from '../../lib/live/live-viewers';
import { SkipLink } from '../ui/skip-link';
import { BrandHeader } from './brand-header';
import { CopyrightFooter } from './copyright-footer';

/** The clinician's read-only pages: none of the patient app's navigation, only while access lasts. */
export function ClinicianLayout() {
  const hasSession = useAtomValue(hasClinicianSessionAtom);
  const endedMessage = useAtomValue(clinicianSessionEndedMessageAtom);
  useClinicianLiveUpdates(hasSession);
  if (!hasSession) return <Navigate to={paths.clinician} replace state={endedMessage ? { message: endedMessage } : null} />;
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <BrandHeader />
      <main id="main" className="mx-auto w-full max-w-6xl min-w-0 flex-1 px-4 py-6 sm:py-8">
        <Outlet />
      </main>
      <CopyrightFooter />
    </div>
  );
}
