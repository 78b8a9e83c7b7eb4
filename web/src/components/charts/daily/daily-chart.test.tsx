// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DailyTreatment } from '@glyco/contracts';
import { DailyChart } from './daily-chart';

afterEach(cleanup);

const start = new Date('2026-11-27T00:00:00Z');
const at = (hours: number) => new Date(start.getTime() + hours * 3_600_000);
const reading = (hours: number, value: number, sensor = true) => ({ date: at(hours), value, colour: '#2e9d4f', sensor });
const dose = (id: string, hours: number, units: number, automatic = false): DailyTreatment => ({ id, kind: 'dose', at: at(hours).toISOString(), carbs: null, units, insulinType: 'Bolus', automatic });

function draw(onOpen = vi.fn()) {
  render(
    <DailyChart
      readings={[reading(1, 110), reading(1.1, 112), reading(3, 64, false)]}
      treatments={[{ id: 'meal', kind: 'meal', at: at(8).toISOString(), carbs: 45, units: null, insulinType: null, automatic: false }, dose('bolus', 8, 4.5), dose('smb', 8.1, 0.3, true)]}
      basal={[{ start: at(0).toISOString(), end: at(6).toISOString(), rate: 0.8, kind: 'scheduled' }, { start: at(6).toISOString(), end: at(24).toISOString(), rate: 1.1, kind: 'scheduled' }]}
      day={[start, at(24)]}
      yDomain={[40, 300]}
      band={{ min: 70, max: 180 }}
      unitLabel="mg/dL"
      width={900}
      title="A day"
      description="Readings"
      onOpenTreatment={onOpen}
    />,
  );
  return onOpen;
}

describe('DailyChart', () => {
  it('draws sensor readings as the line, a meter reading apart, and the basal steps', () => {
    draw();
    expect(document.querySelectorAll('[data-testid="cgm-reading"]')).toHaveLength(2);
    expect(document.querySelectorAll('[data-testid="meter-reading"]')).toHaveLength(1);
    expect([...document.querySelectorAll('[data-testid="basal-step"]')].map((step) => step.getAttribute('data-rate'))).toEqual(['0.8', '1.1']);
  });

  it('names each marker and opens its record', async () => {
    const onOpen = draw();
    expect(screen.getByRole('button', { name: /^Meal, 45 g carbs at/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Bolus dose, 4.5 units at/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Automatic bolus, 0.3 units at/ }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ treatment: expect.objectContaining({ id: 'smb' }) }));
  });

  it('draws a temporary basal over the schedule, and a suspend as zero in a style of its own', () => {
    const schedule = [{ start: at(0).toISOString(), end: at(24).toISOString(), rate: 1 }];
    const steps = [
      { start: at(0).toISOString(), end: at(2).toISOString(), rate: 1, kind: 'scheduled' as const },
      { start: at(2).toISOString(), end: at(3).toISOString(), rate: 0.5, kind: 'temporary' as const },
      { start: at(3).toISOString(), end: at(4).toISOString(), rate: 0, kind: 'suspended' as const },
      { start: at(4).toISOString(), end: at(24).toISOString(), rate: 1, kind: 'scheduled' as const },
    ];
    render(<DailyChart readings={[]} treatments={[]} basal={steps} scheduledBasal={schedule} day={[start, at(24)]} yDomain={[40, 300]} band={{ min: 70, max: 180 }} unitLabel="mg/dL" width={900} title="A day" description="" onOpenTreatment={vi.fn()} />);
    const drawn = [...document.querySelectorAll('[data-testid="basal-step"]')];
    expect(drawn.map((step) => [step.getAttribute('data-kind'), step.getAttribute('data-rate')])).toEqual([['scheduled', '1'], ['temporary', '0.5'], ['suspended', '0'], ['scheduled', '1']]);
    expect(drawn[2]!.getAttribute('fill')).not.toBe(drawn[1]!.getAttribute('fill'));
    expect(screen.getByText('Suspended: 0 U/h')).toBeTruthy();
  });

  it('says so where no basal schedule was uploaded', () => {
    render(<DailyChart readings={[]} treatments={[]} basal={[]} day={[start, at(24)]} yDomain={[40, 300]} band={{ min: 70, max: 180 }} unitLabel="mg/dL" width={900} title="A day" description="" onOpenTreatment={vi.fn()} />);
    expect(screen.getByText(/No basal schedule/)).toBeTruthy();
  });
});
