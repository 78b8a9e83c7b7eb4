import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { clinicianTokenExpiresAt, createTokenService } from '../http/tokens';

const secret = 'a-test-secret-that-is-long-enough-000';
const service = createTokenService(secret);
const patientId = '0b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d';

describe('clinician tokens', () => {
  it('carry the access id, the patient and the grant, and expire 4 hours after issue', () => {
    const now = new Date();
    const token = service.issue({ userId: 'access-1', role: 'clinician', patientId, grant: '0123456789abcdef' }, now);
    expect(service.verify(token)).toEqual({ userId: 'access-1', role: 'clinician', patientId, grant: '0123456789abcdef', issuedAtMs: now.getTime() });
    const { exp } = jwt.decode(token) as { exp: number };
    expect(exp * 1000).toBe(clinicianTokenExpiresAt(now.getTime()).getTime());
    expect(exp - Math.floor(now.getTime() / 1000)).toBe(4 * 3600);
  });

  it('are refused without a patient or a grant', () => {
    const sign = (payload: object) => jwt.sign({ role: 'clinician', iatms: Date.now(), ...payload }, secret, { algorithm: 'HS256', subject: 'access-1', issuer: 'glyco', expiresIn: 60 });
    expect(service.verify(sign({ pid: patientId }))).toBeUndefined();
    expect(service.verify(sign({ grant: '0123456789abcdef' }))).toBeUndefined();
  });
});
