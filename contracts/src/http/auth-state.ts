/** What the authentication middleware puts on `ctx.state.auth` for every protected route. */
export interface AuthState {
  /** Whose data the request reads or changes (for an admitted clinician: the patient's). */
  userId: string;
  role: 'patient' | 'clinician' | 'follower';
  /** For a clinician: the patient whose data the grant covers; for a follower: the person followed. */
  patientId?: string;
  /** For a clinician: the redemption of the access code this session stands for. */
  accessId?: string;
  /** For a clinician: the token's grant, checked against the patient's current access code. */
  grant?: string;
  /** For a follower: their own account, which stays the actor while they read as the person followed. */
  followerId?: string;
  /** For a clinician: when the session ends (ISO instant). */
  expiresAt?: string;
}
