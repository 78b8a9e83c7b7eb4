import { createApiClient, type ApiClient } from '../../lib/api-client';
import { appQueryClient } from '../../lib/query-client';
import { openFollowerSession } from './api/followers-api';
import { followingKeys } from './keys';

/*
 * One read-only session per followed person, each with its own token and its own client, so a
 * request for one person can never carry another's token. Tokens live in memory only: a reload
 * asks for new ones with the follower's own session.
 */
const tokens = new Map<string, string>();
const clients = new Map<string, ApiClient>();

/** Forgets the person's token and every answer cached for them (after a 401, or on sign-out). */
export function endFollowerSession(personId: string): void {
  tokens.delete(personId);
  clients.delete(personId);
  appQueryClient.removeQueries({ queryKey: followingKeys.person(personId) });
  void appQueryClient.invalidateQueries({ queryKey: followingKeys.list });
}

/** The client reading as the follower of this person, its session opened on first use. */
export async function followerClient(personId: string): Promise<ApiClient> {
  if (!tokens.has(personId)) tokens.set(personId, (await openFollowerSession(personId)).token);
  let client = clients.get(personId);
  if (!client) {
    client = createApiClient({ read: () => tokens.get(personId) ?? null, onUnauthorized: () => endFollowerSession(personId) });
    clients.set(personId, client);
  }
  return client;
}

/** The token of the person's session, for the live stream; undefined before the first read. */
export const followerToken = (personId: string): string | undefined => tokens.get(personId);
