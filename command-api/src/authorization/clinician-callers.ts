import { expect } from 'vitest';
import { CLINICIAN_MESSAGES, isClinicianReadable, API_ROUTES } from '@glyco/contracts';
import { type TestApp, type TestClient, type TestResponse, countEvents } from '@glyco/testing';
import { MARKER, type Probe } from './probes';

export interface ClinicianCallers {
  /** Redeemed the owner's current access code. */
  clinician: TestClient;
  /** Redeemed the owner's previous code: the owner issued a new one since. */
  revokedClinician: TestClient;
}

/** Two clinician sessions on the owner's data: one whose code the owner has since replaced. */
export async function createClinicianCallers(app: TestApp, owner: TestClient, email: string): Promise<ClinicianCallers> {
  const redeem = async (): Promise<TestClient> => {
    const issued = await owner.post(API_ROUTES.clinician.issueCode.path, { expiresInDays: 1 });
    expect(issued.status).toBe(201);
    const accessCode: string = issued.body.code;
    const client = app.client();
    const response = await client.post(API_ROUTES.clinician.redeem.path, { email, accessCode });
    expect(response.status).toBe(201);
    client.token = response.body.token;
    return client;
  };
  const revokedClinician = await redeem();
  const clinician = await redeem();
  return { clinician, revokedClinician };
}

/**
 * A revoked clinician gets 401 everywhere. A clinician with a grant reads the owner's data on the
 * readable routes and gets 403 on every other, with nothing appended to the log.
 */
export async function expectClinicianAnswers(
  app: TestApp,
  probe: Probe,
  callers: ClinicianCallers,
  send: (client: TestClient) => Promise<TestResponse>,
): Promise<void> {
  const revoked = await send(callers.revokedClinician);
  expect(revoked.status, `revoked clinician on ${probe.name}`).toBe(401);
  expect(revoked.body).toEqual({ message: CLINICIAN_MESSAGES.accessRevoked });
  const before = await countEvents(app, 'clinician');
  const response = await send(callers.clinician);
  if (isClinicianReadable(probe.name)) {
    expect(response.status, `clinician on ${probe.name}`).toBeLessThan(300);
    if (probe.showsOwnerData) expect(JSON.stringify(response.body)).toContain(MARKER);
    return;
  }
  expect(response.status, `clinician on ${probe.name}`).toBe(403);
  expect(response.body).toEqual({ message: CLINICIAN_MESSAGES.readOnly });
  expect(await countEvents(app, 'clinician'), `nothing appended by the clinician on ${probe.name}`).toBe(before);
}
