import type { Context } from 'koa';
import { describe, expect, it, vi } from 'vitest';
import type { EventStore } from '@glyco/event-store';
import { createClinicianGate } from './clinician-gate';
import { grantOf } from './grant';

const patientId = '0b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d';
const accessId = '1c9f3d2f-5e6b-4a7c-8d8e-9f0a1b2c3d4e';
const CODE = { codeHash: 'ab'.repeat(32), salt: 'cd'.repeat(16), expiresAt: new Date(Date.now() + 86_400_000), revision: 2n };

function gateWith(append: EventStore['append'], accessCode: () => Promise<typeof CODE | undefined> = async () => CODE) {
  return createClinicianGate({ store: { append } as EventStore, revocations: { accessCode } });
}

function clinicianRequest(method: string, path: string) {
  const auth = { userId: accessId, role: 'clinician', patientId, accessId, grant: grantOf(CODE) };
  return { method, path, querystring: '', state: { auth, requestId: 'req-1' } } as unknown as Context;
}

describe('the clinician gate', () => {
  it('admits an allowed read as the patient once it is logged', async () => {
    const append = vi.fn(async () => ({ nextExpectedRevision: 0n, position: { commit: 1n, prepare: 1n } }));
    const ctx = clinicianRequest('GET', '/api/glucose');
    const next = vi.fn(async () => undefined);
    await gateWith(append)(ctx, next);
    expect(append).toHaveBeenCalledWith(`clinician_access-${patientId}`, [expect.objectContaining({ type: 'ClinicianDataViewed' })], { expectedRevision: 'any' });
    expect(next).toHaveBeenCalledOnce();
    expect(ctx.state.auth).toMatchObject({ userId: patientId, role: 'clinician', accessId });
  });

  it('refuses a route outside the allowlist, even a read, and a read it cannot log', async () => {
    const next = vi.fn(async () => undefined);
    const logged = vi.fn(async () => ({ nextExpectedRevision: 0n, position: { commit: 1n, prepare: 1n } }));
    await expect(gateWith(logged)(clinicianRequest('GET', '/api/glucose/abc'), next)).rejects.toMatchObject({ kind: 'forbidden', message: 'Clinician access is read-only.' });
    await expect(gateWith(logged)(clinicianRequest('GET', '/api/nowhere'), next)).rejects.toMatchObject({ kind: 'forbidden' });
    const failing = vi.fn(async () => Promise.reject(new Error('store down')));
    await expect(gateWith(failing)(clinicianRequest('GET', '/api/glucose'), next)).rejects.toThrow('store down');
    expect(next).not.toHaveBeenCalled();
  });

  it('refuses with 401 a grant of an earlier code, an expired one, or with no code in force, before logging', async () => {
    const next = vi.fn(async () => undefined);
    const append = vi.fn(async () => ({ nextExpectedRevision: 0n, position: { commit: 1n, prepare: 1n } }));
    const revoked = { kind: 'unauthorized', message: 'Clinician access has been revoked.' };
    await expect(gateWith(append, async () => ({ ...CODE, revision: 5n }))(clinicianRequest('GET', '/api/glucose'), next)).rejects.toMatchObject(revoked);
    await expect(gateWith(append, async () => undefined)(clinicianRequest('GET', '/api/glucose'), next)).rejects.toMatchObject(revoked);
    const expired = async () => ({ ...CODE, expiresAt: new Date(Date.now() - 1000) });
    await expect(gateWith(append, expired)(clinicianRequest('GET', '/api/glucose'), next)).rejects.toMatchObject(revoked);
    expect(append).not.toHaveBeenCalled();
    expect(next).not.toHaveBeenCalled();
  });
});
