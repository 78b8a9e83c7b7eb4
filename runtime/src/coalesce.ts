/**
 * Requests sent at once. With one, everything asked while it is under way goes in the next, so
 * batches are as large as the load makes them. Measured against two on two cores, alternating
 * (`bench/README.md`, (a) and (b), 03:24): PostgreSQL's CPU per POST at 8 clients 0.56 to 0.68 ms
 * against 0.75 to 1.02, 8 to 38% more POSTs a second at 8, 32 and 128 clients, and a lower POST
 * latency at the median: a second request in flight only splits the waiting work in two.
 */
const SENT_AT_ONCE = 1;

export interface CoalescingOptions<T> {
  /** Removes from `pending` (in arrival order) what may go together in the next request. */
  take(pending: T[]): T[];
  /** Sends one batch; never rejects (each item settles its own outcome). */
  send(batch: T[]): Promise<void>;
}

/**
 * Group commit's rule for any request that many callers make at once: an item added while a
 * request is in flight waits for it to end, then goes with every item added meanwhile that
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
