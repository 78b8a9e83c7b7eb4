/**
 * Golden tests: the engine's figures for two days of published CGM data against the published
 * results of iglu.
 *
 * Reference implementation: iglu, R package (Broll S, Urbanek J, Buchanan D, et al. Interpreting
 * blood GLUcose data with R package iglu. PLoS One 2021;16(4):e0248560,
 * https://doi.org/10.1371/journal.pone.0248560).
 * Reference values: iglu 4.3.0 under R 4.4.3, as stored in tests/expected_results.json of
 * github.com/staskh/iglu_python (its `config`: local_tz Asia/Jerusalem, iglu 4.3.0, R 4.4.3), the
 * runs with input_file_name tests/data/example_data_1_subject_with_days.csv and default arguments
 * (kwargs {}): mean_glu, sd_glu, cv_glu, gmi, below_percent, above_percent, in_range_percent, gri,
 * active_percent, summary_glu. The values below are copied from there at full precision.
 * Data: Hall et al., PLoS Biol 2018 (CC BY 4.0), iglu's example_data_1_subject, split into local
 * days; see fixtures/iglu-example-subject-1.ts.
 *
 * The engine shows every figure to one decimal, so each is compared with iglu's value rounded to
 * one decimal. Mean, SD, CV and GMI are also compared unrounded.
 */
import { describe, expect, it } from 'vitest';
import { digestByLocalDay, type GlucoseDayDigest } from './day-digest';
import { analyseDigests } from './report';
import type { GlucoseSample } from './sample';
import { oneDecimal, summaryOf } from './summary';
import {
  IGLU_EXAMPLE_TIMEZONE_OFFSET_MINUTES,
  SUBJECT_1_DAY_02,
  SUBJECT_1_DAY_06,
  type IgluExampleReading,
} from './fixtures/iglu-example-subject-1';

/** iglu's per-day results (kwargs {}), by the column names of expected_results.json. */
interface IgluDayResults {
  /** mean_glu: mean. */
  mean: number;
  /** sd_glu: SD (n - 1). */
  sd: number;
  /** cv_glu: CV. */
  cv: number;
  /** gmi: GMI. */
  gmi: number;
  /** below_percent: % of readings < 54 and < 70. */
  below_54: number;
  below_70: number;
  /** above_percent: % of readings > 140, > 180 and > 250. */
  above_140: number;
  above_180: number;
  above_250: number;
  /** in_range_percent: % of readings in 70-180, both ends inclusive. */
  in_range_70_180: number;
  /** gri: GRI. */
  gri: number;
  /** active_percent: active_percent and ndays. */
  active_percent: number;
  ndays: number;
  /** summary_glu: Min. and Max. */
  min: number;
  max: number;
}

interface GoldenDay {
  id: string;
  localDate: string;
  readings: readonly IgluExampleReading[];
  iglu: IgluDayResults;
}

const DAYS: readonly GoldenDay[] = [
  {
    id: 'Subject 1 day 02',
    localDate: '2015-06-07',
    readings: SUBJECT_1_DAY_02,
    iglu: {
      mean: 102.55952380952381,
      sd: 7.478273825730333,
      cv: 7.291642499841531,
      gmi: 5.76322380952381,
      below_54: 0.0,
      below_70: 0.0,
      above_140: 0.0,
      above_180: 0.0,
      above_250: 0.0,
      in_range_70_180: 100.0,
      gri: 0.0,
      active_percent: 58.333333333333336,
      ndays: 1.0,
      min: 86.0,
      max: 119.0,
    },
  },
  {
    id: 'Subject 1 day 06',
    localDate: '2015-06-11',
    readings: SUBJECT_1_DAY_06,
    iglu: {
      mean: 136.48708487084866,
      sd: 47.90390476611398,
      cv: 35.09775654703389,
      gmi: 6.5747710701107,
      below_54: 0.0,
      below_70: 0.0,
      above_140: 32.10332103321033,
      above_180: 19.557195571955717,
      above_250: 4.059040590405904,
      in_range_70_180: 80.44280442804428,
      gri: 18.8929889298893,
      active_percent: 94.09722222222221,
      ndays: 1.0,
      min: 75.0,
      max: 276.0,
    },
  },
];

/** The consensus target, 70-180 mg/dL (iglu's default range). */
const TARGET = { min: 70, max: 180 };

/** iglu's value as the engine shows it: to one decimal (no reference value here is a tie). */
function toOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

function samplesOf(readings: readonly IgluExampleReading[]): GlucoseSample[] {
  return readings.map(([timestamp, value]) => ({ value, timestamp, timezoneOffsetMinutes: IGLU_EXAMPLE_TIMEZONE_OFFSET_MINUTES, source: 'cgm' }));
}

const DIGESTS: readonly GlucoseDayDigest[] = digestByLocalDay(DAYS.flatMap((day) => samplesOf(day.readings)));

function digestOf(day: GoldenDay): GlucoseDayDigest {
  const digest = DIGESTS.find((candidate) => candidate.date === day.localDate);
  if (!digest) throw new Error(`no digest for ${day.localDate}`);
  return digest;
}

