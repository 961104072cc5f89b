import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movies, userListLikes, userLists } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { makeMovie, makeMovies } from '../../test/factories/movies';
import { makeSerials } from '../../test/factories/serials';

// Where lists show (issue 14): a list's detail, a user's list pages and best-list pages, the home rails, a
// title's "listed" lists, and likes, with a deleted list gone from each of them (cached pages too).

type Account = { token: string; username: string };
let t: TestApp;
let owner: Account;
let reader: Account;
let contributor: Account;
let films: { id: number; slug: string }[];

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.signedInUser();
  reader = await t.signedInUser();
  contributor = await t.signedInUser(['contributer']);
  films = await makeMovies(t.database.db, 6, () => ({}));
});
afterAll(() => t.close());

const slugOf = (a: Account) => a.username.toLowerCase();
const get = (url: string, query: Record<string, string | number> = {}, token?: string) =>
  t.call({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    token,
  });
const post = (url: string, payload: object, token?: string) => t.call({ method: 'POST', url, payload, token });
const items = (ids: number[]) => ids.map((id) => ({ id, description: '' }));
async function createList(kind: 'movie' | 'serial', name: string, ids: number[], extra: object = {}, who = owner) {
  const url = kind === 'movie' ? '/api/movie/api-create-movielist/' : '/api/serial/create-seriallist/';
  const res = await post(url, { movieListName: name, movieList: items(ids), ...extra }, who.token);
  expect(res.statusCode).toBe(200);
  const slug = res.json().slug as string;
  const [row] = await t.database.db.select().from(userLists).where(eq(userLists.slug, slug));
  return { id: row.id, slug };
}
const like = (kind: 'movie' | 'serial', listId: number, token?: string) =>
  post(`/api/user/api/v-user-${kind}listlike/`, { list_id: listId, list_user: slugOf(owner) }, token);
const homeMovieLists = async (token?: string) =>
  (await get('/api/movie/api-home-latest-listed_movies/', {}, token)).json().listed_movies as {
    id: number;
    user_like: boolean;
    list_likes: number;
  }[];
const listedOf = async (slug: string, token?: string) =>
  (await get('/api/movie/api-listed-movies/', { slug }, token)).json().listed_movies as { id: number }[];

describe('cards and detail', () => {
  it('a card carries the spec’s fields, its first five posters in order and the count', async () => {
    const list = await createList('movie', 'Картны жагсаалт', films.map((f) => f.id).reverse(), {
      movieListAbout: 'тухай',
    });
    const [card] = await homeMovieLists();
    expect(card).toMatchObject({
      id: list.id,
      title: 'Картны жагсаалт',
      title_slug: list.slug,
      about: 'тухай',
      user_slug: slugOf(owner),
      user_name: owner.username,
      user_image: null,
      total_movies: 6,
      list_likes: 0,
      user_like: false,
      top_list: false,
      movie_desc: false,
    });
    expect((card as unknown as { movies: { id: number }[] }).movies.map((m) => m.id)).toEqual(
      films
        .map((f) => f.id)
        .reverse()
        .slice(0, 5),
    );
  });

  it('a list detail names each title both ways: the international title and the Mongolian one', async () => {
    const film = await makeMovie(t.database.db, {
      mTitle: 'Тэмээний нулимс',
      iTitle: 'The Story of the Weeping Camel',
    });
    const list = await createList('movie', 'Хоёр нэртэй', [film.id]);
    const detail = (
      await get('/api/user/api/v-user-movielistdetail/', { slug: slugOf(owner), list: list.slug })
    ).json();
    expect(detail.movie_list).toEqual([
      expect.objectContaining({
        id: film.id,
        international_title: 'The Story of the Weeping Camel',
        mongol_title: 'Тэмээний нулимс',
      }),
    ]);
  });

  it('a title unpublished since it was added leaves the list for readers, not for contributors', async () => {
    const later = await makeMovie(t.database.db);
    const list = await createList('movie', 'Нуух жагсаалт', [films[0].id, later.id]);
    await t.database.db.update(movies).set({ publish: false }).where(eq(movies.id, later.id));
    const query = { slug: slugOf(owner), list: list.slug };
    const asContributor = (await get('/api/user/api/v-user-movielistdetail/', query, contributor.token)).json();
    expect(asContributor.movie_list.map((m: { id: number }) => m.id)).toEqual([films[0].id, later.id]);
    const asReader = (await get('/api/user/api/v-user-movielistdetail/', query, reader.token)).json();
    expect(asReader.movie_list.map((m: { id: number }) => m.id)).toEqual([films[0].id]);
    expect(asReader).toMatchObject({ total_movies: 1, can_edit: false });
  });

  it('a malformed query or body is a 400', async () => {
    const page = await get('/api/user/api/v-user-movielist/', { slug: slugOf(owner), page: 'abc' });
    expect(page.statusCode).toBe(400);
    expect((await get('/api/user/api/v-user-topseriallist/', { slug: slugOf(owner), page: 0 })).statusCode).toBe(400);
    expect((await get('/api/user/api/v-user-movielistdetail/', { slug: slugOf(owner) })).statusCode).toBe(400);
    expect((await post('/api/user/api/v-user-movielistlike/', { list_id: 'abc' }, reader.token)).statusCode).toBe(400);
    expect((await post('/api/movie/api-delete-movielist/', {}, owner.token)).statusCode).toBe(400);
  });

  it('an unknown user or list is 404', async () => {
    expect((await get('/api/user/api/v-user-movielistdetail/', { slug: 'nobody-here', list: 'x' })).statusCode).toBe(
      404,
    );
    expect(
      (await get('/api/user/api/v-user-movielistdetail/', { slug: slugOf(owner), list: 'no-list' })).statusCode,
    ).toBe(404);
    expect((await get('/api/user/api/v-user-movielist/', { slug: 'nobody-here' })).statusCode).toBe(404);
  });
});

