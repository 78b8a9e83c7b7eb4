import type { RecordedEvent } from '@glyco/event-store';
import type { ProjectionContext } from '@glyco/projections';
import { recordKindOf } from './present-document';

const collectionOf = (event: RecordedEvent) => (recordKindOf(event.type)!.kind === 'reading' ? 'entries' : 'treatments');

/**
 * Nightscout's `srvModified`: the time of the change in epoch ms, made strictly increasing per
 * person and collection (as cgm-remote-monitor's srv-dates does for every writer), so a history
 * page that ends inside a bulk upload of one millisecond loses nothing when the app asks for
 * what changed after its last `srvModified`.
 */
export async function nextServerModified(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<(event: RecordedEvent) => number> {
  const users = [...new Set(events.map((event) => String(event.data.userId)))];
  const { rows } = await ctx.sql.query<{ user_id: string; collection: string; latest: string }>(
    `SELECT user_id, collection, max(srv_modified) AS latest FROM ${ctx.table('nightscout_v3_documents')} WHERE user_id = ANY($1::uuid[]) GROUP BY 1, 2`,
    [users],
  );
  const latest = new Map(rows.map((row) => [`${row.user_id}|${row.collection}`, Number(row.latest)]));
  const stamps = new Map<RecordedEvent, number>();
  for (const event of events) {
    const key = `${String(event.data.userId)}|${collectionOf(event)}`;
    const stamp = Math.max(event.recordedAt.getTime(), (latest.get(key) ?? 0) + 1);
    latest.set(key, stamp);
    stamps.set(event, stamp);
  }
  return (event) => stamps.get(event)!;
}
