import { IANAZone } from 'luxon';
import { IMPORT_FORMAT_MESSAGES } from '@glyco/contracts';

/** A wall-clock time as a device wrote it, with no zone. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export type ResolvedTime = { ok: true; instant: number; offsetMinutes: number } | { ok: false; message: string };

const MINUTE_MS = 60_000;
const QUARTER_MS = 15 * MINUTE_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Zones run from UTC-12 to UTC+14: a local day lies within 14 hours of its UTC day. */
const WIDEST_OFFSET_MS = 14 * 60 * MINUTE_MS;
/** Rows may be a few minutes out of order (a Libre scan written beside a historic record). */
const OUT_OF_ORDER_TOLERANCE_MS = 15 * MINUTE_MS;

/**
 * Turns device-local times into instants with the person's IANA zone and its daylight saving
 * rules. Rows come in time order, so in a fall-back hour, which occurs twice, a row that would go
 * back in time past the previous row is on the second pass and takes the later offset; the two
 * readings of that hour stay apart. A time the clocks skipped (spring forward) is an error.
 */
export class LocalTimeResolver {
  private readonly zone: IANAZone;
  private readonly uniformOffsetByDay = new Map<number, number | null>();
  private readonly offsetsByQuarter = new Map<number, number[]>();
  private previous: number | undefined;

  constructor(timeZone: string) {
    this.zone = IANAZone.create(timeZone);
    if (!this.zone.isValid) throw new RangeError(`Unknown time zone: ${timeZone}`);
  }

  resolve(wall: WallClock): ResolvedTime {
    const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
    if (!isRealWallClock(wall) || Number.isNaN(naive)) return { ok: false, message: IMPORT_FORMAT_MESSAGES.timeInvalid };
    const offsets = this.offsetsAt(naive);
    if (offsets.length === 0) return { ok: false, message: IMPORT_FORMAT_MESSAGES.timeInGap };
    const offsetMinutes = offsets.length === 1 ? offsets[0]! : this.pickRepeated(naive, offsets);
    const instant = naive - offsetMinutes * MINUTE_MS;
    this.previous = instant;
    return { ok: true, instant, offsetMinutes };
  }

  /** Offsets `[larger, smaller]`: the first pass through a repeated hour has the larger one. */
  private pickRepeated(naive: number, offsets: number[]): number {
    const [first, second] = [Math.max(...offsets), Math.min(...offsets)];
    const earlier = naive - first * MINUTE_MS;
    const later = naive - second * MINUTE_MS;
    const previous = this.previous;
    const secondPass = previous !== undefined && earlier < previous - OUT_OF_ORDER_TOLERANCE_MS && previous <= later + OUT_OF_ORDER_TOLERANCE_MS;
    return secondPass ? second : first;
  }

  /**
   * Most local days have one offset throughout: found once per day. Only a day with a zone change
   * is resolved per quarter hour (zone changes fall on quarter hours, offsets are in quarter hours).
   */
  private offsetsAt(naive: number): number[] {
    const day = Math.floor(naive / DAY_MS);
    let uniform = this.uniformOffsetByDay.get(day);
    if (uniform === undefined) {
      uniform = this.uniformOffsetOf(day);
      if (this.uniformOffsetByDay.size > 100_000) this.uniformOffsetByDay.clear();
      this.uniformOffsetByDay.set(day, uniform);
    }
    if (uniform !== null) return [uniform];
    const quarter = Math.floor(naive / QUARTER_MS);
    let offsets = this.offsetsByQuarter.get(quarter);
    if (!offsets) {
      offsets = this.validOffsets(naive);
      this.offsetsByQuarter.set(quarter, offsets);
    }
    return offsets;
  }

  /** The offset of a whole local day, or null when the zone changes within it (or near it). */
  private uniformOffsetOf(day: number): number | null {
    const before = this.zone.offset(day * DAY_MS - WIDEST_OFFSET_MS);
    const after = this.zone.offset((day + 1) * DAY_MS + WIDEST_OFFSET_MS);
    return before === after ? before : null;
  }

  /** The offsets o for which the instant `naive - o` shows `naive` on the zone's clocks. */
  private validOffsets(naive: number): number[] {
    const candidates = new Set([this.zone.offset(naive - DAY_MS), this.zone.offset(naive), this.zone.offset(naive + DAY_MS)]);
    return [...candidates].filter((offset) => this.zone.offset(naive - offset * MINUTE_MS) === offset);
  }
}

/** Date.UTC rolls 31 April over to 1 May; a date that would roll over is not a real date. */
function isRealWallClock(wall: WallClock): boolean {
  const { year, month, day, hour, minute, second } = wall;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
