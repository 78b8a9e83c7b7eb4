import { describe, expect, it } from 'vitest';
import type { Meal } from '@glyco/contracts';
import { rankSuggestions } from './rank';

const now = new Date('2024-06-30T12:00:00Z');
let nextId = 0;

function meal(timestamp: string, names: string[], extra: Partial<Meal> = {}): Meal {
  nextId += 1;
  const foodItems = names.map((name) => ({ name, carbs: 20, protein: 1, fat: 1, calories: 100, amount: 1 }));
  return { _id: `meal-${nextId}`, mealType: 'Breakfast', timestamp, timezoneOffsetMinutes: 0, foodItems, totalCarbs: 20 * names.length, totalCalories: 100 * names.length, notes: '', ...extra };
}

describe('rankSuggestions', () => {
  it('groups meals by the same set of food names, whatever their order or case', () => {
    const suggestions = rankSuggestions([meal('2024-06-29T08:00:00Z', ['Oatmeal', 'Banana']), meal('2024-06-28T08:00:00Z', ['banana ', 'oatmeal'])], now, 5);
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]).toMatchObject({ foodNames: ['Oatmeal', 'Banana'], timesEaten: 2, lastEaten: '2024-06-29T08:00:00Z' });
  });

  it('ranks what is eaten more often first, and among equals what was eaten more recently', () => {
    const history = [
      meal('2024-06-29T08:00:00Z', ['Toast']),
      meal('2024-06-20T08:00:00Z', ['Oatmeal']),
      meal('2024-06-21T08:00:00Z', ['Oatmeal']),
      meal('2024-06-25T08:00:00Z', ['Eggs']),
    ];
    expect(rankSuggestions(history, now, 5).map((s) => s.foodNames[0])).toEqual(['Oatmeal', 'Toast', 'Eggs']);
  });

  it('lets a recent habit outrank an old one eaten a little more often', () => {
    const old = ['2023-06-01', '2023-06-02', '2023-06-03'].map((day) => meal(`${day}T08:00:00Z`, ['Cereal']));
    const recent = ['2024-06-28', '2024-06-29'].map((day) => meal(`${day}T08:00:00Z`, ['Yogurt']));
    expect(rankSuggestions([...old, ...recent], now, 5).map((s) => s.foodNames[0])).toEqual(['Yogurt', 'Cereal']);
  });

  it('averages carbs and the glucose rise over the meals that have both readings', () => {
    const history = [
      meal('2024-06-29T08:00:00Z', ['Oatmeal'], { totalCarbs: 40, preGlucose: 100, postGlucose: 150 }),
      meal('2024-06-28T08:00:00Z', ['Oatmeal'], { totalCarbs: 50, preGlucose: 110, postGlucose: 180 }),
      meal('2024-06-27T08:00:00Z', ['Oatmeal'], { totalCarbs: 45, preGlucose: 120 }),
    ];
    expect(rankSuggestions(history, now, 5)[0]).toMatchObject({ averageCarbs: 45, averageGlucoseRise: 60, glucoseRiseSamples: 2, timesEaten: 3 });
    expect(rankSuggestions([meal('2024-06-29T08:00:00Z', ['Toast'])], now, 5)[0]).toMatchObject({ averageGlucoseRise: null, glucoseRiseSamples: 0 });
  });

  it("prefills the latest meal's items with the usual amount and the usual meal type", () => {
    const withAmount = (amount: number, timestamp: string, mealType: Meal['mealType']) => {
      const base = meal(timestamp, ['Rice'], { mealType });
      return { ...base, foodItems: [{ ...base.foodItems[0]!, amount }] };
    };
    const history = [withAmount(3, '2024-06-29T08:00:00Z', 'Snack'), withAmount(1, '2024-06-28T08:00:00Z', 'Lunch'), withAmount(1.5, '2024-06-27T08:00:00Z', 'Lunch')];
    const [suggestion] = rankSuggestions(history, now, 5);
    expect(suggestion!.foodItems).toEqual([{ name: 'Rice', carbs: 20, protein: 1, fat: 1, calories: 100, amount: 1.5 }]);
    expect(suggestion!.mealType).toBe('Lunch');
  });

  it('returns nothing without history and at most `limit` suggestions', () => {
    expect(rankSuggestions([], now, 5)).toEqual([]);
    const history = ['A', 'B', 'C'].map((name) => meal('2024-06-29T08:00:00Z', [name]));
    expect(rankSuggestions(history, now, 2)).toHaveLength(2);
  });
});
