import { describe, expect, it } from 'vitest';
import { applyProfileChanges } from '../../accounts/apply-profile-changes';
import { profileChangesSchema } from '../../accounts/events';
import { presentUser } from '../../accounts/present-user';
import { profileUpdateSchema } from '../../accounts/profile-schema';
import { newUserProfile, type User } from '../../accounts/user';

const identity = { name: 'Ada', email: 'ada@example.com' };
const allDay = (value: number) => [{ start: '00:00', value }];
const settings = { carbRatio: allDay(10), correctionFactor: allDay(50), targetGlucose: allDay(100), insulinDurationHours: 5, insulinKind: 'rapidActing' as const, doseIncrement: 0.5, maxBolus: 15 };
const user = newUserProfile({ id: 'u1', name: 'Ada', email: 'ada@example.com', diabetesType: 'Type 1', dateOfDiagnosis: null });

describe('bolusSettings on the profile', () => {
  it('is null on a new account', () => {
    expect(user.bolusSettings).toBeNull();
    expect(presentUser(user).bolusSettings).toBeNull();
  });

  it('is left alone when absent from an update and turned off with null', () => {
    expect(profileUpdateSchema.parse(identity).bolusSettings).toBeUndefined();
    expect(profileUpdateSchema.parse({ ...identity, bolusSettings: null }).bolusSettings).toBeNull();
    expect(profileUpdateSchema.parse({ ...identity, bolusSettings: { ...settings, insulinDurationHours: undefined } }).bolusSettings).toEqual(settings);
  });

  it('reports its fields under bolusSettings', () => {
    const result = profileUpdateSchema.safeParse({ ...identity, bolusSettings: { ...settings, carbRatio: 0 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['bolusSettings.carbRatio.0.value', 'Carb ratio must be between 1 and 150 g per unit'],
    ]);
  });

  it('is set and cleared by ProfileUpdated, whose older payloads without it still parse', () => {
    const withSettings = applyProfileChanges(user, profileChangesSchema.parse({ bolusSettings: settings }));
    expect(withSettings.bolusSettings).toEqual(settings);
    expect(applyProfileChanges(withSettings, profileChangesSchema.parse({ name: 'Ada L' })).bolusSettings).toEqual(settings);
    expect(applyProfileChanges(withSettings, profileChangesSchema.parse({ bolusSettings: null })).bolusSettings).toBeNull();
  });

  it('is presented as null for a profile stored before it existed', () => {
    const { bolusSettings: _omitted, ...stored } = user;
    expect(presentUser(stored as User).bolusSettings).toBeNull();
  });

  it('is presented in today\'s shape for a profile stored with single numbers', () => {
    const stored = { ...user, bolusSettings: { carbRatio: 10, correctionFactor: 50, targetGlucose: 100, insulinDurationHours: 4, doseIncrement: 0.5, maxBolus: 15 } };
    expect(presentUser(stored as unknown as User).bolusSettings).toEqual({ ...settings, insulinDurationHours: 4 });
  });
});
