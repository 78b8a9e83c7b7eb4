import { describe, expect, it } from 'vitest';
import { parseSaves, toSend, withoutSave, withRefusal, withSave, type WaitingSave } from './waiting-save';

const save = (key: string, savedAt: number, body: unknown = { mealType: 'Lunch' }): WaitingSave => ({ key, path: '/meals', tag: 'Meals', body, savedAt });

describe('the saves waiting on the device', () => {
  it('keeps one save per Idempotency-Key: the same key again replaces it', () => {
    const saves = withSave(withSave([], save('a', 1)), save('a', 2, { mealType: 'Dinner' }));
    expect(saves).toEqual([save('a', 2, { mealType: 'Dinner' })]);
  });

  it('sends the oldest first and leaves a refused save to the person', () => {
    const saves = withRefusal([save('late', 3), save('refused', 1), save('early', 2)], 'refused', { message: 'Carbs must be at most 500 g.', fieldErrors: {} });
    expect(toSend(saves).map((kept) => kept.key)).toEqual(['early', 'late']);
    expect(saves.find((kept) => kept.key === 'refused')?.refusal?.message).toBe('Carbs must be at most 500 g.');
  });

  it('forgets a save once sent or dismissed', () => {
    expect(withoutSave([save('a', 1), save('b', 2)], 'a').map((kept) => kept.key)).toEqual(['b']);
  });

  it('reads back what it stored and drops what is not a save', () => {
    const stored = JSON.stringify([save('a', 1), { key: 'b' }, 'text', null]);
    expect(parseSaves(stored)).toEqual([save('a', 1)]);
    expect(parseSaves('{not json')).toEqual([]);
    expect(parseSaves(null)).toEqual([]);
    expect(parseSaves('{"key":"a"}')).toEqual([]);
  });
});
