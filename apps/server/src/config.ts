import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { QuotaSettings } from './lib/quotas';
import type { RedisSettings } from './lib/redis';
import type { S3Settings } from './lib/s3-storage';

/** Fastify's trustProxy: false, a hop count, or the addresses/CIDRs of the proxies in front. */
export type TrustProxy = false | number | string[];

// proxy-addr's names for address ranges, accepted besides addresses and CIDRs.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset/off → X-Forwarded-For is ignored (request.ip is the peer's address); a number →
 * that many proxies in front, whatever their address; else a comma-separated list of the proxies'
 * addresses, CIDRs or range names, whose X-Forwarded-For alone is believed.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || /^(off|false|no|0)$/i.test(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const ok =
      PROXY_RANGE_NAMES.has(entry) ||
      (net.isIP(address) !== 0 && extra === undefined && (bits === undefined || /^\d{1,3}$/.test(bits)));
    if (!ok)
      throw new Error(
        `Invalid configuration: TRUST_PROXY: "${entry}" is neither a hop count, an address, a CIDR nor loopback/linklocal/uniquelocal`,
      );
  }
  return entries;
}

/**
 * METRICS_ALLOW: the addresses (or CIDRs) besides loopback that may read GET /api/metrics, comma separated;
 * checked here so a typo stops the start instead of silently locking the scraper out.
 */
export function parseMetricsAllow(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = net.isIP(address);
    const ok =
      family !== 0 &&
      extra === undefined &&
      (bits === undefined || (/^\d{1,3}$/.test(bits) && +bits <= (family === 4 ? 32 : 128)));
    if (!ok) throw new Error(`Invalid configuration: METRICS_ALLOW: "${entry}" is neither an address nor a CIDR`);
  }
  return entries;
}

/**
 * The option for Fastify. A hop count becomes a function: Fastify 5 reads a bare number as "trust
 * nobody" (a direct client could claim any number of hops), which holds only when the server can be
 * reached through the proxies alone, the case this setting is for (README).
 */
export function fastifyTrustProxy(tp: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof tp === 'number' ? (_address, hop) => hop < tp : tp;
}

const S3_PARTS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/**
 * The media bucket (decision 033), when S3_BUCKET is set; a half-set configuration stops the start rather than
 * leaving media in the folder while the operator believes them in a bucket.
 */
export function parseS3(env: Partial<Record<'S3_BUCKET' | (typeof S3_PARTS)[number], string>>): S3Settings | undefined {
  const value = (name: keyof typeof env) => env[name]?.trim() || undefined;
  const bucket = value('S3_BUCKET');
  const problem = (text: string) => new Error(`Invalid configuration: ${text}`);
  if (!bucket) {
    const set = S3_PARTS.filter((name) => value(name));
    if (set.length) throw problem(`${set.join(', ')} set without S3_BUCKET: set S3_BUCKET too, or unset them`);
    return undefined;
  }
  const endpoint = value('S3_ENDPOINT');
  if (endpoint && !/^https?:\/\/[^\s/]+/.test(endpoint))
    throw problem(`S3_ENDPOINT: "${endpoint}" is not an http(s) address, e.g. https://s3.example.mn`);
  const [accessKeyId, secretAccessKey] = [value('S3_ACCESS_KEY_ID'), value('S3_SECRET_ACCESS_KEY')];
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw problem("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the SDK's own");
  const pathStyle = value('S3_FORCE_PATH_STYLE') ?? 'false';
  if (!/^(true|false)$/.test(pathStyle)) throw problem(`S3_FORCE_PATH_STYLE: "${pathStyle}" is neither true nor false`);
  return {
    bucket,
    // AWS needs the bucket's region; S3-compatible servers take any, and most expect us-east-1.
    region: value('S3_REGION') ?? 'us-east-1',
    endpoint,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: pathStyle === 'true',
  };
}

/** MEDIA_BASE_URL: an http(s) address that a key is appended to, so it ends with a slash. */
export function parseMediaBaseUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!/^https?:\/\/[^\s/]+/.test(text))
    throw new Error(
      `Invalid configuration: MEDIA_BASE_URL: "${text}" is not an http(s) address, e.g. https://cdn.mfi.mn/media/`,
    );
  return text.endsWith('/') ? text : `${text}/`;
}

