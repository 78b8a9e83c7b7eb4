import type { LiveChangeKind } from '@glyco/contracts';
import type { Logger } from '@glyco/runtime';
import { comparePositions, formatPosition, type EventStore, type Position } from '@glyco/event-store';
import { LIVE_STREAM_PREFIXES, liveItemOf, type LiveItem } from './live-kinds';
import { itemsByPerson, messagesOf, type PositionedMessage } from './live-messages';
import { missedMessages } from './replay';
import type { AccessChangeNotice } from './access-changes';
import type { AccessVerdict, ClosedReason } from './who-may-view';

export interface LiveLimits {
  /** A quiet stream still sends a comment this often, well inside proxies' and the server's idle timeouts. */
  heartbeatMs: number;
  /** Open streams on one person, across every viewer: a tab per device of the person and of their followers. */
  streamsPerPerson: number;
  /** How long a change waits for the read models before it is told anyway (a refetch may then miss it). */
  readModelWaitMs: number;
  /** Events read from the feed at a time. */
  feedBatch: number;
}

export const LIVE_LIMITS: LiveLimits = { heartbeatMs: 15_000, streamsPerPerson: 20, readModelWaitMs: 5_000, feedBatch: 500 };

/** One open stream, as the hub sees it. */
export interface LiveViewerStream {
  personId: string;
  /** The accounts whose access changes concern it: the signed-in account (a clinician's access id) and the person viewed. */
  concerns: readonly string[];
  send(messages: readonly PositionedMessage[]): void;
  heartbeat(): void;
  /** Ends the stream, telling the viewer why when `reason` is given. */
  end(reason?: ClosedReason): void;
  checkAccess(): Promise<AccessVerdict>;
}

export interface LiveHubDeps {
  store: EventStore;
  /** True once the read models that show these kinds hold everything up to `position`; false when the wait ran out. */
  readModelsReached(position: Position, kinds: ReadonlySet<LiveChangeKind>, timeoutMs: number): Promise<boolean>;
  /** Calls `onCommit` whenever a projector, in any process, commits; returns its stop. */
  watchProjectorCommits(onCommit: () => void): () => Promise<void>;
  /** Starts listening for access changes; returns its stop. */
  watchAccessChanges(onNotice: (notice: AccessChangeNotice | undefined) => void): () => Promise<void>;
  logger: Logger;
  limits?: Partial<LiveLimits>;
}

export interface LiveHub {
  /** Joins the stream to the feed after `after` (a resume) or from now; false when the person has too many open. */
  join(stream: LiveViewerStream, after?: Position): Promise<boolean>;
  leave(stream: LiveViewerStream): void;
  /** Ends every stream without a `closed` message (they reconnect elsewhere) and stops listening. */
  close(): Promise<void>;
}

interface Joined {
  stream: LiveViewerStream;
  /** Messages held while the missed ones are read back. */
  held?: PositionedMessage[];
}

/**
 * One per API process: reads the feed once for every open stream (woken by the event store's
 * append notifications, and at each heartbeat in case one was lost), waits for the read models to
 * hold each change, then sends each person's news to that person's viewers.
 */
