import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { makeMovie } from '../test/factories/movies';
import { privatePostgresMissing, startPrivatePostgres, type PrivatePostgres } from '../test/private-postgres';
import { openDatabase, type Database } from './client';

// Issue 12: the pool had no 'error' listener, so a database restart, failover or pg_terminate_backend
// ended the process (5 of 5 tries) and nothing brought it back. PostgreSQL only: PGlite has no connection.

const onPostgres = process.env.TEST_DB_KIND === 'pg';
if (!onPostgres)
  console.info('connection-loss.test.ts: PostgreSQL only, runs in the server-pg project (TEST_DATABASE_URL)');

// Every call reaches the database: no catalogue or session cache in between.
const NO_CACHES = { CATALOGUE_CACHE_TTL_MS: '0', AUTH_CACHE_TTL_MS: '0' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A rating (a write), a movie detail and the caller's profile: three calls that each need the database. */
async function calls(t: TestApp, token: string, movie: { id: number; slug: string }, grade: number) {
  const rate = await t.call({
    method: 'POST',
    url: '/api/movie/api-movie-review/',
    payload: { movie: movie.id, grade, review: '' },
    token,
  });
  const detail = await t.call({
    method: 'GET',
    url: '/api/movie/api-movie-detail/',
    query: { slug: movie.slug },
    token,
  });
  const profile = await t.call({ method: 'GET', url: '/api/user/api/v-user-profile-short/', token });
  return { rate, detail, profile, statuses: [rate.statusCode, detail.statusCode, profile.statusCode] };
}

describe.skipIf(!onPostgres)('pg_terminate_backend of every connection of the pool', () => {
  let t: TestApp;
  let name: string;
  beforeAll(async () => {
    t = await buildTestApp({ ownDatabase: true, env: NO_CACHES });
    const { rows } = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    name = rows[0].name;
  });
  afterAll(() => t.close());

  /** Ends every backend of the test's database, as a failover or an operator would. */
  async function terminateBackends() {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      return rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it('keeps the server up, and the next requests succeed on new connections', async () => {
    const movie = await makeMovie(t.database.db);
    const user = await t.signedInUser();
    // Several connections open and idle in the pool.
    await Promise.all([1, 2, 3, 4].map((i) => calls(t, user.token, movie, 50 + i)));

    expect(await terminateBackends()).toBeGreaterThan(0);
    await sleep(300); // the idle connections' 'error' events arrive
    const after = await calls(t, user.token, movie, 70);
    expect(after.statuses).toEqual([200, 200, 200]);
    expect(after.detail.body).toContain('"a_grade":70');
    expect((await t.call({ method: 'GET', url: '/api/health', noKey: true })).json()).toMatchObject({
      status: 'ok',
      database: 'postgres:up',
    });
  });

  it('survives a connection lost while a transaction holds it, and the pool does not run dry', async () => {
    const held = t.database.db.transaction(async (tx) => {
      await tx.execute('select 1');
      await terminateBackends();
      await sleep(300); // the held connection's 'error' event arrives while nobody queries it
      await tx.execute('select 1');
    });
    await expect(held).rejects.toThrow();
    // More calls at once than the pool has connections: none waits on a connection that was lost.
    const results = await Promise.all(
      Array.from({ length: 25 }, () => t.call({ method: 'GET', url: '/api/health', noKey: true })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(25).fill(200));
  });
});

const missing = privatePostgresMissing();
if (onPostgres && missing) console.warn(`connection-loss.test.ts: the restart test is SKIPPED: ${missing}`);

describe.skipIf(!onPostgres || Boolean(missing))('a restart of the database server (a private cluster)', () => {
  let cluster: PrivatePostgres;
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    database = await openDatabase({ url: cluster.url, poolMax: 5 });
    await database.migrate();
    t = await buildTestApp({ database, env: NO_CACHES });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await database?.close();
    cluster?.destroy();
  });

  it('answers 503 with Retry-After while it is down, says so in /api/health, and recovers by itself', async () => {
    const movie = await makeMovie(database.db);
    const user = await t.signedInUser();
    expect((await calls(t, user.token, movie, 40)).statuses).toEqual([200, 200, 200]);

    cluster.stop();
    const down = await calls(t, user.token, movie, 41);
    expect(down.statuses).toEqual([503, 503, 503]);
    expect(down.rate.headers['retry-after']).toBe('5');
    expect(down.rate.json()).toEqual({ detail: expect.stringMatching(/5 секундын дараа/) });
    const health = await t.call({ method: 'GET', url: '/api/health', noKey: true });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', database: 'postgres:down' });

    cluster.start();
    const back = await calls(t, user.token, movie, 42);
    expect(back.statuses).toEqual([200, 200, 200]);
    expect(back.detail.body).toContain('"a_grade":42');
    expect((await t.call({ method: 'GET', url: '/api/health', noKey: true })).json()).toMatchObject({
      status: 'ok',
      database: 'postgres:up',
    });
  }, 60_000);
});
