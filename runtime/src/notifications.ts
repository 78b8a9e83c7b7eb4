import pg from 'pg';

const RECONNECT_DELAY_MS = 1_000;

/**
 * A notification's payload, or undefined when the connection has just (re)opened: what was
 * notified while it was closed is lost, so anything learnt from earlier payloads may be stale.
 */
export type OnNotification = (payload: string | undefined) => void;

/**
 * LISTENs to one channel on a dedicated connection, opened on the first watcher and closed by
 * `close()`. Notifications only wake pollers early; a lost one delays a reader until its next poll.
 */
export class ChannelListener {
  private readonly listeners = new Set<OnNotification>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channel: string,
  ) {}

  watch(onNotification: OnNotification): () => void {
    this.listeners.add(onNotification);
    this.ensureListening();
    return () => this.listeners.delete(onNotification);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    await client?.end();
  }

  private ensureListening(): void {
    if (this.client || this.connecting || this.closed) return;
    this.connecting = this.listen().finally(() => {
      this.connecting = undefined;
    });
  }

  private async listen(): Promise<void> {
    const client = new pg.Client(this.config);
    client.on('notification', (message) => this.notifyAll(message.payload ?? ''));
    client.on('error', () => this.drop(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${quoteChannel(this.channel)}`);
      this.client = client;
      this.notifyAll(undefined);
    } catch {
      this.drop(client);
    }
  }

  private notifyAll(payload: string | undefined): void {
    for (const listener of this.listeners) listener(payload);
  }

  /** A broken connection is replaced while anyone still watches. */
  private drop(client: pg.Client): void {
    if (this.client === client) this.client = undefined;
    client.end().catch(() => undefined);
    if (this.closed || this.listeners.size === 0) return;
    setTimeout(() => this.ensureListening(), RECONNECT_DELAY_MS).unref();
  }
}

function quoteChannel(channel: string): string {
  return `"${channel.replace(/"/g, '""')}"`;
}
