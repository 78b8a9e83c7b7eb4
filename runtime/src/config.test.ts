import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with nothing set: embedded database, Postgres event store and queue, port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.eventStore).toBe('postgres');
    expect(config.redisUrl).toBeUndefined();
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.chromiumPath).toBe('/usr/bin/chromium');
  });

  it('builds APP_URL from PORT and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '4100', REDIS_URL: '' });
    expect(config.appUrl).toBe('http://localhost:4100');
    expect(config.redisUrl).toBeUndefined();
  });

  it('refuses an EventStoreDB selection without a connection string', () => {
    expect(() => loadConfig({ EVENT_STORE: 'esdb' })).toThrow(ConfigError);
  });

  it('trusts no proxy unless told how many stand in front', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'web' })).toThrow(/PORT/);
  });
  it('refuses a JWT_SECRET shorter than 32 bytes, with what to do', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow(/JWT_SECRET: must be at least 32 bytes/);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });
  it('refuses a KEY_ENCRYPTION_KEY that is not 32 bytes of base64, and a RETENTION_DAYS below one', () => {
    expect(() => loadConfig({ KEY_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/KEY_ENCRYPTION_KEY: must be 32 bytes/);
    expect(loadConfig({ KEY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') }).keyEncryptionKey).toBe(Buffer.alloc(32, 7).toString('base64'));
    expect(() => loadConfig({ RETENTION_DAYS: '0' })).toThrow(/RETENTION_DAYS/);
    expect(loadConfig({ RETENTION_DAYS: '365' }).retentionDays).toBe(365);
    expect(loadConfig({}).retentionDays).toBeUndefined();
  });
});
