/**
 * Whether `event` opens `recordStream`, the stream of the record it is about. A record's own
 * stream is the only one whose events change it, so until this event is applied the record has no
 * state anywhere, and once it is, the rows it left carry the record's id: a batch may skip looking
 * such records up, provided its writes catch one that exists after all: a COPY that fails (see
 * `insertNewRows`), or an insert that says which rows it skipped.
 */
export function opensRecordStream(event: { streamId: string; revision: bigint }, recordStream: string): boolean {
  return event.revision === 0n && event.streamId === recordStream;
}