export function createLiveHub(deps: LiveHubDeps): LiveHub {
  const limits = { ...LIVE_LIMITS, ...deps.limits };
  const byPerson = new Map<string, Map<LiveViewerStream, Joined>>();
  let delivered: Position | undefined;
  let started: Promise<void> | undefined;
  const stops: (() => unknown)[] = [];
  let pumping: Promise<void> | undefined;
  let pumpAgain = false;

  const everyJoined = () => [...byPerson.values()].flatMap((streams) => [...streams.values()]);

  function start(): Promise<void> {
    return (started ??= (async () => {
      delivered = await deps.store.headPosition();
      // An append wakes it at once; a projector's commit after it, once the append is surely readable.
      stops.push(deps.store.watch(wake));
      stops.push(deps.watchProjectorCommits(wake));
      stops.push(deps.watchAccessChanges(onAccessChange));
      const timer = setInterval(onHeartbeat, limits.heartbeatMs);
      timer.unref();
      stops.push(() => clearInterval(timer));
    })().catch((error: unknown) => {
      started = undefined;
      throw error;
    }));
  }

  function wake(): void {
    if (pumping) {
      pumpAgain = true;
      return;
    }
    pumping = (async () => {
      do {
        pumpAgain = false;
        await pump().catch((error: unknown) => deps.logger.error('the live stream could not read the feed', { error: String(error) }));
      } while (pumpAgain);
    })().finally(() => (pumping = undefined));
  }

  async function pump(): Promise<void> {
    for (;;) {
      const events = await deps.store.readAll({ after: delivered!, limit: limits.feedBatch, filter: { streamPrefixes: LIVE_STREAM_PREFIXES } });
      if (events.length === 0) return;
      const last = events.at(-1)!.position;
      const items = events.map(liveItemOf).filter((item): item is LiveItem => item !== undefined);
      const watched = new Set(items.filter((item) => byPerson.has(item.personId)).map((item) => item.kind));
      if (watched.size > 0 && !(await deps.readModelsReached(last, watched, limits.readModelWaitMs))) {
        deps.logger.warn('the read models had not reached a live change in time; it is sent anyway', { position: formatPosition(last) });
      }
      // No await from here to the move of `delivered`: a stream joining later reads back up to it.
      dispatch(items);
      delivered = last;
      if (events.length < limits.feedBatch) return;
    }
  }

  function dispatch(items: readonly LiveItem[]): void {
    for (const [personId, ofPerson] of itemsByPerson(items)) {
      const streams = byPerson.get(personId);
      if (!streams) continue;
      const messages = messagesOf(personId, ofPerson);
      for (const joined of streams.values()) deliver(joined, messages);
    }
  }

  function deliver(joined: Joined, messages: readonly PositionedMessage[]): void {
    if (joined.held) joined.held.push(...messages);
    else joined.stream.send(messages);
  }

  async function join(stream: LiveViewerStream, after?: Position): Promise<boolean> {
    await start();
    const streams = byPerson.get(stream.personId) ?? new Map<LiveViewerStream, Joined>();
    if (streams.size >= limits.streamsPerPerson) return false;
    byPerson.set(stream.personId, streams);
    const upTo = delivered!;
    const resuming = after !== undefined && comparePositions(after, upTo) < 0;
    const joined: Joined = { stream, ...(resuming ? { held: [] } : {}) };
    streams.set(stream, joined);
    if (resuming) await sendMissed(joined, after, upTo);
    return true;
  }

  async function sendMissed(joined: Joined, after: Position, upTo: Position): Promise<void> {
    try {
      joined.stream.send(await missedMessages(deps.store, joined.stream.personId, after, upTo));
      joined.stream.send(joined.held ?? []);
      delete joined.held;
    } catch (error) {
      deps.logger.error('the live stream could not read back what a viewer missed', { error: String(error) });
      leave(joined.stream);
      joined.stream.end();
    }
  }

  function leave(stream: LiveViewerStream): void {
    const streams = byPerson.get(stream.personId);
    streams?.delete(stream);
    if (streams?.size === 0) byPerson.delete(stream.personId);
  }

  function onAccessChange(notice: AccessChangeNotice | undefined): void {
    const concerned = everyJoined().filter(({ stream }) => !notice || stream.concerns.includes(notice.userId));
    for (const { stream } of concerned) void recheck(stream, notice?.reason);
  }

  /** A stream whose access cannot be checked ends without a reason: the reconnection is checked afresh. */
  async function recheck(stream: LiveViewerStream, noticed?: ClosedReason): Promise<void> {
    let verdict: AccessVerdict | 'unknown';
    try {
      verdict = await stream.checkAccess();
    } catch {
      verdict = 'unknown';
    }
    if (verdict === 'allowed') return;
    leave(stream);
    stream.end(verdict === 'unknown' ? undefined : noticed === 'erased' ? 'erased' : verdict);
  }

  function onHeartbeat(): void {
    for (const { stream } of everyJoined()) stream.heartbeat();
    onAccessChange(undefined);
    wake();
  }

  return {
    join,
    leave,
    async close() {
      for (const { stream } of everyJoined()) {
        leave(stream);
        stream.end();
      }
      await pumping;
      for (const stop of stops.splice(0)) await stop();
      started = undefined;
    },
  };
}
