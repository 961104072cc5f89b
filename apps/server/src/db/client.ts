import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { WORD_SIMILARITY } from '../lib/search';
import { applyFunctions } from './apply-functions';
import * as schema from './schema';
import { refreshSearchKeys } from './search-keys';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: queries take `Executor` so they run inside or outside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /** node-postgres' pool counts, for the metrics; absent on PGlite (one session inside the process, no pool). */
  poolUse?: () => { total: number; idle: number; waiting: number; max: number };
  /**
   * Runs SQL text outside Drizzle: one statement with `values`, or several without (a script). The job
   * queue (lib/job-queue, pg-boss) runs through it, so it shares the connections of the app on both drivers.
   */
  runSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` while no other process runs its own on this database: instances that start together migrate
   * and seed one after the other (a session advisory lock on PostgreSQL; PGlite has one process already).
   */
  oneAtATime<T>(work: () => Promise<T>): Promise<T>;
  /** PGlite only: its data directory as a gzipped tarball, taken between two queries (backup/database-dump.ts). */
  dumpDataDir?: () => Promise<Blob>;
  /** Closes the database once the queries under way have finished (at most `graceMs`). */
  close(graceMs?: number): Promise<void>;
};

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

/**
 * What both drivers share once their connection is open: `migrate` runs the driver's migrator, then the
 * database functions and the search keys the migrations may have left stale.
 */
function databaseOf(
  db: Db,
  kind: Database['kind'],
  migrator: (opts: { migrationsFolder: string }) => Promise<void>,
  runSql: Database['runSql'],
  close: Database['close'],
  extra: Partial<Pick<Database, 'poolUse' | 'dumpDataDir' | 'oneAtATime'>> = {},
): Database {
  return {
    db,
    kind,
    runSql,
    oneAtATime: (work) => work(),
    ...extra,
    migrate: async () => {
      await migrator({ migrationsFolder });
      await applyFunctions(db);
      await refreshSearchKeys(db, console.log);
    },
    ping: () => ping(db),
    close,
  };
}

export type DatabaseOptions = {
  url?: string;
  dir?: string;
  poolMax?: number;
  /** PostgreSQL only: rate_movie and rate_episode commit without waiting for the WAL flush (db/functions). */
  ratingAsyncCommit?: boolean;
  /** PGlite only: a new data directory starts from this dump of another (`dumpDataDir`; a restore). */
  loadDataDir?: Blob;
};

/** PostgreSQL when a URL is given, else PGlite in `dir` (or in memory when dir is undefined). */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.poolMax ?? 20, opts.ratingAsyncCommit ?? false);
  return openPglite(opts.dir, opts.loadDataDir);
}

async function openPostgres(url: string, max: number, ratingAsyncCommit: boolean): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Sent with each connection's start-up: the search threshold (lib/search), and whether the rating
    // functions may skip the WAL flush (a custom setting they read, db/functions/rate_*.sql).
    options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY}${ratingAsyncCommit ? ' -c mfi.rating_async_commit=on' : ''}`,
    // A database host that does not answer fails the request (503) instead of holding it forever.
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
  });
  survivesConnectionErrors(pool);
  const db = drizzlePg(pool, { schema });
  return databaseOf(
    db as unknown as Db,
    'postgres',
    (opts) => migratePg(db, opts),
    (text, values) => pool.query(text, values),
    async (graceMs = 0) => {
      await whenIdle(pool, graceMs);
      await pool.end();
    },
    {
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
      async oneAtATime(work) {
        const client = await pool.connect();
        try {
          await client.query(`select pg_advisory_lock(hashtext('mfi:one-at-a-time'))`);
          return await work();
        } finally {
          await client.query(`select pg_advisory_unlock(hashtext('mfi:one-at-a-time'))`).catch(() => undefined);
          client.release();
        }
      },
    },
  );
}

/**
 * A restart, failover, pg_terminate_backend or network cut makes each affected connection emit 'error',
 * which ends the process when nobody listens: the pool listens for its idle connections, and every
 * connection gets a listener of its own for the time a request holds it. A failed connection leaves the
 * pool; the next request opens a new one, so the server recovers by itself when the database returns
 * (requests in between answer 503, plugins/error-handler.ts). A held connection that failed is handed
 * back if its holder does not do it within a second: drizzle's transaction releases nothing when its
 * BEGIN fails, and each such connection would be lost to the pool for good.
 */
function survivesConnectionErrors(pool: pg.Pool) {
  const held = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => held.add(client));
  pool.on('release', (_error, client) => held.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      console.warn(`PostgreSQL connection lost: ${error.message}`);
      setTimeout(() => {
        if (held.has(client)) client.release(error);
      }, 1_000).unref();
    });
  });
  // Idle connections: already logged by the listener above, and the pool drops them.
  pool.on('error', () => undefined);
}

/**
 * At shutdown, requests whose client has gone are still running their queries after the HTTP server
 * closed: wait until no connection has been busy for two looks in a row, or the grace has passed.
 */
async function whenIdle(pool: pg.Pool, graceMs: number) {
  const busy = () => pool.totalCount - pool.idleCount + pool.waitingCount > 0;
  const until = Date.now() + graceMs;
  let quiet = 0;
  while (quiet < 2 && Date.now() < until) {
    quiet = busy() ? 0 : quiet + 1;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function openPglite(dir?: string, loadDataDir?: Blob): Promise<Database> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm, unaccent }, loadDataDir });
  // PGlite is one session: the search threshold (lib/search) is set once for it.
  await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY}`);
  const db = drizzlePglite(client, { schema });
  return databaseOf(
    db as unknown as Db,
    'pglite',
    (opts) => migratePglite(db, opts),
    async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text); // a script: the last statement's rows
      return results.at(-1) ?? { rows: [] };
    },
    () => client.close(),
    { dumpDataDir: () => client.dumpDataDir('gzip') },
  );
}

/** Whether the database answers within `timeoutMs` (a host that does not answer at all reads as down). */
async function ping(db: Db, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const answer = db.execute('select 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
