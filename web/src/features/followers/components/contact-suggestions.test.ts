import { describe, expect, it } from 'vitest';
import type { Follower } from '@glyco/contracts';
import { uninvitedContacts } from './contact-suggestions';

const contact = (name: string, email: string) => ({ name, relationship: 'Parent', phone: '', email });
const follower = (email: string): Follower => ({
  invitationId: '0b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d', name: 'Jo', email, shares: { mealsAndDoses: true }, alerts: true,
  status: 'invited', invitedAt: '2026-01-01T00:00:00.000Z', acceptedAt: null, lastViewedAt: null,
});

describe('emergency contacts offered as followers', () => {
  it('offers each contact with an email not yet invited, whatever the case of the address', () => {
    const contacts = [contact('Jo', 'Jo@Example.com'), contact('Alex', 'alex@example.com'), contact('Sam', '  ')];
    expect(uninvitedContacts(contacts, [follower('jo@example.com')]).map((offered) => offered.name)).toEqual(['Alex']);
  });
});
