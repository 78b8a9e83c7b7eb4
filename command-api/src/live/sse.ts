import type { LiveMessage } from '@glyco/contracts';

/** How long a browser waits before reconnecting after the connection drops (SSE `retry:`). */
export const RECONNECT_AFTER_MS = 3_000;

/** One Server-Sent Event: `id:` the position it reports (none for `closed`), `event:` its type, `data:` its JSON. */
export function sseEvent(message: LiveMessage): string {
  const id = 'position' in message ? `id: ${message.position}\n` : '';
  return `${id}event: ${message.type}\ndata: ${JSON.stringify(message)}\n\n`;
}

/** A comment line: keeps proxies and the server's idle timeout from ending a quiet stream; clients ignore it. */
export const SSE_HEARTBEAT = ': heartbeat\n\n';

/** The first bytes of every stream: the reconnection delay, and a comment so the headers reach the client at once. */
export const SSE_OPENING = `retry: ${RECONNECT_AFTER_MS}\n: open\n\n`;
