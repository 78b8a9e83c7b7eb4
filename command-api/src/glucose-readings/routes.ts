import Router from '@koa/router';
import type { Context } from 'koa';
import { entityId, GLUCOSE_MESSAGES, logGlucoseReadingSchema, presentGlucoseReading, updateGlucoseReadingSchema } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import { parseInput } from '@glyco/contracts/http/parse-input';
import type { EventStore } from '@glyco/event-store';
import { resolveCreate } from '../commands/client-id';
import { commandContextOf } from '../commands/request-context';
import { exposePosition } from '../http/read-your-writes';
import { decideDeleteGlucoseReading } from './delete-glucose-reading/decide';
import { decideLogGlucoseReading } from './log-glucose-reading/decide';
import { runReadingCommand, type ReadingCommandOutcome } from './run-reading-command';
import { decideUpdateGlucoseReading } from './update-glucose-reading/decide';

export interface GlucoseCommandRouteDeps {
  store: EventStore;
}

/** A reading id from the path; anything but a UUID cannot name a reading. */
function readingIdParam(ctx: Context): string {
  const parsed = entityId.safeParse(ctx.params.id);
  if (!parsed.success) throw notFound(GLUCOSE_MESSAGES.readingNotFound);
  return parsed.data;
}

function respondWithReading(ctx: Context, outcome: ReadingCommandOutcome, status: number): void {
  exposePosition(ctx, outcome.position);
  ctx.status = status;
  ctx.body = presentGlucoseReading(outcome.state.reading!);
}

/** POST, PUT and DELETE /api/glucose: every change to a reading is an event on its stream. */
export function createGlucoseCommandRoutes(deps: GlucoseCommandRouteDeps): Router {
  const router = new Router({ prefix: '/api/glucose' });
  router.post('/', async (ctx) => {
    const { userId } = ctx.state.auth as AuthState;
    const { _id, ...input } = parseInput(logGlucoseReadingSchema, ctx.request.body);
    const { recordId: readingId, context } = resolveCreate(ctx, { userId, route: 'POST /api/glucose', bodyId: _id, input });
    const command = { readingId, userId, input, now: context.now };
    const outcome = await runReadingCommand(deps.store, readingId, context, (state) => decideLogGlucoseReading(state, command));
    respondWithReading(ctx, outcome, 201);
  });
  router.put('/:id', async (ctx) => {
    const { userId } = ctx.state.auth as AuthState;
    const readingId = readingIdParam(ctx);
    const input = parseInput(updateGlucoseReadingSchema, ctx.request.body);
    const outcome = await runReadingCommand(deps.store, readingId, commandContextOf(ctx), (state) =>
      decideUpdateGlucoseReading(state, { readingId, userId, input }),
    );
    respondWithReading(ctx, outcome, 200);
  });
  router.delete('/:id', async (ctx) => {
    const { userId } = ctx.state.auth as AuthState;
    const readingId = readingIdParam(ctx);
    const outcome = await runReadingCommand(deps.store, readingId, commandContextOf(ctx), (state) =>
      decideDeleteGlucoseReading(state, { readingId, userId }),
    );
    exposePosition(ctx, outcome.position);
    ctx.status = 204;
  });
  return router;
}
