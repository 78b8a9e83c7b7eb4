/**
 * Requests sent at once: two keep PostgreSQL busy while the answer of one travels back. More only
 * split the waiting work into smaller batches.
 */
const SENT_AT_ONCE = 2;

export interface CoalescingOptions<T> {
  /** Removes from `pending` (in arrival order) what may go together in the next request. */
  take(pending: T[]): T[];
  /** Sends one batch; never rejects (each item settles its own outcome). */
  send(batch: T[]): Promise<void>;
}

/**
 * Group commit's rule for any request that many callers make at once: an item added while two
 * requests are in flight waits for one to end, then goes with every item added meanwhile that
 * `take` allows. An idle sender sends an item alone, at once. An item never joins a request
 * already sent, so its answer is read after it was asked.
 */
export function createCoalescingSender<T>({ take, send }: CoalescingOptions<T>): (item: T) => void {
  const pending: T[] = [];
  let inFlight = 0;
  const launch = () => {
    while (inFlight < SENT_AT_ONCE) {
      const batch = take(pending);
      if (batch.length === 0) return;
      inFlight += 1;
      void send(batch).finally(() => {
        inFlight -= 1;
        launch();
      });
    }
  };
  return (item) => {
    pending.push(item);
    launch();
  };
}
