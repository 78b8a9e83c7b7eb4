import { applyDoctorAccess, applyProfileChanges, newUserProfile, streamIds, USER_EVENTS, type User, type UserEvent } from '@glyco/contracts';
import { assertNever, defineDecider } from '@glyco/event-store';

/** The write-side state of `user-<id>`: what decisions about an account need. */
export interface Account {
  user: User | undefined;
  passwordHash: string | undefined;
  tokensValidAfter: number | undefined;
}

export const initialAccount: Account = { user: undefined, passwordHash: undefined, tokensValidAfter: undefined };

export const accountStream = (userId: string) => streamIds.user(userId);

export function evolveAccount(state: Account, event: UserEvent): Account {
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, name, email, diabetesType, dateOfDiagnosis } = event.data;
      const user = newUserProfile({ id: userId, name, email, diabetesType, dateOfDiagnosis: dateOfDiagnosis ?? null });
      return { ...state, passwordHash: event.data.passwordHash, user };
    }
    case 'ProfileUpdated':
      return state.user ? { ...state, user: applyProfileChanges(state.user, event.data.changes) } : state;
    case 'UserLoggedOut':
      return { ...state, tokensValidAfter: Date.parse(event.data.tokensValidAfter) };
    case 'DoctorAccessCodeIssued':
    case 'DoctorAccessRevoked':
      return state.user ? { ...state, user: applyDoctorAccess(state.user, event) } : state;
    case 'PasswordReset':
      return { ...state, passwordHash: event.data.passwordHash, tokensValidAfter: Date.parse(event.data.tokensValidAfter) };
    case 'AccountDeleted':
      return { ...state, user: undefined, passwordHash: undefined };
    case 'PasswordResetRequested':
    case 'PasswordResetTokenIssued':
      return state;
    default:
      return assertNever(event);
  }
}

export const accountDecider = defineDecider({ events: USER_EVENTS, initialState: initialAccount, evolve: evolveAccount });
