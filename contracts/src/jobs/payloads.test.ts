import { describe, expect, it } from 'vitest';
import { emailJobSchema, jobIdFromEvent } from './payloads';

const id = '0b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d';

describe('job payloads', () => {
  it('carry ids only', () => {
    expect(emailJobSchema.parse({ kind: 'password-reset', userId: id, requestEventId: id, email: 'ada@example.com' })).toEqual({
      kind: 'password-reset',
      userId: id,
      requestEventId: id,
    });
  });

  it('derive the job id from the causing event, without colons', () => {
    expect(jobIdFromEvent('password-reset', id)).toBe(`password-reset-${id}`);
    expect(jobIdFromEvent('password-reset', id)).not.toContain(':');
  });
});
