import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import type pg from 'pg';
import { entityId, IMPORT_MESSAGES, ImportRequested, streamIds } from '@glyco/contracts';
import { notFound, validationError } from '@glyco/contracts/http/app-errors';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import type { EventStore } from '@glyco/event-store';
import { findImport, listImports } from '@glyco/projections/imports/query';
import { checkImportFormat, saveImportUpload, undoImport, UnknownImportFormatError } from '@glyco/workers';
import { toEnvelope } from '../commands/handle-command';
import { commandContextOf } from '../commands/request-context';
import { exposePosition } from '../http/read-your-writes';
import { IMPORTS_PATH, readUpload } from './read-upload';

export interface ImportRouteDeps {
  store: EventStore;
  pool: pg.Pool;
}

function importIdParam(ctx: Context): string {
  const parsed = entityId.safeParse(ctx.params.id);
  if (!parsed.success) throw notFound(IMPORT_MESSAGES.importNotFound);
  return parsed.data;
}

/** File imports: upload (the work is a job's), progress and results, and undo. */
export function createImportRoutes(deps: ImportRouteDeps): Router {
  const router = new Router({ prefix: IMPORTS_PATH });
  router.post('/', async (ctx) => {
    const { userId } = ctx.state.auth as AuthState;
    const upload = await readUpload(ctx);
    refuseUnknownFormat(upload.bytes);
    const importId = randomUUID();
    await saveImportUpload(deps.pool, { importId, userId, contentType: upload.contentType, bytes: upload.bytes });
    const data = { importId, userId, fileName: upload.fileName, byteSize: upload.bytes.length };
    const event = toEnvelope({ type: ImportRequested.type, schemaVersion: ImportRequested.schemaVersion, data }, commandContextOf(ctx));
    const appended = await deps.store.append(streamIds.import(importId), [event], { expectedRevision: 'no_stream' });
    exposePosition(ctx, appended.position);
    ctx.status = 202;
    ctx.body = { id: importId };
  });
  router.get('/', async (ctx) => {
    const { userId } = ctx.state.auth as AuthState;
    ctx.body = { imports: await listImports(deps.pool, userId) };
  });
  router.get('/:id', async (ctx) => {
    const { userId } = ctx.state.auth as AuthState;
    const found = await findImport(deps.pool, userId, importIdParam(ctx));
    if (!found) throw notFound(IMPORT_MESSAGES.importNotFound);
    ctx.body = found;
  });
  router.delete('/:id', async (ctx) => {
    const { userId } = ctx.state.auth as AuthState;
    const context = commandContextOf(ctx);
    const command = { importId: importIdParam(ctx), userId, actor: context.actor, correlationId: context.correlationId };
    const undone = await undoImport({ store: deps.store, clock: () => new Date() }, command);
    exposePosition(ctx, undone.position);
    ctx.status = 204;
  });
  return router;
}

function refuseUnknownFormat(bytes: Buffer): void {
  try {
    checkImportFormat(bytes);
  } catch (error) {
    if (error instanceof UnknownImportFormatError) throw validationError(error.message, { file: error.message });
    throw error;
  }
}
