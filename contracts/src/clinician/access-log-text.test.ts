import { describe, expect, it } from 'vitest';
import { describeVisitActivity, listInWords, viewedAreas } from './access-log-text';

describe('viewedAreas', () => {
  it('names each area once, in a fixed order whatever order it was read in', () => {
    expect(viewedAreas(['GET /api/meals', 'GET /api/clinician/patient', 'GET /api/glucose', 'GET /api/meals'])).toEqual([
      'glucose readings',
      'meals',
      'patient summary',
    ]);
  });

  it('keeps a route that is no longer readable as other data', () => {
    expect(viewedAreas(['GET /api/audit', 'GET /api/glucose/stats/overview'])).toEqual(['glucose statistics', 'other data']);
  });
});

describe('listInWords', () => {
  it('joins with commas and a final and', () => {
    expect(listInWords([])).toBe('');
    expect(listInWords(['meals'])).toBe('meals');
    expect(listInWords(['meals', 'insulin doses'])).toBe('meals and insulin doses');
    expect(listInWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('describeVisitActivity', () => {
  it('says what was viewed and how many reads it took', () => {
    expect(describeVisitActivity({ reads: 12, viewed: ['glucose readings', 'glucose statistics', 'meals'] })).toBe(
      'Viewed glucose readings, glucose statistics and meals (12 reads)',
    );
    expect(describeVisitActivity({ reads: 1, viewed: ['PDF report'] })).toBe('Viewed PDF report (1 read)');
  });

  it('says the data was opened when nothing was read yet', () => {
    expect(describeVisitActivity({ reads: 0, viewed: [] })).toBe('Opened your shared data');
  });
});
