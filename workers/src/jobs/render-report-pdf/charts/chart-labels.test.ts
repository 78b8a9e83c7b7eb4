import { describe, expect, it } from 'vitest';
import { MINUTES_PER_DAY, type AgpPoint } from '@glyco/contracts';
import { agpChart } from './agp-chart';
import { timeInRangesBar } from './time-in-ranges-bar';
import { weekStrip, type DayReadings } from './week-strip';

interface Label {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Each text's box, its width estimated at 0.55 em per character (Helvetica's average for mixed text). */
function labelsOf(svg: string): { width: number; height: number; labels: Label[] } {
  const [, width, height] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg)!.map(Number);
  const labels = [...svg.matchAll(/<text x="([\d.-]+)" y="([\d.-]+)" ([^>]*)>([^<]*)<\/text>/g)].map(([, x, y, attributes, escaped]) => {
    const text = escaped!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    const size = Number(/font-size="([\d.]+)"/.exec(attributes!)?.[1] ?? 10);
    const textWidth = text.length * size * 0.55;
    const anchor = /text-anchor="(\w+)"/.exec(attributes!)?.[1] ?? 'start';
    const left = Number(x) - (anchor === 'end' ? textWidth : anchor === 'middle' ? textWidth / 2 : 0);
    return { text, left, right: left + textWidth, top: Number(y) - size * 0.75, bottom: Number(y) + size * 0.2 };
  });
  return { width: width!, height: height!, labels };
}

const overlaps = (a: Label, b: Label) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function expectReadable(svg: string) {
  const { width, height, labels } = labelsOf(svg);
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) {
    expect(label.left, `"${label.text}" starts inside the chart`).toBeGreaterThanOrEqual(0);
    expect(label.right, `"${label.text}" ends inside the chart`).toBeLessThanOrEqual(width);
    expect(label.top, `"${label.text}" is below the top`).toBeGreaterThanOrEqual(0);
    expect(label.bottom, `"${label.text}" is above the bottom`).toBeLessThanOrEqual(height);
  }
  for (const [index, label] of labels.entries()) {
    for (const other of labels.slice(index + 1)) expect(overlaps(label, other), `"${label.text}" and "${other.text}" overlap`).toBe(false);
  }
}

const agpPoints: AgpPoint[] = Array.from({ length: MINUTES_PER_DAY / 15 }, (_, index) => ({
  minute: index * 15, p5: 60, p25: 90, p50: 120, p75: 160, p95: 240,
}) as AgpPoint);

const day = (date: string, label: string): DayReadings => ({
  date, label, points: [{ minute: 0, value: 100, source: 'cgm' }, { minute: 5, value: 110, source: 'cgm' }], meals: [{ minute: 480, carbs: 40 }], doses: [{ minute: 480, units: 4, insulinType: 'Bolus' }],
});

describe('the labels of the report charts', () => {
  it('are whole and apart on the AGP: every hour to the last 12 am, and 54 and 70', () => {
    const svg = agpChart(agpPoints, 'mg/dL; target range 70-180 shaded; percentiles per 15 minutes, smoothed');
    expectReadable(svg);
    expect(labelsOf(svg).labels.filter((label) => label.text === '12 am')).toHaveLength(2);
    expect(labelsOf(svg).labels.map((label) => label.text)).toEqual(expect.arrayContaining(['54', '70', '180', '250', '350']));
  });

  it('are whole and apart on a week of daily profiles, with and without meals and doses', () => {
    const week = ['Wed, Sep 2', 'Thu, Sep 3', 'Fri, Sep 4', 'Sat, Sep 5', 'Sun, Sep 6', 'Mon, Sep 7', 'Wed, Sep 30'].map((label, index) => day(`2026-09-0${index + 1}`, label));
    for (const marks of [true, false]) expectReadable(weekStrip(week, { height: 104, marks }));
  });

  it('are whole and apart on the time-in-ranges bar', () => {
    const segment = (key: 'veryHigh' | 'high' | 'inRange' | 'low' | 'veryLow', label: string) => ({ key, label, bounds: '181-250 mg/dL', percent: 12.5, goal: '< 25 % (with very high)' });
    expectReadable(timeInRangesBar([segment('veryHigh', 'Very high'), segment('high', 'High'), segment('inRange', 'Target range'), segment('low', 'Low'), segment('veryLow', 'Very low')]));
  });
});
