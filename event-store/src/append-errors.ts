/** An event id already recorded at another place in the log (another stream or revision). */
export class DuplicateEventIdError extends Error {
  override readonly name = 'DuplicateEventIdError';
  constructor(
    readonly streamId: string,
    readonly eventId: string,
  ) {
    super(`Event ${eventId} is already recorded elsewhere than the requested place in ${streamId}`);
  }
}

export type InvalidAppendReason = 'no_events' | 'event_id_not_uuid' | 'event_id_repeated_in_batch' | 'stream_repeated_in_batch';

/** An append that no store could accept, whatever the stream's state. */
export class InvalidAppendError extends Error {
  override readonly name = 'InvalidAppendError';
  constructor(
    readonly streamId: string,
    readonly reason: InvalidAppendReason,
  ) {
    super(`Invalid append to ${streamId}: ${reason}`);
  }
}
