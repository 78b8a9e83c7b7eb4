import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, ROOT_ERROR_KEY } from './field-errors';

describe('fieldErrors', () => {
  it('keeps the first message per dotted path', () => {
    const schema = z.object({ a: z.string().min(3, 'first').regex(/x/, 'second'), b: z.array(z.object({ c: z.number('nested') })) });
    const result = schema.safeParse({ a: 'y', b: [{ c: 1 }, { c: 'no' }] });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ a: 'first', 'b.1.c': 'nested' });
  });

  it('files issues about the whole body under the root key', () => {
    const result = z.object({}).safeParse('text');
    if (result.success) throw new Error('expected a failure');
    expect(Object.keys(fieldErrors(result.error))).toEqual([ROOT_ERROR_KEY]);
  });
});
