import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '@glyco/runtime';
import { interpolate, serviceEnvironment } from './compose-env';
import { API_ROUTES } from '@glyco/contracts';

const root = new URL('../../../', import.meta.url);
const compose = parse(readFileSync(new URL('docker-compose.yml', root), 'utf8'), { merge: true });
const dockerfile = readFileSync(new URL('Dockerfile', root), 'utf8');
const services = compose.services as Record<string, any>;
const hostEnv = { JWT_SECRET: 'a-long-random-secret-for-the-compose-test-0123456789', KEY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };

const STORES = ['eventstore', 'postgres', 'redis'];
const APP_SERVICES = ['api', 'projections', 'workers'];
/** Read by the process entry point (server/src/main.ts), not by loadConfig. */
const ENTRY_POINT_VARIABLES = new Set(['GLYCO_ROLES']);
const envOf = (name: string) => serviceEnvironment(services[name].environment, hostEnv);

/** The variables loadConfig reads: every key it looks up on the environment it is given. */
function variablesLoadConfigReads(): Set<string> {
  const read = new Set<string>();
  loadConfig(new Proxy({}, { get: (_target, key) => (typeof key === 'string' && read.add(key), undefined) }));
  return read;
}

describe('docker-compose.yml', () => {
  it('runs the stores, Mailpit and every part of the product', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'eventstore', 'mailpit', 'postgres', 'projections', 'redis', 'web', 'workers']);
  });

  it('gives every service a health check, and starts the product only on healthy stores', () => {
    for (const [name, service] of Object.entries(services)) expect(service.healthcheck?.test, name).toBeDefined();
    for (const name of APP_SERVICES) {
      for (const store of STORES) expect(services[name].depends_on[store], `${name} -> ${store}`).toEqual({ condition: 'service_healthy' });
    }
    expect(services.workers.depends_on.mailpit).toEqual({ condition: 'service_healthy' });
    expect(services.web.depends_on.api).toEqual({ condition: 'service_healthy' });
  });

  it('keeps every Redis key (AOF on, noeviction) so no job is ever lost', () => {
    const command = (services.redis.command as string[]).join(' ');
    expect(command).toContain('--appendonly yes');
    expect(command).toContain('--maxmemory-policy noeviction');
  });

  it('sets only variables the configuration knows', () => {
    const known = variablesLoadConfigReads();
    expect(known).toContain('REDIS_URL');
    for (const name of APP_SERVICES) {
      const env = envOf(name);
      for (const key of Object.keys(env)) expect(known.has(key) || ENTRY_POINT_VARIABLES.has(key), `${name}: ${key}`).toBe(true);
      expect(() => loadConfig(env)).not.toThrow();
    }
  });

  it('points the product at the services of this file', () => {
    const postgres = services.postgres.environment;
    for (const name of APP_SERVICES) {
      const config = loadConfig(envOf(name));
      const database = new URL(config.databaseUrl!);
      expect([database.hostname, database.port, database.username, database.password, database.pathname]).toEqual([
        'postgres', '5432', postgres.POSTGRES_USER, postgres.POSTGRES_PASSWORD, `/${postgres.POSTGRES_DB}`,
      ]);
      expect(new URL(config.redisUrl!).host).toBe('redis:6379');
      expect(new URL(config.smtpUrl!).host).toBe('mailpit:1025');
      expect(config.eventStore).toBe('esdb');
      expect(new URL(config.esdbConnectionString!).host).toBe('eventstore:2113');
      expect(config.jwtSecret).toBe(hostEnv.JWT_SECRET);
    }
    expect(loadConfig(envOf('workers')).chromiumPath).toBe('/usr/bin/chromium');
  });

  it('refuses to start without a JWT secret', () => {
    expect(() => serviceEnvironment(services.api.environment, {})).toThrow(/JWT_SECRET/);
    expect(interpolate('${APP_URL:-http://localhost:8080}', {})).toBe('http://localhost:8080');
  });

  it('gives each process its role', () => {
    expect(envOf('api').GLYCO_ROLES).toBe('api');
    expect(envOf('projections').GLYCO_ROLES).toBe('projector');
    expect(envOf('workers').GLYCO_ROLES).toBe('workers');
    expect(services.workers.build.target).toBe('workers');
  });

  it('serves the API on the port its health check, its PORT and the web proxy use', () => {
    const port = loadConfig(envOf('api')).port;
    expect(services.api.expose).toContain(String(port));
    expect(services.api.healthcheck.test.join(' ')).toContain(`localhost:${port}${API_ROUTES.system.health.path}`);
    expect(dockerfile).toContain(`proxy_pass http://api:${port};`);
    const published = Object.values(services).flatMap((service) => (service.ports ?? []).map((mapping: string) => mapping.split(':')[0]));
    expect(new Set(published).size).toBe(published.length);
    expect(services.web.ports).toEqual(['8080:80']);
    expect(new URL(loadConfig(envOf('api')).appUrl).port).toBe('8080');
  });

  it('trusts exactly the one proxy in front of the api, which appends the client address', () => {
    expect(loadConfig(envOf('api')).trustProxy).toBe(1);
    expect(dockerfile).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    for (const name of ['projections', 'workers']) expect(loadConfig(envOf(name)).trustProxy).toBe(0);
  });

  it('passes the live stream on unbuffered, for longer than its heartbeat', () => {
    const live = /location = \/api\/live \{([^}]*)\}/.exec(dockerfile)?.[1] ?? '';
    expect(live).toContain(`proxy_pass http://api:${loadConfig(envOf('api')).port};`);
    expect(live).toContain('proxy_buffering off;');
    expect(live).toContain('proxy_read_timeout 1h;');
  });

  it('builds every target it names from the Dockerfile', () => {
    const targets = [...dockerfile.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((match) => match[1]);
    for (const service of Object.values(services)) if (service.build) expect(targets).toContain(service.build.target);
    expect(dockerfile).toMatch(/apt-get install[^\n]*\n?[^\n]*chromium/);
  });

  it('starts every product service through the one entry point, its role from GLYCO_ROLES', () => {
    expect(dockerfile.match(/^CMD .*$/gm)?.filter((line) => line.includes('tsx'))).toEqual(['CMD ["node", "--import", "tsx", "server/src/main.ts"]']);
    for (const name of APP_SERVICES) expect(services[name].healthcheck.test.join(' '), name).toMatch(/localhost:3000|server\/src\/main\.ts/);
  });
});
