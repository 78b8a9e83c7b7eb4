/** Seconds a client is asked to wait before retrying when a store does not answer. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL SQLSTATEs that say "not now" rather than "wrong request": connection exceptions
 * (class 08), insufficient resources (class 53: too many connections, out of memory or disk),
 * operator intervention (57P01-57P03: shutting down, starting up), a statement cancelled
 * by its timeout (57014), and an undefined table (42P01): on a new deployment a read model's view
 * appears only once the projector has caught up with the log.
 */
const UNAVAILABLE_SQLSTATES = /^(08...|53...|57P0[1-3]|57014|42P01)$/;

/** Node's socket errors when PostgreSQL (or another store) cannot be reached. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** node-postgres and pg-pool say these in messages only: an exhausted pool and a dropped connection. */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

/** EventStoreDB client errors (`type`) for a server that is down, unreachable or too slow. */
const ESDB_UNAVAILABLE_TYPES = new Set(['unavailable', 'deadline-exceeded', 'not-leader']);

function fieldOf(error: object, name: string): unknown {
  return (error as Record<string, unknown>)[name];
}

/** True when the error means a store did not answer, so the request may succeed later: 503. */
export function isStoreUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const code = fieldOf(error, 'code');
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.test(code) || UNREACHABLE_CODES.has(code))) return true;
  const type = fieldOf(error, 'type');
  if (typeof type === 'string' && ESDB_UNAVAILABLE_TYPES.has(type)) return true;
  const message = error instanceof Error ? error.message : '';
  if (UNAVAILABLE_MESSAGES.some((known) => message.startsWith(known))) return true;
  return isStoreUnavailable(fieldOf(error, 'cause'), depth + 1);
}
