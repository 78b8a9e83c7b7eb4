import type Koa from 'koa';
import type { LiveChangeKind } from '@glyco/contracts';
import type Router from '@koa/router';
import type pg from 'pg';
import type { EventStore } from '@glyco/event-store';
import { allProjections, watchProjectionCommits, type Projector } from '@glyco/projections';
import type { Logger } from '@glyco/runtime';
import type { TokenService } from '../http/tokens';
import type { RevocationStore } from '../sessions/session-revocations';
import { announcingAccessChanges, createAccessChangeNotifier, watchAccessChanges, type NotifyAccessChanged } from './access-changes';
import { createLiveHub, type LiveHub, type LiveLimits } from './live-hub';
import { createLiveRoutes } from './live-route';
import type { FollowerGrantInForce } from './who-may-view';
import { findGrant } from '../followers/follower-grants-table';

export interface LiveDeps {
  pool: pg.Pool;
  store: EventStore;
  projector: Projector;
  logger: Logger;
  tokens: TokenService;
  limits?: Partial<LiveLimits>;
}

export interface Live {
  hub: LiveHub;
  notifyAccessChanged: NotifyAccessChanged;
  /** The revocation store, telling every process's streams of each revocation it writes. */
  announcing(revocations: RevocationStore): RevocationStore;
  routes(revocations: RevocationStore): Router;
}

const READ_MODELS: readonly string[] = allProjections.map((projection) => projection.name);

/**
 * The read models whose answers show each kind on the live pages (current value, chart, statistics,
 * cards, device status): a message waits for those alone, so a slower read model elsewhere (the
 * Activity timeline) does not hold it back. A kind not named waits for every read model; reactors
 * and healers never hold a message back.
 */
const READ_MODELS_BY_KIND: Partial<Record<LiveChangeKind, readonly string[]>> = {
  reading: ['glucose_readings', 'glucose_daily'],
  meal: ['meals'],
  dose: ['insulin_doses'],
  deviceStatus: ['nightscout_device_statuses'],
  profile: ['users', 'nightscout_profiles'],
  import: ['imports', 'glucose_readings', 'glucose_daily', 'meals', 'insulin_doses'],
};

export function readModelsShowing(kinds: ReadonlySet<LiveChangeKind>): readonly string[] {
  const named = [...kinds].map((kind) => READ_MODELS_BY_KIND[kind]);
  if (named.some((names) => !names)) return READ_MODELS;
  return [...new Set(named.flat())].filter((name): name is string => name !== undefined && READ_MODELS.includes(name));
}

/** The live stream of one API process: its hub, its route and the access-change notices. */
export function createLive(deps: LiveDeps): Live {
  const notifyAccessChanged = createAccessChangeNotifier(deps.pool);
  const hub = createLiveHub({
    store: deps.store,
    readModelsReached: (position, kinds, timeoutMs) => deps.projector.waitFor(position, readModelsShowing(kinds), timeoutMs),
    watchProjectorCommits: (onCommit) => watchCommits(deps.pool, onCommit),
    watchAccessChanges: (onNotice) => watchAccessChanges(deps.pool.options, onNotice),
    logger: deps.logger,
    limits: deps.limits,
  });
  return {
    hub,
    notifyAccessChanged,
    announcing: (revocations) => announcingAccessChanges(revocations, notifyAccessChanged),
    routes: (revocations) => createLiveRoutes({ hub, tokens: deps.tokens, access: { revocations, followerGrant: followerGrantIn(deps.pool) } }),
  };
}

/** A follower's token names the invitation it accepted; the grant holds until the person revokes it. */
function followerGrantIn(pool: pg.Pool): FollowerGrantInForce {
  return async (claims, personId) => (claims.grant ? (await findGrant(pool, claims.grant, personId, claims.userId))?.shares : undefined);
}

function watchCommits(pool: pg.Pool, onCommit: () => void): () => Promise<void> {
  // Only woken, never waited on here.
  const commits = watchProjectionCommits(pool, { notify: onCommit, wait: () => Promise.resolve() });
  commits.ensureWatching();
  return () => commits.close();
}

const hubsByApp = new WeakMap<Koa, LiveHub>();

/** Remembers the app's hub, so the process can end its streams before it stops. */
export function keepLiveHub(app: Koa, hub: LiveHub): void {
  hubsByApp.set(app, hub);
}

/** Ends the app's open streams (they reconnect to another process) and its listening connections. */
export async function endLiveStreams(app: Koa): Promise<void> {
  await hubsByApp.get(app)?.close();
}
