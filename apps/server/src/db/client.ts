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
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: queries take `Executor` so they run inside or outside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /** Closes the database once the queries under way have finished (at most `graceMs`). */
  close(graceMs?: number): Promise<void>;
};

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

/** PostgreSQL when a URL is given, else PGlite in `dir` (or in memory when dir is undefined). */
export async function openDatabase(opts: { url?: string; dir?: string; poolMax?: number }): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.poolMax ?? 20);
  return openPglite(opts.dir);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  // The search threshold for every connection (lib/search), sent with the connection's start-up.
  const pool = new pg.Pool({ connectionString: url, max, options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY}` });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    ping: () => ping(db as unknown as Db),
    close: async (graceMs = 0) => {
      await whenIdle(pool, graceMs);
      await pool.end();
    },
  };
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

async function openPglite(dir?: string): Promise<Database> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm, unaccent } });
  // PGlite is one session: the search threshold (lib/search) is set once for it.
  await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY}`);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => ping(db as unknown as Db),
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute('select 1');
    return true;
  } catch {
    return false;
  }
}
