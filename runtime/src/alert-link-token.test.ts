import { describe, expect, it } from 'vitest';
import { alertLinkKey, createAlertLinkToken, readAlertLinkToken } from './alert-link-token';

const claim = { userId: '0b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d', alertId: '7b0c7c1e-1f0a-4a55-9b6f-0d0e7f6d1a11', contactIndex: 1 };

describe('the link of an escalation email', () => {
  it('names the person, the alert and the contact, and only under the server secret that made it', () => {
    const key = alertLinkKey('secret-one-0123456789abcdef0123456789');
    const token = createAlertLinkToken(key, claim);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(readAlertLinkToken(key, token)).toEqual(claim);
    expect(readAlertLinkToken(alertLinkKey('secret-two-0123456789abcdef0123456789'), token)).toBeUndefined();
  });

  it('refuses a token whose claim was changed, or that is not one', () => {
    const key = alertLinkKey('secret-one-0123456789abcdef0123456789');
    const [, mac] = createAlertLinkToken(key, claim).split('.');
    const otherClaim = Buffer.from(`${claim.userId}.${claim.alertId}.0`).toString('base64url');
    expect(readAlertLinkToken(key, `${otherClaim}.${mac}`)).toBeUndefined();
    for (const token of ['', 'abc', 'a.b.c', '.']) expect(readAlertLinkToken(key, token)).toBeUndefined();
  });
});
