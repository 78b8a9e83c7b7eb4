// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toMgdl, type GlucoseEpisode } from '@glyco/contracts';
import { EpisodeList } from './episode-list';

afterEach(cleanup);

const episode = (extremeMgdl: number): GlucoseEpisode => ({
  kind: 'hyper', level: 1, start: '2026-03-02T08:00:00.000Z', end: '2026-03-02T09:00:00.000Z', durationMinutes: 60, extended: false, extremeMgdl, endedByGap: false,
});

describe('EpisodeList', () => {
  it('colours the extreme as shown beside it: 13.9 mmol/L (250.4 mg/dL) is high, not very high', () => {
    render(<EpisodeList episodes={[episode(toMgdl(13.9, 'mmol/L'))]} unit="mmol/L" target={{ min: 70, max: 180 }} />);
    const dot = screen.getByText('13.9').querySelector('span')!;
    expect(dot.style.backgroundColor).toBe('rgb(242, 183, 5)');
  });
});
