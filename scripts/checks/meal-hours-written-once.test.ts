import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The hours that name a meal are written once, in contracts/src/meals/meal-times.ts. This check fails
 * the build when another hour table for meals appears in product code or the demo seed.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const SCANNED = ['contracts/src', 'projections/src', 'command-api/src', 'workers/src', 'assistant/src', 'imports/src', 'server/src', 'web/src', 'scripts/demo-data'];
const DEFINITION = 'contracts/src/meals/meal-times.ts';

const MEAL = String.raw`\b(breakfast|lunch|dinner|supper|snack)\b`;
const HOUR = String.raw`(?<![\d.])([01]?\d|2[0-4])(\.\d+)?(?![\d.])`;
/** `hour >= 5`, `local.getHours() < 11`, `localHour(meal) <= 16`. */
const COMPARED = String.raw`hours?\w*(\([^()]*\))?\)?\s*[<>]=?\s*\d`;
const RULES: { name: string; pattern: RegExp }[] = [
  { name: 'a meal named by comparing an hour', pattern: new RegExp(String.raw`${COMPARED}.*${MEAL}|${MEAL}.*${COMPARED}`, 'i') },
  { name: 'a meal with a pair of hours', pattern: new RegExp(String.raw`${MEAL}\W{1,6}(\w+:\s*)?${HOUR}\s*,\s*(\w+:\s*)?${HOUR}\s*[\]}]`, 'i') },
  { name: 'a meal with clock times', pattern: new RegExp(String.raw`${MEAL}.*\b([01]?\d|2[0-3]):[0-5]\d\b.*\b([01]?\d|2[0-4]):[0-5]\d\b`, 'i') },
];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx|hbs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each line with the next one, so an `if (hour < 11)` above its `return 'Breakfast'` is seen. */
function offencesIn(path: string, text: string): string[] {
  const lines = text.split('\n').map((line) => (/^\s*(\/\/|\*|\/\*)/.test(line) ? '' : line));
  return lines.flatMap((line, index) => {
    const pair = `${line} ${lines[index + 1] ?? ''}`;
    return RULES.filter((rule) => rule.pattern.test(pair)).map((rule) => `${path}:${index + 1}: ${rule.name}: ${line.trim()}`);
  });
}

function offences(): string[] {
  return SCANNED.flatMap((folder) => sourceFiles(join(ROOT, folder)))
    .map((file) => relative(ROOT, file))
    .filter((path) => path !== DEFINITION && !path.includes('/testing/'))
    .flatMap((path) => offencesIn(path, readFileSync(join(ROOT, path), 'utf8')));
}

describe('the meal hours are written once', () => {
  it('finds no second table of meal hours in product code', () => {
    expect(offences()).toEqual([]);
  });

  it('would catch one, in each shape it has been written in', () => {
    const caught = (code: string) => offencesIn('x.ts', code).length > 0;
    expect(caught("  if (hour >= 17 && hour < 22) return 'Dinner';")).toBe(true);
    expect(caught("  if (local.getHours() < 11)\n    return 'Breakfast';")).toBe(true);
    expect(caught("const MEALS = { Breakfast: [5, 11], Lunch: [11, 16] };")).toBe(true);
    expect(caught("  { mealType: 'Lunch', fromHour: 11, toHour: 16 },")).toBe(true);
    expect(caught("const label = 'Dinner 17:00-22:00';")).toBe(true);
    expect(caught(readFileSync(join(ROOT, DEFINITION), 'utf8'))).toBe(true);
  });

  it('leaves meals at a time and carbs alone', () => {
    const caught = (code: string) => offencesIn('x.ts', code).length > 0;
    expect(caught("for (const [mealType, hour, carbs] of [['Breakfast', 7.5, 45], ['Lunch', 12.5, 60]])")).toBe(false);
    expect(caught("const windows = [['Breakfast', 420, 510], ['Lunch', 720, 810]];")).toBe(false);
    expect(caught("label: `${meal.mealType}, ${Math.round(meal.totalCarbs)} g carbs`")).toBe(false);
  });
});
