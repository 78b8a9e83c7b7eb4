import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Addresses inside the server's own networks: a webhook there would let a person reach services the server can see. */
const PRIVATE_NETWORKS = new BlockList();
for (const [network, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16]] as const) {
  PRIVATE_NETWORKS.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [['::', 127], ['fc00::', 7], ['fe80::', 10]] as const) PRIVATE_NETWORKS.addSubnet(network, prefix, 'ipv6');

const isPrivate = (address: string): boolean => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE_NETWORKS.check(mapped, 'ipv4');
  return PRIVATE_NETWORKS.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
};

const hostOf = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '');

export class PrivateWebhookTargetError extends Error {
  constructor(host: string) {
    super(`The webhook's address ${host} is inside a private network; only a product running on this machine may call one`);
    this.name = 'PrivateWebhookTargetError';
  }
}

/**
 * Refuses a webhook whose host resolves into a private or loopback network, unless the product itself
 * is served from one (a machine running it for its owner, or a test): the address a person typed must
 * not reach the server's neighbours.
 */
export async function assertWebhookTargetAllowed(url: string, appUrl: string): Promise<void> {
  if (await resolvesPrivate(hostOf(appUrl))) return;
  const host = hostOf(url);
  if (await resolvesPrivate(host)) throw new PrivateWebhookTargetError(host);
}

async function resolvesPrivate(host: string): Promise<boolean> {
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true }).catch(() => [])).map((entry) => (typeof entry === 'string' ? entry : entry.address));
  return addresses.some(isPrivate);
}
