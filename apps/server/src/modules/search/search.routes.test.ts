import { SITE_SEARCH_COUNT_CAP } from '@mfi/contract/limits';
import { mn } from '@mfi/contract/messages';
import type { SiteSearchResponse } from '@mfi/contract/search.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../accounts/operator.service';
import { buildTestApp, STRONG_PASSWORD, type TestApp, unique } from '../../test/app';
import { makeArtist } from '../../test/factories/artists';
import { makeJournal, makeJournalTypes, userIdOf } from '../../test/factories/journals';
import { makeMovie, makeMovies } from '../../test/factories/movies';
import { makeSerial } from '../../test/factories/serials';
import { multipart } from '../../test/multipart';

// GET /api/search/ (issue 24 item 1, decision 022): one call, every kind grouped, the catalogues' search rule
// (both scripts, Latin letters, typos) and the policy's visibility. A database of its own, so counts are exact.

let t: TestApp;
let editor: { token: string };
let member: { token: string; username: string };
let otherMember: { token: string };
beforeAll(async () => {
  t = await buildTestApp({ ownDatabase: true });
  const db = t.database.db;
  editor = await t.signedInUser(['contributer']);
  member = await t.signedInUser();
  otherMember = await t.signedInUser();
  await makeMovie(db, { mTitle: 'Цэнхэр зэрэглээ', iTitle: 'Blue Mirage', year: 2001 });
  await makeMovie(db, { mTitle: 'Цэнхэр тал', iTitle: 'Blue Steppe', year: 2015, mongolian: true });
  await makeMovie(db, { mTitle: 'Цэнхэр нууц', iTitle: 'Blue Secret', year: 2020, publish: false });
  await makeSerial(db, { mTitle: 'Цэнхэр уул', iTitle: 'Blue Mountain', releasedYear: 2012 });
  await makeSerial(db, { mTitle: 'Цэнхэр хот', iTitle: 'Blue City', releasedYear: 2019, mongolian: true });
  await makeArtist(db, { proName: 'Цэнхэр Болд', proNameEn: 'Tsenkher Bold', born: 1970 });
  const types = await makeJournalTypes(db);
  const authorId = await userIdOf(db, member.username);
  await makeJournal(db, { authorId, subTypeId: types.sub.id, title: 'Цэнхэр өнгийн түүх' });
  await makeJournal(db, { authorId, subTypeId: types.sub.id, title: 'Цэнхэр ноорог', publishDate: null });
  const u = unique();
  await createAccount(db, { ...u, password: STRONG_PASSWORD, roles: [], firstname: 'Цэнхэр', lastname: 'Дорж' });
  const [film] = await makeMovies(db, 1, () => ({}));
  const created = await t.call({
    method: 'POST',
    url: '/api/movie/api-create-movielist/',
    token: member.token,
    payload: {
      movieListName: 'Цэнхэр кинонууд',
      movieListAbout: '',
      checkTopList: false,
      checkMovieDesc: false,
      movieList: [{ id: film.id, description: '' }],
    },
  });
  expect(created.statusCode).toBe(200);
});
afterAll(() => t.close());

const search = (query: Record<string, string>, token?: string) =>
  t.call({ method: 'GET', url: '/api/search/', query, token });
const groupsOf = async (query: Record<string, string>, token?: string) => {
  const res = await search(query, token);
  expect(res.statusCode).toBe(200);
  const body = res.json<SiteSearchResponse>();
  return Object.fromEntries(body.groups.map((g) => [g.kind, g]));
};
const counts = (groups: Awaited<ReturnType<typeof groupsOf>>) =>
  Object.fromEntries(Object.values(groups).map((g) => [g.kind, g.count]));

