import type { z } from 'zod';

/** One entry of the event catalogue: its type name, the version of its payload and the payload schema. */
export interface EventDefinition<T extends string = string, S extends z.ZodType = z.ZodType> {
  readonly type: T;
  readonly schemaVersion: number;
  readonly data: S;
}

export function defineEvent<const T extends string, S extends z.ZodType>(type: T, schemaVersion: number, data: S): EventDefinition<T, S> {
  return Object.freeze({ type, schemaVersion, data });
}

export type EventData<D extends EventDefinition> = z.output<D['data']>;

/** The typed event of a definition: `{ type, data }`, discriminated on `type`. */
export type EventOf<D extends EventDefinition> = D extends EventDefinition<infer T, infer S> ? { type: T; data: z.output<S> } : never;

/** The definitions of a catalogue, indexed by type name. */
export function catalogueByType<const D extends readonly EventDefinition[]>(definitions: D): ReadonlyMap<string, D[number]> {
  return new Map(definitions.map((definition) => [definition.type, definition]));
}

export class UnknownEventTypeError extends Error {
  constructor(readonly eventType: string) {
    super(`Unknown event type: ${eventType}`);
    this.name = 'UnknownEventTypeError';
  }
}

/** Validates a stored or incoming payload against its definition; throws a ZodError when it does not fit. */
export function parseEvent<const D extends readonly EventDefinition[]>(
  definitions: D,
  event: { type: string; data: unknown },
): EventOf<D[number]> {
  const definition = definitions.find((candidate) => candidate.type === event.type);
  if (!definition) throw new UnknownEventTypeError(event.type);
  return { type: definition.type, data: definition.data.parse(event.data) } as EventOf<D[number]>;
}
