/**
 * A transaction that will never append events (a projector's batch) can say so by holding this
 * shared advisory lock; the feed then does not hold new events back until it ends. A transaction
 * that holds it and appends anyway could see its events land behind a reader's checkpoint.
 */
const LOCK_CLASS = 7_401_662;
const LOCK_OBJECT = 1;

/** An expression to evaluate in the transaction before it ends; any statement will do, the first is best. */
export function declareNoAppendsSql(): string {
  return `pg_advisory_xact_lock_shared(${LOCK_CLASS}, ${LOCK_OBJECT})`;
}

/** The sessions of this database whose current transaction made the declaration. */
export const DECLARED_WITHOUT_APPENDS = `SELECT pid FROM pg_locks
  WHERE locktype = 'advisory' AND classid = ${LOCK_CLASS} AND objid = ${LOCK_OBJECT} AND objsubid = 2 AND granted
    AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
