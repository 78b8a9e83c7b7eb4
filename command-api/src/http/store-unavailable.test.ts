import { describe, expect, it } from 'vitest';
import { toResponse } from './error-middleware';

const pgError = (code: string, message = 'from PostgreSQL') => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('a store that does not answer is 503 with Retry-After; anything else unexpected is 500', () => {
  it.each([
    ['an exhausted pool', new Error('timeout exceeded when trying to connect')],
    ['a new connection that timed out', new Error('Connection terminated due to connection timeout', { cause: new Error('timeout') })],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['PostgreSQL refused: too many clients', pgError('53300', 'sorry, too many clients already')],
    ['PostgreSQL is shutting down', pgError('57P01')],
    ['PostgreSQL is starting up', pgError('57P03')],
    ['a connection failure', pgError('08006')],
    ['a statement timeout', pgError('57014')],
    ['a read model not built yet on a new deployment', pgError('42P01')],
    ['out of memory', pgError('53200')],
    ['nothing listening', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['EventStoreDB unavailable', Object.assign(new Error('14 UNAVAILABLE'), { type: 'unavailable' })],
    ['EventStoreDB too slow', Object.assign(new Error('deadline'), { type: 'deadline-exceeded' })],
    ['a wrapped cause', new Error('append failed', { cause: pgError('57P01') })],
  ])('%s', (_case, error) => {
    const response = toResponse(error);
    expect(response.status).toBe(503);
    expect(response.headers).toEqual({ 'Retry-After': '5' });
    expect(response.body).toEqual({ message: 'The service is busy or briefly unavailable. Please try again in a few seconds.' });
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a NUL byte PostgreSQL refused', pgError('22P05', 'unsupported Unicode escape sequence')],
    ['a programming error', new TypeError('x is undefined')],
    ['not an Error at all', 'boom'],
  ])('%s stays 500', (_case, error) => {
    expect(toResponse(error).status).toBe(500);
  });
});
