import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { movieImages, movies } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  makeArtist,
  makeCollection,
  makeMovie,
  makeReferences,
  makeTag,
  type References,
} from '../../test/factories/movies';

let t: TestApp;
let refs: References;
beforeAll(async () => {
  t = await buildTestApp();
  refs = await makeReferences(t.database.db);
});
afterAll(() => t.close());

const get = (path: string, query: Record<string, string | number>, token?: string) =>
  t.call({
    method: 'GET',
    url: `/api/movie/${path}/`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    token,
  });

describe('movie detail', () => {
  it('answers every field, the lists as {id, name} objects and the caller’s flags', async () => {
    const db = t.database.db;
    const collection = await makeCollection(db);
    const movie = await makeMovie(
      db,
      {
        year: 1960,
        audienceGrade: 86.4,
        audienceCount: 12,
        criticGrade: 71.6,
        criticCount: 3,
        plot: 'Монгол өгүүлэмж',
        enPlot: 'Plot',
        trailer: 'https://youtu.be/x',
        collectionId: collection.id,
        theater: true,
      },
      {
        languages: [refs.language.id],
        genres: [refs.genre.id],
        subgenres: [refs.subgenre.id],
        countries: [refs.country.id],
        tags: [refs.tag.id],
      },
    );
    await db.insert(movieImages).values([
      { movieId: movie.id, image: 'movies/images/b.jpg', description: 'second', position: 1 },
      { movieId: movie.id, image: 'movies/images/a.jpg', description: 'first', position: 0 },
    ]);
    const res = await get('api-movie-detail', { slug: movie.slug });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      user_watch: false,
      user_watched: false,
      user_watching: false,
      user_favorite: false,
      user_reactions: { react1: null, react2: null, react3: null },
    });
    expect(body.movie_detail).toMatchObject({
      id: movie.id,
      slug: movie.slug,
      publish: true,
      classic: true,
      i_title: movie.iTitle,
      m_title: movie.mTitle,
      o_title: movie.oTitle,
      poster: null,
      background: null,
      category: 1,
      format: 1,
      // The English names too, for the English mode (designed fields).
      languages: [
        {
          id: refs.language.id,
          language_mongol_name: refs.language.nameMn,
          language_english_name: refs.language.nameEn,
        },
      ],
      genres: [{ id: refs.genre.id, genre_mongol_name: refs.genre.nameMn, genre_english_name: refs.genre.nameEn }],
      subgenres: [
        {
          id: refs.subgenre.id,
          sub_genre_mongol_name: refs.subgenre.nameMn,
          sub_genre_english_name: refs.subgenre.nameEn,
        },
      ],
      countries: [
        { id: refs.country.id, country_mongol_name: refs.country.nameMn, country_english_name: refs.country.nameEn },
      ],
      tags: [{ id: refs.tag.id, tag_name: refs.tag.name }],
      collection: { id: collection.id, collection_title: collection.title },
      plot: 'Монгол өгүүлэмж',
      en_plot: 'Plot',
      year: 1960,
      rating: 1,
      runtime: 90,
      trailer: 'https://youtu.be/x',
      theater: true,
      festival: false,
      grade: 72,
      critics: 3,
      a_grade: 86,
      audiences: 12,
    });
    expect(body.movie_detail.images.map((i: { description: string }) => i.description)).toEqual(['first', 'second']);
    expect(body.movie_detail.images[0].image).toBe('/media/movies/images/a.jpg');
  });

  it('calls a recent or modestly graded movie not a classic', async () => {
    const recent = await makeMovie(t.database.db, { year: new Date().getFullYear() - 3, audienceGrade: 95 });
    const modest = await makeMovie(t.database.db, { year: 1950, audienceGrade: 60 });
    expect((await get('api-movie-detail', { slug: recent.slug })).json().movie_detail.classic).toBe(false);
    expect((await get('api-movie-detail', { slug: modest.slug })).json().movie_detail.classic).toBe(false);
  });

  it('is 404 {detail} for a missing slug and 400 without one', async () => {
    const res = await get('api-movie-detail', { slug: 'no-such-movie-anywhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
    expect((await get('api-movie-detail', {})).statusCode).toBe(400);
  });
});

