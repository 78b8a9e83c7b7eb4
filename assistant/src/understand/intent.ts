import type { GlucoseUnit, InsulinType, MealType } from '@glyco/contracts';
import type { EmergencyKind } from '../safety/emergency';
import type { Period } from './periods';

/** One figure of the metrics engine (or of the meals and doses) a question asks for. */
export const METRICS = ['average', 'time-in-range', 'tight-range', 'gmi', 'cv', 'lows', 'highs', 'episodes', 'carbs', 'insulin'] as const;
export type Metric = (typeof METRICS)[number];

/** What a message asks for; `period` is the one it names, resolved on the sender's calendar. */
export type Intent =
  | { kind: 'emergency'; emergency: EmergencyKind }
  /** `meal`: about a meal's insulin, so the refusal points to the bolus calculator. */
  | { kind: 'dosing'; meal: boolean }
  | { kind: 'summary'; period?: Period }
  /** `unit`: the unit the message asks in ("in mmol"), else the profile's. */
  | { kind: 'metric'; metric: Metric; period?: Period; unit?: GlucoseUnit }
  /** The latest reading, its time, age and trend. */
  | { kind: 'current' }
  /** What was eaten or injected at a named time or meal. */
  | { kind: 'history'; records: 'meals' | 'doses' | 'both'; mealType?: MealType; period?: Period }
  /** `against`: the earlier period the message names ("November against October"); else the span of the same length before. */
  | { kind: 'compare'; metric?: Metric; period?: Period; against?: Period }
  | { kind: 'last-dose'; insulinType?: InsulinType }
  | { kind: 'low-times'; period?: Period }
  | { kind: 'high-times'; period?: Period }
  | { kind: 'after-meal'; mealType?: MealType; period?: Period }
  | { kind: 'meal-ideas'; mealType?: MealType }
  | { kind: 'explain'; entryId: string }
  | { kind: 'capabilities' }
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'unclear' };

export type IntentKind = Intent['kind'];

/** "metric:average", "explain:gmi", "summary": how the labelled set names an intent. */
export function intentLabel(intent: Intent): string {
  if (intent.kind === 'metric') return `metric:${intent.metric}`;
  if (intent.kind === 'explain') return `explain:${intent.entryId}`;
  return intent.kind;
}
