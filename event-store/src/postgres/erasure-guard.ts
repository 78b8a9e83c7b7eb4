import type pg from 'pg';
import { SEALED_FIELD } from '@glyco/contracts';
import { withTransaction } from '@glyco/runtime/transaction';
import { PersonErasedError } from '../encryption/person-keys';
import { erasureLockSql, tombstoneSql } from '../encryption/erasure-lock';
import { MIGRATION_LOCK } from './migrate';
import type { EventTables } from './tables';

/** The SQLSTATE the guard raises; its DETAIL is the erased person's id. */
const PERSON_ERASED_SQLSTATE = 'GE001';

/**
 * A trigger on `events`, once per statement: every person whose key sealed an inserted event has
 * their erasure lock taken, shared, until the append commits; then, if any of them has a tombstone,
 * the whole append is refused. A process whose cached key outlived the person's erasure, or one
 * racing its start, cannot add their data after it. Events with no personal data are not looked at.
 */
function guardSql(tables: EventTables, keysTable: string): string[] {
  const guard = `${tables.schema}.refuse_appends_for_erased_people`;
  const sealedPeople = `SELECT DISTINCT k.person_id FROM ${keysTable} k
     WHERE k.key_id IN (SELECT (i.data->'${SEALED_FIELD}'->>'keyId')::uuid FROM inserted i WHERE i.data ? '${SEALED_FIELD}')`;
  return [
    `CREATE OR REPLACE FUNCTION ${guard}() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE
       erased text;
     BEGIN
       PERFORM ${erasureLockSql('people.person_id', 'shared')} FROM (${sealedPeople}) AS people;
       -- A statement of its own: its snapshot is taken after the locks were granted.
       SELECT p.person_id INTO erased FROM ${keysTable} p WHERE ${tombstoneSql('p')}
          AND p.person_id IN (${sealedPeople}) LIMIT 1;
       IF erased IS NOT NULL THEN
         RAISE EXCEPTION 'nothing more can be recorded for an erased person' USING ERRCODE = '${PERSON_ERASED_SQLSTATE}', DETAIL = erased;
       END IF;
       RETURN NULL;
     END $$`,
    `CREATE OR REPLACE TRIGGER refuse_appends_for_erased_people AFTER INSERT ON ${tables.events}
       REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ${guard}()`,
  ];
}

/** Installs the guard (safe on every start); `keysTable` is the qualified `person_keys`, which must exist. */
export async function guardErasedPeople(pool: pg.Pool, tables: EventTables, keysTable: string): Promise<void> {
  await withTransaction(pool, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    for (const statement of guardSql(tables, keysTable)) await client.query(statement);
  });
}

/** The guard's refusal as the port's PersonErasedError; any other error as it is. */
export function asPersonErased(error: unknown): unknown {
  const pgError = error as { code?: string; detail?: string };
  return pgError.code === PERSON_ERASED_SQLSTATE ? new PersonErasedError(pgError.detail ?? 'unknown') : error;
}
