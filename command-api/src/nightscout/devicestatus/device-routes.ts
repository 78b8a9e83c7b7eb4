import Router from '@koa/router';
import { API_ROUTES } from '@glyco/contracts';
import { mount } from '@glyco/runtime/http';
import { authenticateUploader, type UploaderAuthDeps } from '../uploader-auth';
import { postProfiles, readProfiles } from '../profiles/profiles';
import { readProperties } from '../properties/properties';
import { latestDeviceStatus, postDeviceStatuses, readDeviceStatuses, type DeviceStatusDeps } from './device-statuses';

const ROUTES = API_ROUTES.nightscoutDevice;

/**
 * Nightscout's device status, profiles and v2 properties for uploaders (Loop, Trio, AndroidAPS)
 * and followers (LoopFollow, Nightguard), authenticated by the uploader secret as the rest of v1.
 */
export function createNightscoutDeviceRoutes(deps: DeviceStatusDeps & UploaderAuthDeps): Router {
  const router = new Router();
  const uploader = { before: [authenticateUploader(deps)] };
  mount(router, ROUTES.postDeviceStatus, async (ctx, { body }) => {
    ctx.body = await postDeviceStatuses(deps, ctx.state.uploader.userId, body, String(ctx.state.requestId));
  }, uploader);
  mount(router, ROUTES.deviceStatus, async (ctx, { query }) => {
    ctx.body = await readDeviceStatuses(deps, ctx.state.uploader.userId, query);
  }, uploader);
  mount(router, ROUTES.postProfile, async (ctx, { body }) => {
    ctx.body = await postProfiles(deps, ctx.state.uploader.userId, body, String(ctx.state.requestId));
  }, uploader);
  mount(router, ROUTES.profile, async (ctx) => {
    ctx.body = await readProfiles(deps, ctx.state.uploader.userId);
  }, uploader);
  mount(router, ROUTES.profiles, async (ctx) => {
    ctx.body = await readProfiles(deps, ctx.state.uploader.userId);
  }, uploader);
  mount(router, ROUTES.currentProfile, async (ctx) => {
    const [current] = await readProfiles(deps, ctx.state.uploader.userId);
    ctx.body = current ?? {};
  }, uploader);
  mount(router, ROUTES.properties, async (ctx, { query }) => {
    ctx.body = await readProperties(deps, ctx.state.uploader.userId, query.properties);
  }, uploader);
  mount(router, ROUTES.namedProperties, async (ctx, { params }) => {
    ctx.body = await readProperties(deps, ctx.state.uploader.userId, params.names);
  }, uploader);
  return router;
}

/** The dashboard's loop line: the person's own, by session. */
export function createLoopStatusRoutes(deps: DeviceStatusDeps): Router {
  const router = new Router();
  mount(router, ROUTES.loopStatus, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: await latestDeviceStatus(deps, ctx.state.auth.userId) };
  });
  return router;
}
