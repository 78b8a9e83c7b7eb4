import { AccountDeleted, GlucoseReadingsShredded } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import type { Projection, ProjectionContext } from './projection';

const ERASURE_TYPES: readonly string[] = [AccountDeleted.type, GlucoseReadingsShredded.type];

/** An event the engine applies itself, before the projection sees it. */
export const isErasure = (event: RecordedEvent): boolean => ERASURE_TYPES.includes(event.type);

/** The event types a runner delivers: the projection's own, and the erasures of the rows it declares. */
export function deliveredTypes(projection: Projection): string[] {
  const erasures = [...(projection.personRows ? [AccountDeleted.type] : []), ...(projection.shreddedReadingRows ? [GlucoseReadingsShredded.type] : [])];
  return [...new Set([...projection.handles, ...erasures])];
}

/**
 * Applies a generation's events in order. An AccountDeleted drops the person's rows from the
 * tables `personRows` names, a GlucoseReadingsShredded the rows of readings taken before its
 * instant from those `shreddedReadingRows` names; either reaches `apply` only when the projection
 * handles it too. The events between go to `applyBatch` or `apply` as they would without.
 */
export async function applyEvents(context: ProjectionContext, projection: Projection, events: readonly RecordedEvent[]): Promise<void> {
  let run: RecordedEvent[] = [];
  for (const event of events) {
    if (!isErasure(event)) {
      run.push(event);
      continue;
    }
    await applyRun(context, projection, run);
    run = [];
    await erase(context, projection, event);
    if (projection.handles.includes(event.type)) await projection.apply(context, event);
  }
  await applyRun(context, projection, run);
}

async function applyRun(context: ProjectionContext, projection: Projection, events: readonly RecordedEvent[]): Promise<void> {
  if (events.length === 0) return;
  if (projection.applyBatch) await projection.applyBatch(context, events);
  else for (const event of events) await projection.apply(context, event);
}

async function erase({ sql, table }: ProjectionContext, projection: Projection, event: RecordedEvent): Promise<void> {
  if (event.type === AccountDeleted.type) {
    for (const [logicalName, column] of Object.entries(projection.personRows ?? {})) {
      await sql.query(`DELETE FROM ${table(logicalName)} WHERE ${column} = $1`, [String(event.data.userId)]);
    }
    return;
  }
  for (const [logicalName, rows] of Object.entries(projection.shreddedReadingRows ?? {})) {
    const { column, where } = typeof rows === 'string' ? { column: rows, where: 'true' } : rows;
    await sql.query(`DELETE FROM ${table(logicalName)} WHERE ${column} < $1 AND (${where})`, [String(event.data.before)]);
  }
}
