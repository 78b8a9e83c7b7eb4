import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@glyco/contracts';
import { describeSave, keepsOffline, recordKindOf } from './save-kinds';

describe('the creates kept offline', () => {
  it('are the create routes of the table that take an Idempotency-Key', () => {
    const idempotent = Object.values(API_ROUTES)
      .flatMap((routes) => Object.values(routes))
      .filter((route) => 'idempotent' in route && route.idempotent);
    expect(idempotent.length).toBeGreaterThan(0);
    for (const route of idempotent) expect(keepsOffline(route.tag), route.path).toBe(true);
    expect(keepsOffline(API_ROUTES.accounts.register.tag)).toBe(false);
  });

  it('name what was saved and the answers it changes', () => {
    expect(describeSave({ tag: API_ROUTES.meals.log.tag, body: { mealType: 'Lunch' } })).toBe('Meal (Lunch)');
    expect(describeSave({ tag: API_ROUTES.insulin.log.tag, body: { insulinType: 'Rapid-acting' } })).toBe('Insulin dose (Rapid-acting)');
    expect(describeSave({ tag: API_ROUTES.glucose.log.tag, body: null })).toBe('Glucose reading');
    expect(recordKindOf({ tag: API_ROUTES.meals.log.tag })).toBe('meals');
    expect(recordKindOf({ tag: 'Reports' })).toBeUndefined();
  });
});
