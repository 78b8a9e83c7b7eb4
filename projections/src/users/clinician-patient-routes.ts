import Router from '@koa/router';
import type pg from 'pg';
import { API_ROUTES, CLINICIAN_MESSAGES, presentClinicianPatient } from '@glyco/contracts';
import { forbidden, notFound } from '@glyco/contracts/http/app-errors';
import { mount } from '@glyco/runtime/http';
import { findUser } from './query';

/** GET /api/clinician/patient: for a clinician session, the medical details of the patient it reads. */
export function createClinicianPatientRoutes(pool: pg.Pool): Router {
  const router = new Router();
  mount(router, API_ROUTES.clinician.patient, async (ctx) => {
    const { auth } = ctx.state;
    if (auth.role !== 'clinician' || !auth.expiresAt) throw forbidden(CLINICIAN_MESSAGES.clinicianOnly);
    const user = await findUser(pool, auth.userId);
    if (!user) throw notFound('Patient not found');
    ctx.body = presentClinicianPatient(user, auth.expiresAt);
  });
  return router;
}
