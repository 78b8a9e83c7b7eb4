import { describe, expect, it } from 'vitest';
import { newUserProfile, type UserEvent } from '@glyco/contracts';
import { evolveAccount, initialAccount, type Account } from '../accounts/account';
import { decideIssueAccessCode, decideRevokeAccess } from './decide-doctor-access';

const userId = '0b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d';
const now = new Date('2026-03-01T12:00:00.000Z');
const hashed = { codeHash: 'a'.repeat(64), salt: 'b'.repeat(32) };
const registered: Account = {
  ...initialAccount,
  user: newUserProfile({ id: userId, name: 'Ada', email: 'ada@example.com', diabetesType: 'Type 1', dateOfDiagnosis: null }),
};
const given = (...events: UserEvent[]) => events.reduce((state, event) => evolveAccount(state, event), registered);

describe('issuing a doctor access code', () => {
  it('given a patient, when a 7-day code is issued, then only its hash, salt and expiry are recorded', () => {
    const events = decideIssueAccessCode(given(), hashed, 7, now);
    expect(events).toEqual([
      { type: 'DoctorAccessCodeIssued', schemaVersion: 1, data: { userId, ...hashed, expiresAt: '2026-03-08T12:00:00.000Z' } },
    ]);
    expect(given(...events).user!.doctorAccess).toEqual({ expiresAt: '2026-03-08T12:00:00.000Z' });
  });

  it('given a code in force, when another is issued, then it replaces the first', () => {
    const first = decideIssueAccessCode(given(), hashed, 30, now);
    const second = decideIssueAccessCode(given(...first), { ...hashed, codeHash: 'c'.repeat(64) }, 1, now);
    expect(given(...first, ...second).user!.doctorAccess).toEqual({ expiresAt: '2026-03-02T12:00:00.000Z' });
  });

  it('given no account, when a code is issued, then it is refused', () => {
    expect(() => decideIssueAccessCode(initialAccount, hashed, 30, now)).toThrow('Account not found');
  });
});

describe('revoking the doctor access', () => {
  it('given a code in force, when access is revoked, then a revocation is recorded and no code is active', () => {
    const issued = decideIssueAccessCode(given(), hashed, 30, now);
    const events = decideRevokeAccess(given(...issued));
    expect(events).toEqual([{ type: 'DoctorAccessRevoked', schemaVersion: 1, data: { userId } }]);
    expect(given(...issued, ...events).user!.doctorAccess).toBeNull();
  });

  it('given no code, or one already revoked, when access is revoked, then nothing is recorded', () => {
    expect(decideRevokeAccess(given())).toEqual([]);
    const issued = decideIssueAccessCode(given(), hashed, 30, now);
    expect(decideRevokeAccess(given(...issued, ...decideRevokeAccess(given(...issued))))).toEqual([]);
  });
});
