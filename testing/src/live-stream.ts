import { API_ROUTES, liveMessageSchema, type LiveMessage } from '@glyco/contracts';

export interface ReceivedEvent {
  id?: string;
  event: string;
  message: LiveMessage;
  at: number;
}

/** An open `GET /api/live`, read as the web reads it: over fetch, the token in its header. */
export interface OpenStream {
  status: number;
  events: ReceivedEvent[];
  heartbeats: number;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  /** The first event (after those already seen, if `fromIndex`) that `matches`, within `timeoutMs`. */
  next(matches: (event: ReceivedEvent) => boolean, timeoutMs?: number, fromIndex?: number): Promise<ReceivedEvent>;
  close(): void;
}

export async function openLiveStream(baseUrl: string, token: string, options: { lastEventId?: string; query?: string } = {}): Promise<OpenStream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' };
  if (options.lastEventId) headers['Last-Event-ID'] = options.lastEventId;
  const response = await fetch(`${baseUrl}${API_ROUTES.live.stream.path}${options.query ?? ''}`, { headers, signal: abort.signal });
  const stream: OpenStream = { status: response.status, events: [], heartbeats: 0, ended: Promise.resolve(), next: waitForEvent, close: () => abort.abort() };
  const waiters = new Set<() => void>();
  if (response.ok && response.body) stream.ended = readEvents(response.body, stream, () => waiters.forEach((wake) => wake()));
  else await response.body?.cancel();
  return stream;

  function waitForEvent(matches: (event: ReceivedEvent) => boolean, timeoutMs = 10_000, fromIndex = 0): Promise<ReceivedEvent> {
    return new Promise((resolve, reject) => {
      const look = () => {
        const found = stream.events.slice(fromIndex).find(matches);
        if (!found) return false;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
        return true;
      };
      const check = () => void look();
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching live event within ${timeoutMs} ms; got ${JSON.stringify(stream.events.map((event) => event.message))}`));
      }, timeoutMs);
      if (!look()) waiters.add(check);
    });
  }
}

async function readEvents(body: ReadableStream<Uint8Array>, stream: OpenStream, onEvent: () => void): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = body.getReader();
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      buffer += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        takeBlock(buffer.slice(0, end), stream);
        buffer = buffer.slice(end + 2);
        onEvent();
      }
    }
  } catch {
    // Aborted by the test.
  }
}

function takeBlock(block: string, stream: OpenStream): void {
  const fields = new Map<string, string>();
  for (const line of block.split('\n')) {
    if (line === ': heartbeat') stream.heartbeats += 1;
    const match = /^(id|event|data): (.*)$/.exec(line);
    if (match) fields.set(match[1]!, match[2]!);
  }
  const data = fields.get('data');
  if (!data) return;
  stream.events.push({ id: fields.get('id'), event: fields.get('event')!, message: liveMessageSchema.parse(JSON.parse(data)), at: Date.now() });
}
