import { z } from 'zod';

/**
 * Goals for most adults with type 1 or type 2 diabetes (International Consensus on Time in Range,
 * Battelino et al., Diabetes Care 2019): in range > 70 %, below 70 < 4 %, below 54 < 1 %, above 180
 * < 25 %, above 250 < 5 %, CV <= 36 %, CGM active >= 70 %; GMI < 7 % as the HbA1c goal of the ADA
 * Standards of Care. A goal is judged on the figure as shown (one decimal), so a screen never
 * shows 70.0 % as meeting "> 70 %".
 */
export const GOAL_KEYS = ['inRange', 'belowRange', 'veryLow', 'aboveRange', 'veryHigh', 'cv', 'gmi', 'active'] as const;
export type GoalKey = (typeof GOAL_KEYS)[number];

export const goalResultSchema = z.object({
  key: z.enum(GOAL_KEYS),
  label: z.string(),
  /** e.g. "> 70 %". */
  goal: z.string(),
  value: z.number().nullable(),
  /** null when the figure cannot be computed. */
  met: z.boolean().nullable(),
});
export type GoalResult = z.infer<typeof goalResultSchema>;

interface GoalDefinition {
  key: GoalKey;
  label: string;
  goal: string;
  meets: (value: number) => boolean;
}

export const GLUCOSE_GOALS: readonly GoalDefinition[] = [
  { key: 'inRange', label: 'Time in range 70-180 mg/dL', goal: '> 70 %', meets: (value) => value > 70 },
  { key: 'belowRange', label: 'Time below 70 mg/dL', goal: '< 4 %', meets: (value) => value < 4 },
  { key: 'veryLow', label: 'Time below 54 mg/dL', goal: '< 1 %', meets: (value) => value < 1 },
  { key: 'aboveRange', label: 'Time above 180 mg/dL', goal: '< 25 %', meets: (value) => value < 25 },
  { key: 'veryHigh', label: 'Time above 250 mg/dL', goal: '< 5 %', meets: (value) => value < 5 },
  { key: 'cv', label: 'Glucose variability (CV)', goal: '≤ 36 %', meets: (value) => value <= 36 },
  { key: 'gmi', label: 'Glucose Management Indicator (GMI)', goal: '< 7 %', meets: (value) => value < 7 },
  { key: 'active', label: 'Time CGM active', goal: '≥ 70 %', meets: (value) => value >= 70 },
];

export function judgeGoals(values: Readonly<Record<GoalKey, number | null>>): GoalResult[] {
  return GLUCOSE_GOALS.map(({ key, label, goal, meets }) => {
    const value = values[key];
    return { key, label, goal, value, met: value === null ? null : meets(value) };
  });
}
