import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportListResponse } from '@mfi/contract/code-add.schemas';
import {
  artistProfessions,
  artists,
  catalogueImports,
  episodes,
  genres,
  movieArtists,
  movieRoles,
  movies,
  professions,
  revisions,
  seasons,
  serialArtists,
  serials,
} from '../../db/schema';
import { referenceLists } from '../../test/factories/reference';
import { buildTestApp, type TestApp } from '../../test/app';
import { FAKE_TMDB_KEY, type FakeTmdb, startFakeTmdb } from '../../test/fake-tmdb';

// The importer (issue 25 part 5) against a local fake TMDB, on a database of its own: codes become complete
// unpublished drafts through the real job queue (pg-boss), once each, with retries and failures shown.

let tmdb: FakeTmdb;
let t: TestApp;
let main: { token: string; username: string };
const tmdbEnv = () => ({
  TMDB_API_KEY: FAKE_TMDB_KEY,
  TMDB_BASE_URL: tmdb.url.replace(/\/3$/, ''),
  TMDB_IMAGE_BASE_URL: tmdb.imageUrl,
});

beforeAll(async () => {
  tmdb = await startFakeTmdb();
  t = await buildTestApp({ ownDatabase: true, env: tmdbEnv() });
  await referenceLists(t.database.db); // the genres, countries, languages and professions TMDB's are mapped to
  main = await t.signedInUser(['main_contributer']);
}, 60_000);
afterAll(async () => {
  await t.close();
  await tmdb.close();
});

const send = async (path: string, list: number[], app = t) => {
  const res = await app.call({ method: 'POST', url: `/api${path}`, payload: { list }, token: main.token });
  expect(res.statusCode).toBe(200);
  return res.json() as { success: boolean; batch: string };
};
const imports = async (query: string, token = main.token, app = t) =>
  app.call({ method: 'GET', url: `/api/admin/imports/${query}`, token });

