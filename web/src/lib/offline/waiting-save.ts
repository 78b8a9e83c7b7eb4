/** A record created without a connection, kept with its Idempotency-Key until the server has it. */
export interface WaitingSave {
  /** The Idempotency-Key it was first sent with: sent again, the server answers with the same record. */
  key: string;
  path: string;
  /** The route table's tag of the route, e.g. 'Meals'. */
  tag: string;
  body: unknown;
  /** When the person pressed Save, ms since the epoch. */
  savedAt: number;
  /** Set when the server refused it (a validation error): shown to the person until dismissed. */
  refusal?: { message: string; fieldErrors: Record<string, string> };
}

/** Adds a save; one already kept under the same key (Save pressed again) is replaced, not repeated. */
export function withSave(saves: readonly WaitingSave[], save: WaitingSave): WaitingSave[] {
  return [...saves.filter((kept) => kept.key !== save.key), save];
}

export function withoutSave(saves: readonly WaitingSave[], key: string): WaitingSave[] {
  return saves.filter((kept) => kept.key !== key);
}

export function withRefusal(saves: readonly WaitingSave[], key: string, refusal: NonNullable<WaitingSave['refusal']>): WaitingSave[] {
  return saves.map((kept) => (kept.key === key ? { ...kept, refusal } : kept));
}

/** The saves still to send, oldest first (a refused one waits for the person, not the network). */
export function toSend(saves: readonly WaitingSave[]): WaitingSave[] {
  return saves.filter((save) => !save.refusal).sort((a, b) => a.savedAt - b.savedAt);
}

/** Reads what storage held, dropping anything that is not a save (an older format, a hand edit). */
export function parseSaves(text: string | null): WaitingSave[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isWaitingSave) : [];
  } catch {
    return [];
  }
}

function isWaitingSave(value: unknown): value is WaitingSave {
  if (typeof value !== 'object' || value === null) return false;
  const save = value as Partial<WaitingSave>;
  return typeof save.key === 'string' && typeof save.path === 'string' && typeof save.tag === 'string' && typeof save.savedAt === 'number' && 'body' in save;
}
