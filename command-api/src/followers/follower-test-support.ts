import { API_ROUTES, fillPath, type InviteFollowerInput } from '@glyco/contracts';
import type { TestApp, TestClient } from '@glyco/testing';
import type { Patient } from '../clinician/clinician-test-support';

/** The invitation id and token a link carries, as the follower's browser reads them. */
export function linkParts(link: string): { invitationId: string; token: string } {
  const url = new URL(link);
  return { invitationId: url.searchParams.get('invitation') ?? '', token: url.searchParams.get('token') ?? '' };
}

/** The person invites the follower's email; returns the link the email carries. */
export async function invite(person: Patient, follower: Patient, input: Partial<InviteFollowerInput> = {}): Promise<string> {
  const body = { email: follower.email, name: follower.name, shares: { mealsAndDoses: true }, alerts: true, ...input };
  const response = await person.client.post(API_ROUTES.followers.invite.path, body);
  if (response.status !== 201) throw new Error(`invite failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.link;
}

/** The follower uses the link with their own signed-in account. */
export async function accept(follower: Patient, link: string) {
  return follower.client.post(API_ROUTES.followers.accept.path, linkParts(link));
}

/** A client reading as the follower of one person, with that person's read-only session. */
export async function followerSession(app: TestApp, follower: Patient, personId: string): Promise<TestClient> {
  const response = await follower.client.post(fillPath(API_ROUTES.followers.session.path, { personId }));
  if (response.status !== 201) throw new Error(`session failed: ${response.status} ${JSON.stringify(response.body)}`);
  const client = app.client();
  client.token = response.body.token;
  return client;
}
