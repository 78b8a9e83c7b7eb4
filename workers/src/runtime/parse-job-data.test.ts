import { UnrecoverableError } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { emailJobSchema } from '@glyco/contracts';
import { parseJobData } from './parse-job-data';

const id = '0b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d';

describe('parseJobData', () => {
  it('returns the payload the contract describes', () => {
    expect(parseJobData(emailJobSchema, { kind: 'password-reset', userId: id, requestEventId: id })).toEqual({
      kind: 'password-reset',
      userId: id,
      requestEventId: id,
    });
  });

  it('fails a payload off the contract without retry', () => {
    expect(() => parseJobData(emailJobSchema, { kind: 'password-reset', userId: 'nope' })).toThrow(UnrecoverableError);
    expect(() => parseJobData(emailJobSchema, { kind: 'spam' })).toThrow(/Invalid job data/);
  });
});
