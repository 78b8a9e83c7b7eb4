import type { RecordedEvent } from '@glyco/event-store';

/** The one reset token of an account that may still be used, folded from `user-<id>`. */
export interface ResetTokenState {
  registered: boolean;
  /** Issued for the latest request and not spent; a newer request or a reset clears it. */
  usable: { tokenSha256: string; expiresAt: number } | undefined;
  latestRequestId: string | undefined;
  revision: bigint | undefined;
}

export const initialResetTokenState: ResetTokenState = { registered: false, usable: undefined, latestRequestId: undefined, revision: undefined };

export function evolveResetTokenState(state: ResetTokenState, event: RecordedEvent): ResetTokenState {
  const next = { ...state, revision: event.revision };
  switch (event.type) {
    case 'UserRegistered':
      return { ...next, registered: true };
    case 'PasswordResetRequested':
      return { ...next, latestRequestId: event.eventId, usable: undefined };
    case 'PasswordResetTokenIssued':
      if (event.data.requestEventId !== state.latestRequestId) return next;
      return { ...next, usable: { tokenSha256: String(event.data.tokenSha256), expiresAt: Date.parse(String(event.data.expiresAt)) } };
    case 'PasswordReset':
      return { ...next, usable: undefined };
    default:
      return next;
  }
}
