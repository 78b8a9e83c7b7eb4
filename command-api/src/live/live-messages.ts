import type { LiveChangeKind, LiveMessage, LiveReading } from '@glyco/contracts';
import { comparePositions, parsePosition } from '@glyco/event-store';
import type { LiveItem } from './live-kinds';

export type PositionedMessage = Extract<LiveMessage, { position: string }>;

/**
 * One person's news from a run of the feed, as few messages as tell it all: per kind one message
 * at the latest position of that kind (an import of ten thousand readings is one), the newest
 * reading logged carried whole. Ordered by position, so `Last-Event-ID` is the furthest told.
 */
export function messagesOf(personId: string, items: readonly LiveItem[]): PositionedMessage[] {
  const byKind = new Map<LiveChangeKind, LiveItem[]>();
  for (const item of items) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item]);
  const messages = [...byKind].map(([kind, ofKind]) => messageOfKind(personId, kind, ofKind));
  return messages.sort((a, b) => comparePositions(parsePosition(a.position)!, parsePosition(b.position)!));
}

function messageOfKind(personId: string, kind: LiveChangeKind, items: readonly LiveItem[]): PositionedMessage {
  const position = items.map((item) => item.position).reduce((latest, next) => (isAfter(next, latest) ? next : latest));
  const reading = kind === 'reading' ? newestReading(items) : undefined;
  if (reading) return { type: 'reading', personId, position, reading };
  const ids = new Set(items.map((item) => item.id));
  const [onlyId] = ids;
  return { type: 'changed', personId, position, kind, ...(ids.size === 1 && onlyId ? { id: onlyId } : {}) };
}

function newestReading(items: readonly LiveItem[]): LiveReading | undefined {
  const readings = items.flatMap((item) => (item.reading ? [item.reading] : []));
  return readings.reduce<LiveReading | undefined>((newest, next) => (!newest || Date.parse(next.at) >= Date.parse(newest.at) ? next : newest), undefined);
}

export function isAfter(position: string, other: string): boolean {
  return comparePositions(parsePosition(position)!, parsePosition(other)!) > 0;
}

/** Groups items by the person they concern, in feed order. */
export function itemsByPerson(items: readonly LiveItem[]): Map<string, LiveItem[]> {
  const byPerson = new Map<string, LiveItem[]>();
  for (const item of items) byPerson.set(item.personId, [...(byPerson.get(item.personId) ?? []), item]);
  return byPerson;
}
