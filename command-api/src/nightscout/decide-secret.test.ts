import { describe, expect, it } from 'vitest';
import { decideRevokeSecret, decideSetSecret, evolveUploaderAccess, initialUploaderAccess } from './decide-secret';

const userId = '5f0c2a3e-8a57-4a53-9d55-0f6f3c1f1b11';
const hash = 'a'.repeat(64);
const events = {
  UserRegistered: { type: 'UserRegistered', data: { userId, name: 'Ada', email: 'ada@example.com', passwordHash: 'h', diabetesType: 'Type 1' } },
  NightscoutSecretSet: { type: 'NightscoutSecretSet', data: { userId, secretHash: hash } },
  NightscoutSecretRevoked: { type: 'NightscoutSecretRevoked', data: { userId } },
} as const;
const given = (...types: (keyof typeof events)[]) => types.reduce((state, type) => evolveUploaderAccess(state, events[type]), initialUploaderAccess);

describe('uploader secret decisions', () => {
  it('sets a secret, and sets a new one over it (rotation)', () => {
    expect(decideSetSecret(given('UserRegistered'), userId, hash)).toEqual([{ type: 'NightscoutSecretSet', schemaVersion: 1, data: { userId, secretHash: hash } }]);
    expect(decideSetSecret(given('UserRegistered', 'NightscoutSecretSet'), userId, hash)).toHaveLength(1);
  });

  it('turns uploads off once; again, or with none on, records nothing', () => {
    expect(decideRevokeSecret(given('UserRegistered', 'NightscoutSecretSet'), userId)).toEqual([{ type: 'NightscoutSecretRevoked', schemaVersion: 1, data: { userId } }]);
    expect(decideRevokeSecret(given('UserRegistered', 'NightscoutSecretSet', 'NightscoutSecretRevoked'), userId)).toEqual([]);
    expect(decideRevokeSecret(given('UserRegistered'), userId)).toEqual([]);
  });

  it('refuses an account that does not exist', () => {
    expect(() => decideSetSecret(initialUploaderAccess, userId, hash)).toThrow('Account not found');
  });
});
