import type { AuthState } from '@glyco/contracts/http/auth-state';
import type { Caller } from '@glyco/contracts';

/** What the security headers put on every request. */
export interface RequestState {
  requestId: string;
}

/** A request that passed the session's authentication (and, for a clinician, the clinician gate). */
export interface PersonState extends RequestState {
  auth: AuthState;
}

/** A Nightscout uploader, known by the secret it sent. */
export interface UploaderRequestState extends RequestState {
  uploader: { userId: string };
}

/** What `ctx.state` holds by the time a route of this caller runs. */
export type CallerState<C extends Caller> = C extends 'person' | 'clinician' ? PersonState : C extends 'uploader' ? UploaderRequestState : RequestState;
