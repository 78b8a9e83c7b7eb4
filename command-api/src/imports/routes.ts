import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type pg from 'pg';
import { API_ROUTES, IMPORT_MESSAGES, ImportRequested, streamIds } from '@glyco/contracts';
import { notFound, rateLimited, tooLarge, validationError } from '@glyco/contracts/http/app-errors';
import { appendEvents, newEvent, type EventStore } from '@glyco/event-store';
import { findImport, listImports } from '@glyco/projections';
import { mount } from '@glyco/runtime/http';
import { checkImportFormat, checkImportQuotas, ImportQuotaError, saveImportUpload, undoImport, UnknownImportFormatError } from '@glyco/imports';
import { commandContextOf } from '../commands/request-context';
import { exposePosition } from '../http/read-your-writes';
import { readUpload } from './read-upload';

export interface ImportRouteDeps {
  store: EventStore;
  pool: pg.Pool;
}

/** File imports: upload (the work is a job's), progress and results, and undo. */
export function createImportRoutes(deps: ImportRouteDeps): Router {
  const router = new Router();
  mount(router, API_ROUTES.imports.upload, async (ctx) => {
    const { userId } = ctx.state.auth;
    const upload = await readUpload(ctx);
    await refuseOverQuota(deps.pool, userId);
    refuseUnknownFormat(upload.bytes);
    const importId = randomUUID();
    await saveImportUpload(deps.pool, { importId, userId, contentType: upload.contentType, bytes: upload.bytes });
    const data = { importId, userId, fileName: upload.fileName, byteSize: upload.bytes.length };
    const appended = await appendEvents(deps.store, streamIds.import(importId), [newEvent(ImportRequested, data)], commandContextOf(ctx), 'no_stream');
    exposePosition(ctx, appended.position);
    ctx.body = { id: importId };
  });
  mount(router, API_ROUTES.imports.list, async (ctx) => {
    ctx.body = { imports: await listImports(deps.pool, ctx.state.auth.userId) };
  });
  mount(router, API_ROUTES.imports.detail, async (ctx, { params }) => {
    const found = await findImport(deps.pool, ctx.state.auth.userId, params.id);
    if (!found) throw notFound(IMPORT_MESSAGES.importNotFound);
    ctx.body = found;
  });
  mount(router, API_ROUTES.imports.undo, async (ctx, { params }) => {
    const context = commandContextOf(ctx);
    const command = { importId: params.id, userId: ctx.state.auth.userId, actor: context.actor, correlationId: context.correlationId };
    const undone = await undoImport({ store: deps.store, clock: () => new Date() }, command);
    exposePosition(ctx, undone.position);
  });
  return router;
}

/** A day's imports wait an hour before the next try is worth it. */
const QUOTA_RETRY_AFTER_SECONDS = 60 * 60;

/** Checked once the body is read (it is bounded), so the client always reads the answer. */
async function refuseOverQuota(pool: pg.Pool, userId: string): Promise<void> {
  try {
    await checkImportQuotas(pool, userId, new Date());
  } catch (error) {
    if (!(error instanceof ImportQuotaError)) throw error;
    throw error.kind === 'imports-per-day' ? rateLimited(error.message, QUOTA_RETRY_AFTER_SECONDS) : tooLarge(error.message);
  }
}

function refuseUnknownFormat(bytes: Buffer): void {
  try {
    checkImportFormat(bytes);
  } catch (error) {
    if (error instanceof UnknownImportFormatError) throw validationError(error.message, { file: error.message });
    throw error;
  }
}
