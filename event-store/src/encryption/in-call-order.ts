/**
 * Issues calls to the wrapped store in the order they were made, although each first awaits work
 * of its own (sealing, which may look a key up): concurrent appends reach the adapter, and its
 * group commit, in the order the callers made them, as they would without the decorator. Calls
 * still overlap: each waits only for the previous one to be issued, not to finish.
 */
export function createCallOrder() {
  let lastIssued: Promise<unknown> = Promise.resolve();
  return function inCallOrder<P, T>(prepared: Promise<P>, call: (input: P) => Promise<T>): Promise<T> {
    const previous = lastIssued;
    const issued = prepared.then(async (input) => {
      await previous;
      return { result: call(input) };
    });
    lastIssued = issued.catch(() => undefined);
    return issued.then(({ result }) => result);
  };
}
