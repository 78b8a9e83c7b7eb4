import { rateLimited } from '@glyco/contracts/http/app-errors';

export interface PerPersonSlots {
  /** Takes one of the person's slots, or throws 429 with Retry-After when they are all taken; call the result once to give it back. */
  take(personId: string): () => void;
  /** Slots the person holds now. */
  held(personId: string): number;
}

/** At most `limit` things at once per person (exports streaming, PDFs rendering), counted in this process. */
export function createPerPersonSlots(limit: number, message: string, retryAfterSeconds: number): PerPersonSlots {
  const counts = new Map<string, number>();
  const held = (personId: string) => counts.get(personId) ?? 0;
  return {
    held,
    take(personId) {
      if (held(personId) >= limit) throw rateLimited(message, retryAfterSeconds);
      counts.set(personId, held(personId) + 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        const left = held(personId) - 1;
        if (left > 0) counts.set(personId, left);
        else counts.delete(personId);
      };
    },
  };
}
