import { PassThrough } from 'node:stream';
import Router from '@koa/router';
import { API_ROUTES, LIVE_MESSAGES } from '@glyco/contracts';
import { forbidden, rateLimited, unauthorized } from '@glyco/contracts/http/app-errors';
import { parsePosition } from '@glyco/event-store';
import { mount } from '@glyco/runtime/http';
import { bearerToken } from '../http/authenticate';
import type { TokenClaims, TokenService } from '../http/tokens';
import type { LiveHub, LiveViewerStream } from './live-hub';
import { SSE_HEARTBEAT, SSE_OPENING, sseEvent } from './sse';
import type { LiveChangeKind } from '@glyco/contracts';
import { kindsHiddenFrom, liveAccessOf, type LiveAccessDeps } from './who-may-view';

export interface LiveRouteDeps {
  hub: LiveHub;
  tokens: TokenService;
  access: LiveAccessDeps;
}

/** A viewer that reads slower than this much is left behind: the stream ends and it resumes by Last-Event-ID. */
const MAX_UNREAD_BYTES = 1024 * 1024;

/**
 * GET /api/live: Server-Sent Events about the person viewed (by default the signed-in person; for
 * a clinician, the patient), from now or after `Last-Event-ID`, until the viewer leaves or its
 * access ends.
 */
export function createLiveRoutes(deps: LiveRouteDeps): Router {
  const router = new Router();
  mount(router, API_ROUTES.live.stream, async (ctx, { query }) => {
    const claims = deps.tokens.verify(bearerToken(ctx.get('Authorization')) ?? '');
    if (!claims) throw unauthorized();
    const personId = query.personId ?? ctx.state.auth.userId;
    const checkAccess = () => liveAccessOf(deps.access, claims, personId);
    if ((await checkAccess()) !== 'allowed') throw forbidden(LIVE_MESSAGES.notViewable);
    const body = new PassThrough();
    const stream = viewerStream(body, { personId, claims, hidden: await kindsHiddenFrom(deps.access, claims, personId) }, checkAccess);
    body.write(SSE_OPENING);
    if (!(await deps.hub.join(stream, parsePosition(ctx.get('Last-Event-ID'))))) throw rateLimited(LIVE_MESSAGES.tooManyStreams, 60);
    const leave = () => {
      deps.hub.leave(stream);
      body.end();
    };
    ctx.res.once('close', leave);
    // Written by hand, not by Koa: a viewer leaving is the normal end of this answer, not an error.
    ctx.respond = false;
    ctx.res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no', Connection: 'keep-alive' });
    ctx.req.socket.setNoDelay(true);
    // The server's idle-socket timeout never ends a live stream: its heartbeats keep it busy.
    body.pipe(ctx.res);
  });
  return router;
}

interface Viewing {
  personId: string;
  claims: TokenClaims;
  hidden: ReadonlySet<LiveChangeKind>;
}

function viewerStream(body: PassThrough, { personId, claims, hidden }: Viewing, checkAccess: LiveViewerStream['checkAccess']): LiveViewerStream {
  const write = (text: string) => {
    if (body.writableEnded) return;
    if (body.writableLength > MAX_UNREAD_BYTES) return void body.end();
    body.write(text);
  };
  return {
    personId,
    concerns: [...new Set([claims.userId, personId])],
    send: (messages) => write(messages.filter((message) => message.type !== 'changed' || !hidden.has(message.kind)).map(sseEvent).join('')),
    heartbeat: () => write(SSE_HEARTBEAT),
    end: (reason) => {
      if (reason) write(sseEvent({ type: 'closed', reason }));
      body.end();
    },
    checkAccess,
  };
}
