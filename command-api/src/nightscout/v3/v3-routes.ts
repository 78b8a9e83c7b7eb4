import Router from '@koa/router';
import { API_ROUTES, ACCESS_TOKEN_MESSAGES, type V3SearchQuery, type NightscoutV3Collection } from '@glyco/contracts';
import { unauthorized, validationError, notFound, unprocessable } from '@glyco/contracts/http/app-errors';
import type { Position } from '@glyco/event-store';
import { mount, type RouteContext } from '@glyco/runtime/http';
import { createNightscoutJwts } from '../access-tokens/jwt';
import { createDocument } from './create-document';
import { deleteRecord } from './delete-record';
import { documentsChangedSince, lastModifiedByCollection, readDocument, recordOfDocument, searchDocuments } from './documents-query';
import { nightscoutV3DocumentsProjection } from './documents-projection';
import { authenticateV3, demandPermission, grantOfAccessToken, type V3AuthDeps, type V3State } from './v3-auth';
import { instantOfParam, statusAnswer, versionAnswer } from './v3-answers';
import type { EventStore } from '@glyco/event-store';

export type NightscoutV3Deps = Omit<V3AuthDeps, 'jwts'> & {
  store: EventStore;
  /** The server secret the exchange's JWT keys are derived from. */
  jwtSecret: string;
  waitFor(position: Position, projectionNames: readonly string[], timeoutMs: number): Promise<boolean>;
};

const V3 = API_ROUTES.nightscoutV3;
/** An app reads right after it writes (AndroidAPS syncs history next): a write waits up to this long for the documents read model. */
const V3_READ_BACK_WAIT_MS = 3_000;

type V3Context = RouteContext<typeof V3.status> & { state: V3State };

/** Nightscout's API v3 and the access token exchange before it. */
export function createNightscoutV3Routes(deps: NightscoutV3Deps): Router {
  const router = new Router();
  const auth = { ...deps, jwts: createNightscoutJwts(deps.jwtSecret) };
  const v3 = { before: [authenticateV3(auth)] };
  mount(router, V3.authorize, async (ctx, { params }) => {
    const grant = await grantOfAccessToken(auth, params.accessToken, ctx.ip);
    if (!grant) throw unauthorized(ACCESS_TOKEN_MESSAGES.unauthorized);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = auth.jwts.issue(grant);
  });
  mount(router, V3.version, (ctx) => void (ctx.body = versionAnswer()));
  mount(router, V3.status, (ctx) => void (ctx.body = statusAnswer((ctx as V3Context).state.grant.role)), v3);
  mount(router, V3.lastModified, async (ctx) => {
    ctx.body = { status: 200, result: { srvDate: Date.now(), collections: await lastModifiedByCollection(deps.pool, ctx.state.uploader.userId) } };
  }, v3);
  mount(router, V3.historySince, async (ctx, { params, query }) => {
    const ms = instantOfParam(params.lastModified);
    if (ms === undefined) throw validationError('Bad or missing Last-Modified');
    await answerHistory(ctx as V3Context, params.collection, { ms, inclusive: false }, query);
  }, v3);
  mount(router, V3.history, async (ctx, { params, query }) => {
    const header = Date.parse(ctx.get('Last-Modified'));
    if (!Number.isFinite(header)) throw validationError('Bad or missing Last-Modified');
    // HTTP dates have whole seconds: the header asks for what changed from that second on.
    await answerHistory(ctx as V3Context, params.collection, { ms: Math.floor(header / 1000) * 1000, inclusive: true }, query);
  }, v3);
  mount(router, V3.search, async (ctx, { params, query }) => {
    demandPermission(ctx as V3Context, params.collection, 'read');
    ctx.body = { status: 200, result: await searchDocuments(deps.pool, ctx.state.uploader.userId, params.collection, query) };
  }, v3);
  mount(router, V3.create, async (ctx, { params, body }) => {
    demandPermission(ctx as V3Context, params.collection, 'create');
    const { answer, position } = await createDocument(deps, ctx.state.uploader.userId, params.collection, body, String(ctx.state.requestId));
    if (position) await deps.waitFor(position, [nightscoutV3DocumentsProjection.name], V3_READ_BACK_WAIT_MS);
    ctx.status = answer.status;
    ctx.set('Last-Modified', new Date(answer.lastModified).toUTCString());
    ctx.set('Location', `${ctx.path}/${answer.identifier}`);
    ctx.body = answer;
  }, v3);
  mount(router, V3.read, async (ctx, { params }) => {
    demandPermission(ctx as V3Context, params.collection, 'read');
    const found = await readDocument(deps.pool, ctx.state.uploader.userId, params.collection, params.identifier);
    if (!found) throw notFound('Document not found');
    ctx.set('Last-Modified', new Date(found.srvModified).toUTCString());
    if (!found.isValid) return void Object.assign(ctx, { status: 410, body: { status: 410 } });
    const since = Date.parse(ctx.get('If-Modified-Since'));
    if (Number.isFinite(since) && found.srvModified < since + 1000) return void (ctx.status = 304);
    ctx.body = { status: 200, result: found.document };
  }, v3);
  const change = async (ctx: V3Context, collection: NightscoutV3Collection, identifier: string, body: Record<string, unknown>) => {
    demandPermission(ctx, collection, 'update');
    if (body.isValid !== false) throw unprocessable('Glyco keeps an uploaded record as it came: delete it and create it again to change it');
    await removeDocument(ctx, collection, identifier);
  };
  mount(router, V3.update, (ctx, { params, body }) => change(ctx as V3Context, params.collection, params.identifier, body), v3);
  mount(router, V3.patch, (ctx, { params, body }) => change(ctx as V3Context, params.collection, params.identifier, body), v3);
  mount(router, V3.remove, async (ctx, { params }) => {
    demandPermission(ctx as V3Context, params.collection, 'delete');
    await removeDocument(ctx as V3Context, params.collection, params.identifier);
  }, v3);

  async function answerHistory(ctx: V3Context, collection: NightscoutV3Collection, since: { ms: number; inclusive: boolean }, query: V3SearchQuery) {
    demandPermission(ctx, collection, 'read');
    const changed = await documentsChangedSince(deps.pool, ctx.state.uploader.userId, collection, since, query.limit);
    const latest = changed.at(-1)?.srvModified;
    if (latest !== undefined) {
      ctx.set('Last-Modified', new Date(latest).toUTCString());
      ctx.set('ETag', `W/"${latest}"`);
    }
    ctx.body = { status: 200, result: changed.map((each) => each.document) };
  }

  async function removeDocument(ctx: V3Context, collection: NightscoutV3Collection, identifier: string) {
    const userId = ctx.state.uploader.userId;
    const record = await recordOfDocument(deps.pool, userId, collection, identifier);
    if (!record?.isValid) throw notFound('Document not found');
    // The token's name may name a person; the actor is kept in clear beside the event.
    const actor = { userId, role: 'uploader' as const, device: 'Nightscout API v3' };
    const position = await deleteRecord(deps.store, record.kind, identifier, userId, { actor, correlationId: String(ctx.state.requestId), now: new Date() });
    if (position) await deps.waitFor(position, [nightscoutV3DocumentsProjection.name], V3_READ_BACK_WAIT_MS);
    ctx.status = 200;
    ctx.body = { status: 200 };
  }
  return router;
}
