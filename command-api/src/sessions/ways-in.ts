import {
  AccountDeleted,
  DoctorAccessCodeIssued,
  DoctorAccessRevoked,
  NightscoutAccessTokenCreated,
  NightscoutAccessTokenRevoked,
  NightscoutSecretRevoked,
  NightscoutSecretSet,
  PasswordReset,
  PasswordResetRequested,
  PasswordResetTokenIssued,
  UserLoggedOut,
  UserRegistered,
  type EventOf,
} from '@glyco/contracts';
import { assertNever, defineDecider, newEvent, type EventFacts, type NewEvent } from '@glyco/event-store';
import { evolveResetTokenState, initialResetTokenState, type ResetTokenState } from '../password-reset/reset-token-state';

/**
 * Every way into an account besides a password, folded from `user-<id>`: a password reset and a
 * sign-out everywhere end them in the same append as their own event, so none outlives the other.
 */
export interface WaysIn {
  registered: boolean;
  resetToken: ResetTokenState;
  doctorAccessInForce: boolean;
  uploaderSecretInForce: boolean;
  /** The ids of the Nightscout access tokens (API v3) not yet revoked. */
  accessTokensInForce: readonly string[];
}

export const initialWaysIn: WaysIn = {
  registered: false,
  resetToken: initialResetTokenState,
  doctorAccessInForce: false,
  uploaderSecretInForce: false,
  accessTokensInForce: [],
};

const WAYS_IN_EVENTS = [
  UserRegistered,
  UserLoggedOut,
  PasswordResetRequested,
  PasswordResetTokenIssued,
  PasswordReset,
  DoctorAccessCodeIssued,
  DoctorAccessRevoked,
  NightscoutSecretSet,
  NightscoutSecretRevoked,
  NightscoutAccessTokenCreated,
  NightscoutAccessTokenRevoked,
  AccountDeleted,
] as const;
type WaysInEvent = EventOf<(typeof WAYS_IN_EVENTS)[number]>;

export function evolveWaysIn(state: WaysIn, event: WaysInEvent, facts: EventFacts): WaysIn {
  switch (event.type) {
    case 'UserRegistered':
    case 'PasswordResetRequested':
    case 'PasswordResetTokenIssued':
    case 'PasswordReset': {
      const resetToken = evolveResetTokenState(state.resetToken, event, facts);
      return { ...state, resetToken, registered: state.registered || event.type === 'UserRegistered' };
    }
    case 'DoctorAccessCodeIssued':
      return { ...state, doctorAccessInForce: true };
    case 'DoctorAccessRevoked':
      return { ...state, doctorAccessInForce: false };
    case 'NightscoutSecretSet':
      return { ...state, uploaderSecretInForce: true };
    case 'NightscoutSecretRevoked':
      return { ...state, uploaderSecretInForce: false };
    case 'NightscoutAccessTokenCreated':
      return { ...state, accessTokensInForce: [...state.accessTokensInForce, event.data.tokenId] };
    case 'NightscoutAccessTokenRevoked':
      return { ...state, accessTokensInForce: state.accessTokensInForce.filter((tokenId) => tokenId !== event.data.tokenId) };
    case 'UserLoggedOut':
      return state;
    case 'AccountDeleted':
      return { ...initialWaysIn };
    default:
      return assertNever(event);
  }
}

export const waysInDecider = defineDecider({ events: WAYS_IN_EVENTS, initialState: initialWaysIn, evolve: evolveWaysIn });

export type OtherWayInEnded =
  | NewEvent<EventOf<typeof DoctorAccessRevoked>>
  | NewEvent<EventOf<typeof NightscoutSecretRevoked>>
  | NewEvent<EventOf<typeof NightscoutAccessTokenRevoked>>;

/** Ends the doctor's access, the uploader secret and every access token, each only when in force (nothing to end otherwise). */
export function decideEndOtherWaysIn(state: WaysIn, userId: string): OtherWayInEnded[] {
  const ended: OtherWayInEnded[] = [];
  if (state.doctorAccessInForce) ended.push(newEvent(DoctorAccessRevoked, { userId }));
  if (state.uploaderSecretInForce) ended.push(newEvent(NightscoutSecretRevoked, { userId }));
  for (const tokenId of state.accessTokensInForce) ended.push(newEvent(NightscoutAccessTokenRevoked, { userId, tokenId }));
  return ended;
}
