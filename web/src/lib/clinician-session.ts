import { createApiClient } from './api-client';
import { appStore, atom, atomWithLazy } from './jotai';
import { appQueryClient } from './query-client';
import { readClinicianToken, writeClinicianToken } from './storage';

interface ClinicianSession {
  token: string | null;
  /** Why the last session ended, when the server ended it (revoked or expired access). */
  endedMessage: string | null;
}

const clinicianSessionAtom = atomWithLazy<ClinicianSession>(() => ({ token: readClinicianToken(), endedMessage: null }));

export const hasClinicianSessionAtom = atom((get) => get(clinicianSessionAtom).token !== null);
export const clinicianSessionEndedMessageAtom = atom((get) => get(clinicianSessionAtom).endedMessage);

/** The first part of every key of the clinician's cached answers: they go when the session starts or ends. */
export const clinicianQueryRoot = ['clinician'] as const;

const forgetClinicianAnswers = () => appQueryClient.removeQueries({ queryKey: clinicianQueryRoot });

export const startClinicianSessionAtom = atom(null, (_get, set, token: string) => {
  writeClinicianToken(token);
  forgetClinicianAnswers();
  set(clinicianSessionAtom, { token, endedMessage: null });
});

export const endClinicianSessionAtom = atom(null, (_get, set, message: string | null = null) => {
  writeClinicianToken(null);
  forgetClinicianAnswers();
  set(clinicianSessionAtom, { token: null, endedMessage: message });
});

/** Sends the clinician's token; a 401 ends the clinician's session only, never the patient's. */
export const clinicianApiClient = createApiClient({
  read: readClinicianToken,
  onUnauthorized: (message) => appStore.set(endClinicianSessionAtom, message || null),
});
