import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from '@glyco/testing';
import { registerPatient, type Patient } from '../../clinician/clinician-test-support';
import { createSecret, nightscout, readBack, sha1Hex, type NightscoutResponse } from '../nightscout-test-support';

export { readBack, sha1Hex, type NightscoutResponse };

/** One person with an uploader secret, on an app in this process, for one client's replay. */
export interface ClientRig {
  app: TestApp;
  patient: Patient;
  secret: string;
  /** A request as the client sends it: the secret's SHA-1 in `api-secret`, as most clients do. */
  send(method: string, path: string, body?: unknown): Promise<NightscoutResponse>;
  /** The same without any credential. */
  anonymous(method: string, path: string): Promise<NightscoutResponse>;
}

/** Starts the app and the person before the file's tests and stops them after. */
export function useClientRig(name: string): ClientRig {
  const rig = {} as ClientRig;
  beforeAll(async () => {
    rig.app = await startTestApp();
    rig.patient = await registerPatient(rig.app, name);
    rig.secret = await createSecret(rig.patient);
    rig.send = (method, path, body) => nightscout(rig.app, method, path, { body, headers: { 'api-secret': sha1Hex(rig.secret) } });
    rig.anonymous = (method, path) => nightscout(rig.app, method, path);
  });
  afterAll(async () => {
    await rig.app?.close();
  });
  return rig;
}

const MINUTE = 60_000;
/** The whole minute the file started in: every time of a replay counts from it, so a minute turning mid-test moves none. */
const START_MINUTE = Math.floor(Date.now() / MINUTE) * MINUTE;

/** A whole minute this many minutes before the file started, plus `seconds`: clients send readings on the CGM's own clock. */
export function minutesAgo(minutes: number, seconds = 0): Date {
  return new Date(START_MINUTE - minutes * MINUTE + seconds * 1000);
}

/** How many events of a type the person's data holds. */
export async function eventCount(rig: ClientRig, type: string): Promise<number> {
  const { rows } = await rig.app.database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = $1 AND data->>'userId' = $2`, [type, rig.patient.id]);
  return rows[0]!.n;
}
