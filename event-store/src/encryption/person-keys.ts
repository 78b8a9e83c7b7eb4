/** A data key and the id it is filed under (the id travels with every payload sealed by it). */
export interface DataKey {
  keyId: string;
  key: Buffer;
}

/**
 * The data keys of people: one of their own, and one per month (`YYYY-MM`) for the events a
 * rule files by period, so retention can shred old months alone. Keys are kept wrapped with the
 * key-encryption key; destroying one is what erases the data sealed with it.
 */
export interface PersonKeys {
  /** The key to seal with, created on first use. Throws PersonErasedError once the person's erasure began. */
  keyForSealing(personId: string, period?: string): Promise<DataKey>;
  /** The keys still held among `keyIds`; a destroyed one is absent. */
  keysForOpening(keyIds: readonly string[]): Promise<Map<string, Buffer>>;
  /**
   * Starts the person's erasure: from now on nothing more is sealed (or, through the guards,
   * saved) for them, while what was sealed still opens. Waits for their writes in flight.
   */
  beginErasure(personId: string): Promise<void>;
  /** Destroys every key of the person for good (beginning the erasure if it had not begun). */
  erasePerson(personId: string): Promise<void>;
  /** Destroys the month keys of every month before `period`; a later write into such a month gets a new key. */
  shredPeriodsBefore(period: string): Promise<number>;
}

export class PersonErasedError extends Error {
  override readonly name = 'PersonErasedError';
  constructor(readonly personId: string) {
    super(`The data of person ${personId} is erased; nothing more can be recorded for them`);
  }
}

/** The month an instant falls in, in UTC, as a month key's period. */
export function periodOf(instant: string | Date): string {
  return new Date(instant).toISOString().slice(0, 7);
}
