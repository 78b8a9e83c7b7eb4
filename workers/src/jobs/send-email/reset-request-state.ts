import { PasswordReset, PasswordResetRequested, PasswordResetTokenIssued, ProfileUpdated, UserRegistered, type EventOf } from '@glyco/contracts';
import { assertNever, defineDecider, type EventFacts } from '@glyco/event-store';

/** What the email job needs to know about one reset request, folded from the account's stream. */
export interface ResetRequestState {
  recipient: { name: string; email: string } | undefined;
  requested: boolean;
  /** A newer request or a completed reset came after it: its link would be void. */
  superseded: boolean;
  /** The token already issued for this request by an earlier attempt of the job. */
  issued: { tokenSha256: string; expiresAt: string } | undefined;
}

const initialResetRequest: ResetRequestState = { recipient: undefined, requested: false, superseded: false, issued: undefined };

const RESET_REQUEST_EVENTS = [UserRegistered, ProfileUpdated, PasswordResetRequested, PasswordResetTokenIssued, PasswordReset] as const;
type ResetRequestEvent = EventOf<(typeof RESET_REQUEST_EVENTS)[number]>;

function evolveResetRequest(requestEventId: string, state: ResetRequestState, event: ResetRequestEvent, facts: EventFacts): ResetRequestState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, recipient: { name: event.data.name, email: event.data.email } };
    case 'ProfileUpdated': {
      const { name, email } = event.data.changes;
      return state.recipient ? { ...state, recipient: { name: name ?? state.recipient.name, email: email ?? state.recipient.email } } : state;
    }
    case 'PasswordResetRequested':
      if (facts.eventId === requestEventId) return { ...state, requested: true };
      return state.requested ? { ...state, superseded: true } : state;
    case 'PasswordResetTokenIssued':
      if (event.data.requestEventId !== requestEventId) return state;
      return { ...state, issued: { tokenSha256: event.data.tokenSha256, expiresAt: event.data.expiresAt } };
    case 'PasswordReset':
      return state.requested ? { ...state, superseded: true } : state;
    default:
      return assertNever(event);
  }
}

/** The state of one reset request (`requestEventId`) on `user-<id>`. */
export function resetRequestDecider(requestEventId: string) {
  return defineDecider({
    events: RESET_REQUEST_EVENTS,
    initialState: initialResetRequest,
    evolve: (state: ResetRequestState, event: ResetRequestEvent, facts: EventFacts) => evolveResetRequest(requestEventId, state, event, facts),
  });
}
