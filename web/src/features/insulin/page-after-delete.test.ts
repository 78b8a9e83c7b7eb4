import { describe, expect, it } from 'vitest';
import { pageAfterDelete } from './page-after-delete';

describe('pageAfterDelete', () => {
  it('goes back one page when the last dose of a later page is deleted', () => {
    expect(pageAfterDelete(3, 1)).toBe(2);
  });

  it('stays when other doses remain or on the first page', () => {
    expect(pageAfterDelete(3, 4)).toBe(3);
    expect(pageAfterDelete(1, 1)).toBe(1);
  });
});
