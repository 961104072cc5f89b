import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@mfi/contract/roles';
import { movieArtists, movieRoles, movies } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { artistById, ensureReference, makeArtist, token } from '../../test/factories/artists';

let t: TestApp;
type Who = 'guest' | 'user' | 'contributor' | 'main' | 'admin';
const tokens: Record<Who, string | undefined> = { guest: undefined, user: '', contributor: '', main: '', admin: '' };
beforeAll(async () => {
  t = await buildTestApp();
  await ensureReference(t.database.db);
  const roles: [Who, Role[]][] = [
    ['user', []],
    ['contributor', ['contributer']],
    ['main', ['contributer', 'main_contributer']],
    ['admin', ['admin']],
  ];
  for (const [who, r] of roles) tokens[who] = (await t.signedInUser(r)).token;
});
afterAll(() => t.close());

const get = (url: string, query: Record<string, string>, who: Who = 'guest') =>
  t.call({ method: 'GET', url: `/api/artist/${url}/`, query, token: tokens[who] });
const post = (url: string, payload: object, who: Who = 'guest') =>
  t.call({ method: 'POST', url: `/api/artist/${url}/`, payload, token: tokens[who] });

async function makeMovie(spec: {
  title: string;
  year: number;
  publish?: boolean;
  crew?: [number, number][];
  cast?: [number, string][];
}) {
  const db = t.database.db;
  const [m] = await db
    .insert(movies)
    .values({
      slug: `${token()}-${spec.year}`,
      mTitle: spec.title,
      iTitle: spec.title,
      oTitle: spec.title,
      category: 1,
      format: 1,
      year: spec.year,
      rating: 1,
      runtime: 90,
      publish: spec.publish ?? true,
    })
    .returning();
  if (spec.crew?.length)
    await db.insert(movieArtists).values(spec.crew.map(([artistId, job]) => ({ movieId: m.id, artistId, job })));
  if (spec.cast?.length)
    await db.insert(movieRoles).values(spec.cast.map(([artistId, role]) => ({ movieId: m.id, artistId, role })));
  return m;
}

const SUB_CALLS = [
  'api-artist-awards',
  'api-artist-journals',
  'api-artist-movies',
  'api-artist-serials',
  'api-artist-self-portraits',
  'api-artist-collabs',
  'api-artist-quote-list',
];

