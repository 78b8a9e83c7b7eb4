/** Qualified names of the event store's tables in one PostgreSQL schema. */
export interface EventTables {
  schema: string;
  events: string;
  streams: string;
  /** The NOTIFY channel that hints at new events. */
  channel: string;
}

export function eventTables(schema = 'public'): EventTables {
  const quoted = quoteIdentifier(schema);
  return {
    schema: quoted,
    events: `${quoted}.events`,
    streams: `${quoted}.streams`,
    channel: `glyco_events.${schema}`,
  };
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
