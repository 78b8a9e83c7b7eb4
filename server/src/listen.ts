import { createServer, type Server } from 'node:http';
import type Koa from 'koa';

export function listen(app: Koa, port: number, host: string): Promise<Server> {
  const server = createServer(app.callback());
  server.keepAliveTimeout = 5_000;
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
