import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { trustProxies } from './trusted-proxies';

function ipSeenBy(trusted: number, forwardedFor?: string): string {
  const app = new Koa();
  trustProxies(app, trusted);
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: '172.18.0.5' });
  const request = new IncomingMessage(socket);
  if (forwardedFor) request.headers['x-forwarded-for'] = forwardedFor;
  return app.createContext(request, new ServerResponse(request)).ip;
}

describe('trusted proxies', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted', () => {
    expect(ipSeenBy(0, '203.0.113.7')).toBe('172.18.0.5');
  });

  it('takes the address the one trusted proxy appended, not what the client claimed before it', () => {
    expect(ipSeenBy(1, '203.0.113.7')).toBe('203.0.113.7');
    expect(ipSeenBy(1, '10.9.9.9, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('takes the entry the outermost of several trusted proxies appended', () => {
    expect(ipSeenBy(2, '10.9.9.9, 203.0.113.7, 172.18.0.9')).toBe('203.0.113.7');
  });

  it('falls back to the connection without the header', () => {
    expect(ipSeenBy(1)).toBe('172.18.0.5');
  });
});
