import type { EsdbSubscription } from './esdb-client';

const RESUBSCRIBE_DELAY_MS = 1_000;

/** One live subscription to `$all` from its end, opened on the first watcher; it only wakes pollers. */
export class EsdbAppendWatch {
  private readonly listeners = new Set<() => void>();
  private subscription: EsdbSubscription | undefined;
  private closed = false;

  constructor(private readonly subscribe: () => EsdbSubscription) {}

  watch(onAppend: () => void): () => void {
    this.listeners.add(onAppend);
    this.ensureSubscribed();
    return () => this.listeners.delete(onAppend);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    const subscription = this.subscription;
    this.subscription = undefined;
    await subscription?.unsubscribe();
  }

  private ensureSubscribed(): void {
    if (this.subscription || this.closed) return;
    const subscription = this.subscribe();
    subscription.on('data', () => {
      for (const listener of this.listeners) listener();
    });
    subscription.on('error', () => this.drop(subscription));
    this.subscription = subscription;
  }

  /** A failed subscription is replaced while anyone still watches. */
  private drop(subscription: EsdbSubscription): void {
    if (this.subscription !== subscription) return;
    this.subscription = undefined;
    if (this.closed || this.listeners.size === 0) return;
    setTimeout(() => this.ensureSubscribed(), RESUBSCRIBE_DELAY_MS).unref();
  }
}
