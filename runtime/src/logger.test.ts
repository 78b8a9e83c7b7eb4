import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, REDACTED } from './logger';

afterEach(() => {
  vi.restoreAllMocks();
});

/** What the logger wrote to stderr while `log` ran, one parsed entry per line. */
function captured(log: () => void): Array<Record<string, unknown>> {
  const lines: string[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  log();
  vi.restoreAllMocks();
  return lines.join('').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('logger redaction', () => {
  it('redacts every field named for a secret, at any depth and in any spelling, at every level', () => {
    const secrets = {
      token: 'tok-1',
      password: 'pw-2',
      newPassword: 'pw-3',
      api_secret: 'sec-4',
      'api-secret': 'sec-5',
      Authorization: 'Bearer abc.def',
      accessCode: 'AAAA-BBBB',
      resetLink: 'http://x/reset',
      nested: { jwtSecret: 'sec-6', headers: { cookie: 'sid=7' } },
    };
    const entries = captured(() => {
      const logger = createLogger('debug');
      for (const level of ['debug', 'info', 'warn', 'error'] as const) logger[level]('request', secrets);
    });
    expect(entries).toHaveLength(4);
    for (const entry of entries) {
      const text = JSON.stringify(entry);
      for (const secret of ['tok-1', 'pw-2', 'pw-3', 'sec-4', 'sec-5', 'abc.def', 'AAAA-BBBB', 'http://x/reset', 'sec-6', 'sid=7']) expect(text).not.toContain(secret);
      expect(entry.token).toBe(REDACTED);
      expect((entry.nested as { jwtSecret: string }).jwtSecret).toBe(REDACTED);
    }
  });

  it('redacts credentials inside text: a link with token=, a query secret, a bearer token, an error message', () => {
    const [entry] = captured(() =>
      createLogger('info').info('GET /api/v1/entries?token=glyco-1234abcd&count=10', {
        link: 'https://glyco.example/reset-password?token=f00dfeed',
        url: '/api/v1/entries.json?api_secret=b5f7&find[date][$gte]=1',
        note: 'sent Bearer eyJhbGciOi.x.y upstream',
        error: new Error('could not use reset?token=cafe1234'),
      }),
    );
    const text = JSON.stringify(entry);
    for (const secret of ['glyco-1234abcd', 'f00dfeed', 'b5f7', 'eyJhbGciOi', 'cafe1234']) expect(text).not.toContain(secret);
    expect(entry!.message).toBe(`GET /api/v1/entries?token=${REDACTED}&count=10`);
    expect(entry!.url).toBe(`/api/v1/entries.json?api_secret=${REDACTED}&find[date][$gte]=1`);
  });

  it('keeps everything else as it was', () => {
    const [entry] = captured(() => createLogger('info').info('job done', { jobId: 'email-1', count: 3, size: 10n, email: 'ada@example.com' }));
    expect(entry).toMatchObject({ level: 'info', message: 'job done', jobId: 'email-1', count: 3, size: '10', email: 'ada@example.com' });
  });
});
