import { describe, expect, it } from 'vitest';
import { recordIdOf, utcMinuteOf } from './identity';
import type { IngestReading } from './records';

const userId = '5f0c2a3e-8a57-4a53-9d55-0f6f3c1f1b11';
const reading: IngestReading = {
  kind: 'reading',
  timestamp: '2026-03-08T09:05:41.000Z',
  timezoneOffsetMinutes: -300,
  deviceKind: 'Dexcom G6',
  valueMgdl: 112,
  entered: { value: 112, unit: 'mg/dL' },
  readingType: 'CGM',
};

describe('record identity', () => {
  it('is the same for one sensor minute whatever the device name or seconds', () => {
    const fromUploader = { ...reading, deviceKind: 'xDrip+', timestamp: '2026-03-08T04:05:02-05:00' };
    expect(recordIdOf(userId, fromUploader)).toBe(recordIdOf(userId, reading));
  });

  it('differs between a meter and a sensor value in the same minute, and between people', () => {
    expect(recordIdOf(userId, { ...reading, readingType: 'Manual' })).not.toBe(recordIdOf(userId, reading));
    expect(recordIdOf('7d1c2a3e-8a57-4a53-9d55-0f6f3c1f1b12', reading)).not.toBe(recordIdOf(userId, reading));
  });

  it('keeps the two readings of a fall-back hour apart, as their UTC minutes differ', () => {
    expect(utcMinuteOf('2026-11-01T01:30:00-04:00')).not.toBe(utcMinuteOf('2026-11-01T01:30:00-05:00'));
  });

  it('names a dose by its source id when it has one', () => {
    const dose = { kind: 'dose' as const, timestamp: reading.timestamp, timezoneOffsetMinutes: 0, deviceKind: 'AndroidAPS', units: 2, insulinType: 'Bolus' as const, externalId: 'abc' };
    expect(recordIdOf(userId, dose)).toBe(recordIdOf(userId, { ...dose, units: 3, timestamp: '2026-03-09T00:00:00Z' }));
  });
});
