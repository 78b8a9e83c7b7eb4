import { describe, expect, it } from 'vitest';
import type { DailyTreatment } from '@glyco/contracts';
import { LANE_GAP, placeTreatmentMarkers, treatmentLabel } from './treatment-markers';

const start = Date.parse('2026-11-27T00:00:00Z');
const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
const treatment = (id: string, kind: 'meal' | 'dose', minutes: number, amount: number, automatic = false): DailyTreatment => ({
  id, kind, at: at(minutes), carbs: kind === 'meal' ? amount : null, units: kind === 'dose' ? amount : null, insulinType: kind === 'dose' ? 'Bolus' : null, automatic,
});
// A 1000 px wide day: 1.44 minutes a pixel.
const xOf = (date: Date) => ((date.getTime() - start) / 86_400_000) * 1000;

describe('treatment markers', () => {
  const breakfast = [
    treatment('bolus', 'dose', 480, 4.5),
    treatment('meal', 'meal', 480, 45),
    treatment('snack', 'meal', 485, 12.4),
    ...[490, 495, 500].map((minutes) => treatment(`smb-${minutes}`, 'dose', minutes, 0.35, true)),
  ];
  const placed = placeTreatmentMarkers(breakfast, xOf, 1000);
  const byId = (id: string) => placed.find((marker) => marker.treatment.id === id)!;

  it('reads grams and units', () => {
    expect(['meal', 'snack', 'bolus', 'smb-490'].map((id) => byId(id).label)).toEqual(['45 g', '12 g', '4.5 U', '0.35 U']);
    expect(treatmentLabel(treatment('x', 'dose', 0, 1.2345))).toBe('1.23 U');
  });

  it('puts the carbs above their bolus at the same minute, and no two boxes of a lane overlap', () => {
    expect(byId('meal').lane).toBeLessThan(byId('bolus').lane);
    for (const [i, a] of placed.entries()) {
      for (const b of placed.slice(i + 1)) {
        if (a.lane === b.lane) expect(a.left + a.width + LANE_GAP <= b.left || b.left + b.width + LANE_GAP <= a.left, `${a.treatment.id} and ${b.treatment.id}`).toBe(true);
      }
    }
  });

  it('draws an automatic bolus smaller than one asked for', () => {
    expect(byId('smb-490').height).toBeLessThan(byId('bolus').height);
    expect(byId('smb-490').small).toBe(true);
  });
});