describe('artist detail', () => {
  it('answers every field of the spec', async () => {
    const a = await makeArtist(t.database.db, {
      proName: 'Акира Куросава',
      proNameEn: 'Akira Kurosawa',
      born: 1910,
      died: 1998,
      countries: ['JP'],
      oldCountries: ['SUHH'],
      professions: ['director', 'writer'],
      quotes: ['Нэг', 'Хоёр'],
    });
    const res = await get('api-artist-detail', { slug: a.slug, flag: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().artist_detail).toEqual({
      id: a.id,
      person_slug: a.slug,
      pro_name: 'Акира Куросава',
      pro_name_en: 'Akira Kurosawa',
      first_name: 'Акира',
      last_name: 'Куросава',
      photo: null,
      professions: [
        {
          id: expect.any(Number),
          profession_mongol_title: 'Найруулагч',
          profession_english_title: 'Director',
          is_actor: false,
        },
        {
          id: expect.any(Number),
          profession_mongol_title: 'Зохиолч',
          profession_english_title: 'Writer',
          is_actor: false,
        },
      ],
      countries: [{ id: expect.any(Number), country_mongol_name: 'Япон', country_english_name: 'Japan' }],
      old_countries: [
        { id: expect.any(Number), country_mongol_name: 'Зөвлөлт Холбоот Улс', country_english_name: 'Soviet Union' },
      ],
      born: 1910,
      died: 1998,
      quotes: [
        { id: expect.any(Number), quote: 'Нэг' },
        { id: expect.any(Number), quote: 'Хоёр' },
      ],
      biography: 'Акира Куросава — намтар.',
      biography_en: 'Akira Kurosawa — biography.',
      festival: false,
      user_like: false,
      likes: 0,
      publish: true,
      can_edit: false,
      can_publish: false,
      can_see_history: false,
    });
    const quotes = await get('api-artist-quote-list', { slug: a.slug });
    expect(quotes.json().quotes.map((q: { quote: string }) => q.quote)).toEqual(['Нэг', 'Хоёр']);
  });

  it('is 404 for an unknown slug, and the sub-calls answer their empty final shapes', async () => {
    expect((await get('api-artist-detail', { slug: 'no-such-artist' })).json()).toEqual({ detail: 'Not found.' });
    expect((await get('api-artist-detail', {})).statusCode).toBe(400);
    const a = await makeArtist(t.database.db, { proName: `Хоосон ${token()}` });
    expect((await get('api-artist-awards', { slug: a.slug, loadMore: '1' })).json()).toEqual({
      awards: [],
      end_point: true,
    });
    expect((await get('api-artist-journals', { slug: a.slug, loadMore: '0' })).json()).toEqual({
      journals: [],
      end_point: true,
    });
    expect((await get('api-artist-journals', { slug: a.slug, loadMore: 'x' })).statusCode).toBe(400);
    expect((await get('api-artist-serials', { slug: a.slug })).json()).toEqual({ serials: [] });
    expect((await get('api-artist-self-portraits', { slug: a.slug })).json()).toEqual({ list_selves: [] });
    expect((await get('api-artist-movies', { slug: a.slug })).json()).toEqual({ movies: [] });
    expect((await get('api-artist-collabs', { slug: a.slug })).json()).toEqual({ artists: [] });
    for (const url of SUB_CALLS) expect((await get(url, { slug: 'no-such-artist' })).statusCode, url).toBe(404);
  });

  it('hides an unpublished artist and all its sub-calls from guests and users, not from contributors', async () => {
    const a = await makeArtist(t.database.db, { proName: `Нийтлээгүй ${token()}`, publish: false });
    for (const who of ['guest', 'user'] as const) {
      expect((await get('api-artist-detail', { slug: a.slug }, who)).statusCode).toBe(404);
      for (const url of SUB_CALLS)
        expect((await get(url, { slug: a.slug }, who)).statusCode, `${who} ${url}`).toBe(404);
    }
    for (const who of ['contributor', 'main', 'admin'] as const) {
      expect((await get('api-artist-detail', { slug: a.slug }, who)).json().artist_detail.publish).toBe(false);
      for (const url of SUB_CALLS)
        expect((await get(url, { slug: a.slug }, who)).statusCode, `${who} ${url}`).toBe(200);
    }
  });
});

describe('movies and related artists', () => {
  it('groups movies by decade, newest first, joining jobs and roles; unpublished movies only for contributors', async () => {
    const a = await makeArtist(t.database.db, { proName: `Найруулагч ${token()}` });
    await makeMovie({ title: 'Эхний', year: 1985, crew: [[a.id, 1]] });
    await makeMovie({
      title: 'Хоёр дахь',
      year: 1989,
      crew: [
        [a.id, 1],
        [a.id, 6],
      ],
      cast: [[a.id, 'Багш']],
    });
    await makeMovie({ title: 'Шинэ', year: 2003, cast: [[a.id, 'Өвөө']] });
    await makeMovie({ title: 'Нууц', year: 2010, publish: false, crew: [[a.id, 1]] });
    const guest = (await get('api-artist-movies', { slug: a.slug })).json().movies;
    expect(guest.map((g: { year: number }) => g.year)).toEqual([2000, 1980]);
    expect(guest[0].movies).toEqual([
      {
        movie_slug: expect.any(String),
        movie_poster: null,
        m_title: 'Шинэ',
        i_title: 'Шинэ',
        year: 2003,
        role: 'Өвөө',
        job: 'ЖҮЖИГЧИН',
        job_en: 'Actor',
      },
    ]);
    expect(
      guest[1].movies.map((m: { i_title: string; job: string; job_en: string; role: string }) => [
        m.i_title,
        m.job,
        m.job_en,
        m.role,
      ]),
    ).toEqual([
      ['Хоёр дахь', 'Найруулагч, Зохиолч', 'Director, Writer', 'Багш'],
      ['Эхний', 'Найруулагч', 'Director', ''],
    ]);
    const contributor = (await get('api-artist-movies', { slug: a.slug }, 'contributor')).json().movies;
    expect(contributor.map((g: { year: number }) => g.year)).toEqual([2010, 2000, 1980]);
  });

  it('lists collaborators by shared published movies, hiding unpublished artists and movies', async () => {
    const db = t.database.db;
    const me = await makeArtist(db, { proName: `Би ${token()}` });
    const often = await makeArtist(db, { proName: `Олон ${token()}` });
    const once = await makeArtist(db, { proName: `Нэг ${token()}` });
    const hidden = await makeArtist(db, { proName: `Далд ${token()}`, publish: false });
    const secret = await makeArtist(db, { proName: `Нууц кино ${token()}` });
    await makeMovie({
      title: 'A',
      year: 2000,
      crew: [
        [me.id, 1],
        [often.id, 7],
      ],
      cast: [[hidden.id, 'X']],
    });
    await makeMovie({
      title: 'B',
      year: 2001,
      crew: [[me.id, 1]],
      cast: [
        [often.id, 'Y'],
        [once.id, 'Z'],
      ],
    });
    await makeMovie({
      title: 'C',
      year: 2002,
      publish: false,
      crew: [
        [me.id, 1],
        [secret.id, 4],
      ],
    });
    const guest = (await get('api-artist-collabs', { slug: me.slug })).json().artists;
    expect(guest.map((a: { id: number; shared: number }) => [a.id, a.shared])).toEqual([
      [often.id, 2],
      [once.id, 1],
    ]);
    expect(guest[0]).toEqual({
      id: often.id,
      person_slug: often.slug,
      photo: null,
      pro_name: expect.stringMatching(/^Олон/),
      shared: 2,
    });
    const admin = (await get('api-artist-collabs', { slug: me.slug }, 'admin'))
      .json()
      .artists.map((a: { id: number }) => a.id);
    expect(admin).toEqual(expect.arrayContaining([often.id, once.id, hidden.id, secret.id]));
    expect(admin[0]).toBe(often.id);
  });
});

describe('likes and publishing', () => {
  it('toggles a like and keeps the count exact; guests get 401', async () => {
    const a = await makeArtist(t.database.db, { proName: `Таалагдсан ${token()}` });
    expect((await post('api-like-artist', { slug: a.slug })).statusCode).toBe(401);
    expect((await post('api-like-artist', { slug: a.slug }, 'user')).json()).toEqual({ user_like: true, likes: 1 });
    expect((await post('api-like-artist', { slug: a.slug }, 'admin')).json()).toEqual({ user_like: true, likes: 2 });
    expect((await get('api-artist-detail', { slug: a.slug }, 'user')).json().artist_detail).toMatchObject({
      user_like: true,
      likes: 2,
    });
    expect((await get('api-artist-detail', { slug: a.slug })).json().artist_detail).toMatchObject({
      user_like: false,
      likes: 2,
    });
    expect((await post('api-like-artist', { slug: a.slug }, 'user')).json()).toEqual({ user_like: false, likes: 1 });
    expect((await artistById(t.database.db, a.id)).likesCount).toBe(1);
    expect((await post('api-like-artist', { slug: 'no-such-artist' }, 'user')).statusCode).toBe(404);
    expect((await post('api-like-artist', {}, 'user')).statusCode).toBe(400);
  });

  it('cannot like an unpublished artist unless a contributor', async () => {
    const a = await makeArtist(t.database.db, { proName: `Далд ${token()}`, publish: false });
    expect((await post('api-like-artist', { slug: a.slug }, 'user')).statusCode).toBe(404);
    expect((await post('api-like-artist', { slug: a.slug }, 'contributor')).json()).toEqual({
      user_like: true,
      likes: 1,
    });
  });

  it('publish toggles for contributors, main contributors and admins only', async () => {
    const a = await makeArtist(t.database.db, { proName: `Нийтлэх ${token()}`, publish: false });
    expect((await post('api-publish-artist', { slug: a.slug })).statusCode).toBe(401);
    expect((await post('api-publish-artist', { slug: a.slug }, 'user')).statusCode).toBe(403);
    expect((await post('api-publish-artist', { slug: a.slug }, 'contributor')).json()).toEqual({ publish: true });
    expect((await get('api-artist-detail', { slug: a.slug })).statusCode).toBe(200);
    expect((await post('api-publish-artist', { slug: a.slug }, 'main')).json()).toEqual({ publish: false });
    expect((await get('api-artist-detail', { slug: a.slug })).statusCode).toBe(404);
    expect((await post('api-publish-artist', { slug: a.slug }, 'admin')).json()).toEqual({ publish: true });
    expect((await post('api-publish-artist', { slug: 'no-such-artist' }, 'admin')).statusCode).toBe(404);
  });
});
