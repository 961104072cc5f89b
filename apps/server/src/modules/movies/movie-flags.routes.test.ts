import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movies, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { makeMovie } from '../../test/factories/movies';
import { setMovieWatched } from './movie-flags.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const userIdOf = async (username: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
const post = (path: string, payload: object, token?: string) =>
  t.call({ method: 'POST', url: `/api/movie/${path}/`, payload, token });
const detail = (slug: string, token?: string) =>
  t.call({ method: 'GET', url: '/api/movie/api-movie-detail/', query: { slug }, token });

describe('favourite, to-watch and watching flags', () => {
  it.each(['api-favorite-movie', 'api-watch-movie', 'api-watching-movie'])(
    '%s needs a signed-in user',
    async (path) => {
      const movie = await makeMovie(t.database.db);
      expect((await post(path, { movie: movie.id })).statusCode).toBe(401);
    },
  );

  it('toggles each flag and answers every flag; the detail shows them to that user only', async () => {
    const movie = await makeMovie(t.database.db);
    const user = await t.signedInUser();
    const fav = await post('api-favorite-movie', { movie: movie.id }, user.token);
    expect(fav.statusCode).toBe(200);
    expect(fav.json()).toEqual({ user_favorite: true, user_watch: false, user_watching: false, user_watched: false });
    expect((await post('api-watch-movie', { movie: String(movie.id) }, user.token)).json()).toMatchObject({
      user_favorite: true,
      user_watch: true,
    });
    expect((await detail(movie.slug, user.token)).json()).toMatchObject({
      user_favorite: true,
      user_watch: true,
      user_watching: false,
    });
    expect((await detail(movie.slug, (await t.signedInUser()).token)).json()).toMatchObject({
      user_favorite: false,
      user_watch: false,
    });
    expect((await post('api-favorite-movie', { movie: movie.slug }, user.token)).json().user_favorite).toBe(false);
  });

  it('keeps to-watch and watching exclusive, and a watched movie off the to-watch list', async () => {
    const movie = await makeMovie(t.database.db);
    const user = await t.signedInUser();
    await post('api-watch-movie', { movie: movie.id }, user.token);
    expect((await post('api-watching-movie', { movie: movie.id }, user.token)).json()).toMatchObject({
      user_watch: false,
      user_watching: true,
    });
    expect((await post('api-watch-movie', { movie: movie.id }, user.token)).json()).toMatchObject({
      user_watch: true,
      user_watching: false,
    });

    const userId = await userIdOf(user.username);
    await t.database.db.transaction((tx) => setMovieWatched(tx, movie.id, userId, true));
    const watched = (await detail(movie.slug, user.token)).json();
    expect(watched).toMatchObject({ user_watched: true, user_watch: false, user_watching: false });
    expect((await post('api-watch-movie', { movie: movie.id }, user.token)).json()).toMatchObject({
      user_watch: false,
      user_watched: true,
    });
    expect((await post('api-watching-movie', { movie: movie.id }, user.token)).json()).toMatchObject({
      user_watching: true,
      user_watched: true,
    });
  });

  it('keeps watched_count exact when watched is set and cleared', async () => {
    const movie = await makeMovie(t.database.db);
    const people = [await t.signedInUser(), await t.signedInUser()];
    const ids = await Promise.all(people.map((u) => userIdOf(u.username)));
    const count = async () =>
      (await t.database.db.select({ c: movies.watchedCount }).from(movies).where(eq(movies.id, movie.id)))[0].c;
    await t.database.db.transaction((tx) => setMovieWatched(tx, movie.id, ids[0], true));
    await t.database.db.transaction((tx) => setMovieWatched(tx, movie.id, ids[0], true));
    await t.database.db.transaction((tx) => setMovieWatched(tx, movie.id, ids[1], true));
    expect(await count()).toBe(2);
    await t.database.db.transaction((tx) => setMovieWatched(tx, movie.id, ids[0], false));
    expect(await count()).toBe(1);
  });

  it('is 404 on an unpublished or missing movie for a member, and 400 without a movie', async () => {
    const hidden = await makeMovie(t.database.db, { publish: false });
    const user = await t.signedInUser();
    expect((await post('api-favorite-movie', { movie: hidden.id }, user.token)).statusCode).toBe(404);
    expect((await post('api-favorite-movie', { movie: 999_999_999 }, user.token)).statusCode).toBe(404);
    expect((await post('api-favorite-movie', {}, user.token)).statusCode).toBe(400);
    expect((await post('api-favorite-movie', { movie: { id: 1 } }, user.token)).statusCode).toBe(400);
    const contributor = await t.signedInUser(['contributer']);
    expect((await post('api-favorite-movie', { movie: hidden.id }, contributor.token)).statusCode).toBe(200);
  });
});

describe('publish toggle', () => {
  it.each([
    ['a guest', null, 401],
    ['a member', [], 403],
    ['a critic', ['critic'], 403],
    ['a main contributor without the contributor flag', ['main_contributer'], 403],
    ['a contributor', ['contributer'], 200],
    ['an admin', ['admin'], 200],
  ])('%s (roles %j) gets %i', async (_who, roles, status) => {
    const movie = await makeMovie(t.database.db, { publish: false });
    const token = roles ? (await t.signedInUser(roles as never)).token : undefined;
    const res = await post('api-publish-movie', { movie: movie.id }, token);
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json()).toEqual({ publish: true });
  });

  it('flips both ways and makes the movie visible to guests', async () => {
    const movie = await makeMovie(t.database.db, { publish: false });
    const admin = await t.signedInUser(['admin']);
    expect((await detail(movie.slug)).statusCode).toBe(404);
    expect((await post('api-publish-movie', { movie: movie.id }, admin.token)).json()).toEqual({ publish: true });
    expect((await detail(movie.slug)).statusCode).toBe(200);
    expect((await post('api-publish-movie', { movie: movie.slug }, admin.token)).json()).toEqual({ publish: false });
    expect((await detail(movie.slug)).statusCode).toBe(404);
    expect((await post('api-publish-movie', { movie: 'no-such-movie-z' }, admin.token)).statusCode).toBe(404);
  });
});
