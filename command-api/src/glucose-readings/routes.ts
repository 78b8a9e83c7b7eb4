import Router from '@koa/router';
import type { Context } from 'koa';
import { API_ROUTES, presentGlucoseReading, routeName } from '@glyco/contracts';
import { handleCommand, type CommandOutcome, type EventStore } from '@glyco/event-store';
import type { GlucoseReadingEvent } from '@glyco/contracts';
import { mount } from '@glyco/runtime/http';
import { resolveCreate } from '../commands/client-id';
import { commandContextOf } from '../commands/request-context';
import { exposePosition } from '../http/read-your-writes';
import { decideDeleteGlucoseReading } from './delete-glucose-reading/decide';
import { decideLogGlucoseReading } from './log-glucose-reading/decide';
import { glucoseReadingDecider, glucoseReadingStream, type GlucoseReadingState } from './glucose-reading';
import { decideUpdateGlucoseReading } from './update-glucose-reading/decide';

export interface GlucoseCommandRouteDeps {
  store: EventStore;
}

function respondWithReading(ctx: Context, outcome: CommandOutcome<GlucoseReadingState, GlucoseReadingEvent>): void {
  exposePosition(ctx, outcome.position);
  ctx.body = presentGlucoseReading(outcome.state.reading!);
}

/** POST, PUT and DELETE /api/glucose: every change to a reading is an event on its stream. */
export function createGlucoseCommandRoutes(deps: GlucoseCommandRouteDeps): Router {
  const router = new Router();
  mount(router, API_ROUTES.glucose.log, async (ctx, { body }) => {
    const { userId } = ctx.state.auth;
    const { _id, ...input } = body;
    const { recordId: readingId, context } = resolveCreate(ctx, { userId, route: routeName(API_ROUTES.glucose.log), bodyId: _id, input });
    const command = { readingId, userId, input, now: context.now };
    const outcome = await handleCommand(deps.store, glucoseReadingStream(readingId), glucoseReadingDecider, context, (state) => decideLogGlucoseReading(state, command), { createsStream: true });
    respondWithReading(ctx, outcome);
  });
  mount(router, API_ROUTES.glucose.update, async (ctx, { params, body: input }) => {
    const { userId } = ctx.state.auth;
    const readingId = params.id;
    const outcome = await handleCommand(deps.store, glucoseReadingStream(readingId), glucoseReadingDecider, commandContextOf(ctx), (state) =>
      decideUpdateGlucoseReading(state, { readingId, userId, input }),
    );
    respondWithReading(ctx, outcome);
  });
  mount(router, API_ROUTES.glucose.delete, async (ctx, { params }) => {
    const { userId } = ctx.state.auth;
    const readingId = params.id;
    const outcome = await handleCommand(deps.store, glucoseReadingStream(readingId), glucoseReadingDecider, commandContextOf(ctx), (state) =>
      decideDeleteGlucoseReading(state, { readingId, userId }),
    );
    exposePosition(ctx, outcome.position);
  });
  return router;
}
