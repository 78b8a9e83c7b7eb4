import { z } from 'zod';

/** The `alerts` queue's jobs; ids only, as every job (the worker reads the reading and the settings). */
export const alertJobSchema = z.discriminatedUnion('kind', [
  /** A reading arrived live: evaluate it. */
  z.object({ kind: z.literal('evaluate-reading'), userId: z.uuid(), readingId: z.uuid(), readingEventId: z.uuid() }),
  /** `noData.afterMinutes` after a reading: has another come since? */
  z.object({ kind: z.literal('check-silence'), userId: z.uuid(), readingId: z.uuid(), readingEventId: z.uuid() }),
  /** `escalateAfterMinutes` after an urgent low: is it still unanswered? */
  z.object({ kind: z.literal('escalate'), userId: z.uuid(), alertId: z.uuid() }),
  /** Carbs were logged live: were they for a low? Then the recheck after 15 minutes. */
  z.object({ kind: z.literal('carbs-logged'), userId: z.uuid(), mealId: z.uuid(), mealEventId: z.uuid() }),
  /** 15 minutes after carbs for a low: remind to recheck, unless glucose is back in range. */
  z.object({ kind: z.literal('recheck-after-low'), userId: z.uuid(), mealId: z.uuid(), mealEventId: z.uuid() }),
]);
export type AlertJob = z.infer<typeof alertJobSchema>;

/** An escalation email to one emergency contact (the `emails` queue). */
export const alertEmailJobSchema = z.object({
  kind: z.literal('alert-escalation'),
  userId: z.uuid(),
  alertId: z.uuid(),
  /** The AlertEscalated event. */
  escalatedEventId: z.uuid(),
  contactIndex: z.number().int().min(0),
});
export type AlertEmailJob = z.infer<typeof alertEmailJobSchema>;

/** An urgent alert told to the person by email (the `emails` queue), as soon as it is raised. */
export const alertRaisedEmailJobSchema = z.object({
  kind: z.literal('alert-raised'),
  userId: z.uuid(),
  alertId: z.uuid(),
  /** The AlertRaised event. */
  raisedEventId: z.uuid(),
});
export type AlertRaisedEmailJob = z.infer<typeof alertRaisedEmailJobSchema>;

/** An urgent low told at once to each follower allowed to get alerts (the `emails` queue). */
export const alertFollowersEmailJobSchema = z.object({
  kind: z.literal('alert-followers'),
  userId: z.uuid(),
  alertId: z.uuid(),
  /** The AlertRaised event. */
  raisedEventId: z.uuid(),
});
export type AlertFollowersEmailJob = z.infer<typeof alertFollowersEmailJobSchema>;
