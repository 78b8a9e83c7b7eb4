import { CLINICIAN_MESSAGES } from '@glyco/contracts';
import { clinicianQueryRoot, endClinicianSessionAtom } from '../clinician-session';
import { appStore, useAtomValue } from '../jotai';
import { clearSessionAtom, isAuthenticatedAtom } from '../session';
import { readClinicianToken, readToken } from '../storage';
import { resetAccountDarkModeAtom } from '../theme';
import type { LiveEnd } from './live-stream';
import { useLiveUpdates, type LiveViewer } from './use-live-updates';

/** The end of access, as opposed to a stream refused for another reason (too many open): the session is over. */
const accessEnded = (end: LiveEnd) => end.by === 'server' || end.status === 401;

/** Signed out elsewhere (another tab, a password reset): this tab signs out as a sign-out does, to the sign-in page. */
export const personViewer: LiveViewer = {
  token: readToken,
  onEnd: (end) => {
    if (!accessEnded(end)) return;
    appStore.set(clearSessionAtom);
    appStore.set(resetAccountDarkModeAtom);
  },
};

export const clinicianViewer: LiveViewer = {
  token: readClinicianToken,
  root: clinicianQueryRoot,
  onEnd: (end) => {
    if (accessEnded(end)) appStore.set(endClinicianSessionAtom, CLINICIAN_MESSAGES.accessRevoked);
  },
};

/** The signed-in person's own stream, open while they are signed in. */
export function usePersonLiveUpdates(): void {
  useLiveUpdates(personViewer, useAtomValue(isAuthenticatedAtom));
}

/** The clinician's stream on the patient, open while the doctor's session lasts. */
export function useClinicianLiveUpdates(hasSession: boolean): void {
  useLiveUpdates(clinicianViewer, hasSession);
}
