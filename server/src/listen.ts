import { createServer, type Server } from 'node:http';
import type Koa from 'koa';

/** How long the server waits on a client at each stage before it closes the connection. */
export const SERVER_TIMEOUTS = {
  // A client that has not sent its headers in 20 s is a slow-loris, not a slow network.
  headersTimeout: 20_000,
  // The whole request, body included: a 32 MB upload at 4 Mbit/s takes about 70 s.
  requestTimeout: 120_000,
  // An idle keep-alive connection costs a socket; browsers reconnect cheaply.
  keepAliveTimeout: 5_000,
  // No byte either way for this long ends the socket: it outlasts the PDF route's 30 s wait; downloads use their shorter stall timeout.
  socketIdleTimeout: 120_000,
} as const;

export function listen(app: Koa, port: number, host: string): Promise<Server> {
  const server = createServer(
    { headersTimeout: SERVER_TIMEOUTS.headersTimeout, requestTimeout: SERVER_TIMEOUTS.requestTimeout, keepAliveTimeout: SERVER_TIMEOUTS.keepAliveTimeout },
    app.callback(),
  );
  server.setTimeout(SERVER_TIMEOUTS.socketIdleTimeout);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** Stops accepting connections, lets in-flight requests finish, then closes idle keep-alives. */
export function closeServer(server: Server, graceMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
