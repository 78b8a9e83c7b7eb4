import { describe, expect, it } from 'vitest';
import { changesOfEntry, describeChange, stateKeyOf, type EntityState, type TimelineEvent } from './describe-change';

const USER = '11111111-1111-4111-8111-111111111111';
const READING = '22222222-2222-4222-8222-222222222222';
const MEAL = '33333333-3333-4333-8333-333333333333';
const DOSE = '44444444-4444-4444-8444-444444444444';

const reading = (valueMgdl: number, notes = '') => ({
  readingId: READING, userId: USER, valueMgdl, entered: { value: valueMgdl, unit: 'mg/dL' }, timestamp: '2024-05-01T07:30:00.000Z',
  timezoneOffsetMinutes: 60, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal', notes, tags: [],
});
const meal = (carbs: number) => ({
  mealId: MEAL, userId: USER, mealType: 'Lunch', timestamp: '2024-05-01T12:00:00.000Z', timezoneOffsetMinutes: 0,
  foodItems: [{ name: 'Rice', carbs, protein: 0, fat: 0, calories: 4 * carbs, amount: 1 }], totalCarbs: carbs, totalCalories: 4 * carbs, notes: '',
});
const dose = (units: number) => ({
  doseId: DOSE, userId: USER, insulinType: 'Bolus', units, brand: 'NovoRapid', timestamp: '2024-05-01T12:05:00.000Z',
  timezoneOffsetMinutes: 0, injectionSite: 'Abdomen', notes: '',
});
const registered = { userId: USER, name: 'Ada', email: 'ada@example.com', passwordHash: '$argon2id$v=19$secret-hash', diabetesType: 'Type 1' };

/** Describes events in order, each against the state the previous one left. */
function describeAll(events: TimelineEvent[]) {
  let state: EntityState | null = null;
  return events.map((event) => {
    const described = describeChange(event, state)!;
    state = described.state;
    return described;
  });
}

describe('describeChange: logged records', () => {
  it('summarises a logged reading in the unit it was entered, with its recorded values', () => {
    const mmol = { ...reading(142), entered: { value: 7.9, unit: 'mmol/L' } };
    const [logged] = describeAll([{ type: 'GlucoseReadingLogged', data: mmol }]);
    expect(logged).toMatchObject({ action: 'created', entityType: 'glucose_reading', entityId: READING, occurredAt: '2024-05-01T07:30:00.000Z' });
    expect(logged!.summary).toBe('Glucose reading 7.9 mmol/L logged');
    // A logged record stores no changes: they are its state's fields from nothing.
    expect(logged!.changes).toBeNull();
    const changes = changesOfEntry(logged!.changes, logged!.state.fields);
    expect(changes).toContainEqual({ field: 'value', before: null, after: 142 });
    expect(changes.map((change) => change.field)).not.toContain('notes');
  });

  it('lists only the changed fields of an update, before and after', () => {
    const [, updated] = describeAll([
      { type: 'GlucoseReadingLogged', data: reading(142) },
      { type: 'GlucoseReadingUpdated', data: reading(150, 'after the run') },
    ]);
    expect(updated!.summary).toBe('Glucose reading 150 mg/dL updated');
    expect(updated!.changes).toEqual([
      { field: 'value', before: 142, after: 150 },
      { field: 'notes', before: '', after: 'after the run' },
    ]);
  });

  it('names a deleted record by its last known state', () => {
    const [, deleted] = describeAll([
      { type: 'GlucoseReadingLogged', data: reading(142) },
      { type: 'GlucoseReadingDeleted', data: { readingId: READING, userId: USER } },
    ]);
    expect(deleted).toMatchObject({ action: 'deleted', summary: 'Glucose reading 142 mg/dL deleted', changes: [], occurredAt: null });
    expect(deleted!.state.deleted).toBe(true);
    expect(describeChange({ type: 'MealDeleted', data: { mealId: MEAL, userId: USER } }, null)!.summary).toBe('Meal deleted');
  });

  it('describes meals and insulin doses', () => {
    const [, mealUpdate] = describeAll([{ type: 'MealLogged', data: meal(45) }, { type: 'MealUpdated', data: meal(60) }]);
    expect(mealUpdate!.summary).toBe('Meal (Lunch, 60 g carbs) updated');
    expect(mealUpdate!.changes).toEqual([
      { field: 'totalCarbs', before: 45, after: 60 },
      { field: 'totalCalories', before: 180, after: 240 },
    ]);
    const [logged, doseUpdate] = describeAll([{ type: 'InsulinDoseLogged', data: dose(4) }, { type: 'InsulinDoseUpdated', data: dose(5) }]);
    expect(logged).toMatchObject({ entityType: 'insulin_dose', summary: 'Insulin dose (4 units Bolus) logged' });
    expect(changesOfEntry(logged!.changes, logged!.state.fields)).toContainEqual({ field: 'brand', before: null, after: 'NovoRapid' });
    expect(doseUpdate!.changes).toEqual([{ field: 'units', before: 4, after: 5 }]);
  });

  it('keys a record event by its entity and an account event by its owner', () => {
    expect(stateKeyOf({ type: 'MealUpdated', data: meal(1) })).toEqual({ entityType: 'meal', entityId: MEAL });
    expect(stateKeyOf({ type: 'UserLoggedOut', data: { userId: USER } })).toEqual({ entityType: 'profile', entityId: USER });
  });
});

