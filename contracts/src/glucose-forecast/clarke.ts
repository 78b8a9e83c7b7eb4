/**
 * Clarke error grid zones of a value against its reference, both in mg/dL (Clarke WL, Cox D,
 * Gonder-Frederick LA, Carter W, Pohl SL. Evaluating clinical accuracy of systems for
 * self-monitoring of blood glucose. Diabetes Care 1987;10(5):622-628):
 * A, within 20 % of the reference or both below 70 (clinically accurate); B, off by more but
 * leading to benign or no treatment; C, overcorrecting a value in range; D, failing to detect a
 * low or a high; E, confusing a low with a high. The lines are the published ones: C above
 * reference + 110 (reference 70-290) and below 7/5 reference - 182 (reference 130-180); D at
 * 70-180 for a reference below 70 or from 240; E below 70 for a reference from 180 and from 180
 * for a reference up to 70. The fractions are multiplied out so a value on a line falls on its side exactly.
 */
export type ClarkeZone = 'A' | 'B' | 'C' | 'D' | 'E';

/**
 * The grid's own lines (mg/dL), Clarke's 1987 hypoglycaemia and hyperglycaemia thresholds for
 * treatment decisions; they are not the consensus bands of the metrics engine though two match.
 */
const GRID = { low: 70, high: 180, overcorrectedUpTo: 290, overcorrection: 110, missedHighFrom: 240, lowerCFrom: 130 } as const;

export function clarkeZone(reference: number, value: number): ClarkeZone {
  const { low, high } = GRID;
  if ((reference < low && value < low) || 5 * Math.abs(value - reference) <= reference) return 'A';
  if ((reference >= high && value <= low) || (reference <= low && value >= high)) return 'E';
  if (reference >= low && reference <= GRID.overcorrectedUpTo && value >= reference + GRID.overcorrection) return 'C';
  if (reference >= GRID.lowerCFrom && reference <= high && 5 * value <= 7 * reference - 910) return 'C';
  if (reference < low && value >= low && value <= high) return 'D';
  if (reference >= GRID.missedHighFrom && value >= low && value <= high) return 'D';
  return 'B';
}
