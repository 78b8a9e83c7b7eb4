import {
  ACCESS_TOKEN_MESSAGES,
  AccountDeleted,
  NightscoutAccessTokenCreated,
  NightscoutAccessTokenRevoked,
  UserRegistered,
  type AccessTokenRole,
  type EventOf,
} from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import { assertNever, defineDecider, newEvent, type NewEvent } from '@glyco/event-store';
import { accountStream } from '../../accounts/account';

/** What decisions about a person's access tokens need from `user-<id>`: which tokens are in force. */
export interface AccessTokens {
  registered: boolean;
  inForce: ReadonlySet<string>;
}

export const initialAccessTokens: AccessTokens = { registered: false, inForce: new Set() };
export const accessTokensStream = accountStream;

const ACCESS_TOKEN_DECIDER_EVENTS = [UserRegistered, NightscoutAccessTokenCreated, NightscoutAccessTokenRevoked, AccountDeleted] as const;

export function evolveAccessTokens(state: AccessTokens, event: EventOf<(typeof ACCESS_TOKEN_DECIDER_EVENTS)[number]>): AccessTokens {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, registered: true };
    case 'NightscoutAccessTokenCreated':
      return { ...state, inForce: new Set([...state.inForce, event.data.tokenId]) };
    case 'NightscoutAccessTokenRevoked':
      return { ...state, inForce: new Set([...state.inForce].filter((id) => id !== event.data.tokenId)) };
    case 'AccountDeleted':
      return initialAccessTokens;
    default:
      return assertNever(event);
  }
}

export const accessTokensDecider = defineDecider({ events: ACCESS_TOKEN_DECIDER_EVENTS, initialState: initialAccessTokens, evolve: evolveAccessTokens });

export interface CreateAccessTokenCommand {
  userId: string;
  tokenId: string;
  name: string;
  role: AccessTokenRole;
  tokenHash: string;
}

export function decideCreateAccessToken(state: AccessTokens, command: CreateAccessTokenCommand): NewEvent<EventOf<typeof NightscoutAccessTokenCreated>>[] {
  if (!state.registered) throw notFound('Account not found');
  if (state.inForce.has(command.tokenId)) return [];
  return [newEvent(NightscoutAccessTokenCreated, command)];
}

/** A token revoked, or never the person's, is not found: no one learns another person's token ids. */
export function decideRevokeAccessToken(state: AccessTokens, userId: string, tokenId: string): NewEvent<EventOf<typeof NightscoutAccessTokenRevoked>>[] {
  if (!state.registered || !state.inForce.has(tokenId)) throw notFound(ACCESS_TOKEN_MESSAGES.notFound);
  return [newEvent(NightscoutAccessTokenRevoked, { userId, tokenId })];
}
