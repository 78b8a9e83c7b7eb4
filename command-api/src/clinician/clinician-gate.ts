import type { Middleware } from 'koa';
import { API_ROUTE_LIST, CLINICIAN_MESSAGES, clinicianMayCall, routeName, type ApiRoute } from '@glyco/contracts';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import { forbidden, unauthorized } from '@glyco/contracts/http/app-errors';
import type { EventStore } from '@glyco/event-store';
import type { PersonState } from '@glyco/runtime/http';
import type { RevocationStore } from '../sessions/session-revocations';
import { clinicianContext, recordDataViewed } from './access-events';
import { grantHolds } from './grant';
import { matchedRoute } from './matched-route';

export interface ClinicianGateDeps {
  store: EventStore;
  /** The code in force, as the patient's last issue or revocation wrote it before answering (never a read model). */
  revocations: Pick<RevocationStore, 'accessCode'>;
  /** The routes requests are matched against; the route table unless a test narrows it. */
  routes?: readonly ApiRoute[];
}

/**
 * Between authentication and the protected routes. Patient requests pass untouched. A clinician
 * request passes only while the grant names the patient's code in force and unexpired (and the
 * event that issued it, so a new code or a revocation ends the session), only to a route the
 * route table lets a clinician call (method and matched path), and only once the read is in the
 * access log; it then reads as the patient.
 */
export function createClinicianGate(deps: ClinicianGateDeps): Middleware<PersonState> {
  const match = matchedRoute(deps.routes ?? API_ROUTE_LIST);
  return async (ctx, next) => {
    const { auth } = ctx.state;
    if (auth.role !== 'clinician') return next();
    const { patientId, accessId } = auth;
    if (!patientId || !accessId || !grantHolds(auth.grant, await deps.revocations.accessCode(patientId), new Date())) {
      throw unauthorized(CLINICIAN_MESSAGES.accessRevoked);
    }
    const route = match(ctx.method, ctx.path);
    if (!route || !clinicianMayCall(route)) throw forbidden(CLINICIAN_MESSAGES.readOnly);
    const context = clinicianContext(accessId, String(ctx.state.requestId), new Date());
    await recordDataViewed(deps.store, { patientId, accessId, route: routeName(route), query: ctx.querystring }, context);
    ctx.state.auth = { ...auth, userId: patientId } satisfies AuthState;
    await next();
  };
}