describe('the metrics engine against iglu (Broll et al. 2021) on its example data (Hall et al. 2018)', () => {
  it('splits the readings into the same local days as iglu example_data_1_subject_with_days', () => {
    expect(DIGESTS.map((digest) => [digest.date, digest.source, digest.tally.count])).toEqual(
      DAYS.map((day) => [day.localDate, 'cgm', day.readings.length]),
    );
  });

  describe.each(DAYS)('$id', (day) => {
    const { metrics } = analyseDigests([digestOf(day)], TARGET);
    const { iglu } = day;

    it('has the figures of the sensor, from every reading of the day', () => {
      expect(metrics.source).toBe('cgm');
      expect(metrics.count).toBe(day.readings.length);
    });

    it('mean, SD and CV as iglu mean_glu, sd_glu and cv_glu; GMI as iglu gmi, though one day is too short to report it', () => {
      expect(metrics.mean).toBe(toOneDecimal(iglu.mean));
      expect(metrics.sd).toBe(toOneDecimal(iglu.sd));
      expect(metrics.cv).toBe(toOneDecimal(iglu.cv));
      // iglu computes GMI from any data; the engine reports it from 14 days at 70 % wear only.
      expect(oneDecimal(summaryOf(digestOf(day).tally).gmi!)).toBe(toOneDecimal(iglu.gmi));
      expect(metrics.gmi).toBeNull();
      expect(metrics.gmiReason).toMatch(/^GMI needs 14 days of CGM data with 70 % wear/);
    });

    it('mean, SD, CV and GMI unrounded as iglu to 1e-9', () => {
      const summary = summaryOf(digestOf(day).tally);
      expect(summary.mean).toBeCloseTo(iglu.mean, 9);
      expect(summary.sd).toBeCloseTo(iglu.sd, 9);
      expect(summary.cv).toBeCloseTo(iglu.cv, 9);
      expect(summary.gmi).toBeCloseTo(iglu.gmi, 9);
    });

    it('minimum and maximum as iglu summary_glu', () => {
      expect(metrics.min).toBe(iglu.min);
      expect(metrics.max).toBe(iglu.max);
    });

    it('time below range as iglu below_percent', () => {
      expect(metrics.bands.veryLow).toBe(toOneDecimal(iglu.below_54));
      expect(metrics.belowRangePercent).toBe(toOneDecimal(iglu.below_70));
    });

    it('time above range as iglu above_percent', () => {
      expect(metrics.aboveRangePercent).toBe(toOneDecimal(iglu.above_180));
      expect(metrics.bands.veryHigh).toBe(toOneDecimal(iglu.above_250));
    });

    it('time in range as iglu in_range_percent', () => {
      expect(metrics.bands.inRange).toBe(toOneDecimal(iglu.in_range_70_180));
    });

    it('time in tight range (70-140) as iglu, from below_70 and above_140', () => {
      // iglu's in_range_percent by default reports 70-180 and 63-140, not 70-140 (its run with
      // kwargs {} holds in_range_63_140 and in_range_70_180 only, and there is no other run). Its
      // 70-140 follows exactly from its defaults: below_percent counts gl < 70, above_percent
      // gl > 140, in_range_percent min <= gl <= max, so in 70-140 = 100 - below_70 - above_140.
      expect(metrics.tightRangePercent).toBe(toOneDecimal(100 - iglu.below_70 - iglu.above_140));
    });

    it('Glycemia Risk Index as iglu gri', () => {
      expect(metrics.gri?.value).toBe(toOneDecimal(iglu.gri));
    });

    it('% time CGM active as iglu active_percent (different definitions, equal here at one decimal)', () => {
      // The two definitions differ slightly:
      // - iglu (as its reported values show): readings / points of its 5-minute grid from the
      //   first to the last reading. Day 02: 168 / 288 = 58.333 %; day 06: 271 / 288 = 94.097 %;
      //   (its day 01, 48 readings from 16:50 to 23:55, gives 48 / 86 = 55.814 %, so the
      //   denominator is grid points, not ndays x 288).
      // - the engine (wear.ts): the whole minutes the readings cover (each up to one interval)
      //   over last - first + interval in whole minutes (23 h 54 min 56 s + 5 min: 1,440). Day
      //   02: 168 x 5 / 1,440 = 58.333 %; day 06: 271 x 5 / 1,440 = 94.097 %, as iglu's.
      // On other data the two may differ by the readings' seconds past iglu's grid; the tolerance
      // would then be 0.1 percentage point.
      expect(metrics.wear?.activePercent).toBe(toOneDecimal(iglu.active_percent));
      // iglu's ndays (last - first, 0.9965 days, to 0.1) and the engine's period (1,440 minutes) agree.
      expect(metrics.wear?.periodDays).toBe(iglu.ndays);
      expect(metrics.wear?.samplingIntervalMinutes).toBe(5);
    });
  });
});
