import Router from '@koa/router';
import type pg from 'pg';
import {
  API_ROUTES,
  mapNightscoutEntries,
  mapNightscoutTreatments,
  presentPebble,
  NIGHTSCOUT_DEFAULT_COUNT,
  NIGHTSCOUT_DEFAULT_TREATMENT_COUNT,
  type NightscoutListQueryInput,
} from '@glyco/contracts';
import { listNightscoutEntries, type NightscoutEntryType } from '@glyco/projections';
import { mount, type RouteContext } from '@glyco/runtime/http';
import { collectPages } from './collect-pages';
import { deleteTreatment } from './delete-treatment';
import { withoutReadingsStoredNearby } from './same-reading';
import { mapOptionsFor, statusOf } from './status';
import { authenticateUploader, type UploaderAuthDeps } from './uploader-auth';
import { logUpload, refuseWhenNothingReadable, storedDocuments, type UploadDeps } from './upload';
import { upsertTreatments } from './upsert-treatments';
import { logTempBasals, withTempBasalIds } from '../temp-basals/log-temp-basals';
import { treatmentsWithTempBasals } from '../temp-basals/read-back';

export type NightscoutV1Deps = UploaderAuthDeps & UploadDeps & { pool: pg.Pool };

const V1 = API_ROUTES.nightscoutV1;
type UploaderContext = RouteContext<typeof V1.status>;

/**
 * Nightscout's REST API v1 for uploaders (xDrip+, Juggluco, Loop, Trio, Spike) and followers
 * (Nightguard, LoopFollow, xDrip+ follower, xDrip4iOS): status, entries and treatments of the
 * person the secret names. Nightscout answers 200 to a post, with the stored documents.
 */
export function createNightscoutV1Routes(deps: NightscoutV1Deps): Router {
  const router = new Router();
  const uploader = { before: [authenticateUploader(deps)] };
  mount(router, V1.status, async (ctx) => {
    ctx.body = await statusOf(deps.pool, ctx.state.uploader.userId);
  }, uploader);
  mount(router, V1.postEntries, async (ctx, { body }) => {
    const userId = ctx.state.uploader.userId;
    const mapping = mapNightscoutEntries(body, await mapOptionsFor(deps.pool, userId));
    refuseWhenNothingReadable(body, mapping);
    const records = await withoutReadingsStoredNearby(deps.pool, userId, mapping.records);
    await logUpload(deps, userId, { ...mapping, records }, 'glucose_readings', String(ctx.state.requestId));
    ctx.body = storedDocuments(body, mapping, userId);
  }, uploader);
  mount(router, V1.entries, (ctx, { query }) => listEntries(ctx, query, deps.pool, ['sgv', 'mbg'], NIGHTSCOUT_DEFAULT_COUNT), uploader);
  mount(router, V1.sensorEntries, (ctx, { query }) => listEntries(ctx, query, deps.pool, ['sgv'], NIGHTSCOUT_DEFAULT_COUNT), uploader);
  mount(router, V1.meterEntries, (ctx, { query }) => listEntries(ctx, query, deps.pool, ['mbg'], NIGHTSCOUT_DEFAULT_COUNT), uploader);
  // Nightscout's `current` is the latest sensor value alone.
  mount(router, V1.currentEntry, (ctx, { query }) => listEntries(ctx, query, deps.pool, ['sgv'], 1), uploader);
  mount(router, V1.postTreatments, async (ctx, { body }) => {
    const userId = ctx.state.uploader.userId;
    const options = await mapOptionsFor(deps.pool, userId);
    const mapping = mapNightscoutTreatments(body, options);
    refuseWhenNothingReadable(body, mapping);
    await logUpload(deps, userId, mapping, 'nightscout_treatments', String(ctx.state.requestId));
    const temps = await logTempBasals(deps, userId, body, options, String(ctx.state.requestId));
    ctx.body = withTempBasalIds(storedDocuments(body, mapping, userId), temps);
  }, uploader);
  // Nightscout answers a PUT with 200 whether it created or replaced; Juggluco counts on exactly that.
  mount(router, V1.putTreatments, async (ctx, { body }) => {
    ctx.body = await upsertTreatments(deps, ctx.state.uploader.userId, body, String(ctx.state.requestId));
  }, uploader);
  mount(router, V1.deleteTreatment, async (ctx, { params }) => {
    ctx.body = await deleteTreatment(deps, ctx.state.uploader.userId, params.id, String(ctx.state.requestId));
  }, uploader);
  mount(router, V1.verifyAuth, (ctx) => {
    ctx.body = { status: 200, message: { message: 'OK', rolefound: 'FOUND', canRead: true, canWrite: true, isAdmin: false, permissions: 'ROLE' } };
  }, uploader);
  mount(router, V1.experimentsTest, (ctx) => {
    ctx.body = { status: 'ok' };
  }, uploader);
  mount(router, V1.treatments, async (ctx, { query }) => {
    const userId = ctx.state.uploader.userId;
    const readPage = (to: Date | undefined, count: number) => treatmentsWithTempBasals(deps.pool, userId, { from: query.from, to, count });
    ctx.body = await collectPages(readPage, (treatment) => Date.parse(treatment.created_at), query, query.count ?? NIGHTSCOUT_DEFAULT_TREATMENT_COUNT);
  }, uploader);
  mount(router, V1.pebble, async (ctx, { query }) => {
    const userId = ctx.state.uploader.userId;
    const units = query.units ? (query.units === 'mmol' ? 'mmol' : 'mg/dl') : (await statusOf(deps.pool, userId)).settings.units;
    // One more than asked, for the last one's change.
    const entries = await listNightscoutEntries(deps.pool, userId, { count: (query.count ?? 1) + 1, types: ['sgv'] });
    const pebble = presentPebble(entries, units, new Date());
    ctx.body = { ...pebble, bgs: pebble.bgs.slice(0, query.count ?? 1) };
  }, uploader);
  return router;
}

async function listEntries(
  ctx: UploaderContext,
  query: NightscoutListQueryInput,
  pool: pg.Pool,
  types: readonly NightscoutEntryType[],
  defaultCount: number,
): Promise<void> {
  const userId = ctx.state.uploader.userId;
  const narrowed = narrowedTypes(ctx, types);
  const readPage = (to: Date | undefined, count: number) => listNightscoutEntries(pool, userId, { from: query.from, to, count, types: narrowed });
  ctx.body = await collectPages(readPage, (entry) => entry.date, query, query.count ?? defaultCount);
}

/** `find[type]=sgv` (as Loop and Nightguard ask) narrows the types a path answers before the database is asked. */
function narrowedTypes(ctx: UploaderContext, types: readonly NightscoutEntryType[]): readonly NightscoutEntryType[] {
  const asked = ctx.query['find[type]'];
  return types.filter((type) => asked === undefined || asked === type);
}
