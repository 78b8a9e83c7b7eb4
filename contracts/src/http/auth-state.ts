/** What the authentication middleware puts on `ctx.state.auth` for every protected route. */
export interface AuthState {
  /** Whose data the request reads or changes (for an admitted clinician: the patient's). */
  userId: string;
  role: 'patient' | 'clinician';
  /** For a clinician: the patient whose data the grant covers. */
  patientId?: string;
  /** For a clinician: the redemption of the access code this session stands for. */
  accessId?: string;
  /** For a clinician: the token's grant, checked against the patient's current access code. */
  grant?: string;
  /** For a clinician: when the session ends (ISO instant). */
  expiresAt?: string;
}
