// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const writeResponse = (position: string) => new Response('{}', { status: 201, headers: { 'X-Glyco-Position': position } });

describe('read-your-writes position', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.resetModules();
  });

  it('survives a reload of the page in the same tab', async () => {
    const before = await import('./read-your-writes');
    before.rememberPosition(writeResponse('812/4051'));
    vi.resetModules();
    const afterReload = await import('./read-your-writes');
    expect(afterReload.minPositionHeaders()).toEqual({ 'X-Glyco-Min-Position': '812/4051' });
  });

  it('is forgotten with the session', async () => {
    const module = await import('./read-your-writes');
    module.rememberPosition(writeResponse('9/10'));
    module.forgetPosition();
    vi.resetModules();
    expect((await import('./read-your-writes')).minPositionHeaders()).toEqual({});
  });
});
