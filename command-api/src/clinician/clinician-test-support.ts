import { randomUUID } from 'node:crypto';
import type { TestApp, TestClient } from '@glyco/testing';
import { API_ROUTES } from '@glyco/contracts';

export interface Patient {
  client: TestClient;
  id: string;
  email: string;
  name: string;
}

/** A newly registered patient, signed in. */
export async function registerPatient(app: TestApp, name: string): Promise<Patient> {
  const client = app.client();
  const email = `${name.toLowerCase().replace(/\W/g, '')}-${randomUUID()}@example.com`;
  const registered = await client.post(API_ROUTES.accounts.register.path, { name, email, password: 'Marmalade-Sky-42', diabetesType: 'Type 1' });
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status}`);
  client.token = registered.body.token;
  return { client, id: registered.body.user._id, email, name };
}

/** Issues a new doctor's access code for the patient and returns it, as the Profile page shows it once. */
export async function issueAccessCode(patient: Patient, expiresInDays = 30): Promise<string> {
  const response = await patient.client.post(API_ROUTES.clinician.issueCode.path, { expiresInDays });
  if (response.status !== 201) throw new Error(`issuing a code failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.code;
}

/** Revokes the doctor's access. */
export async function revokeAccessCode(patient: Patient): Promise<void> {
  const response = await patient.client.delete(API_ROUTES.clinician.revokeCode.path);
  if (response.status !== 204) throw new Error(`revoking failed: ${response.status} ${JSON.stringify(response.body)}`);
}

/** Each test speaks from its own address, so the per-IP limit of one test never touches another. */
export function fromIp(ip: string): Record<string, string> {
  return { 'X-Forwarded-For': ip };
}

/** A clinician client signed in with the patient's code. */
export async function clinicianOf(app: TestApp, patient: Patient, accessCode: string, ip = '10.0.0.1'): Promise<TestClient> {
  const clinician = app.client();
  const response = await clinician.post(API_ROUTES.clinician.redeem.path, { email: patient.email, accessCode }, fromIp(ip));
  if (response.status !== 201) throw new Error(`redemption failed: ${response.status} ${JSON.stringify(response.body)}`);
  clinician.token = response.body.token;
  return clinician;
}

