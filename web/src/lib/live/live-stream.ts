import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { liveMessageSchema, type LiveMessage } from '@glyco/contracts';

export type LiveStatus = 'connecting' | 'open' | 'reconnecting' | 'ended';

/** Why a stream stopped for good: the server ended the viewer's access, or refused the stream. */
export type LiveEnd = { by: 'server'; reason: Extract<LiveMessage, { type: 'closed' }>['reason'] } | { by: 'refused'; status: number };

export interface LiveStreamOptions {
  /** The stream's URL, its query included. */
  url: string;
  /** Read before each connection: a token gone (signed out in another tab) ends the stream. */
  token: () => string | null;
  onMessage: (message: LiveMessage) => void;
  /** Not called when the page closes the stream itself. */
  onEnd: (end: LiveEnd) => void;
  onStatus?: (status: LiveStatus) => void;
  /** Each time the stream opens; `resumed` when it picked up after a position it was told (nothing missed). */
  onOpen?: (resumed: boolean) => void;
  fetch?: typeof fetch;
  /** Waits between attempts after a failure, the last repeated; the server's `retry:` replaces the first. */
  retryDelaysMs?: readonly number[];
  /** Without a byte for this long (the server comments every 15 s) the connection is taken as dead and opened again. */
  silenceLimitMs?: number;
}

export interface LiveStream {
  close(): void;
}

const RETRY_DELAYS_MS = [1_000, 3_000, 10_000, 30_000] as const;
const SILENCE_LIMIT_MS = 45_000;

/**
 * One Server-Sent Events stream over fetch, so the bearer token travels in a header, never in the
 * URL: it reconnects after a drop with `Last-Event-ID` (the server sends what was missed), and stops
 * for good on a `closed` message or a 4xx answer.
 */
export function openLiveStream(options: LiveStreamOptions): LiveStream {
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  let lastEventId: string | undefined;
  let serverRetryMs: number | undefined;
  let failures = 0;
  let stopped = false;
  let connection: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let wake: (() => void) | undefined;
  // Back online: try at once rather than at the end of the wait.
  const retryNow = () => wake?.();
  globalThis.addEventListener?.('online', retryNow);

  const status = (next: LiveStatus) => options.onStatus?.(next);
  const stop = () => {
    stopped = true;
    connection?.abort();
    clearTimeout(retryTimer);
    globalThis.removeEventListener?.('online', retryNow);
  };
  const end = (reason: LiveEnd) => {
    stop();
    status('ended');
    options.onEnd(reason);
  };

  const delivered = (event: EventSourceMessage) => {
    if (event.id) lastEventId = event.id;
    const parsed = liveMessageSchema.safeParse(safeJson(event.data));
    if (!parsed.success) return console.warn('An unreadable live message was skipped', event.event);
    if (parsed.data.type === 'closed') return end({ by: 'server', reason: parsed.data.reason });
    options.onMessage(parsed.data);
  };

  async function connectOnce(): Promise<void> {
    const token = options.token();
    if (!token) return end({ by: 'refused', status: 401 });
    connection = new AbortController();
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const response = await fetcher(options.url, { headers, signal: connection.signal, cache: 'no-store' });
    if (response.status >= 400 && response.status < 500 && response.status !== 429) return end({ by: 'refused', status: response.status });
    if (!response.ok || !response.body) throw new Error(`The live stream answered ${response.status}`);
    failures = 0;
    status('open');
    options.onOpen?.(headers['Last-Event-ID'] !== undefined);
    await readEvents(response.body, connection, delivered, (ms) => (serverRetryMs = ms), options.silenceLimitMs ?? SILENCE_LIMIT_MS);
  }

  async function run(): Promise<void> {
    while (!stopped) {
      try {
        await connectOnce();
      } catch (error) {
        if (stopped) return;
        failures += 1;
        console.warn('The live stream dropped; it opens again shortly', error);
      }
      if (stopped) return;
      status('reconnecting');
      const wait = failures <= 1 && serverRetryMs !== undefined ? serverRetryMs : delays[Math.min(failures, delays.length) - 1] ?? delays[0]!;
      await new Promise<void>((resolve) => {
        wake = resolve;
        retryTimer = setTimeout(resolve, wait);
      });
      clearTimeout(retryTimer);
      wake = undefined;
    }
  }

  status('connecting');
  void run();
  return { close: stop };
}

/** Feeds the body to the parser until it ends, or until it has been silent too long (then aborts). */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  connection: AbortController,
  onEvent: (event: EventSourceMessage) => void,
  onRetry: (ms: number) => void,
  silenceLimitMs: number,
): Promise<void> {
  const parser = createParser({ onEvent, onRetry });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let silence = setTimeout(() => connection.abort(), silenceLimitMs);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      clearTimeout(silence);
      silence = setTimeout(() => connection.abort(), silenceLimitMs);
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    clearTimeout(silence);
    void reader.cancel().catch(() => undefined);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
