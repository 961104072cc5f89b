import type { ServiceDeps } from '../../context';

/** One part the site needs, checked now: whether it answered, and in how many milliseconds. */
export type PartCheck = { ok: boolean; ms: number };

/** Redis when the site shares its state there: whether it answered a ping, and how fast. */
export type RedisCheck = { configured: false } | (PartCheck & { configured: true });

/** The storage check waits this long (a hung network mount reads as down), as the database ping does. */
const STORAGE_TIMEOUT_MS = 2_000;

export type Health = {
  status: 'ok' | 'degraded';
  /** `<kind>:up|down`, as the answer has said since the start (README, the connection-loss tests). */
  database: string;
  checks: {
    database: PartCheck & { kind: 'pglite' | 'postgres' };
    /** Without REDIS_URL sessions, caches and limits are in this process's memory (decision 032). */
    redis: RedisCheck;
    storage: PartCheck;
  };
};

async function timed(check: () => Promise<boolean>): Promise<PartCheck> {
  const started = performance.now();
  const ok = await check().catch(() => false);
  return { ok, ms: Math.round(performance.now() - started) };
}

function storageWritable(storage: ServiceDeps<'storage'>['storage']): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), STORAGE_TIMEOUT_MS)));
  const written = storage.check().then(() => true);
  return Promise.race([written, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The parts, checked at once. Without the database nothing works (the route answers 503); without writable
 * storage pages still read, only uploads fail, and without Redis the limits count per instance and tokens are
 * read from the database: `degraded`, still 200, so a balancer keeps the instance.
 */
export async function checkHealth(ctx: ServiceDeps<'database' | 'storage' | 'redis'>): Promise<Health> {
  const redis = ctx.redis;
  const [database, storage, redisCheck] = await Promise.all([
    timed(() => ctx.database.ping()),
    timed(() => storageWritable(ctx.storage)),
    redis ? timed(() => redis.ping()).then((check) => ({ configured: true as const, ...check })) : undefined,
  ]);
  const kind = ctx.database.kind;
  return {
    status: database.ok && storage.ok && (redisCheck?.ok ?? true) ? 'ok' : 'degraded',
    database: `${kind}:${database.ok ? 'up' : 'down'}`,
    checks: { database: { ...database, kind }, redis: redisCheck ?? { configured: false }, storage },
  };
}