describe('an unpublished movie', () => {
  let hidden: Awaited<ReturnType<typeof makeMovie>>;
  beforeAll(async () => {
    hidden = await makeMovie(t.database.db, { publish: false });
  });
  const paths = [
    'api-movie-detail',
    'api-movie-artist-list',
    'api-movie-role-list',
    'api-movie-award-list',
    'api-movie-collection',
    'api-similar-movies',
    'api-suggested-movies',
    'api-listed-movies',
    'api-movie-journals',
    'api-movie-critic-reviews',
    'api-movie-audience-reviews',
  ];

  it.each(paths)('is 404 on %s for a guest and a member, 200 for a contributor and an admin', async (path) => {
    const member = await t.signedInUser([]);
    expect((await get(path, { slug: hidden.slug })).statusCode).toBe(404);
    expect((await get(path, { slug: hidden.slug }, member.token)).statusCode).toBe(404);
    for (const roles of [['contributer'], ['admin']] as const) {
      const who = await t.signedInUser([...roles]);
      expect((await get(path, { slug: hidden.slug }, who.token)).statusCode).toBe(200);
    }
  });
});

describe('detail sub-calls', () => {
  it('lists the crew one entry per artist with comma-joined jobs, cast with actors, hiding unpublished artists', async () => {
    const db = t.database.db;
    const director = await makeArtist(db);
    const actor = await makeArtist(db);
    const hiddenArtist = await makeArtist(db, { publish: false });
    const movie = await makeMovie(
      db,
      {},
      {
        crew: [
          { artistId: director.id, job: 1 },
          { artistId: director.id, job: 6 },
          { artistId: hiddenArtist.id, job: 7 },
        ],
        cast: [
          { artistId: actor.id, role: 'Цогт' },
          { artistId: hiddenArtist.id, role: 'Нууц' },
        ],
      },
    );
    const artists = (await get('api-movie-artist-list', { slug: movie.slug })).json();
    expect(artists).toEqual({
      artists: [
        {
          id: director.id,
          person_slug: director.slug,
          pro_name: director.proName,
          pro_name_en: director.proNameEn,
          photo: null,
          job: 'Найруулагч, Зохиолч',
          job_en: 'Director, Writer',
        },
      ],
      end_point: true,
    });
    const roles = (await get('api-movie-role-list', { slug: movie.slug })).json();
    expect(roles).toEqual({
      roles: [
        {
          role: 'Цогт',
          actor: {
            id: actor.id,
            person_slug: actor.slug,
            pro_name: actor.proName,
            pro_name_en: actor.proNameEn,
            photo: null,
          },
        },
      ],
      end_point: true,
    });

    const contributor = await t.signedInUser(['contributer']);
    expect((await get('api-movie-artist-list', { slug: movie.slug }, contributor.token)).json().artists).toHaveLength(
      2,
    );
    expect((await get('api-movie-role-list', { slug: movie.slug }, contributor.token)).json().roles).toHaveLength(2);
  });

  it('pages the cast with loadMore and end_point', async () => {
    const db = t.database.db;
    const actors = await Promise.all(Array.from({ length: 14 }, () => makeArtist(db)));
    const movie = await makeMovie(db, {}, { cast: actors.map((a, i) => ({ artistId: a.id, role: `Role ${i}` })) });
    const first = (await get('api-movie-role-list', { slug: movie.slug, loadMore: 1 })).json();
    expect(first.roles).toHaveLength(12);
    expect(first.end_point).toBe(false);
    const second = (await get('api-movie-role-list', { slug: movie.slug, loadMore: 2 })).json();
    expect(second.roles.map((r: { role: string }) => r.role)).toEqual(['Role 12', 'Role 13']);
    expect(second.end_point).toBe(true);
  });

  it('lists the other movies of the collection, published only for guests', async () => {
    const db = t.database.db;
    const collection = await makeCollection(db);
    const one = await makeMovie(db, { collectionId: collection.id, year: 1977 });
    const two = await makeMovie(db, { collectionId: collection.id, year: 1980 });
    const hidden = await makeMovie(db, { collectionId: collection.id, year: 1983, publish: false });
    const ids = (res: { json(): { movies: { id: number }[] } }) => res.json().movies.map((m) => m.id);
    expect(ids(await get('api-movie-collection', { slug: one.slug }))).toEqual([two.id]);
    const contributor = await t.signedInUser(['contributer']);
    expect(ids(await get('api-movie-collection', { slug: one.slug }, contributor.token))).toEqual([two.id, hidden.id]);
    expect((await get('api-movie-collection', { slug: (await makeMovie(db)).slug })).json()).toEqual({ movies: [] });
  });

  it('ranks similar movies by shared genres, subgenres, tags and artists, hiding unpublished ones', async () => {
    const db = t.database.db;
    const r = await makeReferences(db);
    const tag = await makeTag(db);
    const artist = await makeArtist(db);
    const base = await makeMovie(
      db,
      {},
      {
        genres: [r.genre.id, r.genre2.id],
        subgenres: [r.subgenre.id],
        tags: [tag.id],
        crew: [{ artistId: artist.id, job: 1 }],
      },
    );
    const genreOnly = await makeMovie(db, {}, { genres: [r.genre.id] });
    const closest = await makeMovie(
      db,
      {},
      { genres: [r.genre.id], tags: [tag.id], crew: [{ artistId: artist.id, job: 4 }] },
    );
    const middle = await makeMovie(db, {}, { genres: [r.genre.id, r.genre2.id], subgenres: [r.subgenre.id] });
    const hidden = await makeMovie(
      db,
      { publish: false },
      { genres: [r.genre.id, r.genre2.id], tags: [tag.id], subgenres: [r.subgenre.id] },
    );
    await makeMovie(db, {}, { genres: [refs.genre.id] });

    const similar = (await get('api-similar-movies', { slug: base.slug }))
      .json()
      .similar_movies.map((m: { id: number }) => m.id);
    expect(similar).toEqual([closest.id, middle.id, genreOnly.id]);
    const contributor = await t.signedInUser(['contributer']);
    const all = (await get('api-similar-movies', { slug: base.slug }, contributor.token))
      .json()
      .similar_movies.map((m: { id: number }) => m.id);
    expect(all).toContain(hidden.id);

    const suggested = (await get('api-suggested-movies', { slug: base.slug }))
      .json()
      .recommended_movies.map((m: { id: number }) => m.id);
    expect(suggested[0]).toBe(middle.id);
    expect(suggested).not.toContain(hidden.id);
    expect(suggested).not.toContain(base.id);
  });

  it('suggests what the audiences who rated a movie highly also rated highly, once it has fans', async () => {
    const db = t.database.db;
    const [seen, lovedByFans, likedByOne, dislikedByFans, hidden] = await Promise.all([
      makeMovie(db),
      makeMovie(db),
      makeMovie(db),
      makeMovie(db),
      makeMovie(db, { publish: false }),
    ]);
    const rate = (token: string, movie: { id: number }, grade: number) =>
      t.call({
        method: 'POST',
        url: '/api/movie/api-movie-review/',
        payload: { movie: movie.id, grade, review: '' },
        token,
      });
    const fans = await Promise.all([1, 2, 3].map(() => t.signedInUser()));
    for (const [i, fan] of fans.entries()) {
      expect((await rate(fan.token, seen, 90)).statusCode).toBe(200);
      await rate(fan.token, lovedByFans, 85);
      await rate(fan.token, dislikedByFans, 20);
      if (i === 0) await rate(fan.token, likedByOne, 95);
    }
    await db.update(movies).set({ publish: true }).where(eq(movies.id, hidden.id));
    const contributor = await t.signedInUser(['contributer']);
    await rate(fans[0].token, hidden, 99);
    await db.update(movies).set({ publish: false }).where(eq(movies.id, hidden.id));

    const suggested = (await get('api-suggested-movies', { slug: seen.slug }))
      .json()
      .recommended_movies.map((m: { id: number }) => m.id);
    expect(suggested).toEqual([lovedByFans.id, likedByOne.id]);
    const forContributor = (await get('api-suggested-movies', { slug: seen.slug }, contributor.token)).json()
      .recommended_movies;
    expect(forContributor.map((m: { id: number }) => m.id)).toContain(hidden.id);
  });

  it('answers the later issues’ lists empty in their final shape', async () => {
    const movie = await makeMovie(t.database.db);
    expect((await get('api-movie-award-list', { slug: movie.slug })).json()).toEqual({ awards: [], end_point: true });
    expect((await get('api-listed-movies', { slug: movie.slug })).json()).toEqual({ listed_movies: [] });
    expect((await get('api-movie-journals', { slug: movie.slug, loadMore: 1 })).json()).toEqual({
      journals: [],
      end_point: true,
    });
    expect((await get('api-movie-critic-reviews', { slug: movie.slug })).json()).toEqual({
      api_movie_reviews: [],
      end_point: true,
    });
    expect((await get('api-movie-audience-reviews', { slug: movie.slug })).json()).toEqual({
      api_movie_reviews: [],
      end_point: true,
    });
    expect((await get('api-movie-artist-list', { slug: movie.slug, loadMore: 0 })).statusCode).toBe(400);
  });
});
