import { readFileSync } from 'node:fs';
import net from 'node:net';

/** TCP states in /proc/net/tcp (include/net/tcp_states.h). */
const ESTABLISHED = '01';

/** Local ports of this machine's IPv4 sockets still established with `remotePort`. */
export function establishedLocalPorts(remotePort: number): Set<number> {
  const ports = new Set<number>();
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const [, local, remote, state] = line.trim().split(/\s+/);
    if (!local || !remote || state !== ESTABLISHED) continue;
    if (Number.parseInt(remote.split(':')[1]!, 16) === remotePort) ports.add(Number.parseInt(local.split(':')[1]!, 16));
  }
  return ports;
}

/**
 * A client that sends one GET and then never reads: once the kernel's buffers fill, the server's
 * writes stall. Answers the socket's local port, so its state can be read from /proc.
 */
export async function stalledGet(url: string, path: string, headers: Record<string, string>): Promise<{ localPort: number; socket: net.Socket }> {
  const { hostname, port } = new URL(url);
  const socket = net.connect({ host: hostname, port: Number(port) });
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.pause();
  const lines = [`GET ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`), '', ''];
  socket.write(lines.join('\r\n'));
  return { localPort: socket.localPort!, socket };
}
