import { isErasedData, type EventData, type EventDefinition, type EventOf, type JsonObject } from '@glyco/contracts';

/** What an evolve may know of an event beside its payload, whether recorded or about to be appended. */
export interface EventFacts {
  eventId: string;
  recordedAt: Date;
}

/**
 * An aggregate's state and how its events change it. `events` names the events the state is folded
 * from (other events on the same stream leave it as it is), so `evolve` receives them typed and a
 * switch over `event.type` must handle each one (`assertNever` in its default).
 */
export interface Decider<S, D extends readonly EventDefinition[]> {
  readonly events: D;
  readonly initialState: S;
  evolve(state: S, event: EventOf<D[number]>, facts: EventFacts): S;
}

/** The typed events of a decider: `{ type, data }`, discriminated on `type`. */
export type DeciderEvent<X> = X extends Decider<unknown, infer D> ? EventOf<D[number]> : never;

export interface NewEventOptions {
  /** Business time; defaults to the command's time. */
  occurredAt?: Date;
  /** A deterministic id makes a retried command append nothing new. */
  eventId?: string;
}

/** An event a decision returns: typed like the catalogue's, with its schema version. */
export type NewEvent<E extends { type: string; data: unknown }> = E & NewEventOptions & { schemaVersion: number };

export function defineDecider<S, const D extends readonly EventDefinition[]>(decider: Decider<S, D>): Decider<S, D> {
  return decider;
}

/** A new event of a catalogue definition, its payload checked by the compiler against the definition's schema. */
export function newEvent<const D extends EventDefinition>(definition: D, data: EventData<D>, options: NewEventOptions = {}): NewEvent<EventOf<D>> {
  const event = { type: definition.type, schemaVersion: definition.schemaVersion, data, ...options };
  // EventOf<D> is { type: D['type'], data: EventData<D> }: the compiler cannot see through the conditional type.
  return event as unknown as NewEvent<EventOf<D>>;
}

/** Ends an exhaustive switch: a case left out makes `event` not `never`, which does not compile. */
export function assertNever(event: never): never {
  throw new Error(`Unhandled event: ${JSON.stringify(event)}`);
}

/** A stored event as its decider sees it. */
export interface StoredEvent extends EventFacts {
  type: string;
  data: JsonObject;
}

/**
 * The state after `history`, skipping events the decider does not fold. Stored events are trusted
 * to fit their definitions: every append goes through a typed decision or the ingest's schema
 * checks, and the adapters upcast older payloads as they read them. An erased payload (its
 * person's key destroyed) fits no definition any more and is passed over, as projections do.
 */
export function foldHistory<S, D extends readonly EventDefinition[]>(decider: Decider<S, D>, history: readonly StoredEvent[]): S {
  const types = typesOf(decider);
  return history.reduce<S>(
    (state, event) => (types.has(event.type) && !isErasedData(event.data) ? decider.evolve(state, event as unknown as EventOf<D[number]>, event) : state),
    decider.initialState,
  );
}

const TYPES = new WeakMap<object, ReadonlySet<string>>();

function typesOf(decider: Decider<unknown, readonly EventDefinition[]>): ReadonlySet<string> {
  let types = TYPES.get(decider.events);
  if (!types) {
    types = new Set(decider.events.map((definition) => definition.type));
    TYPES.set(decider.events, types);
  }
  return types;
}
