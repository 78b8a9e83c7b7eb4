import type pg from 'pg';

/** Every value as PostgreSQL's text. */
const AS_TEXT = { getTypeParser: () => (value: string) => value };

export interface TableSnapshot {
  /** The table the rows were read from. */
  source: string;
  /** A copy of it, columns and rows, which outlives the source. */
  template: string;
  columns: string[];
  /** Each column's type, as `format_type` writes it. */
  types: string[];
  count: number;
  /** CREATE INDEX statements of the source, its primary key and unique ones included. */
  indexes: string[];
}

export type TableRows = TableSnapshot & { rows: (string | null)[][] };

/** Copies of the given tables with their rows, kept in the database until `loadRows`. */
export async function snapshotTables(pool: pg.Pool, tables: readonly string[], prefix: string): Promise<TableSnapshot[]> {
  const snapshots: TableSnapshot[] = [];
  for (const [index, source] of tables.entries()) {
    const template = `${prefix}_${index}`;
    await pool.query(`CREATE TABLE "${template}" (LIKE "${source}" INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`);
    const copied = await pool.query(`INSERT INTO "${template}" SELECT * FROM "${source}"`);
    const columns = await pool.query<{ name: string; type: string }>(
      `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
        WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
      [source],
    );
    const indexes = await pool.query<{ indexdef: string }>('SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1', [source]);
    snapshots.push({
      source,
      template,
      columns: columns.rows.map((row) => row.name),
      types: columns.rows.map((row) => row.type),
      count: copied.rowCount ?? 0,
      indexes: indexes.rows.map((row) => row.indexdef),
    });
  }
  return snapshots;
}

/**
 * The snapshots' rows in memory, every value as text, so they go back in exactly as they came
 * out. Held only for one baseline round: a heap that keeps them makes every later collection of
 * the bench's process slower, the rebuild's included.
 */
export async function loadRows(pool: pg.Pool, snapshots: readonly TableSnapshot[]): Promise<TableRows[]> {
  const loaded: TableRows[] = [];
  for (const snapshot of snapshots) {
    const columns = snapshot.columns.map((name) => `"${name}"`).join(', ');
    const result = await pool.query({ text: `SELECT ${columns} FROM "${snapshot.template}"`, rowMode: 'array', types: AS_TEXT });
    loaded.push({ ...snapshot, rows: result.rows as (string | null)[][] });
  }
  return loaded;
}

/**
 * Writes the snapshot's rows into empty copies of their tables, `page` rows per INSERT from one
 * text array per column (the quickest of the batch INSERTs tried: multi-row VALUES and a JSON
 * document were slower), then builds every index the source has, keys included: the indexes
 * after the load, the quickest way for plain INSERTs. Returns the copies' names, to be dropped.
 */
export async function insertSameRows(pool: pg.Pool, snapshots: readonly TableRows[], page: number, prefix: string): Promise<string[]> {
  const copies: string[] = [];
  for (const [index, snapshot] of snapshots.entries()) {
    const copy = `${prefix}_${index}`;
    copies.push(copy);
    await pool.query(`CREATE TABLE "${copy}" (LIKE "${snapshot.template}" INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`);
    const statement = insertStatement(copy, snapshot);
    for (let start = 0; start < snapshot.rows.length; start += page) {
      const rows = snapshot.rows.slice(start, start + page);
      await pool.query(statement, snapshot.columns.map((_, column) => rows.map((row) => row[column])));
    }
    for (const [position, definition] of snapshot.indexes.entries()) {
      await pool.query(renameIndex(definition, snapshot.source, copy, position));
    }
  }
  return copies;
}

function insertStatement(copy: string, { columns, types }: TableRows): string {
  const names = columns.map((_, index) => `c${index}`);
  const casts = names.map((name, index) => `${name}::${types[index]}`).join(', ');
  const arrays = names.map((_, index) => `$${index + 1}::text[]`).join(', ');
  return `INSERT INTO "${copy}" (${columns.map((name) => `"${name}"`).join(', ')}) SELECT ${casts} FROM unnest(${arrays}) AS t(${names.join(', ')})`;
}

/** `CREATE [UNIQUE] INDEX name ON [schema.]source ...` as the same index of the copy. */
function renameIndex(definition: string, source: string, copy: string, position: number): string {
  const on = definition.indexOf(' ON ');
  const head = definition.slice(0, on).replace(/INDEX \S+$/, `INDEX "${copy}_${position}"`);
  const rest = definition.slice(on).replace(/ ON (ONLY )?(\S+\.)?("?)[^\s"]+\3 /, ` ON "${copy}" `);
  if (!rest.includes(`"${copy}"`)) throw new Error(`cannot move index to ${copy}: ${definition} (${source})`);
  return head + rest;
}
