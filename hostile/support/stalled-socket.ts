import { readFileSync } from 'node:fs';
import net from 'node:net';

/** TCP states in /proc/net/tcp (include/net/tcp_states.h) in which the server has not closed its side. */
const OPEN_ON_THE_SERVER = new Set(['01', '08']); // ESTABLISHED, CLOSE_WAIT

/**
 * The server's sockets still open to these client ports. Read from the server's side: a server
 * that closes a socket whose client reads nothing queues its FIN behind bytes the client never
 * takes, so the client's side stays ESTABLISHED while the server's is already FIN_WAIT1 and holds
 * no file descriptor of the product.
 */
export function serverSocketsOpenTo(serverPort: number, clientPorts: ReadonlySet<number>): number {
  let open = 0;
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const [, local, remote, state] = line.trim().split(/\s+/);
    if (!local || !remote || !state || !OPEN_ON_THE_SERVER.has(state)) continue;
    const portOf = (address: string) => Number.parseInt(address.split(':')[1]!, 16);
    if (portOf(local) === serverPort && clientPorts.has(portOf(remote))) open += 1;
  }
  return open;
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
