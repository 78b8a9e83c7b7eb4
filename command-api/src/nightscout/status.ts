import type pg from 'pg';
import { zoneOffsetMinutesAt, type NightscoutMapOptions, type NightscoutStatus } from '@glyco/contracts';
import { findUser } from '@glyco/projections';

/** Times without a zone are read in the person's zone, as their profile names it. */
export async function mapOptionsFor(pool: pg.Pool, userId: string): Promise<NightscoutMapOptions> {
  const timeZone = (await findUser(pool, userId))?.settings.timeZone;
  return { now: new Date(), offsetMinutesAt: (instant) => zoneOffsetMinutesAt(timeZone, instant) };
}

export async function statusOf(pool: pg.Pool, userId: string): Promise<NightscoutStatus> {
  const user = await findUser(pool, userId);
  const now = new Date();
  return {
    status: 'ok',
    name: 'Glyco',
    // The Nightscout release whose API v1 this follows: some clients check it before they upload.
    version: '15.0.0',
    serverTime: now.toISOString(),
    serverTimeEpoch: now.getTime(),
    apiEnabled: true,
    careportalEnabled: true,
    settings: {
      units: user?.settings.glucoseUnit === 'mmol/L' ? 'mmol' : 'mg/dl',
      timeFormat: 24,
      customTitle: 'Glyco',
      enable: ['careportal'],
    },
  };
}
