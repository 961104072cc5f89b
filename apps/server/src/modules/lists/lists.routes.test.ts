import { eq } from 'drizzle-orm';
import { mn } from '@mfi/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movies, userLists } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { makeMovie, makeMovies } from '../../test/factories/movies';
import { makeSerial } from '../../test/factories/serials';

// The list writes (issue 14; part 2 sections 5 and 8): create, update and delete of movie and serial lists
// with the spec's rules and messages, the owner's rights, and the slug.

type Account = { token: string; username: string };
let t: TestApp;
let owner: Account;
let other: Account;
let admin: Account;
let films: { id: number; slug: string }[];

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.signedInUser();
  other = await t.signedInUser();
  admin = await t.signedInUser(['admin']);
  films = await makeMovies(t.database.db, 4, () => ({}));
});
afterAll(() => t.close());

const n12 = () => Array.from({ length: 12 }, (_, i) => i);
const post = (url: string, payload: object, token?: string) => t.call({ method: 'POST', url, payload, token });
const createMovieList = (payload: object, token = owner.token) =>
  post('/api/movie/api-create-movielist/', payload, token);
const detail = (user: Account, list: string, token?: string) =>
  t.call({
    method: 'GET',
    url: '/api/user/api/v-user-movielistdetail/',
    query: { slug: user.username.toLowerCase(), list },
    token,
  });
const payload = (name: string, ids: number[], extra: object = {}) => ({
  movieListName: name,
  movieListAbout: 'Миний дуртай кинонууд',
  checkTopList: true,
  checkMovieDesc: true,
  movieList: ids.map((id, i) => ({
    id,
    description: `тайлбар ${i + 1}`,
    international_title: 'ignored',
    poster: null,
  })),
  ...extra,
});
const listsOf = async (username: string) => {
  const res = await t.call({
    method: 'GET',
    url: '/api/user/api/v-user-movielist/',
    query: { slug: username.toLowerCase() },
  });
  return res.json().count as number;
};

describe('create', () => {
  it('saves a list with its titles in order and answers a slug from the name, transliterated', async () => {
    const res = await createMovieList(payload('Монгол сонгодог', [films[2].id, films[0].id]));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: mn('listCreated'), slug: 'mongol-songodog' });

    const list = (await detail(owner, 'mongol-songodog', owner.token)).json();
    expect(list).toMatchObject({
      title: 'Монгол сонгодог',
      title_slug: 'mongol-songodog',
      about: 'Миний дуртай кинонууд',
      top_list: true,
      movie_desc: true,
      user_slug: owner.username.toLowerCase(),
      total_movies: 2,
      list_likes: 0,
      user_like: false,
      can_edit: true,
    });
    expect(list.movie_list.map((m: { id: number; description: string }) => [m.id, m.description])).toEqual([
      [films[2].id, 'тайлбар 1'],
      [films[0].id, 'тайлбар 2'],
    ]);
  });

  it('gives a second list of the same name its own slug, and another member the same one', async () => {
    await createMovieList(payload('Давхар нэр', [films[0].id]));
    const again = await createMovieList(payload('Давхар нэр', [films[1].id]));
    expect(again.json().slug).toBe('davhar-ner-2');
    const theirs = await createMovieList(payload('Давхар нэр', [films[1].id]), other.token);
    expect(theirs.json().slug).toBe('davhar-ner');
  });

  it('creates of one name at once each get their own slug', async () => {
    const made = await Promise.all(n12().map(() => createMovieList(payload('Зэрэг нэр', [films[0].id]))));
    expect(made.map((r) => r.statusCode)).toEqual(n12().map(() => 200));
    expect(new Set(made.map((r) => r.json().slug)).size).toBe(12);
  });

  it('a guest cannot create a list (401), whatever the body', async () => {
    const res = await post('/api/movie/api-create-movielist/', {});
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['a name of 2 characters', payload('ab', [1]), { movieListName: [mn('listNameLength')] }],
    ['a name of 51 characters', payload('a'.repeat(51), [1]), { movieListName: [mn('listNameLength')] }],
    ['no name', payload('   ', [1]), { movieListName: [mn('listNameRequired')] }],
    ['no titles', payload('Хоосон жагсаалт', []), { movieList: [mn('listItemsRequired')] }],
    [
      'an about of 1501 characters',
      payload('Урт тайлбар', [1], { movieListAbout: 'я'.repeat(1501) }),
      {
        movieListAbout: [mn('tooLong1500')],
      },
    ],
  ])('refuses %s with the spec’s message', async (_, body, errors) => {
    const before = await listsOf(owner.username);
    const res = await createMovieList(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(errors);
    expect(await listsOf(owner.username)).toBe(before);
  });

  it('refuses a repeated title, 251 titles, and an unknown or unpublished one', async () => {
    const hidden = await makeMovie(t.database.db, { publish: false });
    const many = await makeMovies(t.database.db, 251, () => ({}));
    const cases: [number[], string][] = [
      [[films[0].id, films[1].id, films[0].id], 'listItemRepeated'],
      [many.map((m) => m.id), 'listItemsTooMany'],
      [[films[0].id, 999_999_999], 'listItemUnknown'],
      [[films[0].id, hidden.id], 'listItemUnknown'],
    ];
    const before = await listsOf(owner.username);
    for (const [ids, key] of cases) {
      const res = await createMovieList(payload('Буруу жагсаалт', ids));
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toEqual({ movieList: [mn(key as 'listItemUnknown')] });
    }
    // 250 titles is the limit, not past it.
    expect(
      (
        await createMovieList(
          payload(
            'Хамгийн урт',
            many.slice(0, 250).map((m) => m.id),
          ),
        )
      ).statusCode,
    ).toBe(200);
    expect(await listsOf(owner.username)).toBe(before + 1);
  });

  it('a movie list takes movies, a serial list serials', async () => {
    const serial = await makeSerial(t.database.db);
    const wrong = await createMovieList(payload('Цуврал биш', [serial.id + 1_000_000]));
    expect(wrong.statusCode).toBe(400);
    const res = await post('/api/serial/create-seriallist/', payload('Гэр бүлийн цуврал', [serial.id]), owner.token);
    expect(res.json()).toMatchObject({ success: true, slug: 'ger-buliin-tsuvral' });
  });
});

