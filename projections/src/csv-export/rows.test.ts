import { describe, expect, it } from 'vitest';
import { glucoseCsvRow, insulinCsvRow, localTimeOf, mealCsvRow, safeText } from './rows';

describe('localTimeOf', () => {
  it('shows the wall-clock time where the record was taken', () => {
    expect(localTimeOf('2024-03-01T23:30:00.000Z', 60)).toBe('2024-03-02 00:30');
    expect(localTimeOf(new Date('2024-03-01T02:00:00.000Z'), -300)).toBe('2024-02-29 21:00');
  });
});

describe('safeText', () => {
  it('defuses text a spreadsheet would run as a formula', () => {
    expect(safeText('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(['+1', '-2', '@sum'].map(safeText)).toEqual(["'+1", "'-2", "'@sum"]);
    expect(safeText('felt fine, 2 = ok')).toBe('felt fine, 2 = ok');
  });
});

describe('CSV rows', () => {
  it('exports a glucose reading in mg/dL with what was entered', () => {
    const row = glucoseCsvRow({
      _id: 'r1',
      value: 99.08574,
      unit: 'mg/dL',
      entered: { value: 5.5, unit: 'mmol/L' },
      timestamp: '2024-03-01T07:00:00.000Z',
      timezoneOffsetMinutes: 60,
      mealContext: 'Fasting',
      readingType: 'Manual',
      feeling: 'Normal',
      tags: ['morning', 'gym'],
      notes: 'ok',
    });
    expect(row).toEqual(['2024-03-01T07:00:00.000Z', '2024-03-01 08:00', 99.1, 5.5, 'mmol/L', 'Fasting', 'Manual', 'Normal', 'morning, gym', 'ok']);
  });

  it('exports a value past the sensor\'s range as the device\'s own limit', () => {
    const reading = {
      _id: 'r2', unit: 'mg/dL' as const, timestamp: '2024-03-01T07:00:00.000Z', timezoneOffsetMinutes: 0, mealContext: 'Not Specified' as const,
      readingType: 'CGM' as const, feeling: 'Not Specified' as const, tags: [], notes: '',
    };
    expect(glucoseCsvRow({ ...reading, value: 39, entered: { value: 39, unit: 'mg/dL' }, sensorLimit: 'below' }).slice(2, 4)).toEqual(['<40', 39]);
    expect(glucoseCsvRow({ ...reading, value: 401, entered: { value: 401, unit: 'mg/dL' }, sensorLimit: 'above' }).slice(2, 4)).toEqual(['>400', 401]);
  });

  it('exports one row per meal with its food items joined readably', () => {
    const row = mealCsvRow({
      _id: 'm1',
      mealType: 'Lunch',
      timestamp: '2024-03-01T12:00:00.000Z',
      timezoneOffsetMinutes: 0,
      foodItems: [
        { name: 'Bread', carbs: 15, protein: 3, fat: 1, calories: 80, amount: 2 },
        { name: 'Apple', carbs: 25, protein: 0, fat: 0, calories: 95, amount: 0.5 },
      ],
      totalCarbs: 42.5,
      totalCalories: 207.5,
      preGlucose: 110,
      notes: '',
    });
    expect(row).toEqual([
      '2024-03-01T12:00:00.000Z', '2024-03-01 12:00', 'Lunch', 42.5, 207.5,
      'Bread x2 (30 g carbs, 160 kcal); Apple x0.5 (12.5 g carbs, 47.5 kcal)', 110, null, null, '',
    ]);
  });

  it('exports a dose', () => {
    const row = insulinCsvRow({
      _id: 'd1', insulinType: 'Bolus', brand: 'Fiasp', units: 4.5, timestamp: '2024-03-01T12:05:00.000Z',
      timezoneOffsetMinutes: 0, injectionSite: 'Abdomen', relatedMeal: 'm1', notes: 'with lunch',
    });
    expect(row).toEqual(['2024-03-01T12:05:00.000Z', '2024-03-01 12:05', 'Bolus', 4.5, 'Fiasp', 'Abdomen', 'm1', 'with lunch']);
  });
});
