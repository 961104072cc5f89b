import { and, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../apps/server/src/modules/accounts/operator.service';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { movieReviews, movies, users } from '../apps/server/src/db/schema';
import { FAKE_TMDB_KEY, type FakeTmdb, startFakeTmdb } from '../apps/server/src/test/fake-tmdb';
import { freshPostgresDatabase } from '../apps/server/src/test/fresh-postgres';
import { jpeg } from '../apps/server/src/test/multipart';
import { startRedisServer, type TestRedisServer } from '../apps/server/src/test/redis-server';
import { type S3Server, startS3Server } from '../apps/server/src/test/s3-server';
import { type ServerProcess, startServerProcess, stopServerProcesses } from '../apps/server/src/test/server-process';
import { makeMovie } from '../apps/server/src/test/factories/movies';
import { type Nginx, startNginx } from '../apps/server/src/test/nginx';
import { API_KEY, call, login, PASSWORD, within } from './support/site';

// Issue 28 part 3: two real server processes (main.ts) on one PostgreSQL, one Redis and one S3-compatible
// bucket, behind Debian's nginx with the deployment's own configuration (deploy/nginx.conf.template), behave
// as one site. Redis is a process of the suite's own, so it can be stopped; PostgreSQL is a fresh database on
// TEST_DATABASE_URL's server. The tests run in order: the last two stop Redis and kill instance A.

const serverUrl = process.env.TEST_DATABASE_URL!;
let drop: () => Promise<void>;
let database: Database;
let redis: TestRedisServer;
let s3: S3Server;
let tmdb: FakeTmdb;
let a: ServerProcess;
let b: ServerProcess;
let nginx: Nginx;

let serial = 0;
/** A new active member on the shared database; answers their username and slug. */
async function member(roles: Parameters<typeof createAccount>[1]['roles'] = []) {
  serial += 1;
  const username = `cluster${serial}${Math.random().toString(36).slice(2, 6)}`;
  await createAccount(database.db, {
    username,
    password: PASSWORD,
    email: `${username}@example.mn`,
    phone: String(88_000_000 + Math.floor(Math.random() * 999_999)),
    roles,
  });
  return username;
}

beforeAll(async () => {
  const fresh = await freshPostgresDatabase(serverUrl, 'mfi_cluster');
  drop = fresh.drop;
  [redis, s3, tmdb] = await Promise.all([startRedisServer(), startS3Server(), startFakeTmdb()]);
  const env = {
    DATABASE_URL: fresh.url,
    REDIS_URL: redis.url,
    ...s3.env,
    API_KEY,
    // nginx on this host forwards the reader's address; the limits count per that address.
    TRUST_PROXY: '127.0.0.1',
    TMDB_API_KEY: FAKE_TMDB_KEY,
    TMDB_BASE_URL: tmdb.url.replace(/\/3$/, ''),
    TMDB_IMAGE_BASE_URL: tmdb.imageUrl,
    LOG_LEVEL: 'warn',
  };
  // Started together: one migrates and seeds while the other waits (db/client.ts oneAtATime).
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  nginx = await startNginx([a.port, b.port]);
  database = await openDatabase({ url: fresh.url });
});

afterAll(async () => {
  await nginx?.stop();
  stopServerProcesses();
  await database?.close();
  await Promise.all([redis?.stop(), s3?.close(), tmdb?.close()]);
  await drop?.();
});

describe('two instances behind nginx', () => {
  it('both started on one database: migrated and seeded once, and nginx reaches each', async () => {
    const demo = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(demo[0].n).toBeGreaterThan(0);
    for (const base of [a.url, b.url, nginx.url]) {
      const health = await call(base, 'GET', '/api/health');
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({
        status: 'ok',
        checks: { database: { ok: true }, redis: { configured: true, ok: true }, storage: { ok: true } },
      });
    }
  });

  it('a logout on A refuses the token on B at once', async () => {
    const username = await member();
    const token = await login(a.url, username);
    const mine = (base: string) => call(base, 'GET', '/api/user/api/v-user-profile-short/', { token });
    expect((await mine(b.url)).status).toBe(200); // B now holds the token's user in its cache
    expect((await call(a.url, 'POST', '/api/v1/token/logout/', { token })).status).toBe(204);
    expect((await mine(b.url)).status).toBe(401);
  });

  it('a rating on A shows in B’s cached movie page within a second', async () => {
    const movie = await makeMovie(database.db);
    const detail = async () => {
      const res = await call(b.url, 'GET', `/api/movie/api-movie-detail/?slug=${movie.slug}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body as { movie_detail: { audiences: number } }).movie_detail;
    };
    expect((await detail()).audiences).toBe(0);
    expect((await detail()).audiences).toBe(0); // cached on B now
    const token = await login(a.url, await member());
    const rated = await call(a.url, 'POST', '/api/movie/api-movie-review/', {
      token,
      payload: { movie: movie.id, grade: 90 },
    });
    expect(rated.status).toBe(200);
    expect(await within(1_000, detail, (d) => d.audiences === 1)).toBeLessThanOrEqual(1_000);
  });

  it('a member’s post on A shows in B’s cached profile feed within a second', async () => {
    const username = await member();
    const slug = username.toLowerCase();
    const board = async () =>
      (await call(b.url, 'GET', `/api/user/api/v-user-shortmessages/?slug=${slug}`)).body as { count: number };
    const feed = () => call(b.url, 'GET', `/api/user/api/v-user-feed/?slug=${slug}`);
    const before = JSON.stringify((await feed()).body);
    expect(JSON.stringify((await feed()).body)).toBe(before); // cached on B now
    expect((await board()).count).toBe(0);
    const token = await login(a.url, username);
    const posted = await call(a.url, 'POST', '/api/user/api/v-user-addshortmessage/', {
      token,
      payload: { body: 'Өнөө орой кино үзнэ' },
    });
    expect(posted.status).toBe(200);
    await within(1_000, board, (list) => list.count === 1);
    await within(1_000, feed, (p) => JSON.stringify(p.body).includes('Өнөө орой кино үзнэ'));
  });

  it('the login limit counts tries on both instances together', async () => {
    const username = await member();
    const ip = '203.0.113.7';
    const wrong = (base: string) =>
      call(base, 'POST', '/api/v1/token/login/', { payload: { username, password: 'wrong-password-1' }, ip });
    // LOGIN_LIMIT_PER_MINUTE is 10: ten tries spread over A and B, and the eleventh is refused on either.
    for (let i = 0; i < 10; i += 1) expect((await wrong(i % 2 ? b.url : a.url)).status).toBe(400);
    expect((await wrong(a.url)).status).toBe(429);
    expect((await wrong(b.url)).status).toBe(429);
  });

  it('an image uploaded through A is served through B', async () => {
    const token = await login(a.url, await member());
    const image = await jpeg(640, 360);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'still.jpg');
    const uploaded = await call(a.url, 'POST', '/api/user/api/v-user-useraddimage/', { token, form });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const { url } = uploaded.body as { url: string };
    const served = await fetch(url.startsWith('http') ? url : `${b.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('a queued import is taken by one instance only', async () => {
    const token = await login(a.url, await member(['main_contributer']));
    const codes = Array.from({ length: 6 }, (_, i) => 200_100 + i);
    const sent = await call(a.url, 'POST', '/api/add-movie/', { token, payload: { list: codes } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const { batch } = sent.body as { batch: string };
    type Progress = { progress: { queued: number; running: number }; results: { status: string; attempts: number }[] };
    const settled = () => call(b.url, 'GET', `/api/admin/imports/?batch=${batch}`, { token });
    await within(60_000, settled, (r) => {
      const p = (r.body as Progress).progress;
      return Boolean(p) && p.queued + p.running === 0;
    });
    const results = ((await settled()).body as Progress).results;
    expect(results.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
    for (const code of codes) expect(tmdb.calls.filter((c) => c === `/3/movie/${code}`)).toHaveLength(1);
    const made = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(movies)
      .where(inArray(movies.tmdbId, codes));
    expect(made[0].n).toBe(codes.length);
  });

  it('Redis stopped for ten seconds: both keep serving without a 5xx, and limits count in memory', async () => {
    const movie = await makeMovie(database.db);
    const username = await member();
    const token = await login(nginx.url, username);
    await redis.stop();
    const statuses: number[] = [];
    const until = Date.now() + 10_000;
    let grade = 50;
    while (Date.now() < until) {
      for (const base of [a.url, b.url]) {
        statuses.push((await call(base, 'GET', `/api/movie/api-movie-detail/?slug=${movie.slug}`)).status);
        statuses.push((await call(base, 'GET', '/api/user/api/v-user-profile-short/', { token })).status);
        grade = grade === 90 ? 50 : grade + 1;
        const rated = await call(base, 'POST', '/api/movie/api-movie-review/', {
          token,
          payload: { movie: movie.id, grade },
        });
        statuses.push(rated.status);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    // A flood of wrong passwords from one address is still refused (each instance counts in memory).
    const flood = await member();
    const tries: number[] = [];
    for (let i = 0; i < 12; i += 1)
      tries.push(
        (
          await call(a.url, 'POST', '/api/v1/token/login/', {
            payload: { username: flood, password: 'wrong-password-1' },
            ip: '198.51.100.9',
          })
        ).status,
      );
    // A member signs in while Redis is down.
    expect(
      (await call(b.url, 'POST', '/api/v1/token/login/', { payload: { username, password: PASSWORD } })).status,
    ).toBe(200);
    await redis.start();

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(tries.at(-1)).toBe(429);
    // Redis back: the state is shared again (a logout on B reaches A at once).
    await within(
      5_000,
      () => call(a.url, 'GET', '/api/health'),
      (h) => (h.body as { checks: { redis: { ok: boolean } } }).checks.redis.ok,
    );
    const again = await login(a.url, username);
    expect((await call(a.url, 'GET', '/api/user/api/v-user-profile-short/', { token: again })).status).toBe(200);
    expect((await call(b.url, 'POST', '/api/v1/token/logout/', { token: again })).status).toBe(204);
    expect((await call(a.url, 'GET', '/api/user/api/v-user-profile-short/', { token: again })).status).toBe(401);
  });

  it('killing A under load loses no acknowledged write, and B keeps answering through nginx', async () => {
    const raters = await Promise.all(Array.from({ length: 4 }, () => member()));
    const tokens = await Promise.all(raters.map((u) => login(nginx.url, u)));
    const targets = await Promise.all(Array.from({ length: 30 }, () => makeMovie(database.db)));
    const acknowledged: { user: string; movie: number; grade: number }[] = [];
    const failures: number[] = [];
    let killed = false;
    const worker = async (w: number) => {
      for (let i = 0; i < targets.length; i += 1) {
        const movie = targets[(i + w * 7) % targets.length];
        const grade = 10 + ((i * 13 + w) % 90);
        const res = await call(nginx.url, 'POST', '/api/movie/api-movie-review/', {
          token: tokens[w],
          payload: { movie: movie.id, grade },
        });
        if (res.status === 200) acknowledged.push({ user: raters[w], movie: movie.id, grade });
        else failures.push(res.status);
        if (i === 8 && w === 0 && !killed) {
          killed = true;
          a.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(tokens.map((_, w) => worker(w)));
    expect(killed).toBe(true);
    expect(await a.exited).toBe(null); // killed, not exited

    // Every write that was answered 200 is in the database with the grade it was answered for.
    const ids = await database.db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.username, raters));
    const idOf = new Map(ids.map((u) => [u.username, u.id]));
    const stored = await database.db
      .select({ userId: movieReviews.userId, movieId: movieReviews.movieId, grade: movieReviews.grade })
      .from(movieReviews)
      .where(
        and(
          inArray(movieReviews.userId, [...idOf.values()]),
          inArray(
            movieReviews.movieId,
            targets.map((m) => m.id),
          ),
        ),
      );
    const last = new Map<string, number>();
    for (const w of acknowledged) last.set(`${idOf.get(w.user)}:${w.movie}`, w.grade);
    for (const [key, grade] of last) {
      const row = stored.find((s) => `${s.userId}:${s.movieId}` === key);
      expect(row?.grade, key).toBe(grade);
    }
    // Most writes went through; the few cut in flight on A were answered 502 by nginx, never acknowledged.
    expect(acknowledged.length).toBeGreaterThan(targets.length * tokens.length * 0.8);
    expect(failures.every((s) => s === 502)).toBe(true);
    // B answers alone now.
    for (let i = 0; i < 6; i += 1) expect((await call(nginx.url, 'GET', '/api/health')).status).toBe(200);
  });
});