describe('update', () => {
  it('the owner renames, reorders and rewrites the list; its slug stays', async () => {
    await createMovieList(payload('Засах жагсаалт', [films[0].id, films[1].id]));
    const [row] = await t.database.db.select().from(userLists).where(eq(userLists.slug, 'zasah-jagsaalt'));
    const res = await post(
      '/api/movie/api-update-movielist/',
      payload('Шинэ нэр', [films[3].id, films[1].id, films[2].id], { listId: row.id, checkTopList: false }),
      owner.token,
    );
    expect(res.json()).toEqual({ success: true, message: mn('listUpdated'), slug: 'zasah-jagsaalt' });
    const list = (await detail(owner, 'zasah-jagsaalt')).json();
    expect(list).toMatchObject({ title: 'Шинэ нэр', top_list: false, total_movies: 3 });
    expect(list.movie_list.map((m: { id: number }) => m.id)).toEqual([films[3].id, films[1].id, films[2].id]);
  });

  it('another member gets 403 and nothing changes; an admin may edit', async () => {
    await createMovieList(payload('Миний л жагсаалт', [films[0].id]));
    const [row] = await t.database.db.select().from(userLists).where(eq(userLists.slug, 'minii-l-jagsaalt'));
    const body = payload('Хулгайлсан', [films[1].id], { listId: row.id });
    expect((await post('/api/movie/api-update-movielist/', body, other.token)).statusCode).toBe(403);
    expect((await post('/api/movie/api-update-movielist/', body)).statusCode).toBe(401);
    const list = (await detail(owner, 'minii-l-jagsaalt')).json();
    expect(list.title).toBe('Миний л жагсаалт');
    expect(list.movie_list.map((m: { id: number }) => m.id)).toEqual([films[0].id]);

    const byAdmin = await post(
      '/api/movie/api-update-movielist/',
      { ...body, movieListName: 'Админ зассан' },
      admin.token,
    );
    expect(byAdmin.statusCode).toBe(200);
    expect((await detail(owner, 'minii-l-jagsaalt')).json().title).toBe('Админ зассан');
  });

  it('keeps a title unpublished since it was added, but takes no other unpublished title', async () => {
    const later = await makeMovie(t.database.db);
    const hidden = await makeMovie(t.database.db, { publish: false });
    await createMovieList(payload('Нуугдсан кино', [films[0].id, later.id]));
    const [row] = await t.database.db.select().from(userLists).where(eq(userLists.slug, 'nuugdsan-kino'));
    await t.database.db.update(movies).set({ publish: false }).where(eq(movies.id, later.id));
    const keep = payload('Нуугдсан кино', [later.id, films[0].id], { listId: row.id });
    expect((await post('/api/movie/api-update-movielist/', keep, owner.token)).statusCode).toBe(200);
    const add = payload('Нуугдсан кино', [later.id, hidden.id], { listId: row.id });
    const refused = await post('/api/movie/api-update-movielist/', add, owner.token);
    expect(refused.json()).toEqual({ movieList: [mn('listItemUnknown')] });
  });

  it('an unknown list is 404; the payload’s rules hold as on create', async () => {
    const missing = await post(
      '/api/movie/api-update-movielist/',
      payload('Байхгүй', [films[0].id], { listId: 999_999 }),
      owner.token,
    );
    expect(missing.statusCode).toBe(404);
    const bad = await post('/api/movie/api-update-movielist/', payload('ab', [], { listId: 1 }), owner.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ movieListName: [mn('listNameLength')], movieList: [mn('listItemsRequired')] });
  });
});

describe('delete', () => {
  it('another member gets 403 and the list stays; the owner deletes it, then it is 404', async () => {
    await createMovieList(payload('Устгах жагсаалт', [films[0].id]));
    const body = { list_slug: 'ustgah-jagsaalt', list_user: owner.username.toLowerCase() };
    expect((await post('/api/movie/api-delete-movielist/', body, other.token)).statusCode).toBe(403);
    // Without list_user, the caller's own list of that slug: the other member has none.
    expect(
      (await post('/api/movie/api-delete-movielist/', { list_slug: body.list_slug }, other.token)).statusCode,
    ).toBe(404);
    expect((await post('/api/movie/api-delete-movielist/', body)).statusCode).toBe(401);
    expect((await detail(owner, body.list_slug)).statusCode).toBe(200);

    const res = await post('/api/movie/api-delete-movielist/', { list_slug: body.list_slug }, owner.token);
    expect(res.json()).toEqual({ success: true, message: mn('listDeleted') });
    expect((await detail(owner, body.list_slug)).statusCode).toBe(404);
  });

  it('an admin deletes a member’s serial list', async () => {
    const serial = await makeSerial(t.database.db);
    await post('/api/serial/create-seriallist/', payload('Админ устгана', [serial.id]), owner.token);
    const body = { list_slug: 'admin-ustgana', list_user: owner.username.toLowerCase() };
    expect((await post('/api/serial/delete-seriallist/', body, admin.token)).statusCode).toBe(200);
    const gone = await t.call({
      method: 'GET',
      url: '/api/user/api/v-user-seriallistdetail/',
      query: { slug: body.list_user, list: body.list_slug },
    });
    expect(gone.statusCode).toBe(404);
  });
});
