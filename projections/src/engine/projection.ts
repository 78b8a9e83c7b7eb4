import type pg from 'pg';
import type { RecordedEvent } from '@glyco/event-store';

/**
 * A read model. Its tables are versioned: `table('glucose_readings')` names the physical table of
 * the generation being written (e.g. `rm_glucose_readings_v1_g3`); queries read the stable view of
 * the logical name (`glucose_readings`), which the engine points at the live generation.
 */
export interface ProjectionContext {
  /** The transaction the batch and its checkpoint commit in. */
  sql: pg.PoolClient;
  /** The quoted physical name of a logical table of this projection. */
  table(logicalName: string): string;
  /** The quoted name of an index on a logical table, unique to its generation. */
  index(logicalName: string, suffix: string): string;
}

/** What a batch's statements may name: the generation's tables and indexes. */
export type ProjectionTables = Pick<ProjectionContext, 'table' | 'index'>;

export interface Projection {
  name: string;
  /** Bump when the shape or the logic changes: the engine rebuilds into a fresh generation. */
  version: number;
  /** Logical table names; each becomes a view over the live physical table. */
  tables: readonly string[];
  /** Event types this projection reads (at least one); others are skipped without a call. */
  handles: readonly string[];
  /** Idempotent DDL creating the physical tables (`ctx.table(name)`); runs at every start, so use IF NOT EXISTS. */
  init(ctx: ProjectionContext): Promise<void>;
  /**
   * Optional idempotent DDL of the indexes only readers use (IF NOT EXISTS). A live generation
   * gets them right after `init`; a rebuilt one after its load, just before it goes live, so a
   * rebuild writes its rows without maintaining them. Indexes `apply` itself reads through (and
   * the unique keys its ON CONFLICT needs) belong in `init`.
   */
  indexes?(ctx: ProjectionContext): Promise<void>;
  /**
   * Logical table -> the column naming the person, for every table holding a person's rows: an
   * AccountDeleted deletes them there (engine/person-rows.ts). Every read model of personal data declares it.
   */
  personRows?: Readonly<Record<string, string>>;
  /**
   * Logical table -> the instant (or date) column of tables holding raw glucose readings or what
   * is drawn from them: a GlucoseReadingsShredded (RETENTION_DAYS) deletes the rows before its
   * instant (only those matching `where`, for a table holding other records too).
   */
  shreddedReadingRows?: Readonly<Record<string, string | { column: string; where: string }>>;
  /** Applying an event twice must leave the same rows (guard with revisions or ON CONFLICT). */
  apply(ctx: ProjectionContext, event: RecordedEvent): Promise<void>;
  /**
   * Optional set-based form of `apply` for read models that see many events (a year of CGM data
   * is 105,120 readings): it must leave the same rows as applying the batch's events in order.
   */
  applyBatch?(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void>;
  /**
   * Optional form of `applyBatch` for a read model whose batch reads nothing back: the statements
   * that leave the same rows, values written as literals (engine/literals.ts), no parameters. The
   * engine then sends the transaction, checkpoints and COMMIT included, in one round trip: what
   * keeps a list a few milliseconds behind its writes under load. A batch of COPY_MIN_ROWS events
   * or more (a rebuild's) goes to `applyBatch` instead, which may copy its rows (engine/copy-rows.ts).
   */
  batchStatements?(tables: ProjectionTables, events: readonly RecordedEvent[]): string[];
}
