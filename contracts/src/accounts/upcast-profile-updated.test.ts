import { describe, expect, it } from 'vitest';
import { ProfileUpdated } from './events';
import { upcastProfileUpdated } from './upcast-profile-updated';

const userId = '7d3f9a3e-5b0c-4a8e-9c61-2f1d7b8e4a10';
const legacy = { userId, changes: { name: 'Ada', doctor: { name: 'Dr Reed', phone: '', email: '', accessCode: 'password' } } };

describe('upcastProfileUpdated', () => {
  it('given an event saved with a clear doctor code, when read, then the code is gone and the rest kept', () => {
    const upcast = upcastProfileUpdated(legacy);
    expect(upcast).toEqual({ userId, changes: { name: 'Ada', doctor: { name: 'Dr Reed', phone: '', email: '' } } });
    expect(JSON.stringify(upcast)).not.toContain('password');
    expect(ProfileUpdated.data.parse(upcast)).toEqual(upcast);
  });

  it('given an event without a code, when read, then it is unchanged', () => {
    const current = { userId, changes: { doctor: { name: 'Dr Reed', phone: '', email: '' } } };
    expect(upcastProfileUpdated(current)).toBe(current);
    const noDoctor = { userId, changes: { name: 'Ada' } };
    expect(upcastProfileUpdated(noDoctor)).toBe(noDoctor);
  });

  it('given bolus settings saved as single numbers, when read, then each is a one-period schedule of rapid-acting insulin, the duration as saved', () => {
    const saved = { userId, changes: { bolusSettings: { carbRatio: 10, correctionFactor: 50, targetGlucose: 100, insulinDurationHours: 4, doseIncrement: 0.5, maxBolus: 15 } } };
    const upcast = upcastProfileUpdated(saved);
    expect(upcast.changes).toEqual({
      bolusSettings: {
        carbRatio: [{ start: '00:00', value: 10 }],
        correctionFactor: [{ start: '00:00', value: 50 }],
        targetGlucose: [{ start: '00:00', value: 100 }],
        insulinDurationHours: 4,
        insulinKind: 'rapidActing',
        doseIncrement: 0.5,
        maxBolus: 15,
      },
    });
    expect(ProfileUpdated.data.parse(upcast)).toEqual(upcast);
    const off = { userId, changes: { bolusSettings: null } };
    expect(upcastProfileUpdated(off)).toBe(off);
    expect(upcastProfileUpdated(upcast)).toBe(upcast);
  });
});
