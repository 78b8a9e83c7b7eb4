import Router from '@koa/router';
import type { Context } from 'koa';
import type pg from 'pg';
import {
  mapNightscoutEntries,
  mapNightscoutTreatments,
  nightscoutListQuerySchema,
  nightscoutUploadSchema,
  zoneOffsetMinutesAt,
  NIGHTSCOUT_DEFAULT_COUNT,
  type NightscoutMapOptions,
  type NightscoutMapping,
  type NightscoutStatus,
} from '@glyco/contracts';
import { parseInput } from '@glyco/contracts/http/parse-input';
import { findUser } from '@glyco/projections/users/query';
import { listNightscoutEntries, listNightscoutTreatments, type NightscoutEntryType } from '@glyco/projections/nightscout/query';
import { authenticateUploader, type UploaderAuthDeps, type UploaderState } from './uploader-auth';
import { logUpload, refuseWhenNothingReadable, storedDocuments, type UploadDeps } from './upload';

export type NightscoutV1Deps = UploaderAuthDeps & UploadDeps & { pool: pg.Pool };

/** Each path also answers with Nightscout's `.json` suffix. */
const paths = (path: string) => [`/api/v1${path}`, `/api/v1${path}.json`];

const userIdOf = (ctx: Context) => (ctx.state.uploader as UploaderState).userId;

/**
 * Nightscout's REST API v1 for uploaders (xDrip+, Juggluco, AndroidAPS, Loop, Trio, Spike) and
 * followers (Nightguard, xDrip+ follower): status, entries and treatments of the person the
 * secret names. Nightscout answers 200 to a post, with the stored documents.
 */
export function createNightscoutV1Routes(deps: NightscoutV1Deps): Router {
  const router = new Router();
  const auth = authenticateUploader(deps);
  router.get(paths('/status'), auth, async (ctx) => {
    ctx.body = await statusOf(deps.pool, userIdOf(ctx));
  });
  router.post(paths('/entries'), auth, (ctx) => postDocuments(ctx, deps, mapNightscoutEntries, 'nightscout_entries'));
  router.get(paths('/entries'), auth, (ctx) => listEntries(ctx, deps.pool, ['sgv', 'mbg'], NIGHTSCOUT_DEFAULT_COUNT));
  router.get(paths('/entries/sgv'), auth, (ctx) => listEntries(ctx, deps.pool, ['sgv'], NIGHTSCOUT_DEFAULT_COUNT));
  router.get(paths('/entries/mbg'), auth, (ctx) => listEntries(ctx, deps.pool, ['mbg'], NIGHTSCOUT_DEFAULT_COUNT));
  // Nightscout's `current` is the latest sensor value alone.
  router.get(paths('/entries/current'), auth, (ctx) => listEntries(ctx, deps.pool, ['sgv'], 1));
  router.post(paths('/treatments'), auth, (ctx) => postDocuments(ctx, deps, mapNightscoutTreatments, 'nightscout_treatments'));
  // Uploaders send their phone's and pump's state beside the data; Glyco keeps none of it, but an
  // error here would make them resend everything.
  router.post(paths('/devicestatus'), auth, (ctx) => {
    const items = parseInput(nightscoutUploadSchema, ctx.request.body);
    ctx.body = storedDocuments(items, { records: [], errors: [], ignored: items.length }, userIdOf(ctx));
  });
  router.get(paths('/verifyauth'), auth, (ctx) => {
    ctx.body = { status: 200, message: { message: 'OK', rolefound: 'FOUND', canRead: true, canWrite: true, isAdmin: false, permissions: 'ROLE' } };
  });
  router.get(paths('/treatments'), auth, async (ctx) => {
    const query = parseInput(nightscoutListQuerySchema, ctx.query);
    ctx.body = await listNightscoutTreatments(deps.pool, userIdOf(ctx), { ...query, count: query.count ?? NIGHTSCOUT_DEFAULT_COUNT });
  });
  return router;
}

/** Maps what was posted, logs what it could read, and answers the documents in the order sent. */
async function postDocuments(
  ctx: Context,
  deps: NightscoutV1Deps,
  map: (items: readonly unknown[], options: NightscoutMapOptions) => NightscoutMapping,
  readModel: string,
): Promise<void> {
  const items = parseInput(nightscoutUploadSchema, ctx.request.body);
  const userId = userIdOf(ctx);
  const mapping = map(items, await mapOptionsFor(deps.pool, userId));
  refuseWhenNothingReadable(items, mapping);
  await logUpload(deps, userId, mapping, readModel, String(ctx.state.requestId));
  ctx.body = storedDocuments(items, mapping, userId);
}

async function listEntries(ctx: Context, pool: pg.Pool, types: readonly NightscoutEntryType[], defaultCount: number): Promise<void> {
  const query = parseInput(nightscoutListQuerySchema, ctx.query);
  ctx.body = await listNightscoutEntries(pool, userIdOf(ctx), { ...query, count: query.count ?? defaultCount, types: narrowedTypes(ctx, types) });
}

/** `find[type]=sgv` (as Loop and Nightguard ask) narrows the types a path answers. */
function narrowedTypes(ctx: Context, types: readonly NightscoutEntryType[]): readonly NightscoutEntryType[] {
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