describe('site search', () => {
  it('groups every kind, Mongolian movies apart, and finds Cyrillic names typed in Latin letters', async () => {
    const groups = await groupsOf({ q: 'tsenher' });
    expect(counts(groups)).toEqual({
      movie: 1,
      mongolian_movie: 1,
      serial: 1,
      mongolian_serial: 1,
      artist: 1,
      journal: 1,
      list: 1,
      member: 1,
    });
    expect(groups.movie.results[0]).toMatchObject({
      kind: 'movie',
      name: 'Цэнхэр зэрэглээ',
      name_en: 'Blue Mirage',
      year: 2001,
      image: null,
    });
    expect(groups.mongolian_movie.results[0]).toMatchObject({ name: 'Цэнхэр тал', year: 2015 });
    expect(groups.serial.results[0]).toMatchObject({ name: 'Цэнхэр уул', year: 2012 });
    expect(groups.mongolian_serial.results[0]).toMatchObject({ name: 'Цэнхэр хот', name_en: 'Blue City' });
    expect(groups.artist.results[0]).toMatchObject({ name: 'Цэнхэр Болд', name_en: 'Tsenkher Bold', year: 1970 });
    expect(groups.journal.results[0]).toMatchObject({ name: 'Цэнхэр өнгийн түүх' });
    expect(groups.journal.results[0].type_slug).toMatch(/^main-/);
    expect(groups.journal.results[0].sub_type_slug).toMatch(/^sub-/);
    expect(groups.list.results[0]).toMatchObject({
      name: 'Цэнхэр кинонууд',
      owner_slug: member.username.toLowerCase(),
      list_kind: 'movie',
    });
    expect(groups.member.results[0]).toMatchObject({ name: 'Дорж Цэнхэр' });
  });

  it('finds Latin names typed in Cyrillic, and forgives a typo', async () => {
    expect((await groupsOf({ q: 'блү мираж' })).movie.count).toBe(1);
    const typo = await groupsOf({ q: 'tsenhre' });
    expect(typo.movie.results.map((r) => r.name)).toEqual(['Цэнхэр зэрэглээ']);
    expect(typo.artist.count).toBe(1);
  });

  it('forgives a typo in any word of a member’s or list’s name, not only in the catalogue’s words', async () => {
    const u = unique();
    await createAccount(t.database.db, { ...u, password: STRONG_PASSWORD, roles: [], firstname: 'Анар' });
    const [film] = await makeMovies(t.database.db, 1, () => ({}));
    const payload = {
      movieListName: 'Noir nights',
      movieListAbout: '',
      checkTopList: false,
      checkMovieDesc: false,
      movieList: [{ id: film.id, description: '' }],
    };
    const url = '/api/movie/api-create-movielist/';
    expect((await t.call({ method: 'POST', url, token: member.token, payload })).statusCode).toBe(200);
    // Four letters, two swapped: too short for likeness, so only a typo neighbour finds them.
    expect((await groupsOf({ q: 'anra' })).member.results.map((r) => r.name)).toEqual(['Анар']);
    expect((await groupsOf({ q: 'nior' })).list.results.map((r) => r.name)).toEqual(['Noir nights']);
    expect((await groupsOf({ q: 'nior', kind: 'list' })).list.count).toBe(1);
  });

  it('finds a member under the name they change to, typed in Latin letters', async () => {
    const { payload, headers } = await multipart({ lastname: 'Өлзий', firstname: 'Сарнай' });
    const url = '/api/user/api/v-user-profile-update/';
    expect((await t.call({ method: 'POST', url, payload, headers, token: member.token })).statusCode).toBe(200);
    const groups = await groupsOf({ q: 'sarnai' });
    expect(groups.member.results.map((r) => r.name)).toEqual(['Өлзий Сарнай']);
  });

  it('finds nothing for nonsense, and for text with nothing searchable', async () => {
    for (const q of ['zzzz', '!!!'])
      expect(Object.values(counts(await groupsOf({ q }))).every((n) => n === 0)).toBe(true);
  });

  it('a guest never sees an unpublished title or article; the author sees their own draft; an editor every one', async () => {
    const names = (g: Awaited<ReturnType<typeof groupsOf>>[string]) => g.results.map((r) => r.name);
    // The author first: their view must not reach the guests' cache, nor a guest's theirs.
    const own = await groupsOf({ q: 'цэнхэр' }, member.token);
    expect(own.journal.count).toBe(2);
    expect(names(own.journal)).toContain('Цэнхэр ноорог');
    const ownTab = await groupsOf({ q: 'цэнхэр', kind: 'journal' }, member.token);
    expect(names(ownTab.journal)).toContain('Цэнхэр ноорог');
    expect(own.movie.count + own.mongolian_movie.count).toBe(2);
    for (const token of [undefined, otherMember.token]) {
      const groups = await groupsOf({ q: 'цэнхэр' }, token);
      expect(groups.movie.count + groups.mongolian_movie.count).toBe(2);
      expect(groups.journal.count).toBe(1);
      expect(names(groups.journal)).not.toContain('Цэнхэр ноорог');
      const tab = await groupsOf({ q: 'цэнхэр', kind: 'movie' }, token);
      expect(names(tab.movie)).not.toContain('Цэнхэр нууц');
      const journals = await groupsOf({ q: 'цэнхэр', kind: 'journal' }, token);
      expect(names(journals.journal)).not.toContain('Цэнхэр ноорог');
    }
    const groups = await groupsOf({ q: 'цэнхэр' }, editor.token);
    expect(names(groups.movie)).toContain('Цэнхэр нууц');
    expect(groups.movie.count).toBe(2);
    expect(groups.journal.count).toBe(2);
    const tab = await groupsOf({ q: 'цэнхэр', kind: 'movie' }, editor.token);
    expect(names(tab.movie)).toContain('Цэнхэр нууц');
    // And a guest after the editor: still the published ones only.
    expect((await groupsOf({ q: 'цэнхэр' })).movie.count).toBe(1);
  });

  it('previews a few of each kind and pages one kind, every count kept', async () => {
    await makeMovies(t.database.db, 25, (i) => ({ mTitle: `Шувуун саарал ${i}`, iTitle: `Grey Bird ${i}` }));
    const preview = await search({ q: 'shuvuun' });
    expect(preview.json()).toMatchObject({ kind: null, page: 1, per_page: 4 });
    const groups = await groupsOf({ q: 'shuvuun' });
    expect(groups.movie).toMatchObject({ count: 25 });
    expect(groups.movie.results).toHaveLength(4);

    const first = await groupsOf({ q: 'shuvuun', kind: 'movie' });
    expect(first.movie.results).toHaveLength(20);
    const second = await groupsOf({ q: 'shuvuun', kind: 'movie', page: '2' });
    expect(second.movie).toMatchObject({ count: 25 });
    expect(second.movie.results).toHaveLength(5);
    const names = [...first.movie.results, ...second.movie.results].map((r) => r.name);
    expect(new Set(names).size).toBe(25);
    expect(second.serial).toMatchObject({ count: 0, results: [] });
    const past = await groupsOf({ q: 'shuvuun', kind: 'movie', page: '9' });
    expect(past.movie).toMatchObject({ count: 25, results: [] });
  });

  it('stops counting a common word at the cap and pages no further than it', async () => {
    await makeMovies(t.database.db, SITE_SEARCH_COUNT_CAP + 5, (i) => ({
      mTitle: `Өргөн тал ${i}`,
      iTitle: `Wide Steppe ${i}`,
      year: 1990,
    }));
    const groups = await groupsOf({ q: 'өргөн' });
    expect(groups.movie).toMatchObject({ count: SITE_SEARCH_COUNT_CAP, count_capped: true });
    expect(groups.serial).toMatchObject({ count: 0, count_capped: false });
    const lastPage = SITE_SEARCH_COUNT_CAP / 20;
    expect((await groupsOf({ q: 'өргөн', kind: 'movie', page: String(lastPage) })).movie.results).toHaveLength(20);
    expect((await groupsOf({ q: 'өргөн', kind: 'movie', page: String(lastPage + 1) })).movie.results).toEqual([]);
    expect((await groupsOf({ q: 'shuvuun' })).movie).toMatchObject({ count: 25, count_capped: false });
  });

  it('answers the preview’s limit of each kind and a page of 20, whatever the page asked', async () => {
    const preview = await search({ q: 'shuvuun', page: '3' });
    expect(preview.json()).toMatchObject({ kind: null, page: 1, per_page: 4 });
    const full = await search({ q: 'shuvuun', kind: 'mongolian_serial' });
    expect(full.json()).toMatchObject({ kind: 'mongolian_serial', page: 1, per_page: 20 });
  });

  it.each([
    [{}, 'q', mn('required')],
    [{ q: '   ' }, 'q', mn('required')],
    [{ q: 'а'.repeat(101) }, 'q', mn('searchTooLong')],
    [{ q: 'tsenher', kind: 'films' }, 'kind', mn('invalidValue')],
    [{ q: 'tsenher', kind: 'movie', page: '-1' }, 'page', mn('invalidValue')],
    [{ q: 'tsenher', kind: 'movie', page: '0' }, 'page', mn('invalidValue')],
    [{ q: 'tsenher', kind: 'movie', page: 'two' }, 'page', mn('digitsOnly')],
  ])('answers 400 with the field’s message for %j', async (query, field, message) => {
    const res = await search(query as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [message] });
  });
});
