import { classifyGlucose, type GlucoseLevel, type TargetRange } from '@glyco/contracts';

export type LevelTone = 'success' | 'warning' | 'error';

const toneOfLevel: Record<GlucoseLevel, LevelTone> = {
  VERY_LOW: 'error',
  LOW: 'warning',
  NORMAL: 'success',
  HIGH: 'warning',
  VERY_HIGH: 'error',
};

/** The stat-card tone of a value, matching the level colours (red, amber, green) of SPEC §4. */
export function levelTone(mgdl: number, target: TargetRange): LevelTone {
  return toneOfLevel[classifyGlucose(mgdl, target)];
}