/** Waits until no code of the batch waits or runs, and answers its rows. */
async function settled(batch: string, app = t, timeoutMs = 45_000): Promise<ImportListResponse> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = (await imports(`?batch=${batch}`, main.token, app)).json() as ImportListResponse;
    if (answer.progress && answer.progress.queued + answer.progress.running === 0) return answer;
    if (Date.now() > until) throw new Error(`batch not settled: ${JSON.stringify(answer.progress)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const db = () => t.database.db;
const movieOf = async (tmdbId: number) => (await db().select().from(movies).where(eq(movies.tmdbId, tmdbId)))[0];
const artistOf = async (tmdbId: number) => (await db().select().from(artists).where(eq(artists.tmdbId, tmdbId)))[0];

describe('the importer', () => {
  it('makes a movie code a complete unpublished draft: titles, figures, genres, people with jobs and roles, images', async () => {
    const { batch } = await send('/add-movie/', [603]);
    const answer = await settled(batch);
    expect(answer.importer_enabled).toBe(true);
    expect(answer.results).toHaveLength(1);
    const [row] = answer.results;
    expect(row).toMatchObject({ code: 603, kind: 'movie', status: 'done', reason: null, attempts: 1 });
    expect(row.requested_by).toBe(main.username);

    const movie = await movieOf(603);
    expect(row.item).toEqual({ slug: movie.slug, title: 'Матриц' });
    expect(movie).toMatchObject({
      publish: false,
      mTitle: 'Матриц',
      iTitle: 'The Matrix',
      oTitle: 'The Matrix',
      year: 1999,
      runtime: 136,
      rating: 4, // R
      format: 1,
      category: 1,
      trailer: 'https://www.youtube.com/watch?v=vKQi3bBA1y8',
      enPlot: 'A hacker learns what the world is.',
      plot: 'Хакер ертөнцийн үнэнийг мэднэ.',
    });
    expect(movie.poster).toMatch(/\.jpg$/);
    expect(movie.background).toMatch(/\.jpg$/);
    const genreSlugs = await db()
      .select({ slug: genres.slug })
      .from(genres)
      .where(inArray(genres.id, movie.genreIds ?? []));
    expect(genreSlugs.map((g) => g.slug).sort()).toEqual(['action', 'science-fiction']);

    const lana = await artistOf(9340);
    expect(lana).toMatchObject({ proNameEn: 'Lana Wachowski', publish: false, proName: '' });
    const crew = await db().select().from(movieArtists).where(eq(movieArtists.movieId, movie.id));
    const jobsOf = (artistId: number) =>
      crew
        .filter((c) => c.artistId === artistId)
        .map((c) => c.job)
        .sort();
    expect(jobsOf(lana.id)).toEqual([1, 6]); // director and writer
    expect(jobsOf((await artistOf(9343)).id)).toEqual([7]);
    expect(await artistOf(9999)).toBeUndefined(); // catering is no job of ours
    const cast = await db().select().from(movieRoles).where(eq(movieRoles.movieId, movie.id));
    const carrie = await artistOf(530);
    expect(cast.map((c) => [c.artistId, c.role]).sort()).toEqual(
      [
        [(await artistOf(6384)).id, 'Neo'],
        [carrie.id, 'Trinity'],
      ].sort(),
    );
    expect(carrie.photo).toMatch(/\.jpg$/);
    const [actress] = await db()
      .select({ slug: professions.slug })
      .from(artistProfessions)
      .innerJoin(professions, eq(professions.id, artistProfessions.professionId))
      .where(eq(artistProfessions.artistId, carrie.id));
    expect(actress.slug).toBe('actress');

    // The draft has its history like a typed one: created by the main contributor who sent the code.
    const [revision] = await db()
      .select()
      .from(revisions)
      .where(and(eq(revisions.kind, 'movie'), eq(revisions.itemId, movie.id)));
    expect(revision.action).toBe('create');
  });

  it('the same code twice gives one item; a person credited again is the same artist', async () => {
    const again = await settled((await send('/add-movie/', [603])).batch);
    expect(again.results[0]).toMatchObject({ status: 'done', item: { slug: (await movieOf(603)).slug } });
    expect(await db().select().from(movies).where(eq(movies.tmdbId, 603))).toHaveLength(1);

    await settled((await send('/add-movie/', [604])).batch);
    const reloaded = await movieOf(604);
    expect(reloaded.mTitle).toBe(''); // no Mongolian translation: left for a contributor
    expect(reloaded.poster).toBeNull();
    expect(await db().select().from(artists).where(eq(artists.tmdbId, 6384))).toHaveLength(1);
  });

  it('waits out a 429, retries a 500, and fails a code TMDB does not know without retrying it', async () => {
    tmdb.failNext('/3/movie/100001', [429]);
    tmdb.failNext('/3/movie/100002', [500]);
    const answer = await settled((await send('/add-movie/', [100001, 100002, 99])).batch);
    const byCode = Object.fromEntries(answer.results.map((r) => [r.code, r]));
    expect(byCode[100001]).toMatchObject({ status: 'done', attempts: 1 });
    expect(byCode[100002]).toMatchObject({ status: 'done', attempts: 2, reason: null });
    expect(byCode[99]).toMatchObject({ status: 'failed', reason: 'not_found', attempts: 1, item: null });
    expect(tmdb.calls.filter((c) => c === '/3/movie/100001')).toHaveLength(2);
    expect(tmdb.calls.filter((c) => c === '/3/movie/99')).toHaveLength(1);
    expect(answer.progress).toEqual({ total: 3, queued: 0, running: 0, done: 2, failed: 1 });
  }, 60_000);

  it('makes a serial with its seasons and episodes; an update code adds what it lacks and keeps what was edited', async () => {
    await settled((await send('/add-serial/', [1399])).batch);
    const [serial] = await db().select().from(serials).where(eq(serials.tmdbId, 1399));
    expect(serial).toMatchObject({
      publish: false,
      mTitle: 'Хаан ширээний тоглоом',
      iTitle: 'Game of Thrones',
      releasedYear: 2011,
      finishedYear: 2019,
      rating: 4,
      runtime: 60,
    });
    const creator = await artistOf(9813);
    const crew = await db().select().from(serialArtists).where(eq(serialArtists.serialId, serial.id));
    expect(crew).toContainEqual(expect.objectContaining({ artistId: creator.id, job: 17 }));
    const seasonRows = await db().select().from(seasons).where(eq(seasons.serialId, serial.id));
    expect(seasonRows.map((s) => s.seasonNum).sort()).toEqual([1, 2]); // TMDB's specials are not a season
    const first = seasonRows.find((s) => s.seasonNum === 1)!;
    expect(first.poster).toMatch(/\.jpg$/);
    const firstEpisodes = await db().select().from(episodes).where(eq(episodes.seasonId, first.id));
    expect(firstEpisodes.map((e) => [e.episodeNum, e.nameEn, e.publish]).sort()).toEqual([
      [1, 'Winter Is Coming', false],
      [2, 'The Kingsroad', false],
    ]);
    expect(firstEpisodes[0].background).toMatch(/\.jpg$/);

    // A contributor renamed season 1 and an episode went missing: the update brings it back, the name stays.
    await db().update(seasons).set({ name: 'Edited by hand' }).where(eq(seasons.id, first.id));
    await db()
      .delete(episodes)
      .where(and(eq(episodes.seasonId, first.id), eq(episodes.episodeNum, 2)));
    const update = await settled((await send('/update-serial/', [1399])).batch);
    expect(update.results[0]).toMatchObject({ kind: 'serial_update', status: 'done', item: { slug: serial.slug } });
    const after = await db().select().from(episodes).where(eq(episodes.seasonId, first.id));
    expect(after.map((e) => e.episodeNum).sort()).toEqual([1, 2]);
    const [renamed] = await db().select().from(seasons).where(eq(seasons.id, first.id));
    expect(renamed.name).toBe('Edited by hand');
    expect(await db().select().from(serials).where(eq(serials.tmdbId, 1399))).toHaveLength(1);
  }, 60_000);

  it('makes a person code an artist with years, biography, profession and photo', async () => {
    await settled((await send('/add-artist/', [287])).batch);
    const brad = await artistOf(287);
    expect(brad).toMatchObject({ proNameEn: 'Brad Pitt', firstName: 'Brad', lastName: 'Pitt', bornYear: 1963 });
    expect(brad.biographyEn).toBe('An American actor and producer.');
    expect(brad.photo).toMatch(/\.jpg$/);
  });

  it('two servers on one database never import a code twice', async () => {
    const second = await buildTestApp({ database: t.database, env: tmdbEnv() });
    try {
      const codes = Array.from({ length: 8 }, (_, i) => 100_100 + i);
      const answer = await settled((await send('/add-movie/', codes)).batch);
      expect(answer.results.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
      for (const code of codes) expect(tmdb.calls.filter((c) => c === `/3/movie/${code}`)).toHaveLength(1);
      const made = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(movies)
        .where(inArray(movies.tmdbId, codes));
      expect(made[0].n).toBe(8);
    } finally {
      await second.close();
    }
  }, 60_000);
});

describe('the code states call', () => {
  it('401 without a token and 403 for a member, before the query is read', async () => {
    expect((await t.call({ method: 'GET', url: '/api/admin/imports/?kind=nonsense' })).statusCode).toBe(401);
    const member = await t.signedInUser();
    expect((await imports('?kind=nonsense', member.token)).statusCode).toBe(403);
  });

  it('400 for an unknown kind or a batch that is no batch name', async () => {
    expect((await imports('?kind=nonsense')).statusCode).toBe(400);
    expect((await imports('?batch=12')).statusCode).toBe(400);
    expect((await imports('?page=0')).statusCode).toBe(400);
  });

  it('filters by kind, newest first', async () => {
    const answer = (await (await imports('?kind=artist')).json()) as ImportListResponse;
    expect(answer.results.every((r) => r.kind === 'artist')).toBe(true);
    expect(answer.progress).toBeNull();
    const all = (await imports('')).json() as ImportListResponse;
    const times = all.results.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('without a TMDB key', () => {
  it('codes wait, and the answer says the site does not import', async () => {
    const keyless = await buildTestApp({ database: t.database });
    try {
      const res = await keyless.call({
        method: 'POST',
        url: '/api/add-movie/',
        payload: { list: [777_001] },
        token: main.token,
      });
      const { batch } = res.json() as { batch: string };
      await new Promise((r) => setTimeout(r, 1_500));
      const answer = (await imports(`?batch=${batch}`, main.token, keyless)).json() as ImportListResponse;
      expect(answer.importer_enabled).toBe(false);
      expect(answer.results[0]).toMatchObject({ status: 'queued', attempts: 0 });
    } finally {
      await keyless.close();
      await db().delete(catalogueImports).where(eq(catalogueImports.code, 777_001));
    }
  });
});
