import { classifyGlucose, levelColour, type GlucoseLevel, type GlucoseUnit, type TargetRange } from '@glyco/contracts';

/** What a reading's colour stands for, in words: colour is never the only cue. */
export const levelLabels: Record<GlucoseLevel, string> = {
  VERY_LOW: 'Very low',
  LOW: 'Low',
  NORMAL: 'In range',
  HIGH: 'High',
  VERY_HIGH: 'Very high',
};

/** The level of a value (entered in `unit`) against the person's target, with its palette colour and its name. */
export function glucoseLevel(mgdl: number, target: TargetRange, unit?: GlucoseUnit): { level: GlucoseLevel; label: string; colour: string } {
  const level = classifyGlucose(mgdl, target, unit);
  return { level, label: levelLabels[level], colour: levelColour(level) };
}
