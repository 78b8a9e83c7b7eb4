import { Readable } from 'node:stream';
import Router from '@koa/router';
import type pg from 'pg';
import type { Middleware } from 'koa';
import { API_ROUTES, FHIR_JSON_CONTENT_TYPE, accountExportFileName, type User } from '@glyco/contracts';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import { notFound } from '@glyco/contracts/http/app-errors';
import { accountExportFiles, fhirBundleText, findUser } from '@glyco/projections';
import { mount } from '@glyco/runtime/http';
import { zipStream } from './zip';

async function signedInUser(pool: pg.Pool, auth: AuthState): Promise<User> {
  const user = await findUser(pool, auth.userId);
  if (!user) throw notFound('User not found');
  return user;
}

/**
 * GET /api/account/export: the person's complete record as a zip (JSON of every record, the CSVs,
 * a README). GET /api/account/export/fhir: the same data as a FHIR R4 Bundle, which a clinician's
 * read-only session may download too. Both are streamed from the read models on the exports' own
 * pool, behind `guard` (see createExportGuard).
 */
export function createAccountExportRoutes(pool: pg.Pool, guard: Middleware, now: () => Date = () => new Date()): Router {
  const router = new Router();
  const before = [guard];
  mount(router, API_ROUTES.accountExport.zip, async (ctx) => {
    const user = await signedInUser(pool, ctx.state.auth);
    const at = now();
    ctx.attachment(accountExportFileName('zip', at));
    ctx.type = 'application/zip';
    ctx.body = zipStream(accountExportFiles(pool, user, at), at);
  }, { before });
  mount(router, API_ROUTES.accountExport.fhir, async (ctx) => {
    const user = await signedInUser(pool, ctx.state.auth);
    const at = now();
    ctx.attachment(accountExportFileName('fhir', at));
    ctx.type = `${FHIR_JSON_CONTENT_TYPE}; charset=utf-8`;
    ctx.body = Readable.from(fhirBundleText(pool, user, at), { objectMode: false });
  }, { before });
  return router;
}
