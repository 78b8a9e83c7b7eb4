import { localHourOf } from '../meals/row';

/** "Around this time": the local hour itself and the hour either side, wrapping at midnight. */
export function hoursAround(hour: number): number[] {
  return [-1, 0, 1].map((delta) => (hour + delta + 24) % 24);
}

/** The current hour on the person's clock, `tzOffset` minutes east of UTC. */
export function currentLocalHour(now: Date, tzOffset: number): number {
  return localHourOf(now.toISOString(), tzOffset);
}