describe('a user’s pages', () => {
  it('lists a user’s lists newest first, 12 a page, and the ranked ones on the best-list pages', async () => {
    const member = await t.signedInUser();
    const made = [];
    for (let i = 0; i < 14; i++)
      made.push(
        await createList('movie', `Жагсаалт ${i + 1}`, [films[i % 6].id], { checkTopList: i % 3 === 0 }, member),
      );
    const first = (await get('/api/user/api/v-user-movielist/', { slug: slugOf(member) })).json();
    expect(first).toMatchObject({ count: 14, page: 2 });
    expect(first.movie_list.map((l: { id: number }) => l.id)).toEqual(
      made
        .map((l) => l.id)
        .reverse()
        .slice(0, 12),
    );
    const second = (await get('/api/user/api/v-user-movielist/', { slug: slugOf(member), page: 2 })).json();
    expect(second.movie_list.map((l: { id: number }) => l.id)).toEqual([made[1].id, made[0].id]);

    // Ranked: lists 1, 4, 7, 10, 13; the best-movie list page shows 4 a page.
    const top = (await get('/api/user/api/v-user-topmovielist/', { slug: slugOf(member) })).json();
    expect(top).toMatchObject({ count: 5, page: 2 });
    expect(top.movie_list.map((l: { id: number }) => l.id)).toEqual([made[12].id, made[9].id, made[6].id, made[3].id]);
  });

  it('the serial grid shows 24 ranked serial lists a page', async () => {
    const member = await t.signedInUser();
    const serials = await makeSerials(t.database.db, 2, () => ({}));
    for (let i = 0; i < 25; i++)
      await createList('serial', `Цуврал ${i + 1}`, [serials[i % 2].id], { checkTopList: true }, member);
    const top = (await get('/api/user/api/v-user-topseriallist/', { slug: slugOf(member) })).json();
    expect(top).toMatchObject({ count: 25, page: 2 });
    expect(top.serial_list).toHaveLength(24);
    expect(top.serial_list[0]).toMatchObject({ total_serials: 1, serial_desc: false, title: 'Цуврал 25' });
    expect(top.serial_list[0].serials[0]).toMatchObject({ id: serials[0].id, slug: serials[0].slug });
    const all = (await get('/api/user/api/v-user-seriallist/', { slug: slugOf(member), page: 3 })).json();
    expect(all).toMatchObject({ count: 25, page: 3 });
    expect(all.serial_list).toHaveLength(1);
  });

  it('carries can_create for the page’s member alone: not a guest, another member nor an admin', async () => {
    const admin = await t.signedInUser(['admin']);
    const canCreate = async (url: string, token?: string) =>
      (await get(url, { slug: slugOf(owner) }, token)).json().can_create as boolean;
    for (const url of ['/api/user/api/v-user-movielist/', '/api/user/api/v-user-topseriallist/']) {
      expect(await canCreate(url)).toBe(false);
      expect(await canCreate(url, owner.token)).toBe(true);
      expect(await canCreate(url, reader.token)).toBe(false);
      expect(await canCreate(url, admin.token)).toBe(false);
      expect(await canCreate(url)).toBe(false); // the guest's cached page never took the owner's verdict
    }
  });
});

