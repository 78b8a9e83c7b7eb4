import type { FoodMeasure } from '@glyco/contracts';

export const HUNDRED_GRAMS: FoodMeasure = Object.freeze({ label: '100 g', grams: 100 });

// `AMOUNT NAME=GRAMSg` entries joined by `;`; a name may itself contain `;` inside parentheses.
const MEASURE = /(?:^|;)\s*(\d+(?:\.\d+)?)\s+([^=]+?)=(\d+(?:\.\d+)?)g\s*(?=;|$)/g;

/** `1.0` reads as `1`, `0.50` as `0.5`. */
export function formatAmount(amount: number): string {
  return String(Number(amount.toFixed(3)));
}

/** Parses the catalogue's `measures` column: `1.0 cup=227.0g;1.0 tbsp=14.2g`. */
export function parseMeasures(column: string): FoodMeasure[] {
  const measures: FoodMeasure[] = [];
  for (const [, amount, name, grams] of column.matchAll(MEASURE)) {
    const weight = Number(grams);
    if (!(weight > 0)) continue;
    measures.push({ label: `${formatAmount(Number(amount))} ${name!.trim()}`, grams: weight });
  }
  return measures;
}

/** The food's own measures with `100 g` always offered first, without duplicating it. */
export function withHundredGrams(measures: readonly FoodMeasure[]): FoodMeasure[] {
  const others = measures.filter((measure) => measure.label !== HUNDRED_GRAMS.label);
  return [{ ...HUNDRED_GRAMS }, ...others];
}
