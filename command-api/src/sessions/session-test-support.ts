import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { API_ROUTES, PasswordResetRequested, PasswordResetTokenIssued, streamIds } from '@glyco/contracts';
import { createResetToken, hashResetToken, resetTokenKey } from '@glyco/runtime';
import { TEST_JWT_SECRET, type TestApp, type TestClient } from '@glyco/testing';
import { clinicianOf, type Patient } from '../clinician/clinician-test-support';

export const PASSWORD = 'Marmalade-Sky-42';

/** Runs the projector by hand until every read model has applied the patient's latest event. */
export async function project(app: TestApp, patient: { id: string }): Promise<void> {
  const { projector, store } = app.product;
  const latest = (await store.readStream(streamIds.user(patient.id))).at(-1)!.position;
  // The feed reads only settled transactions: another test's open transaction can hold it back a moment.
  while (!(await projector.waitFor(latest, undefined, 50))) await projector.catchUp();
}

/** A registered patient whose registration the read models have applied. */
export async function projectedPatient(app: TestApp, name: string): Promise<Patient> {
  const client = app.client();
  const email = `${name.toLowerCase()}-${randomUUID()}@example.com`;
  const registered = await client.post(API_ROUTES.accounts.register.path, { name, email, password: PASSWORD, diabetesType: 'Type 1' });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  client.token = registered.body.token;
  const patient = { client, id: registered.body.user._id, email, name };
  await project(app, patient);
  expect((await patient.client.get(API_ROUTES.accounts.me.path)).status).toBe(200);
  return patient;
}

/** A doctor's session; its reads do not wait for a projector that is not running. */
export async function doctorOf(app: TestApp, patient: Patient, accessCode: string, ip: string): Promise<TestClient> {
  const doctor = await clinicianOf(app, patient, accessCode, ip);
  doctor.readYourWrites = false;
  return doctor;
}

/** A usable reset token, as the email worker would have mailed it. */
export async function validResetToken(app: TestApp, userId: string): Promise<string> {
  const requestEventId = randomUUID();
  const token = createResetToken(resetTokenKey(TEST_JWT_SECRET), userId, requestEventId);
  const issued = { userId, tokenSha256: hashResetToken(token), expiresAt: new Date(Date.now() + 3600_000).toISOString(), requestEventId };
  await app.product.store.append(streamIds.user(userId), [
    { eventId: requestEventId, type: PasswordResetRequested.type, data: { userId } },
    { eventId: randomUUID(), type: PasswordResetTokenIssued.type, data: issued },
  ]);
  return token;
}
