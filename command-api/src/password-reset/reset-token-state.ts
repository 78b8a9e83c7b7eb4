import { PasswordReset, PasswordResetRequested, PasswordResetTokenIssued, UserRegistered, type EventOf } from '@glyco/contracts';
import { assertNever, defineDecider, type EventFacts } from '@glyco/event-store';

/** The one reset token of an account that may still be used, folded from `user-<id>`. */
export interface ResetTokenState {
  registered: boolean;
  /** Issued for the latest request and not spent; a newer request or a reset clears it. */
  usable: { tokenSha256: string; expiresAt: number } | undefined;
  latestRequestId: string | undefined;
}

export const initialResetTokenState: ResetTokenState = { registered: false, usable: undefined, latestRequestId: undefined };

const RESET_TOKEN_EVENTS = [UserRegistered, PasswordResetRequested, PasswordResetTokenIssued, PasswordReset] as const;
export type ResetTokenEvent = EventOf<(typeof RESET_TOKEN_EVENTS)[number]>;

export function evolveResetTokenState(state: ResetTokenState, event: ResetTokenEvent, facts: EventFacts): ResetTokenState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, registered: true };
    case 'PasswordResetRequested':
      return { ...state, latestRequestId: facts.eventId, usable: undefined };
    case 'PasswordResetTokenIssued':
      if (event.data.requestEventId !== state.latestRequestId) return state;
      return { ...state, usable: { tokenSha256: event.data.tokenSha256, expiresAt: Date.parse(event.data.expiresAt) } };
    case 'PasswordReset':
      return { ...state, usable: undefined };
    default:
      return assertNever(event);
  }
}

export const resetTokenDecider = defineDecider({ events: RESET_TOKEN_EVENTS, initialState: initialResetTokenState, evolve: evolveResetTokenState });
