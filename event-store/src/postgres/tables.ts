/** Qualified names of the event store's tables in one PostgreSQL schema. */
export interface EventTables {
  schema: string;
  events: string;
  streams: string;
  /** The NOTIFY channel that hints at new events. */
  channel: string;
  /** The server-side function that appends in one round trip (`migrate.ts`). */
  appendFunction: string;
  /** The server-side function that appends to many streams in one transaction (group commit). */
  appendBatchFunction: string;
  /** The server-side function giving the feed's visibility horizon (`feed-horizon.ts`). */
  feedHorizonFunction: string;
}

export function eventTables(schema = 'public'): EventTables {
  const quoted = quoteIdentifier(schema);
  return {
    schema: quoted,
    events: `${quoted}.events`,
    streams: `${quoted}.streams`,
    channel: `glyco_events.${schema}`,
    appendFunction: `${quoted}.append_events`,
    appendBatchFunction: `${quoted}.append_events_batch`,
    feedHorizonFunction: `${quoted}.feed_horizon`,
  };
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