// Every setting comes from the environment, read once here (ARCHITECTURE section 10).
const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Connections per server to PostgreSQL; about twice the database's cores serves best (docs/decisions/003). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).default(20),
  /** PostgreSQL only: ratings commit without waiting for the WAL flush (docs/decisions/005); off by default. */
  RATING_ASYNC_COMMIT: z.enum(['on', 'off']).default('off'),
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
  /** Addresses per sitemap file: the protocol's 50,000 (tests page a small catalogue with fewer). */
  SITEMAP_PAGE_SIZE: z.coerce.number().int().min(1).max(50_000).default(50_000),
  /** Login tries a minute per address; the other login limits scale with it (modules/auth/login-guard; the browser suite, all on 127.0.0.1, raises it). */
  LOGIN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Password hashes running at once (lib/passwords): one core is left to everything else. */
  PASSWORD_HASH_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .default(Math.max(1, os.availableParallelism() - 1)),
  /** Hashes waiting for a turn; past that a login, signup or reset answers 503 with Retry-After. */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).default(8),
  /** A refused login (429, 503) is answered after this pause, so a client that retries at once cannot flood (0 in tests). */
  LOGIN_REFUSAL_PAUSE_MS: z.coerce.number().int().min(0).optional(),
  /** Whose X-Forwarded-For to believe (parseTrustProxy): off by default, so a client cannot pick its address. */
  TRUST_PROXY: z.string().optional(),
  /** Per member (lib/quotas): catalogue creations and forms with files, a minute and a day; staff get QUOTA_STAFF_FACTOR times as many. */
  QUOTA_CREATIONS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  QUOTA_CREATIONS_PER_DAY: z.coerce.number().int().min(1).default(100),
  QUOTA_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  QUOTA_UPLOADS_PER_DAY: z.coerce.number().int().min(1).default(300),
  /** Stored bytes a member's image library holds (staff: QUOTA_STAFF_FACTOR times as many). */
  QUOTA_IMAGE_LIBRARY_BYTES: z.coerce.number().int().min(1).default(50_000_000),
  QUOTA_STAFF_FACTOR: z.coerce.number().int().min(1).default(10),
  /** One form's files together (lib/multipart): bytes, and files (30 archive images, a poster and a background). */
  UPLOAD_REQUEST_MAX_BYTES: z.coerce.number().int().min(1).default(20_000_000),
  UPLOAD_REQUEST_MAX_FILES: z.coerce.number().int().min(1).default(32),
  /** TMDB, where queued codes are imported from (decision 026): no key, no importer. */
  TMDB_API_KEY: z.string().optional(),
  TMDB_BASE_URL: z.string().default('https://api.themoviedb.org/3'),
  TMDB_IMAGE_BASE_URL: z.string().default('https://image.tmdb.org/t/p/original'),
  /** Who may read GET /api/metrics besides loopback (parseMetricsAllow), and the Bearer token that opens it to anyone. */
  METRICS_ALLOW: z.string().optional(),
  /** Long enough not to be guessed: it opens the metrics from any address. */
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(16, 'at least 16 characters').optional(),
  ),
  /** SIGTERM: requests in flight get this long to finish before the process exits anyway (exit code 1). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1).default(25_000),
  /** The state several instances share (lib/redis, decision 032): unset keeps it all in this process. */
  REDIS_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^rediss?$/, error: 'a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379/0' }).optional(),
  ),
  /** Starts every key and channel, so several sites (or test runs) share one Redis database apart. */
  REDIS_KEY_PREFIX: z.string().default('mfi:'),
  /** Media in an S3-compatible bucket instead of $DATA_DIR/media (parseS3, decision 033). */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.string().optional(),
  /** Where clients load media from (a CDN), a key appended; the site's /media/ without it. */
  MEDIA_BASE_URL: z.string().optional(),
});

export type Config = {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolMax: number;
  ratingAsyncCommit: boolean;
  apiKey: string;
  publicUrl: string;
  sms: { driver: 'file' | 'http'; httpUrl?: string };
  mail: { driver: 'file' | 'smtp'; smtpUrl?: string; from: string };
  webDist: string;
  logLevel: string;
  catalogueCache: { ttlMs: number; maxEntries: number };
  authCacheTtlMs: number;
  sitemapPageSize: number;
  loginLimitPerMinute: number;
  passwordHashing: { concurrency: number; queue: number };
  loginRefusalPauseMs: number;
  trustProxy: TrustProxy;
  quotas: QuotaSettings;
  uploadRequestMax: { bytes: number; files: number };
  tmdb?: { apiKey: string; baseUrl: string; imageBaseUrl: string };
  metrics: { allow: string[]; token?: string };
  shutdownTimeoutMs: number;
  redis?: RedisSettings;
  /** The media bucket; media stay in $DATA_DIR/media without it. */
  s3?: S3Settings;
  mediaBaseUrl?: string;
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
    ratingAsyncCommit: e.RATING_ASYNC_COMMIT === 'on',
    apiKey: e.API_KEY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    // Outside production, codes and links land in $DATA_DIR/outbox so they are real and testable offline.
    sms: { driver: e.SMS_DRIVER ?? (production ? 'http' : 'file'), httpUrl: e.SMS_HTTP_URL },
    mail: { driver: e.MAIL_DRIVER ?? (production ? 'smtp' : 'file'), smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    catalogueCache: { ttlMs: e.CATALOGUE_CACHE_TTL_MS, maxEntries: e.CATALOGUE_CACHE_MAX },
    authCacheTtlMs: e.AUTH_CACHE_TTL_MS,
    sitemapPageSize: e.SITEMAP_PAGE_SIZE,
    loginLimitPerMinute: e.LOGIN_LIMIT_PER_MINUTE,
    passwordHashing: { concurrency: e.PASSWORD_HASH_CONCURRENCY, queue: e.PASSWORD_HASH_QUEUE },
    loginRefusalPauseMs: e.LOGIN_REFUSAL_PAUSE_MS ?? (e.NODE_ENV === 'test' ? 0 : 1_000),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    quotas: {
      creationsPerMinute: e.QUOTA_CREATIONS_PER_MINUTE,
      creationsPerDay: e.QUOTA_CREATIONS_PER_DAY,
      uploadsPerMinute: e.QUOTA_UPLOADS_PER_MINUTE,
      uploadsPerDay: e.QUOTA_UPLOADS_PER_DAY,
      imageLibraryBytes: e.QUOTA_IMAGE_LIBRARY_BYTES,
      staffFactor: e.QUOTA_STAFF_FACTOR,
    },
    uploadRequestMax: { bytes: e.UPLOAD_REQUEST_MAX_BYTES, files: e.UPLOAD_REQUEST_MAX_FILES },
    tmdb: e.TMDB_API_KEY
      ? { apiKey: e.TMDB_API_KEY, baseUrl: e.TMDB_BASE_URL, imageBaseUrl: e.TMDB_IMAGE_BASE_URL }
      : undefined,
    metrics: { allow: parseMetricsAllow(e.METRICS_ALLOW), token: e.METRICS_TOKEN },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    s3: parseS3(e),
    mediaBaseUrl: parseMediaBaseUrl(e.MEDIA_BASE_URL),
  };
}
