import { createApiClient, type ApiClient } from '../../lib/api-client';
import { appQueryClient } from '../../lib/query-client';
import { readToken } from '../../lib/storage';
import { openFollowerSession } from './api/followers-api';
import { followingKeys } from './keys';

/*
 * One read-only session per followed person, each with its own token and its own client, so a
 * request for one person can never carry another's token. Tokens live in memory only, each tied to
 * the follower's own session that opened it: after a sign-out or another sign-in on this device a
 * new one is asked for.
 */
interface FollowerSession {
  /** The follower's own token when this session was opened. */
  openedBy: string | null;
  token: string;
}

const sessions = new Map<string, FollowerSession>();
const clients = new Map<string, ApiClient>();

const sessionOf = (personId: string): FollowerSession | undefined => {
  const session = sessions.get(personId);
  return session && session.openedBy === readToken() ? session : undefined;
};

/** Forgets the person's token and every answer cached for them (after a 401, or the stream's end). */
export function endFollowerSession(personId: string): void {
  sessions.delete(personId);
  clients.delete(personId);
  appQueryClient.removeQueries({ queryKey: followingKeys.person(personId) });
  void appQueryClient.invalidateQueries({ queryKey: followingKeys.list });
}

/** The client reading as the follower of this person, its session opened on first use. */
export async function followerClient(personId: string): Promise<ApiClient> {
  if (!sessionOf(personId)) {
    const openedBy = readToken();
    sessions.set(personId, { openedBy, token: (await openFollowerSession(personId)).token });
  }
  let client = clients.get(personId);
  if (!client) {
    client = createApiClient({ read: () => sessionOf(personId)?.token ?? null, onUnauthorized: () => endFollowerSession(personId) });
    clients.set(personId, client);
  }
  return client;
}

/** The token of the person's session, for the live stream; undefined before the first read. */
export const followerToken = (personId: string): string | undefined => sessionOf(personId)?.token;
