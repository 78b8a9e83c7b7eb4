import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { CLINICIAN_MESSAGES, isClinicianReadable } from '@glyco/contracts';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import { forbidden, unauthorized } from '@glyco/contracts/http/app-errors';
import type { EventStore } from '@glyco/event-store';
import type { RevocationStore } from '../sessions/session-revocations';
import { clinicianContext, recordDataViewed } from './access-events';
import { grantHolds } from './grant';
import { matchedRoute } from './matched-route';

export interface ClinicianGateDeps {
  store: EventStore;
  /** The code in force, as the patient's last issue or revocation wrote it before answering (never a read model). */
  revocations: Pick<RevocationStore, 'accessCode'>;
}

export interface ClinicianGate {
  middleware: Middleware;
  /** Names the routers clinician requests are matched against; returns them unchanged. */
  over(routers: Router[]): Router[];
}

/**
 * Between authentication and the protected routes. Patient requests pass untouched. A clinician
 * request passes only while the grant names the patient's code in force and unexpired (and the
 * event that issued it, so a new code or a revocation ends the session), only to a route of
 * CLINICIAN_READABLE_ROUTES (method and matched path), and only once the read is in the access
 * log; it then reads as the patient.
 */
export function createClinicianGate(deps: ClinicianGateDeps): ClinicianGate {
  let routers: readonly Router[] = [];
  const middleware: Middleware = async (ctx, next) => {
    const auth = ctx.state.auth as AuthState;
    if (auth.role !== 'clinician') return next();
    const { patientId, accessId } = auth;
    if (!patientId || !accessId || !grantHolds(auth.grant, await deps.revocations.accessCode(patientId), new Date())) {
      throw unauthorized(CLINICIAN_MESSAGES.accessRevoked);
    }
    const route = matchedRoute(routers, ctx.method, ctx.path);
    if (!route || !isClinicianReadable(route)) throw forbidden(CLINICIAN_MESSAGES.readOnly);
    const context = clinicianContext(accessId, String(ctx.state.requestId), new Date());
    await recordDataViewed(deps.store, { patientId, accessId, route, query: ctx.querystring }, context);
    ctx.state.auth = { ...auth, userId: patientId } satisfies AuthState;
    await next();
  };
  return {
    middleware,
    over(served) {
      routers = served;
      return served;
    },
  };
}
