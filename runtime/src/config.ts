import { resolve } from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** HS256 needs a key at least as long as its 256-bit output (RFC 7518 section 3.2). */
export const MIN_JWT_SECRET_BYTES = 32;

const jwtSecret = optionalText.refine((value) => value === undefined || Buffer.byteLength(value, 'utf8') >= MIN_JWT_SECRET_BYTES, {
  message: `must be at least ${MIN_JWT_SECRET_BYTES} bytes (e.g. openssl rand -base64 48), or unset to generate one under DATA_DIR`,
});

/** AES-256 needs exactly 32 bytes. */
export const KEY_ENCRYPTION_KEY_BYTES = 32;

const keyEncryptionKey = optionalText.refine((value) => value === undefined || Buffer.from(value, 'base64').length === KEY_ENCRYPTION_KEY_BYTES, {
  message: `must be ${KEY_ENCRYPTION_KEY_BYTES} bytes in base64 (e.g. openssl rand -base64 32), or unset to generate one under DATA_DIR`,
});

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalText,
  EVENT_STORE: z.enum(['postgres', 'esdb']).default('postgres'),
  ESDB_CONNECTION_STRING: optionalText,
  REDIS_URL: optionalText,
  SMTP_URL: optionalText,
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  MAIL_FROM: z.string().default('Glyco <no-reply@glyco.local>'),
  APP_URL: optionalText,
  JWT_SECRET: jwtSecret,
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  FDC_API_KEY: optionalText,
  DATA_DIR: z.string().default('./var'),
  EMBEDDED_PG_PORT: z.coerce.number().int().default(54320),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  KEY_ENCRYPTION_KEY: keyEncryptionKey,
  RETENTION_DAYS: optionalText.transform((value) => (value === undefined ? undefined : Number(value))).pipe(z.number().int().min(1).optional()),
  NIGHTSCOUT_DEVICESTATUS_DAYS: optionalText.transform((value) => (value === undefined ? undefined : Number(value))).pipe(z.number().int().min(1).optional()),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  eventStore: 'postgres' | 'esdb';
  esdbConnectionString: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  /** The Web Push VAPID key pair (base64url); when absent, generated once into DATA_DIR. */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  mailFrom: string;
  appUrl: string;
  jwtSecret: string | undefined;
  chromiumPath: string;
  fdcApiKey: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** How many reverse proxies in front of the API append to X-Forwarded-For; 0 ignores the header. */
  trustProxy: number;
  /** Base64 of the 32-byte key that wraps every person's data key; generated under DATA_DIR when unset. */
  keyEncryptionKey: string | undefined;
  /** Raw readings older than this many days are shredded; undefined keeps them. */
  retentionDays: number | undefined;
  /** Nightscout device statuses (loop, pump, phone) older than this many days are dropped; undefined: DEVICE_STATUS_RETENTION_DAYS_DEFAULT. */
  deviceStatusDays: number | undefined;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (e.EVENT_STORE === 'esdb' && !e.ESDB_CONNECTION_STRING) {
    throw new ConfigError('EVENT_STORE=esdb needs ESDB_CONNECTION_STRING');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    eventStore: e.EVENT_STORE,
    esdbConnectionString: e.ESDB_CONNECTION_STRING,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
    mailFrom: e.MAIL_FROM,
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    jwtSecret: e.JWT_SECRET,
    chromiumPath: e.CHROMIUM_PATH,
    fdcApiKey: e.FDC_API_KEY,
    dataDir: resolve(e.DATA_DIR),
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    keyEncryptionKey: e.KEY_ENCRYPTION_KEY,
    retentionDays: e.RETENTION_DAYS,
    deviceStatusDays: e.NIGHTSCOUT_DEVICESTATUS_DAYS,
  };
}
