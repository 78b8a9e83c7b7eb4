import { isContinuous } from '../glucose-metrics/runs';
import { EPISODE_MINUTES } from '../glucose-metrics/episodes';
import { glucoseTrend } from '../glucose-metrics/trend';
import { forecastGlucose } from '../glucose-forecast/forecast';
import type { AlertSettings } from './settings';
import type { AlertKind } from './kinds';

/** A CGM reading as the evaluator reads it: epoch ms and mg/dL. */
export interface AlertReading {
  at: number;
  mgdl: number;
}

/** What the rules see at a new reading: it, the readings before it (oldest first) and the settings. */
export interface ReadingContext {
  reading: AlertReading;
  /** Sensor readings up to and including `reading`, oldest first, at least the last `lookbackMinutes`. */
  recent: readonly AlertReading[];
  settings: AlertSettings;
}

/**
 * An alert ends when the reason for it has been gone for 15 minutes, the time the consensus takes
 * for an episode to end (Battelino et al., Lancet Diabetes Endocrinol 2023;11:42-57), so one low
 * is one alert. The margins (mg/dL, mg/dL a minute) keep a value hovering at a threshold from
 * ending and raising it again; urgent low has none, so it ends no later than a level 2 episode.
 */
export const RESOLVE_AFTER_MINUTES = EPISODE_MINUTES;
const MARGIN = { low: 5, high: 10, rate: 1, forecast: 10 } as const;

/** How far back the rules look: the longest of high's duration and the resolve window, plus a reading. */
export function lookbackMinutes(settings: AlertSettings): number {
  return Math.max(settings.high.forMinutes, RESOLVE_AFTER_MINUTES, 60) + 10;
}

/** The readings of the continuous stretch ending at the newest, oldest first. */
function continuousTail(recent: readonly AlertReading[]): AlertReading[] {
  const tail: AlertReading[] = [];
  for (let index = recent.length - 1; index >= 0; index -= 1) {
    const reading = recent[index]!;
    const later = tail[0];
    if (later && !isContinuous(reading.at, later.at)) break;
    tail.unshift(reading);
  }
  return tail;
}

/** True when every reading for at least `minutes` up to the newest holds, with no sensor gap. */
export function heldFor(recent: readonly AlertReading[], minutes: number, holds: (mgdl: number) => boolean): boolean {
  const tail = continuousTail(recent);
  const newest = tail.at(-1);
  if (!newest || !holds(newest.mgdl)) return false;
  let since = newest.at;
  for (let index = tail.length - 2; index >= 0 && holds(tail[index]!.mgdl); index -= 1) since = tail[index]!.at;
  return newest.at - since >= minutes * 60_000;
}

/** mg/dL a minute over the last 15 minutes (the trend arrow's rule), or null. */
export function rateOf(recent: readonly AlertReading[]): number | null {
  return glucoseTrend(recent.map((reading) => ({ value: reading.mgdl, timestamp: reading.at })))?.rateMgdlPerMinute ?? null;
}

/** True when the forecast from the recent readings reaches `threshold` within `minutes`. */
export function forecastReaches(recent: readonly AlertReading[], threshold: number, minutes: number, now: number): boolean {
  const until = now + minutes * 60_000;
  return forecastGlucose(recent, { now }).some((point) => point.at <= until && point.mgdl <= threshold);
}

/** Whether the reason for an alert of `kind` holds at this reading. */
export function holdsNow(kind: AlertKind, context: ReadingContext): boolean {
  const { reading, recent, settings } = context;
  switch (kind) {
    case 'urgentLow':
      return reading.mgdl <= settings.urgentLow.threshold;
    case 'urgentLowSoon':
      return reading.mgdl > settings.urgentLow.threshold && forecastReaches(recent, settings.urgentLow.threshold, settings.urgentLowSoon.withinMinutes, reading.at);
    case 'low':
      return reading.mgdl < settings.low.threshold;
    case 'high':
      return heldFor(recent, settings.high.forMinutes, (mgdl) => mgdl > settings.high.threshold);
    case 'fall':
      return (rateOf(recent) ?? 0) <= -settings.fall.mgdlPerMinute;
    case 'rise':
      return (rateOf(recent) ?? 0) >= settings.rise.mgdlPerMinute;
    case 'noData':
    case 'reminder':
      return false;
  }
}

/** Whether the reason for an active alert of `kind` has been gone long enough to end it. */
export function isOver(kind: AlertKind, context: ReadingContext): boolean {
  const { reading, recent, settings } = context;
  const gone = (holds: (mgdl: number) => boolean) => heldFor(recent, RESOLVE_AFTER_MINUTES, holds);
  switch (kind) {
    case 'urgentLow':
      return gone((mgdl) => mgdl > settings.urgentLow.threshold);
    case 'urgentLowSoon':
      return (
        gone((mgdl) => mgdl > settings.urgentLow.threshold + MARGIN.forecast) &&
        !forecastReaches(recent, settings.urgentLow.threshold + MARGIN.forecast, settings.urgentLowSoon.withinMinutes, reading.at)
      );
    case 'low':
      return gone((mgdl) => mgdl >= settings.low.threshold + MARGIN.low);
    case 'high':
      return gone((mgdl) => mgdl <= settings.high.threshold - MARGIN.high);
    case 'fall':
      return (rateOf(recent) ?? 0) > -(settings.fall.mgdlPerMinute - MARGIN.rate);
    case 'rise':
      return (rateOf(recent) ?? 0) < settings.rise.mgdlPerMinute - MARGIN.rate;
    case 'noData':
    case 'reminder':
      return true;
  }
}
