import { TEMP_BASAL_EVENT_TYPE } from './map-nightscout';

export interface NightscoutTempBasalAnswer {
  _id: string;
  eventType: typeof TEMP_BASAL_EVENT_TYPE;
  created_at: string;
  utcOffset: number;
  identifier: string;
  /** Minutes. */
  duration: number;
  /** U/h, for an absolute temp basal (Nightscout sends it as both). */
  absolute?: number;
  rate?: number;
  /** Nightscout's change from the scheduled rate: -100 is a suspend. */
  percent?: number;
  enteredBy: string;
}

export interface StoredTemporaryBasal {
  id: string;
  start: string;
  timezoneOffsetMinutes: number;
  durationMinutes: number;
  rate?: number;
  percent?: number;
  device: string;
}

/** A stored temporary basal as Nightscout answers a Temp Basal treatment. */
export function presentNightscoutTempBasal(temp: StoredTemporaryBasal): NightscoutTempBasalAnswer {
  return {
    _id: temp.id,
    eventType: TEMP_BASAL_EVENT_TYPE,
    created_at: new Date(Date.parse(temp.start)).toISOString(),
    utcOffset: temp.timezoneOffsetMinutes,
    identifier: temp.id,
    duration: temp.durationMinutes,
    ...(temp.rate === undefined ? {} : { absolute: temp.rate, rate: temp.rate }),
    ...(temp.percent === undefined ? {} : { percent: temp.percent - 100 }),
    enteredBy: temp.device,
  };
}
