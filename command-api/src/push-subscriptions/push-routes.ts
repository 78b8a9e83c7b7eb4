import Router from '@koa/router';
import { API_ROUTES } from '@glyco/contracts';
import type { EventStore } from '@glyco/event-store';
import { mount } from '@glyco/runtime/http';
import { commandContextOf } from '../commands/request-context';
import { exposePosition } from '../http/read-your-writes';
import { removePushSubscription, savePushSubscription } from './push-commands';

const ROUTES = API_ROUTES.push;

export interface PushRouteDeps {
  store: EventStore;
  /** The server's VAPID public key (base64url). */
  vapidPublicKey: () => Promise<string>;
}

/** The caller's own push subscriptions, and the key a browser subscribes with. */
export function createPushRoutes(deps: PushRouteDeps): Router {
  const router = new Router();
  mount(router, ROUTES.publicKey, async (ctx) => {
    ctx.body = { publicKey: await deps.vapidPublicKey() };
  });
  mount(router, ROUTES.subscribe, async (ctx, { body }) => {
    const outcome = await savePushSubscription(deps.store, ctx.state.auth.userId, body, commandContextOf(ctx));
    exposePosition(ctx, outcome.append?.position);
  });
  mount(router, ROUTES.unsubscribe, async (ctx, { body }) => {
    const outcome = await removePushSubscription(deps.store, { userId: ctx.state.auth.userId, endpoint: body.endpoint, reason: 'removed' }, commandContextOf(ctx));
    exposePosition(ctx, outcome.append?.position);
  });
  return router;
}
