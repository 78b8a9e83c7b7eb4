import { hkdfSync } from 'node:crypto';
import { createResetToken, userIdOfResetToken } from './reset-token';
import { sameDigest } from './same-digest';

const KEY_BYTES = 32;

/** The key invitation links are derived from: only the server can make one, and the same invitation always gets the same link. */
export function invitationTokenKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'glyco', 'follower-invitation-token v1', KEY_BYTES));
}

/** The link's token: the person's id (so accepting finds their stream with no read model) and 256 bits of MAC over the invitation. */
export function invitationToken(key: Buffer, personId: string, invitationId: string): string {
  return createResetToken(key, personId, invitationId);
}

/** The person whose invitation this is, when the token is the one the server made for it; otherwise undefined. */
export function personOfInvitation(key: Buffer, invitationId: string, token: string): string | undefined {
  const personId = userIdOfResetToken(token);
  if (!personId) return undefined;
  return sameDigest(token, invitationToken(key, personId, invitationId)) ? personId : undefined;
}

/** Where the follower opens the invitation: built from APP_URL, never the request's Host. */
export function invitationLink(appUrl: string, invitationId: string, token: string): string {
  const url = new URL('/follow', appUrl);
  url.searchParams.set('invitation', invitationId);
  url.searchParams.set('token', token);
  return url.toString();
}
