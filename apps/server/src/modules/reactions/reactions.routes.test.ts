import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOVIE_REACTIONS, REACTIONS } from '@mfi/contract/reactions';
import { buildTestApp, type TestApp } from '../../test/app';
import { makeMovie } from '../../test/factories/movies';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const react = (payload: object, token?: string) =>
  t.call({ method: 'POST', url: '/api/movie/api-movie-react/', payload, token });
const detail = (slug: string, token?: string) =>
  t.call({ method: 'GET', url: '/api/movie/api-movie-detail/', query: { slug }, token });

describe('movie reactions', () => {
  it('has 18 movie reactions and 17 for other titles, each with an emoji and a label', () => {
    expect(MOVIE_REACTIONS).toHaveLength(18);
    expect(REACTIONS).toHaveLength(17);
    expect(new Set(MOVIE_REACTIONS.map((r) => r.emoji)).size).toBe(18);
    expect(MOVIE_REACTIONS.every((r) => r.mn && r.en)).toBe(true);
  });

  it('needs a signed-in user and a known reaction in slot 1-3', async () => {
    const movie = await makeMovie(t.database.db);
    const user = await t.signedInUser();
    expect((await react({ movie: movie.id, react: 1, reaction: 'bravo' })).statusCode).toBe(401);
    expect((await react({ movie: movie.id, react: 4, reaction: 'bravo' }, user.token)).statusCode).toBe(400);
    expect((await react({ movie: movie.id, react: 0, reaction: 'bravo' }, user.token)).statusCode).toBe(400);
    expect((await react({ movie: movie.id, react: 1, reaction: 'boring' }, user.token)).statusCode).toBe(400);
    const hidden = await makeMovie(t.database.db, { publish: false });
    expect((await react({ movie: hidden.id, react: 1, reaction: 'bravo' }, user.token)).statusCode).toBe(404);
  });

  it('picks, replaces and clears slots; a reaction in another slot is refused; the detail shows slots and top reactions', async () => {
    const movie = await makeMovie(t.database.db);
    const user = await t.signedInUser();
    const other = await t.signedInUser();
    expect((await react({ movie: movie.id, react: 1, reaction: 'bravo' }, user.token)).json()).toEqual({
      user_reactions: { react1: 'bravo', react2: null, react3: null },
    });
    expect(
      (await react({ movie: movie.id, react: 2, reaction: 'popcorn_movie' }, user.token)).json().user_reactions,
    ).toEqual({ react1: 'bravo', react2: 'popcorn_movie', react3: null });
    const dup = await react({ movie: movie.id, react: 3, reaction: 'bravo' }, user.token);
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ reaction: ['Та энэ хариу үйлдлийг өөр нүдэнд сонгосон байна!'] });
    expect((await react({ movie: movie.id, react: 1, reaction: 'i_slept' }, user.token)).json().user_reactions).toEqual(
      { react1: 'i_slept', react2: 'popcorn_movie', react3: null },
    );
    expect((await react({ movie: movie.id, react: 1, reaction: 'i_slept' }, user.token)).statusCode).toBe(200);
    expect((await react({ movie: movie.id, react: 2, reaction: '' }, user.token)).json().user_reactions).toEqual({
      react1: 'i_slept',
      react2: null,
      react3: null,
    });
    await react({ movie: movie.slug, react: 3, reaction: 'i_slept' }, other.token);
    await react({ movie: movie.id, react: 1, reaction: 'i_am_dissapointed' }, other.token);

    expect((await detail(movie.slug, user.token)).json()).toMatchObject({
      user_reactions: { react1: 'i_slept', react2: null, react3: null },
      top_reactions: [
        { reaction: 'i_slept', count: 2 },
        { reaction: 'i_am_dissapointed', count: 1 },
      ],
    });
    const guest = (await detail(movie.slug)).json();
    expect(guest.user_reactions).toEqual({ react1: null, react2: null, react3: null });
    expect(guest.top_reactions).toHaveLength(2);
  });
});