describe('likes', () => {
  it('a guest cannot like (401); a member’s like toggles and shows on the cards', async () => {
    const list = await createList('movie', 'Таалагдах жагсаалт', [films[0].id]);
    expect((await like('movie', list.id)).statusCode).toBe(401);
    const on = await like('movie', list.id, reader.token);
    expect(on.json()).toEqual({ user_like: true, list_likes: 1 });
    const card = (await homeMovieLists(reader.token)).find((c) => c.id === list.id);
    expect(card).toMatchObject({ user_like: true, list_likes: 1 });
    expect((await homeMovieLists()).find((c) => c.id === list.id)?.user_like).toBe(false);
    const detail = await get(
      '/api/user/api/v-user-movielistdetail/',
      { slug: slugOf(owner), list: list.slug },
      reader.token,
    );
    expect(detail.json()).toMatchObject({ user_like: true, list_likes: 1 });

    const off = await like('movie', list.id, reader.token);
    expect(off.json()).toEqual({ user_like: false, list_likes: 0 });
    expect((await like('serial', list.id, reader.token)).statusCode).toBe(404);
    expect((await like('movie', 999_999, reader.token)).statusCode).toBe(404);
  });

  it('50 members liking at once count 50, and unliking at once count 0', { timeout: 60_000 }, async () => {
    const list = await createList('movie', 'Олон лайк', [films[1].id]);
    const people = [];
    for (let i = 0; i < 50; i++) people.push(await t.signedInUser());
    const liked = await Promise.all(people.map((p) => like('movie', list.id, p.token)));
    expect(liked.every((r) => r.statusCode === 200 && r.json().user_like === true)).toBe(true);
    const [row] = await t.database.db.select().from(userLists).where(eq(userLists.id, list.id));
    expect(row.likesCount).toBe(50);
    expect(Math.max(...liked.map((r) => r.json().list_likes))).toBe(50);

    await Promise.all(people.slice(0, 20).map((p) => like('movie', list.id, p.token)));
    const [after] = await t.database.db.select().from(userLists).where(eq(userLists.id, list.id));
    expect(after.likesCount).toBe(30);
  });
});

describe('a deleted list', () => {
  it('is gone from the home rail, the movie’s listed call, the owner’s pages and the detail, with its likes', async () => {
    const film = await makeMovie(t.database.db);
    const list = await createList('movie', 'Түр жагсаалт', [film.id, films[0].id]);
    await like('movie', list.id, reader.token);
    // Read every page once, so each is cached before the delete.
    expect((await homeMovieLists()).map((c) => c.id)).toContain(list.id);
    expect((await listedOf(film.slug)).map((c) => c.id)).toEqual([list.id]);
    const page = async () =>
      (await get('/api/user/api/v-user-movielist/', { slug: slugOf(owner) }))
        .json()
        .movie_list.map((c: { id: number }) => c.id);
    expect(await page()).toContain(list.id);

    const res = await post('/api/movie/api-delete-movielist/', { list_slug: list.slug }, owner.token);
    expect(res.statusCode).toBe(200);
    expect((await homeMovieLists()).map((c) => c.id)).not.toContain(list.id);
    expect(await listedOf(film.slug)).toEqual([]);
    expect(await page()).not.toContain(list.id);
    expect(
      (await get('/api/user/api/v-user-movielistdetail/', { slug: slugOf(owner), list: list.slug })).statusCode,
    ).toBe(404);
    expect(await t.database.db.select().from(userListLikes).where(eq(userListLikes.listId, list.id))).toEqual([]);
  });

  it('a serial list leaves the serial’s listed call and the home rail', async () => {
    const [serial] = await makeSerials(t.database.db, 1, () => ({}));
    const list = await createList('serial', 'Түр цуврал', [serial.id]);
    const listed = async () =>
      (await get('/api/serial/api-listed-serials/', { slug: serial.slug }))
        .json()
        .listed_serials.map((c: { id: number }) => c.id);
    const home = async () =>
      (await get('/api/serial/home-latest-listedserials/')).json().listed_serials.map((c: { id: number }) => c.id);
    expect(await listed()).toEqual([list.id]);
    expect(await home()).toContain(list.id);
    await post('/api/serial/delete-seriallist/', { list_slug: list.slug }, owner.token);
    expect(await listed()).toEqual([]);
    expect(await home()).not.toContain(list.id);
  });
});

describe('a title’s listed call', () => {
  it('answers the lists holding the movie, newest first; 404 for an unpublished movie to a guest', async () => {
    const film = await makeMovie(t.database.db);
    const a = await createList('movie', 'Эхний', [film.id]);
    const b = await createList('movie', 'Дараагийн', [films[2].id, film.id], {}, reader);
    const lists = await listedOf(film.slug, reader.token);
    expect(lists.map((l) => l.id)).toEqual([b.id, a.id]);
    const hidden = await makeMovie(t.database.db, { publish: false });
    expect((await get('/api/movie/api-listed-movies/', { slug: hidden.slug })).statusCode).toBe(404);
  });
});
