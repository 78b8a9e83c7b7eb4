/** What the authentication middleware puts on `ctx.state.auth` for every protected route. */
export interface AuthState {
  userId: string;
  role: 'patient' | 'clinician';
  /** For a clinician: the patient whose data the grant covers. */
  patientId?: string;
}
