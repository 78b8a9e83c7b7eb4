import Router from '@koa/router';
import type pg from 'pg';
import {
  API_ROUTES,
  mapNightscoutEntries,
  mapNightscoutTreatments,
  zoneOffsetMinutesAt,
  NIGHTSCOUT_DEFAULT_COUNT,
  type NightscoutMapOptions,
  type NightscoutMapping,
  type NightscoutListQueryInput,
  type NightscoutStatus,
} from '@glyco/contracts';
import { findUser, listNightscoutEntries, listNightscoutTreatments, type NightscoutEntryType } from '@glyco/projections';
import { mount, type RouteContext } from '@glyco/runtime/http';
import { authenticateUploader, type UploaderAuthDeps } from './uploader-auth';
import { logUpload, refuseWhenNothingReadable, storedDocuments, type UploadDeps } from './upload';

export type NightscoutV1Deps = UploaderAuthDeps & UploadDeps & { pool: pg.Pool };

const V1 = API_ROUTES.nightscoutV1;
type UploaderContext = RouteContext<typeof V1.status>;

/**
 * Nightscout's REST API v1 for uploaders (xDrip+, Juggluco, AndroidAPS, Loop, Trio, Spike) and
 * followers (Nightguard, xDrip+ follower): status, entries and treatments of the person the
 * secret names. Nightscout answers 200 to a post, with the stored documents.
 */
export function createNightscoutV1Routes(deps: NightscoutV1Deps): Router {
  const router = new Router();
  const uploader = { before: [authenticateUploader(deps)] };
  mount(router, V1.status, async (ctx) => {
    ctx.body = await statusOf(deps.pool, ctx.state.uploader.userId);
  }, uploader);
  mount(router, V1.postEntries, (ctx, { body }) => postDocuments(ctx, body, deps, mapNightscoutEntries, 'glucose_readings'), uploader);
  mount(router, V1.entries, (ctx, { query }) => listEntries(ctx, query, deps.pool, ['sgv', 'mbg'], NIGHTSCOUT_DEFAULT_COUNT), uploader);
  mount(router, V1.sensorEntries, (ctx, { query }) => listEntries(ctx, query, deps.pool, ['sgv'], NIGHTSCOUT_DEFAULT_COUNT), uploader);
  mount(router, V1.meterEntries, (ctx, { query }) => listEntries(ctx, query, deps.pool, ['mbg'], NIGHTSCOUT_DEFAULT_COUNT), uploader);
  // Nightscout's `current` is the latest sensor value alone.
  mount(router, V1.currentEntry, (ctx, { query }) => listEntries(ctx, query, deps.pool, ['sgv'], 1), uploader);
  mount(router, V1.postTreatments, (ctx, { body }) => postDocuments(ctx, body, deps, mapNightscoutTreatments, 'nightscout_treatments'), uploader);
  // Uploaders send their phone's and pump's state beside the data; Glyco keeps none of it, but an
  // error here would make them resend everything.
  mount(router, V1.postDeviceStatus, (ctx, { body: items }) => {
    ctx.body = storedDocuments(items, { records: [], errors: [], ignored: items.length }, ctx.state.uploader.userId);
  }, uploader);
  mount(router, V1.verifyAuth, (ctx) => {
    ctx.body = { status: 200, message: { message: 'OK', rolefound: 'FOUND', canRead: true, canWrite: true, isAdmin: false, permissions: 'ROLE' } };
  }, uploader);
  mount(router, V1.treatments, async (ctx, { query }) => {
    ctx.body = await listNightscoutTreatments(deps.pool, ctx.state.uploader.userId, { ...query, count: query.count ?? NIGHTSCOUT_DEFAULT_COUNT });
  }, uploader);
  return router;
}

/** Maps what was posted, logs what it could read, and answers the documents in the order sent. */
async function postDocuments(
  ctx: UploaderContext,
  items: readonly unknown[],
  deps: NightscoutV1Deps,
  map: (items: readonly unknown[], options: NightscoutMapOptions) => NightscoutMapping,
  readModel: string,
): Promise<void> {
  const userId = ctx.state.uploader.userId;
  const mapping = map(items, await mapOptionsFor(deps.pool, userId));
  refuseWhenNothingReadable(items, mapping);
  await logUpload(deps, userId, mapping, readModel, String(ctx.state.requestId));
  ctx.body = storedDocuments(items, mapping, userId);
}

async function listEntries(
  ctx: UploaderContext,
  query: NightscoutListQueryInput,
  pool: pg.Pool,
  types: readonly NightscoutEntryType[],
  defaultCount: number,
): Promise<void> {
  ctx.body = await listNightscoutEntries(pool, ctx.state.uploader.userId, { ...query, count: query.count ?? defaultCount, types: narrowedTypes(ctx, types) });
}

/** `find[type]=sgv` (as Loop and Nightguard ask) narrows the types a path answers. */
function narrowedTypes(ctx: UploaderContext, types: readonly NightscoutEntryType[]): readonly NightscoutEntryType[] {
  const asked = ctx.query['find[type]'];
  return types.filter((type) => asked === undefined || asked === type);
}

/** Times without a zone are read in the person's zone, as their profile names it. */
async function mapOptionsFor(pool: pg.Pool, userId: string): Promise<NightscoutMapOptions> {
  const timeZone = (await findUser(pool, userId))?.settings.timeZone;
  return { now: new Date(), offsetMinutesAt: (instant) => zoneOffsetMinutesAt(timeZone, instant) };
}

async function statusOf(pool: pg.Pool, userId: string): Promise<NightscoutStatus> {
  const user = await findUser(pool, userId);
  const now = new Date();
  return {
    status: 'ok',
    name: 'Glyco',
    // The Nightscout release whose API v1 this follows: some clients check it before they upload.
    version: '15.0.0',
    serverTime: now.toISOString(),
    serverTimeEpoch: now.getTime(),
    apiEnabled: true,
    careportalEnabled: true,
    settings: {
      units: user?.settings.glucoseUnit === 'mmol/L' ? 'mmol' : 'mg/dl',
      timeFormat: 24,
      customTitle: 'Glyco',
      enable: ['careportal'],
    },
  };
}
