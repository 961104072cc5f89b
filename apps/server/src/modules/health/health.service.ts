import type { ServiceDeps } from '../../context';

/** One part the site needs, checked now: whether it answered, and in how many milliseconds. */
export type PartCheck = { ok: boolean; ms: number };

/** The storage check waits this long (a hung network mount reads as down), as the database ping does. */
const STORAGE_TIMEOUT_MS = 2_000;

export type Health = {
  status: 'ok' | 'degraded';
  /** `<kind>:up|down`, as the answer has said since the start (README, the connection-loss tests). */
  database: string;
  checks: {
    database: PartCheck & { kind: 'pglite' | 'postgres' };
    /** The server keeps no Redis: sessions, caches and limits are in memory, jobs in the database. */
    redis: { configured: false };
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
 * storage pages still read, only uploads fail: `degraded`, still 200, so a balancer keeps the instance.
 */
export async function checkHealth(ctx: ServiceDeps<'database' | 'storage'>): Promise<Health> {
  const [database, storage] = await Promise.all([
    timed(() => ctx.database.ping()),
    timed(() => storageWritable(ctx.storage)),
  ]);
  const kind = ctx.database.kind;
  return {
    status: database.ok && storage.ok ? 'ok' : 'degraded',
    database: `${kind}:${database.ok ? 'up' : 'down'}`,
    checks: { database: { ...database, kind }, redis: { configured: false }, storage },
  };
}
