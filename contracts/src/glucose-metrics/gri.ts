import { z } from 'zod';
import { oneDecimal } from './summary';

/**
 * Glycemia Risk Index (Klonoff et al., J Diabetes Sci Technol 2023;17:1226-1242), from the exact
 * band percentages: hypo component = very low + 0.8 x low; hyper component = very high + 0.5 x
 * high; GRI = 3.0 x hypo + 1.6 x hyper, at most 100. Zones A (0-20), B (over 20-40) ... E (over 80-100), lower is better.
 */
export const griSchema = z.object({
  value: z.number(),
  hypoComponent: z.number(),
  hyperComponent: z.number(),
  zone: z.enum(['A', 'B', 'C', 'D', 'E']),
});
export type GlycemiaRiskIndex = z.infer<typeof griSchema>;

export function glycemiaRiskIndex(exactPercent: { veryLow: number; low: number; high: number; veryHigh: number }): GlycemiaRiskIndex {
  const hypo = exactPercent.veryLow + 0.8 * exactPercent.low;
  const hyper = exactPercent.veryHigh + 0.5 * exactPercent.high;
  const value = Math.min(100, 3 * hypo + 1.6 * hyper);
  const zones = ['A', 'B', 'C', 'D', 'E'] as const;
  return { value: oneDecimal(value), hypoComponent: oneDecimal(hypo), hyperComponent: oneDecimal(hyper), zone: zones[Math.max(0, Math.ceil(value / 20) - 1)]! };
}
