import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { outcomeOf, sendInOrder, type SendOutcome } from './send-waiting-saves';
import type { WaitingSave } from './waiting-save';

const httpError = (status: number, message = '', fieldErrors: Record<string, string> = {}) => new ApiError('http', status, '', message, fieldErrors);
const save = (key: string): WaitingSave => ({ key, path: '/meals', tag: 'Meals', body: {}, savedAt: 0 });

describe('what a failed send means for a waiting save', () => {
  it('shows a validation refusal to the person, with the fields the server named', () => {
    expect(outcomeOf(httpError(400, 'Please check the meal.', { foodItems: 'Add at least one food.' }))).toEqual({
      kind: 'refused',
      message: 'Please check the meal.',
      fieldErrors: { foodItems: 'Add at least one food.' },
    });
    expect(outcomeOf(httpError(403)).kind).toBe('refused');
    expect(outcomeOf(httpError(422))).toMatchObject({ kind: 'refused', message: 'The server refused this record.' });
  });

  it('keeps it waiting after no answer, a timeout, a server fault, too many requests or an ended session', () => {
    const waiting = [new ApiError('network', 0, '', ''), new ApiError('timeout', 0, '', ''), httpError(500), httpError(503), httpError(429), httpError(408), httpError(401), new Error('a bug')];
    for (const error of waiting) expect(outcomeOf(error)).toEqual({ kind: 'stop' });
  });
});

describe('sending the waiting saves', () => {
  it('sends them one after another, past a refusal, and stops at the first that cannot go now', async () => {
    const send = vi.fn(async (kept: WaitingSave) => {
      if (kept.key === 'refused') throw httpError(400, 'No.');
      if (kept.key === 'offline') throw new ApiError('network', 0, '', '');
    });
    const outcomes: [string, SendOutcome['kind']][] = [];
    await sendInOrder([save('a'), save('refused'), save('offline'), save('never')], send, (kept, outcome) => outcomes.push([kept.key, outcome.kind]) > 0);
    expect(outcomes).toEqual([
      ['a', 'sent'],
      ['refused', 'refused'],
      ['offline', 'stop'],
    ]);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('stops when the person changed meanwhile', async () => {
    const send = vi.fn(async () => undefined);
    await sendInOrder([save('a'), save('b')], send, () => false);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
