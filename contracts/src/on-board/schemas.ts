import { z } from 'zod';
import { INSULIN_KINDS } from '../insulin/bolus-calculator/settings';

export const ON_BOARD_SOURCES = ['records', 'loop'] as const;
/** records: summed from the person's logged doses and meals; loop: the loop's own figure from its device status. */
export type OnBoardSource = (typeof ON_BOARD_SOURCES)[number];

export const onBoardPointSchema = z.object({ at: z.string(), value: z.number() });

const onBoardAmountSchema = z.object({
  /** The figure to show: units of insulin or grams of carbohydrate. */
  value: z.number(),
  source: z.enum(ON_BOARD_SOURCES),
  /** ISO 8601: when the figure was computed (by the loop when its source is the loop). */
  at: z.string(),
  /** The loop's name when the figure is the loop's, else null. */
  loopName: z.string().nullable(),
  /** From the logged doses or meals: what is left every 5 minutes from `computedAt` over the insulin's duration or the absorption time. */
  curve: z.array(onBoardPointSchema),
});

/** GET /api/on-board: insulin and carbs on board now and over the next hours. */
export const onBoardSchema = z.object({
  computedAt: z.string(),
  insulin: onBoardAmountSchema.extend({
    /** The action curve the doses decay on; `fromSettings` false: no bolus settings saved, oref0's defaults. */
    insulinCurve: z.object({ durationHours: z.number(), kind: z.enum(INSULIN_KINDS), peakMinutes: z.number(), fromSettings: z.boolean() }),
  }),
  carbs: onBoardAmountSchema.extend({ absorptionMinutes: z.number() }),
});
export type OnBoard = z.infer<typeof onBoardSchema>;
export type OnBoardAmount = z.infer<typeof onBoardAmountSchema>;