describe('describeChange: account and profile', () => {
  it('records a registration without the password hash', () => {
    const [entry] = describeAll([{ type: 'UserRegistered', data: registered }]);
    expect(entry).toMatchObject({ action: 'registered', entityType: 'account', entityId: USER, summary: 'Account created' });
    expect(entry!.changes).toEqual([
      { field: 'name', before: null, after: 'Ada' },
      { field: 'email', before: null, after: 'ada@example.com' },
      { field: 'diabetesType', before: null, after: 'Type 1' },
    ]);
    expect(JSON.stringify(entry)).not.toContain('argon2');
  });

  it('diffs a profile update against the defaults of a new account', () => {
    const [, updated] = describeAll([
      { type: 'UserRegistered', data: registered },
      { type: 'ProfileUpdated', data: { userId: USER, changes: { name: 'Ada', targetGlucoseRange: { min: 80, max: 180 } } } },
    ]);
    expect(updated).toMatchObject({ action: 'profile_updated', entityType: 'profile', summary: 'Profile: target range changed' });
    expect(updated!.changes).toEqual([{ field: 'targetGlucoseRange.min', before: 70, after: 80 }]);
  });

  it('says a doctor access code was issued and until when, or revoked, and never keeps the code or its hash', () => {
    const entries = describeAll([
      { type: 'UserRegistered', data: registered },
      { type: 'DoctorAccessCodeIssued', data: { userId: USER, codeHash: 'b'.repeat(64), salt: 'c'.repeat(32), expiresAt: '2026-03-31T12:00:00.000Z' } },
      { type: 'DoctorAccessRevoked', data: { userId: USER } },
      // Saved before codes were issued by the server, and upcast on read: the doctor's details only.
      { type: 'ProfileUpdated', data: { userId: USER, changes: { doctor: { name: 'Dr Lee', phone: '', email: '' } } } },
    ]);
    expect(entries[1]).toMatchObject({ action: 'doctor_access_issued', entityType: 'account', summary: 'Doctor access code issued (expires 2026-03-31)' });
    expect(entries[1]!.changes).toEqual([{ field: 'doctorAccess.expiresAt', before: null, after: '2026-03-31T12:00:00.000Z' }]);
    expect(entries[2]).toMatchObject({ action: 'doctor_access_revoked', summary: 'Doctor access revoked', changes: [] });
    expect(entries[3]!.changes).toEqual([{ field: 'doctor.name', before: '', after: 'Dr Lee' }]);
    expect(JSON.stringify(entries)).not.toMatch(/bbbb|cccc/);
  });

  it('never keeps a doctor code, should one reach it', () => {
    const [, updated] = describeAll([
      { type: 'UserRegistered', data: registered },
      { type: 'ProfileUpdated', data: { userId: USER, changes: { doctor: { name: 'Dr Lee', phone: '', email: '', accessCode: 'password' } } } },
    ]);
    expect(JSON.stringify(updated)).not.toContain('password');
  });

  it('shows each setting of a part that was turned off', () => {
    const [, , off] = describeAll([
      { type: 'UserRegistered', data: registered },
      { type: 'ProfileUpdated', data: { userId: USER, changes: { bolusSettings: { carbRatio: 10, maxBolus: 15 } } } },
      { type: 'ProfileUpdated', data: { userId: USER, changes: { bolusSettings: null } } },
    ]);
    expect(off!.summary).toBe('Profile: bolus settings changed');
    expect(off!.changes).toEqual([
      { field: 'bolusSettings.carbRatio', before: 10, after: null },
      { field: 'bolusSettings.maxBolus', before: 15, after: null },
    ]);
  });

  it('shows a schedule period by period', () => {
    const carbRatio = [{ start: '00:00', value: 10 }, { start: '06:00', value: 8 }];
    const [, set] = describeAll([
      { type: 'UserRegistered', data: registered },
      { type: 'ProfileUpdated', data: { userId: USER, changes: { bolusSettings: { carbRatio } } } },
    ]);
    expect(set!.changes).toEqual([{ field: 'bolusSettings.carbRatio', before: null, after: '00:00 10, 06:00 8' }]);
  });

  it('records sign-out everywhere and a password reset without tokens or hashes', () => {
    const reset = { userId: USER, passwordHash: '$argon2id$new-hash', tokenSha256: 'a'.repeat(64), tokensValidAfter: '2024-05-02T00:00:00.000Z' };
    const [, loggedOut, passwordReset] = describeAll([
      { type: 'UserRegistered', data: registered },
      { type: 'UserLoggedOut', data: { userId: USER, tokensValidAfter: '2024-05-01T00:00:00.000Z' } },
      { type: 'PasswordReset', data: reset },
    ]);
    expect(loggedOut).toMatchObject({ action: 'signed_out_everywhere', entityType: 'account', summary: 'Signed out on every device', changes: [] });
    expect(passwordReset).toMatchObject({ action: 'password_reset', entityType: 'account', changes: [] });
    expect(JSON.stringify(passwordReset)).not.toMatch(/argon2|aaaa/);
  });

  it('records an uploader secret made and ended, never its hash', () => {
    const [, made, ended] = describeAll([
      { type: 'UserRegistered', data: registered },
      { type: 'NightscoutSecretSet', data: { userId: USER, secretHash: 'd'.repeat(64) } },
      { type: 'NightscoutSecretRevoked', data: { userId: USER } },
    ]);
    expect(made).toMatchObject({ action: 'uploader_secret_set', entityType: 'account', changes: [] });
    expect(ended).toMatchObject({ action: 'uploader_secret_revoked', entityType: 'account', changes: [] });
    expect(JSON.stringify(made)).not.toContain('dddd');
  });

  it('ignores an event type the timeline does not record', () => {
    expect(describeChange({ type: 'PasswordResetRequested', data: { userId: USER } }, null)).toBeNull();
  });
});
