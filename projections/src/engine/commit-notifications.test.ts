import { describe, expect, it } from 'vitest';
import { parseCommitPayload } from './commit-notifications';

describe("a projector commit's announcement", () => {
  it('reads the position and the live projections it moved', () => {
    expect(parseCommitPayload('{"commit":"9007199254740993","prepare":"7","live":["glucose_readings"]}')).toEqual({
      position: { commit: 9007199254740993n, prepare: 7n },
      live: ['glucose_readings'],
    });
    expect(parseCommitPayload('{"commit":"3","prepare":"3","live":[]}')).toEqual({ position: { commit: 3n, prepare: 3n }, live: [] });
  });

  it('is no announcement when empty or of another shape', () => {
    for (const payload of ['', 'not json', '{"commit":3,"prepare":"3","live":[]}', '{"commit":"3","prepare":"3","live":[1]}', '{"commit":"x","prepare":"3","live":[]}']) {
      expect(parseCommitPayload(payload)).toBeUndefined();
    }
  });
});
