import type { EventFacts } from '../commands/handle-command';
import { applyDoctorAccess, applyProfileChanges, newUserProfile, streamIds, type ProfileChanges, type User } from '@glyco/contracts';

/** The write-side state of `user-<id>`: what decisions about an account need. */
export interface Account {
  user: User | undefined;
  passwordHash: string | undefined;
  tokensValidAfter: number | undefined;
}

export const initialAccount: Account = { user: undefined, passwordHash: undefined, tokensValidAfter: undefined };

export const accountStream = (userId: string) => streamIds.user(userId);

export function evolveAccount(state: Account, event: EventFacts): Account {
  const data = event.data;
  switch (event.type) {
    case 'UserRegistered':
      return {
        ...state,
        passwordHash: String(data.passwordHash),
        user: newUserProfile({
          id: String(data.userId),
          name: String(data.name),
          email: String(data.email),
          diabetesType: data.diabetesType as User['diabetesType'],
          dateOfDiagnosis: typeof data.dateOfDiagnosis === 'string' ? data.dateOfDiagnosis : null,
        }),
      };
    case 'ProfileUpdated':
      return state.user ? { ...state, user: applyProfileChanges(state.user, data.changes as ProfileChanges) } : state;
    case 'UserLoggedOut':
      return { ...state, tokensValidAfter: Date.parse(String(data.tokensValidAfter)) };
    case 'DoctorAccessCodeIssued':
    case 'DoctorAccessRevoked':
      return state.user ? { ...state, user: applyDoctorAccess(state.user, event) } : state;
    case 'PasswordReset':
      return { ...state, passwordHash: String(data.passwordHash), tokensValidAfter: Date.parse(String(data.tokensValidAfter)) };
    default:
      return state;
  }
}
