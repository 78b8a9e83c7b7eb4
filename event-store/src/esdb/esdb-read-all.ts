import { matchesFilter } from '../feed-filter';
import { comparePositions, START, type Position, type ReadAllOptions, type RecordedEvent } from '../port';
import type { EsdbClient, EsdbRecordedEvent, EsdbResolvedEvent } from './esdb-client';
import { isSystemEvent, positionOf, toRecordedEvent } from './esdb-mapping';

/** Server pages stay this large even for small limits, since system and filtered-out events are skipped here. */
const MIN_PAGE = 100;

type ReadablePosition = Position | 'start';

/**
 * `fromPosition` includes the event at that position, so the event equal to `after` is skipped;
 * filters apply on this side because the client's `readAll` takes none.
 */
export async function readAllFromEsdb(client: EsdbClient, { after = START, limit, filter }: ReadAllOptions): Promise<RecordedEvent[]> {
  const page: RecordedEvent[] = [];
  const pageSize = Math.max(limit + 1, MIN_PAGE);
  let from: ReadablePosition = after.commit >= 0n ? after : 'start';
  while (page.length < limit) {
    const scan = await scanForwards(client, from, pageSize, limit - page.length, (event) => matchesFilter(event, filter));
    page.push(...scan.matches);
    if (scan.exhausted || !scan.last) break;
    from = scan.last;
  }
  return page;
}

interface Scan {
  matches: RecordedEvent[];
  last: Position | undefined;
  exhausted: boolean;
}

async function scanForwards(
  client: EsdbClient,
  from: ReadablePosition,
  pageSize: number,
  wanted: number,
  accepts: (event: EsdbRecordedEvent) => boolean,
): Promise<Scan> {
  const scan: Scan = { matches: [], last: undefined, exhausted: true };
  let seen = 0;
  for await (const resolved of client.readAll({ direction: 'forwards', fromPosition: from, maxCount: pageSize })) {
    seen += 1;
    const position = positionOf(resolved);
    if (!position || !resolved.event) continue;
    scan.last = position;
    if (from !== 'start' && comparePositions(position, from) <= 0) continue;
    if (isSystemEvent(resolved.event) || !accepts(resolved.event)) continue;
    scan.matches.push(toRecordedEvent(resolved as EsdbResolvedEvent & { event: EsdbRecordedEvent }));
    if (scan.matches.length === wanted) break;
  }
  scan.exhausted = seen < pageSize && scan.matches.length < wanted;
  return scan;
}

/** The position of the newest product event, walking back over system events. */
export async function esdbHeadPosition(client: EsdbClient): Promise<Position> {
  let from: Position | 'end' = 'end';
  for (;;) {
    let seen = 0;
    let last: Position | undefined;
    for await (const resolved of client.readAll({ direction: 'backwards', fromPosition: from, maxCount: MIN_PAGE })) {
      seen += 1;
      const position = positionOf(resolved);
      if (!position || !resolved.event) continue;
      if (!isSystemEvent(resolved.event)) return position;
      last = position;
    }
    if (seen < MIN_PAGE || !last) return START;
    from = last;
  }
}
