import type { EventTables } from './tables';
import { DECLARED_WITHOUT_APPENDS } from './without-appends';

/**
 * Only transactions older than every running one are final: a transaction that began earlier but
 * commits later would otherwise appear behind a checkpoint a reader already passed. Only this
 * database's transactions can write events, so the horizon is the oldest transaction of the
 * statement's snapshot still running that is not known to belong to another database (one that
 * ends meanwhile counts as ours, which only delays), or the snapshot's xmax when there is none.
 * `backend_xid` is the 32-bit form of the snapshot's 64-bit ids. Transactions that declared they
 * append no events (`declareNoAppendsSql`, the projector's) are left out too.
 *
 * A server-side function, so its query over `pg_stat_activity` and `pg_locks` is planned once per
 * connection: planned with every feed read it took about four times as long as the read itself.
 * STABLE, so it sees the snapshot of the statement that calls it (a VOLATILE function takes a
 * snapshot of its own, which could find a transaction ended that the caller still sees running).
 */
export function feedHorizonFunctionSql(tables: EventTables): string {
  return `CREATE OR REPLACE FUNCTION ${tables.feedHorizonFunction}() RETURNS xid8
    LANGUAGE plpgsql STABLE AS $fn$
    BEGIN
      RETURN coalesce(
        (SELECT running FROM pg_snapshot_xip(pg_current_snapshot()) AS running
          WHERE running::text::bigint % 4294967296 NOT IN (
            SELECT backend_xid::text::bigint FROM pg_stat_activity
             WHERE backend_xid IS NOT NULL AND (datname <> current_database() OR pid IN (${DECLARED_WITHOUT_APPENDS})))
          ORDER BY running LIMIT 1),
        pg_snapshot_xmax(pg_current_snapshot()));
    END
    $fn$`;
}

/** A condition on the events table: the event's transaction is below the horizon, evaluated once per statement. */
export const settledSql = (tables: EventTables): string => `transaction_id < (SELECT ${tables.feedHorizonFunction}())`;
