import { DEFAULT_TARGET_RANGE, type GlucoseUnit, type TargetRange } from '@glyco/contracts';
import { useAtomValue } from '../jotai';
import { currentUserAtom } from '../session';

export interface GlucosePreferences {
  unit: GlucoseUnit;
  /** mg/dL. */
  target: TargetRange;
}

/** The signed-in user's display unit and target range, with the product defaults. */
export function useGlucosePreferences(): GlucosePreferences {
  const user = useAtomValue(currentUserAtom);
  return {
    unit: user?.settings?.glucoseUnit ?? 'mg/dL',
    target: user?.targetGlucoseRange ?? DEFAULT_TARGET_RANGE,
  };
}
