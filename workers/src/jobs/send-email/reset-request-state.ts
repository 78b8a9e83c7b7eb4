import { applyProfileChanges, newUserProfile, type ProfileChanges, type User } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';

/** What the email job needs to know about one reset request, folded from the account's stream. */
export interface ResetRequestState {
  recipient: { name: string; email: string } | undefined;
  requested: boolean;
  /** A newer request or a completed reset came after it: its link would be void. */
  superseded: boolean;
  /** The token already issued for this request by an earlier attempt of the job. */
  issued: { tokenSha256: string; expiresAt: string } | undefined;
  revision: bigint | undefined;
}

export function foldResetRequest(events: readonly RecordedEvent[], requestEventId: string): ResetRequestState {
  let user: User | undefined;
  const state: ResetRequestState = { recipient: undefined, requested: false, superseded: false, issued: undefined, revision: undefined };
  for (const event of events) {
    const data = event.data;
    state.revision = event.revision;
    switch (event.type) {
      case 'UserRegistered':
        user = newUserProfile({
          id: String(data.userId),
          name: String(data.name),
          email: String(data.email),
          diabetesType: data.diabetesType as User['diabetesType'],
          dateOfDiagnosis: null,
        });
        break;
      case 'ProfileUpdated':
        if (user) user = applyProfileChanges(user, data.changes as ProfileChanges);
        break;
      case 'PasswordResetRequested':
        if (event.eventId === requestEventId) state.requested = true;
        else if (state.requested) state.superseded = true;
        break;
      case 'PasswordResetTokenIssued':
        if (data.requestEventId === requestEventId) state.issued = { tokenSha256: String(data.tokenSha256), expiresAt: String(data.expiresAt) };
        break;
      case 'PasswordReset':
        if (state.requested) state.superseded = true;
        break;
    }
  }
  state.recipient = user && { name: user.name, email: user.email };
  return state;
}
