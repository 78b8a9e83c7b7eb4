import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const PG_DUMP = process.env.PG_DUMP ?? '/usr/lib/postgresql/15/bin/pg_dump';

/** The data lines of a plain `pg_dump` of the whole database, by table. */
export async function dumpRowsByTable(databaseUrl: string): Promise<Map<string, string[]>> {
  const { stdout } = await promisify(execFile)(PG_DUMP, ['--data-only', '--no-owner', databaseUrl], { maxBuffer: 512 * 1024 * 1024 });
  const tables = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of stdout.split('\n')) {
    const copy = /^COPY ([^ ]+) /.exec(line);
    if (copy) tables.set(copy[1]!, (current = []));
    else if (line === '\\.') current = undefined;
    else current?.push(line);
  }
  return tables;
}

/** The whole dump, schema included, as one text. */
export async function dumpText(databaseUrl: string): Promise<string> {
  const { stdout } = await promisify(execFile)(PG_DUMP, ['--no-owner', databaseUrl], { maxBuffer: 512 * 1024 * 1024 });
  return stdout;
}

/**
 * Where a deleted person's id may stay: the log (ciphertext and clear ids), the destroyed keys'
 * rows, the command-side rows that keep them out, the access log's deletion line, and the job
 * queue's rows and events (payloads and failure reasons name ids only).
 */
export const TABLES_KEEPING_THE_ID = /^(public\.(events|streams|person_keys|session_revocations|nightscout_secrets|rm_clinician_access_log_v\d+_g\d+)|\w+_jobs\.(job|event))$/;

/** What a `pg_dump` of the whole database still holds of a deleted person: their strings, and tables holding their id that may not. */
export async function leftoversOf(databaseUrl: string, userId: string, personalStrings: readonly string[]): Promise<{ strings: string[]; tables: string[] }> {
  const dump = await dumpText(databaseUrl);
  const keeping = [...(await dumpRowsByTable(databaseUrl))].filter(([, lines]) => lines.some((line) => line.includes(userId))).map(([table]) => table);
  return { strings: personalStrings.filter((text) => dump.includes(text)), tables: keeping.filter((table) => !TABLES_KEEPING_THE_ID.test(table)) };
}
