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
