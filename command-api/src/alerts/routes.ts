import Router from '@koa/router';
import { API_ROUTES } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import type { EventStore } from '@glyco/event-store';
import { alertLinkKey, readAlertLinkToken } from '@glyco/runtime';
import { mount } from '@glyco/runtime/http';
import { commandContextOf } from '../commands/request-context';
import { accountOf } from '../followers/people';
import { exposePosition } from '../http/read-your-writes';
import { acknowledgeAlert, snoozeAlert } from './acknowledge';

export interface AlertRouteDeps {
  store: EventStore;
}

/** POST /api/alerts/:id/acknowledge and /snooze: the person answers their own alert, or puts it off. */
export function createAlertCommandRoutes(deps: AlertRouteDeps): Router {
  const router = new Router();
  mount(router, API_ROUTES.alerts.acknowledge, async (ctx, { params }) => {
    const userId = ctx.state.auth.userId;
    const user = await accountOf(deps.store, userId);
    const by = { kind: 'person' as const, name: user?.name ?? 'You' };
    const { acknowledged, outcome } = await acknowledgeAlert(deps.store, userId, params.id, by, commandContextOf(ctx));
    exposePosition(ctx, outcome.append?.position);
    ctx.body = { acknowledged };
  });
  mount(router, API_ROUTES.alerts.snooze, async (ctx, { params, body }) => {
    const userId = ctx.state.auth.userId;
    const user = await accountOf(deps.store, userId);
    const { snoozedUntil, outcome } = await snoozeAlert(deps.store, { id: userId, settings: user?.settings ?? {} }, params.id, body.minutes, commandContextOf(ctx));
    exposePosition(ctx, outcome.append?.position);
    ctx.body = { snoozedUntil };
  });
  return router;
}

const LINK_NOT_VALID = 'This link is not valid.';

/** POST /api/alerts/acknowledge: an emergency contact follows the escalation email's link. */
export function createAlertLinkRoutes(deps: AlertRouteDeps & { serverSecret: string }): Router {
  const router = new Router();
  const key = alertLinkKey(deps.serverSecret);
  mount(router, API_ROUTES.alerts.acknowledgeByLink, async (ctx, { body }) => {
    const claim = readAlertLinkToken(key, body.token);
    if (!claim) throw notFound(LINK_NOT_VALID);
    const user = await accountOf(deps.store, claim.userId);
    const contact = user?.emergencyContacts[claim.contactIndex];
    if (!user || !contact) throw notFound(LINK_NOT_VALID);
    const by = { kind: 'emergencyContact' as const, name: contact.name || contact.email };
    const context = { actor: { userId: 'emergency-contact', role: 'system' as const }, correlationId: String(ctx.state.requestId), now: new Date() };
    const { acknowledged } = await acknowledgeAlert(deps.store, claim.userId, claim.alertId, by, context);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { acknowledged };
  });
  return router;
}
