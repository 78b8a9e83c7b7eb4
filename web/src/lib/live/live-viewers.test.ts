// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hasClinicianSessionAtom, clinicianSessionEndedMessageAtom, startClinicianSessionAtom } from '../clinician-session';
import { appStore } from '../jotai';
import { sessionStatusAtom } from '../session';
import { clinicianViewer, personViewer } from './live-viewers';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the end of a viewer's stream", () => {
  it('signs the person out on this device when the server ends their access, or refuses their token', () => {
    for (const end of [{ by: 'server', reason: 'signedOut' }, { by: 'refused', status: 401 }] as const) {
      localStorage.setItem('token', 'person-token');
      personViewer.onEnd(end);
      expect(localStorage.getItem('token')).toBeNull();
      expect(appStore.get(sessionStatusAtom)).toBe('signed-out');
    }
  });

  it('keeps the session when the stream alone is refused (not viewable, too many open)', () => {
    localStorage.setItem('token', 'person-token');
    personViewer.onEnd({ by: 'refused', status: 403 });
    expect(localStorage.getItem('token')).toBe('person-token');
  });

  it("ends a doctor's session with the revocation's message", () => {
    appStore.set(startClinicianSessionAtom, 'clinician-token');
    clinicianViewer.onEnd({ by: 'refused', status: 403 });
    expect(appStore.get(hasClinicianSessionAtom)).toBe(true);
    clinicianViewer.onEnd({ by: 'server', reason: 'revoked' });
    expect(appStore.get(hasClinicianSessionAtom)).toBe(false);
    expect(appStore.get(clinicianSessionEndedMessageAtom)).toBe('Clinician access has been revoked.');
    expect(sessionStorage.getItem('clinicianToken')).toBeNull();
  });
});
