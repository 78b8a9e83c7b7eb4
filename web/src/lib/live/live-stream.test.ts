import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '@glyco/contracts';
import { openLiveStream, type LiveEnd, type LiveStatus, type LiveStream } from './live-stream';

/** A stream the test writes to, as the server would, chunk by chunk. */
function serverStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    drop: () => controller.close(),
  };
}

const reading = (position: string, mgdl: number): LiveMessage => ({
  type: 'reading',
  personId: 'p1',
  position,
  reading: { id: `r-${position}`, at: '2026-11-28T18:00:00.000Z', mgdl, trend: 'FortyFiveUp', source: 'xDrip-DexcomG6' },
});
const sse = (message: LiveMessage) => `${'position' in message ? `id: ${message.position}\n` : ''}event: ${message.type}\ndata: ${JSON.stringify(message)}\n\n`;

interface Rig {
  stream: LiveStream;
  opens: boolean[];
  messages: LiveMessage[];
  ends: LiveEnd[];
  statuses: LiveStatus[];
  requests: { url: string; headers: Record<string, string> }[];
}

let open: LiveStream | undefined;
afterEach(() => {
  open?.close();
  vi.restoreAllMocks();
});

function connect(answers: Array<() => Response | Promise<Response>>, token: () => string | null = () => 'token-1'): Rig {
  const rig = { opens: [], messages: [], ends: [], statuses: [], requests: [] } as unknown as Rig;
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    rig.requests.push({ url: String(url), headers: init?.headers as Record<string, string> });
    const answer = answers.shift();
    if (!answer) return new Promise<Response>(() => undefined);
    return answer();
  });
  rig.stream = openLiveStream({
    url: '/live-url',
    token,
    fetch: fetch as unknown as typeof globalThis.fetch,
    retryDelaysMs: [5],
    onMessage: (message) => rig.messages.push(message),
    onEnd: (end) => rig.ends.push(end),
    onStatus: (status) => rig.statuses.push(status),
    onOpen: (resumed) => rig.opens.push(resumed),
  });
  open = rig.stream;
  return rig;
}

describe('openLiveStream', () => {
  it('sends the token in the header, never the URL, and hands on each message as it arrives in pieces', async () => {
    const server = serverStream();
    const rig = connect([() => server.response]);
    const text = sse(reading('1/1', 142));
    server.write(': open\n\n' + text.slice(0, 20));
    server.write(text.slice(20));
    await vi.waitFor(() => expect(rig.messages).toEqual([reading('1/1', 142)]));
    expect(rig.requests[0]).toEqual({ url: '/live-url', headers: { Accept: 'text/event-stream', Authorization: 'Bearer token-1' } });
    expect(rig.statuses).toEqual(['connecting', 'open']);
  });

  it('opens again after a drop, resuming after the last position it was told', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = serverStream();
    const second = serverStream();
    const rig = connect([() => first.response, () => second.response]);
    first.write(sse(reading('5/5', 150)));
    await vi.waitFor(() => expect(rig.messages).toHaveLength(1));
    first.drop();
    await vi.waitFor(() => expect(rig.requests).toHaveLength(2));
    expect(rig.requests[1]!.headers['Last-Event-ID']).toBe('5/5');
    second.write(sse(reading('6/6', 155)));
    await vi.waitFor(() => expect(rig.messages.map((message) => 'position' in message && message.position)).toEqual(['5/5', '6/6']));
    expect(rig.statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);
    expect(rig.opens).toEqual([false, true]);
  });

  it('says when it opened again with nothing to resume from, so the page fetches everything again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = serverStream();
    const rig = connect([() => first.response, () => serverStream().response]);
    await vi.waitFor(() => expect(rig.opens).toEqual([false]));
    first.drop();
    await vi.waitFor(() => expect(rig.opens).toEqual([false, false]));
  });

  it('keeps trying after a network failure or a server error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = serverStream();
    const rig = connect([() => Promise.reject(new TypeError('Failed to fetch')), () => new Response('', { status: 503 }), () => server.response]);
    await vi.waitFor(() => expect(rig.statuses.at(-1)).toBe('open'));
    expect(rig.requests).toHaveLength(3);
    expect(rig.ends).toEqual([]);
  });

  it('stops for good when the server ends the access, and opens nothing more', async () => {
    const server = serverStream();
    const rig = connect([() => server.response, () => serverStream().response]);
    server.write(sse({ type: 'closed', reason: 'signedOut' }));
    await vi.waitFor(() => expect(rig.ends).toEqual([{ by: 'server', reason: 'signedOut' }]));
    expect(rig.messages).toEqual([]);
    expect(rig.statuses.at(-1)).toBe('ended');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(rig.requests).toHaveLength(1);
  });

  it('stops for good on a refusal, and on a token gone before it asks', async () => {
    const refused = connect([() => new Response('{}', { status: 401 })]);
    await vi.waitFor(() => expect(refused.ends).toEqual([{ by: 'refused', status: 401 }]));
    const signedOut = connect([], () => null);
    await vi.waitFor(() => expect(signedOut.ends).toEqual([{ by: 'refused', status: 401 }]));
    expect(signedOut.requests).toEqual([]);
  });

  it('skips a message it cannot read and goes on', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = serverStream();
    const rig = connect([() => server.response]);
    server.write('event: reading\ndata: {"type":"reading"}\n\n' + sse(reading('2/2', 99)));
    await vi.waitFor(() => expect(rig.messages).toEqual([reading('2/2', 99)]));
  });

  it('closed by the page, it reports no end and opens nothing more', async () => {
    const server = serverStream();
    const rig = connect([() => server.response, () => serverStream().response]);
    await vi.waitFor(() => expect(rig.statuses).toContain('open'));
    rig.stream.close();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(rig.requests).toHaveLength(1);
    expect(rig.ends).toEqual([]);
  });
});