describe('season and episode reactions', () => {
  it('keep three slots each, refuse popcorn_movie and duplicates, and store the episode’s chosen reaction', async () => {
    const { makeSerialWithEpisodes } = await import('../../test/factories/serials');
    const {
      serial,
      season,
      episodes: [e],
    } = await makeSerialWithEpisodes(t.database.db, 1);
    const user = await t.signedInUser();
    const post = (path: string, payload: object, token?: string) =>
      t.call({ method: 'POST', url: `/api/serial/${path}/`, payload, token });
    const s = { serial: serial.slug, season: season.slug };
    expect((await post('api-season-react', { ...s, react: 1, reaction: 'bravo' })).statusCode).toBe(401);
    expect((await post('api-season-react', { ...s, react: 1, reaction: 'popcorn_movie' }, user.token)).statusCode).toBe(
      400,
    );
    expect((await post('api-season-react', { ...s, react: 1, reaction: 'bravo' }, user.token)).json()).toEqual({
      user_reactions: { react1: 'bravo', react2: null, react3: null },
    });
    expect((await post('api-season-react', { ...s, react: 2, reaction: 'bravo' }, user.token)).statusCode).toBe(400);
    const ep = { ...s, episode: e.slug };
    expect((await post('api-episode-react', { ...ep, react: 3, reaction: 'it_was_sad' }, user.token)).json()).toEqual({
      user_reactions: { react1: null, react2: null, react3: 'it_was_sad' },
    });
    expect(
      (await post('api-episode-react', { ...ep, react: 3, reaction: '' }, user.token)).json().user_reactions.react3,
    ).toBeNull();
    expect(
      (await post('api-episode-react', { ...ep, episode: 'missing', react: 1, reaction: 'bravo' }, user.token))
        .statusCode,
    ).toBe(404);

    // The detail pages show the caller's own slots, and a guest's empty ones.
    await post('api-episode-react', { ...ep, react: 2, reaction: 'it_was_funny' }, user.token);
    const get = (path: string, query: Record<string, string>, token?: string) =>
      t.call({ method: 'GET', url: `/api/serial/${path}/`, query, token });
    const seasonQuery = { serialSlug: serial.slug, seasonSlug: season.slug };
    expect((await get('api-season-detail', seasonQuery, user.token)).json().user_reactions).toEqual({
      react1: 'bravo',
      react2: null,
      react3: null,
    });
    expect((await get('api-season-detail', seasonQuery)).json().user_reactions).toEqual({
      react1: null,
      react2: null,
      react3: null,
    });
    const episodeQuery = { ...seasonQuery, episodeSlug: e.slug };
    expect((await get('api-episode-detail', episodeQuery, user.token)).json().user_reactions).toEqual({
      react1: null,
      react2: 'it_was_funny',
      react3: null,
    });
    expect((await get('api-episode-detail', episodeQuery)).json().user_reactions.react2).toBeNull();
  });

  it('the season and episode details count their reactions, most picked first, also for guests after a change', async () => {
    const { makeSerialWithEpisodes } = await import('../../test/factories/serials');
    const {
      serial,
      season,
      episodes: [e],
    } = await makeSerialWithEpisodes(t.database.db, 1);
    const [ann, bat] = [await t.signedInUser(), await t.signedInUser()];
    const post = (path: string, payload: object, token: string) =>
      t.call({ method: 'POST', url: `/api/serial/${path}/`, payload, token });
    const get = (path: string, query: Record<string, string>) =>
      t.call({ method: 'GET', url: `/api/serial/${path}/`, query });
    const seasonQuery = { serialSlug: serial.slug, seasonSlug: season.slug };
    const episodeQuery = { ...seasonQuery, episodeSlug: e.slug };
    // A guest reads (and caches) both details before anyone reacts.
    expect((await get('api-season-detail', seasonQuery)).json().top_reactions).toEqual([]);
    expect((await get('api-episode-detail', episodeQuery)).json().top_reactions).toEqual([]);

    const s = { serial: serial.slug, season: season.slug };
    await post('api-season-react', { ...s, react: 1, reaction: 'bravo' }, ann.token);
    await post('api-season-react', { ...s, react: 2, reaction: 'it_was_sad' }, ann.token);
    await post('api-season-react', { ...s, react: 1, reaction: 'it_was_sad' }, bat.token);
    await post('api-episode-react', { ...s, episode: e.slug, react: 3, reaction: 'i_was_scared' }, bat.token);
    expect((await get('api-season-detail', seasonQuery)).json().top_reactions).toEqual([
      { reaction: 'it_was_sad', count: 2 },
      { reaction: 'bravo', count: 1 },
    ]);
    expect((await get('api-episode-detail', episodeQuery)).json().top_reactions).toEqual([
      { reaction: 'i_was_scared', count: 1 },
    ]);
  });
});
