import path from 'node:path';
import { z } from 'zod';

// Every setting comes from the environment, read once here (ARCHITECTURE section 10).
const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Connections per server to PostgreSQL; about twice the database's cores serves best (docs/decisions/003). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).default(20),
  API_KEY: z.string().min(1).default('mfi-dev-key'),
  PUBLIC_URL: z.string().optional(),
  SMS_DRIVER: z.enum(['file', 'http']).optional(),
  SMS_HTTP_URL: z.string().optional(),
  MAIL_DRIVER: z.enum(['file', 'smtp']).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('MFI <no-reply@mfi.mn>'),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.string().optional(),
  /** The catalogue cache (lib/cache): entry lifetime in ms (0 turns it off) and entry count. */
  CATALOGUE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  CATALOGUE_CACHE_MAX: z.coerce.number().int().min(0).default(5_000),
  AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5_000),
  /** Login tries a minute per address and per username (the browser suite, all on 127.0.0.1, raises it). */
  LOGIN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
});

export type Config = {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolMax: number;
  apiKey: string;
  publicUrl: string;
  sms: { driver: 'file' | 'http'; httpUrl?: string };
  mail: { driver: 'file' | 'smtp'; smtpUrl?: string; from: string };
  webDist: string;
  logLevel: string;
  catalogueCache: { ttlMs: number; maxEntries: number };
  authCacheTtlMs: number;
  loginLimitPerMinute: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolMax: e.DATABASE_POOL_MAX,
    apiKey: e.API_KEY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    // Outside production, codes and links land in $DATA_DIR/outbox so they are real and testable offline.
    sms: { driver: e.SMS_DRIVER ?? (production ? 'http' : 'file'), httpUrl: e.SMS_HTTP_URL },
    mail: { driver: e.MAIL_DRIVER ?? (production ? 'smtp' : 'file'), smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    catalogueCache: { ttlMs: e.CATALOGUE_CACHE_TTL_MS, maxEntries: e.CATALOGUE_CACHE_MAX },
    authCacheTtlMs: e.AUTH_CACHE_TTL_MS,
    loginLimitPerMinute: e.LOGIN_LIMIT_PER_MINUTE,
  };
}
