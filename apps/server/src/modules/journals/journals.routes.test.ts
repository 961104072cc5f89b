import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  makeJournal,
  makeJournalTag,
  makeJournalTypes,
  userIdOf,
  type JournalTypes,
} from '../../test/factories/journals';
import { makeArtist, makeMovie } from '../../test/factories/movies';
import { makeSerial } from '../../test/factories/serials';

// The journal read calls, likes and the publish toggle (part 2 sections 4, 6, 7), with unpublished
// journals checked on every read path.

type Account = { token: string; username: string };
let t: TestApp;
let types: JournalTypes;
let member: Account;
let contributor: Account;
let author: Account;
let otherPublisher: Account;
let admin: Account;
let authorId: number;
let otherId: number;

beforeAll(async () => {
  t = await buildTestApp();
  types = await makeJournalTypes(t.database.db);
  member = await t.signedInUser([]);
  contributor = await t.signedInUser(['contributer']);
  author = await t.signedInUser(['publisher']);
  otherPublisher = await t.signedInUser(['publisher']);
  admin = await t.signedInUser(['admin']);
  authorId = await userIdOf(t.database.db, author.username);
  otherId = await userIdOf(t.database.db, otherPublisher.username);
});
afterAll(() => t.close());

const get = (url: string, query: Record<string, string | number> = {}, token?: string) =>
  t.call({
    method: 'GET',
    url: `/api/journal/${url}/`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    token,
  });
const post = (url: string, payload: object, token?: string) =>
  t.call({ method: 'POST', url: `/api/journal/${url}/`, payload, token });
const db = () => t.database.db;
const addressOf = (j: { slug: string }, sub = types.sub, main = types.main) => ({
  slug: j.slug,
  typeSlug: main.slug,
  subTypeSlug: sub.slug,
});

describe('taxonomy and tags', () => {
  it('lists the main types and the subtypes of one type by id or slug', async () => {
    const main = await get('journal-type-api-list');
    expect(main.statusCode).toBe(200);
    expect(main.json().journal_type_list).toContainEqual({
      id: types.main.id,
      type_mongol_name: types.main.nameMn,
      type_english_name: types.main.nameEn,
      type_slug: types.main.slug,
      main_type: null,
    });

    for (const ref of [types.main.id, types.main.slug]) {
      const subs = (await get('journal-subtype-api-list', { journalType: ref })).json().journal_type_list;
      expect(subs.map((s: { type_slug: string }) => s.type_slug)).toEqual([types.sub.slug, types.sub2.slug]);
      expect(subs[0]).toMatchObject({
        id: types.sub.id,
        type_mongol_name: types.sub.nameMn,
        type_english_name: types.sub.nameEn,
        main_type: types.main.slug,
      });
    }
    expect((await get('journal-subtype-api-list', { journalType: 'no-such-type' })).json().journal_type_list).toEqual(
      [],
    );
    expect((await get('journal-subtype-api-list', { journalType: 'x'.repeat(201) })).statusCode).toBe(400);
  });

  it('finds tags by either script and rejects an overlong search', async () => {
    const tag = await makeJournalTag(db(), `Хөгжмийн кино ${types.u}`);
    for (const text of ['Хөгжмийн', 'hugjmiin', `hogjmiin kino ${types.u}`]) {
      const res = await get('journal-tag-list', { tag: text });
      expect(res.statusCode).toBe(200);
      expect(res.json().tag_list).toContainEqual({ id: tag.id, journal_tag_name: tag.name });
    }
    expect((await get('journal-tag-list', { tag: 'x'.repeat(101) })).statusCode).toBe(400);
  });

  it('names the tags with the given ids, however many tags there are (a reloaded list filter)', async () => {
    const chosen = [
      await makeJournalTag(db(), `Яруу найраг ${types.u}`),
      await makeJournalTag(db(), `Ялгуун ${types.u}`),
    ];
    for (let i = 0; i < 21; i += 1) await makeJournalTag(db(), `Аа ${types.u} ${i}`);
    const res = await get('journal-tag-list', { ids: chosen.map((tag) => tag.id).join(',') });
    expect(res.statusCode).toBe(200);
    expect(res.json().tag_list).toEqual(
      [...chosen]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((tag) => ({ id: tag.id, journal_tag_name: tag.name })),
    );
    for (const ids of ['abc', '1,2,3,4,5,6']) expect((await get('journal-tag-list', { ids })).statusCode).toBe(400);
  });
});

describe('the journal list', () => {
  let tag: { id: number };
  let published: { id: number; slug: string }[];
  let draft: { slug: string };
  let otherDraft: { slug: string };
  beforeAll(async () => {
    tag = await makeJournalTag(db());
    const day = (n: number) => new Date(Date.UTC(2024, 0, n));
    published = [
      await makeJournal(db(), {
        authorId,
        subTypeId: types.sub.id,
        title: 'Бороо',
        publishDate: day(1),
        likes: 5,
        tagIds: [tag.id],
      }),
      await makeJournal(db(), { authorId, subTypeId: types.sub.id, title: 'Алтан', publishDate: day(2), likes: 1 }),
      await makeJournal(db(), {
        authorId: otherId,
        subTypeId: types.sub2.id,
        title: 'Өвөл',
        publishDate: day(3),
        likes: 9,
        tagIds: [tag.id],
      }),
    ];
    draft = await makeJournal(db(), { authorId, subTypeId: types.sub.id, title: 'Ноорог', publishDate: null });
    otherDraft = await makeJournal(db(), {
      authorId: otherId,
      subTypeId: types.sub.id,
      title: 'Бусдын ноорог',
      publishDate: null,
    });
  });
  const slugs = (res: { json: () => { journal_list: { journal_slug: string }[] } }) =>
    res.json().journal_list.map((j) => j.journal_slug);

  it('lists a type tab newest first with the spec keys, without drafts', async () => {
    const res = await get('api-journal-list', { type: types.main.slug });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(slugs(res)).toEqual([published[2].slug, published[1].slug, published[0].slug]);
    expect(body.journal_total).toBe(3);
    expect(body.journal_page).toBe(1);
    expect(body.journal_list[0]).toMatchObject({
      journal_title: 'Өвөл',
      user__username: otherPublisher.username,
      journal_type__type_slug: types.sub2.slug,
      journal_type__type_mongol_name: types.sub2.nameMn,
      journal_type__main_type__type_slug: types.main.slug,
      total_likes: 9,
    });
    expect(body.journal_list[0].content).toContain('Агуулга');
  });

  it('filters by sub-type (id or slug), tags and search in both scripts', async () => {
    expect(slugs(await get('api-journal-list', { type: types.main.id, sub_type: types.sub.id }))).toEqual([
      published[1].slug,
      published[0].slug,
    ]);
    expect(slugs(await get('api-journal-list', { type: types.main.slug, sub_type: types.sub2.slug }))).toEqual([
      published[2].slug,
    ]);
    expect(slugs(await get('api-journal-list', { type: types.main.slug, tags: String(tag.id) }))).toEqual([
      published[2].slug,
      published[0].slug,
    ]);
    expect(slugs(await get('api-journal-list', { type: types.main.slug, search: 'Бороо' }))).toEqual([
      published[0].slug,
    ]);
    expect(slugs(await get('api-journal-list', { type: types.main.slug, search: 'boroo' }))).toEqual([
      published[0].slug,
    ]);
    expect(slugs(await get('api-journal-list', { type: types.main.slug, search: 'ovol' }))).toEqual([
      published[2].slug,
    ]);
    expect((await get('api-journal-list', { type: 'no-such-type' })).json().journal_total).toBe(0);
  });

  it('sorts 1-6: newest, oldest, most and least liked, alphabetical both ways', async () => {
    const order = async (sort: number) => slugs(await get('api-journal-list', { type: types.main.slug, sort }));
    const [boroo, altan, ovol] = published.map((p) => p.slug);
    expect(await order(1)).toEqual([ovol, altan, boroo]);
    expect(await order(2)).toEqual([boroo, altan, ovol]);
    expect(await order(3)).toEqual([ovol, boroo, altan]);
    expect(await order(4)).toEqual([altan, boroo, ovol]);
    // Mongolian alphabetical order: А, Б, … Ө after О.
    expect(await order(5)).toEqual([altan, boroo, ovol]);
    expect(await order(6)).toEqual([ovol, boroo, altan]);
  });

  it('rejects bad query values with field errors', async () => {
    const bad: Record<string, string | number>[] = [
      { sort: 7 },
      { sort: 'x' },
      { page: 0 },
      { tags: 'abc' },
      { tags: '1,2,3,4,5,6' },
      { published: 'maybe' },
      { search: 'x'.repeat(101) },
    ];
    for (const query of bad) {
      const res = await get('api-journal-list', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(Object.keys(res.json())).toEqual(Object.keys(query));
    }
  });

  it('shows drafts to contributors (all) and publishers (their own) only', async () => {
    const drafts = { type: types.main.slug, published: 'false' };
    expect((await get('api-journal-list', drafts)).statusCode).toBe(403);
    expect((await get('api-journal-list', drafts, member.token)).statusCode).toBe(403);
    expect(slugs(await get('api-journal-list', drafts, contributor.token))).toEqual(
      expect.arrayContaining([draft.slug, otherDraft.slug]),
    );
    expect(slugs(await get('api-journal-list', drafts, author.token))).toEqual([draft.slug]);
    expect(slugs(await get('api-journal-list', drafts, otherPublisher.token))).toEqual([otherDraft.slug]);
    // An admin without the contributor flag sees every draft, as a contributor does.
    expect(slugs(await get('api-journal-list', drafts, admin.token))).toEqual(
      expect.arrayContaining([draft.slug, otherDraft.slug]),
    );
    // The published list never holds a draft, whoever asks.
    for (const token of [undefined, member.token, contributor.token, author.token]) {
      expect(slugs(await get('api-journal-list', { type: types.main.slug }, token))).not.toContain(draft.slug);
    }
  });
});

describe('detail, related lists and previous issues', () => {
  it('answers the detail with tags, related titles in order, previous issues and the reader flags', async () => {
    const tag = await makeJournalTag(db());
    const artist = await makeArtist(db());
    const hiddenMovie = await makeMovie(db(), { publish: false });
    const [m1, m2] = [await makeMovie(db()), await makeMovie(db())];
    const serial = await makeSerial(db());
    const older = await makeJournal(db(), {
      authorId,
      subTypeId: types.sub2.id,
      publishDate: new Date(Date.UTC(2023, 5, 1)),
    });
    const j = await makeJournal(db(), {
      authorId,
      subTypeId: types.sub2.id,
      content: '<h2>Гарчиг</h2><p>Текст</p>',
      publishDate: new Date(Date.UTC(2023, 6, 1)),
      tagIds: [tag.id],
      artistIds: [artist.id],
      movieIds: [m2.id, hiddenMovie.id, m1.id],
      serialIds: [serial.id],
    });
    const res = await get('api-journal-detail', addressOf(j, types.sub2), author.token);
    expect(res.statusCode).toBe(200);
    const d = res.json().journal_detail;
    expect(d).toMatchObject({
      id: j.id,
      title: j.title,
      content: '<h2>Гарчиг</h2><p>Текст</p>',
      user: author.username,
      publish: true,
      publish_date: '2023-07-01T00:00:00.000Z',
      type: { type_slug: types.main.slug, type_english_name: types.main.nameEn },
      sub_type: { type_slug: types.sub2.slug, type_english_name: types.sub2.nameEn },
      tags: [{ id: tag.id, journal_tag_name: tag.name }],
      user_like: false,
      can_edit: true,
      can_publish: true,
      total_likes: 0,
    });
    expect(d.artists).toEqual([
      { id: artist.id, slug: artist.slug, photo: null, pro_name: artist.proName, pro_name_en: artist.proNameEn },
    ]);
    // The unpublished movie is left out for everyone but contributors; the editor's order is kept.
    expect(d.movies.map((m: { id: number }) => m.id)).toEqual([m2.id, m1.id]);
    expect(d.serials.map((s: { id: number }) => s.id)).toEqual([serial.id]);
    expect(d.p_journals).toEqual([
      expect.objectContaining({
        slug: older.slug,
        type_slug: types.main.slug,
        sub_type_slug: types.sub2.slug,
        user: author.username,
      }),
    ]);

    const asContributor = (await get('api-journal-detail', addressOf(j, types.sub2), contributor.token)).json()
      .journal_detail;
    expect(asContributor.movies.map((m: { id: number }) => m.id)).toEqual([m2.id, hiddenMovie.id, m1.id]);
    expect(asContributor).toMatchObject({ can_edit: false, can_publish: false });

    const movies = await get('api-journal-movie-list', addressOf(j, types.sub2));
    expect(movies.json().movies.map((m: { id: number }) => m.id)).toEqual([m2.id, m1.id]);
    expect((await get('api-journal-artist-list', addressOf(j, types.sub2))).json().artists).toEqual(d.artists);
    expect((await get('api-journal-serial-list', addressOf(j, types.sub2))).json().serials).toEqual([
      {
        id: serial.id,
        slug: serial.slug,
        poster: null,
        title: serial.mTitle,
        i_title: serial.iTitle,
        year: serial.releasedYear,
      },
    ]);
  });

  it('leaves unpublished artists and serials out of the related lists for everyone but contributors', async () => {
    const [artist, hiddenArtist] = [await makeArtist(db()), await makeArtist(db(), { publish: false })];
    const [serial, hiddenSerial] = [await makeSerial(db()), await makeSerial(db(), { publish: false })];
    const j = await makeJournal(db(), {
      authorId,
      subTypeId: types.sub.id,
      publishDate: new Date(),
      artistIds: [hiddenArtist.id, artist.id],
      serialIds: [serial.id, hiddenSerial.id],
    });
    const ids = async (call: string, key: string, token?: string) =>
      (await get(call, addressOf(j), token)).json()[key].map((x: { id: number }) => x.id);
    expect(await ids('api-journal-artist-list', 'artists', member.token)).toEqual([artist.id]);
    expect(await ids('api-journal-serial-list', 'serials')).toEqual([serial.id]);
    expect(await ids('api-journal-artist-list', 'artists', contributor.token)).toEqual([hiddenArtist.id, artist.id]);
    expect(await ids('api-journal-serial-list', 'serials', contributor.token)).toEqual([serial.id, hiddenSerial.id]);
  });

  it('answers 404 for a wrong address and 400 for a missing part', async () => {
    const j = await makeJournal(db(), { authorId, subTypeId: types.sub.id });
    expect((await get('api-journal-detail', addressOf(j, types.sub2))).statusCode).toBe(404);
    expect((await get('api-journal-detail', addressOf(j, types.sub, types.other))).statusCode).toBe(404);
    expect((await get('api-journal-detail', { ...addressOf(j), slug: 'no-such-journal' })).statusCode).toBe(404);
    for (const call of [
      'api-journal-detail',
      'api-journal-artist-list',
      'api-journal-movie-list',
      'api-journal-serial-list',
    ]) {
      const res = await get(call, { slug: j.slug, typeSlug: types.main.slug });
      expect(res.statusCode, call).toBe(400);
      expect(res.json(), call).toHaveProperty('subTypeSlug');
      expect((await get(call, { ...addressOf(j), slug: 'x'.repeat(201) })).statusCode, call).toBe(400);
    }
  });

  it('shows a draft only to its author and contributors, on the detail and its sub-calls', async () => {
    const draft = await makeJournal(db(), { authorId, subTypeId: types.sub.id, publishDate: null });
    for (const call of [
      'api-journal-detail',
      'api-journal-artist-list',
      'api-journal-movie-list',
      'api-journal-serial-list',
    ]) {
      for (const token of [undefined, member.token, otherPublisher.token])
        expect((await get(call, addressOf(draft), token)).statusCode, call).toBe(404);
      for (const token of [author.token, contributor.token])
        expect((await get(call, addressOf(draft), token)).statusCode, call).toBe(200);
    }
    // A cached public view does not leak it either: ask as the author first, then as a guest.
    expect(
      (await get('api-journal-detail', addressOf(draft), author.token)).json().journal_detail.publish_date,
    ).toBeNull();
    expect((await get('api-journal-detail', addressOf(draft))).statusCode).toBe(404);
  });
});

describe('likes', () => {
  it('toggles the like and the count for a signed-in reader', async () => {
    const j = await makeJournal(db(), { authorId, subTypeId: types.sub.id });
    const like = () => post('api-journal-like', { journal_id: j.id }, member.token);
    expect((await like()).json()).toEqual({ user_like: true, total_likes: 1 });
    expect((await get('api-journal-detail', addressOf(j), member.token)).json().journal_detail).toMatchObject({
      user_like: true,
      total_likes: 1,
    });
    expect((await like()).json()).toEqual({ user_like: false, total_likes: 0 });
  });

  it('needs a token, a valid id and a journal the reader can see', async () => {
    const j = await makeJournal(db(), { authorId, subTypeId: types.sub.id });
    const draft = await makeJournal(db(), { authorId, subTypeId: types.sub.id, publishDate: null });
    expect((await post('api-journal-like', { journal_id: j.id })).statusCode).toBe(401);
    for (const body of [{}, { journal_id: 'x' }, { journal_id: -1 }])
      expect((await post('api-journal-like', body, member.token)).statusCode).toBe(400);
    expect((await post('api-journal-like', { journal_id: 999_999_999 }, member.token)).statusCode).toBe(404);
    expect((await post('api-journal-like', { journal_id: draft.id }, member.token)).statusCode).toBe(404);
    expect((await post('api-journal-like', { journal_id: draft.id }, author.token)).statusCode).toBe(200);
  });
});

describe('the publish toggle', () => {
  const body = (j: { slug: string }) => ({ slug: j.slug, type_slug: types.main.slug, sub_type_slug: types.sub.slug });

  it('lets the author publisher publish and withdraw, moving the journal in and out of every read path', async () => {
    const draft = await makeJournal(db(), { authorId, subTypeId: types.sub.id, publishDate: null });
    const on = await post('api-journal-publish', body(draft), author.token);
    expect(on.statusCode).toBe(200);
    expect(on.json().publish).toBe(true);
    expect(new Date(on.json().publish_date).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await get('api-journal-detail', addressOf(draft))).statusCode).toBe(200);
    expect((await get('api-home-journal-list')).json().journal_list[0]).toMatchObject({
      slug: draft.slug,
      main_type_slug: types.main.slug,
      sub_type_slug: types.sub.slug,
      user_name: author.username,
    });

    const off = await post('api-journal-publish', body(draft), author.token);
    expect(off.json()).toEqual({ publish: false, publish_date: null });
    expect((await get('api-journal-detail', addressOf(draft))).statusCode).toBe(404);
    expect((await get('api-home-journal-list')).json().journal_list.map((j: { slug: string }) => j.slug)).not.toContain(
      draft.slug,
    );
  });

  it("lets an admin publish and withdraw any publisher's journal, which the detail tells the admin bar", async () => {
    const draft = await makeJournal(db(), { authorId, subTypeId: types.sub.id, publishDate: null });
    const seen = (await get('api-journal-detail', addressOf(draft), admin.token)).json().journal_detail;
    expect(seen).toMatchObject({ publish: false, can_publish: true });
    const on = await post('api-journal-publish', body(draft), admin.token);
    expect(on.statusCode).toBe(200);
    expect(on.json().publish).toBe(true);
    expect((await get('api-journal-detail', addressOf(draft))).statusCode).toBe(200);
    expect((await post('api-journal-publish', body(draft), admin.token)).json()).toEqual({
      publish: false,
      publish_date: null,
    });
  });

  it('refuses guests, non-publishers, other publishers and bad bodies', async () => {
    const published = await makeJournal(db(), { authorId, subTypeId: types.sub.id });
    const draft = await makeJournal(db(), { authorId, subTypeId: types.sub.id, publishDate: null });
    expect((await post('api-journal-publish', body(published))).statusCode).toBe(401);
    expect((await post('api-journal-publish', body(published), member.token)).statusCode).toBe(403);
    expect((await post('api-journal-publish', body(published), contributor.token)).statusCode).toBe(403);
    expect((await post('api-journal-publish', body(published), otherPublisher.token)).statusCode).toBe(403);
    expect((await post('api-journal-publish', body(draft), otherPublisher.token)).statusCode).toBe(404);
    expect((await post('api-journal-publish', { slug: published.slug }, author.token)).statusCode).toBe(400);
    expect((await post('api-journal-publish', { ...body(published), slug: 'no-such' }, author.token)).statusCode).toBe(
      404,
    );
    // Nothing changed.
    expect((await get('api-journal-detail', addressOf(published))).json().journal_detail.publish).toBe(true);
  });
});

describe('journals on artist, movie and serial pages and the home list', () => {
  it('lists only published journals about the title, newest first, with load more', async () => {
    const artist = await makeArtist(db());
    const movie = await makeMovie(db());
    const serial = await makeSerial(db());
    const links = { artistIds: [artist.id], movieIds: [movie.id], serialIds: [serial.id] };
    const made = [];
    for (let i = 0; i < 13; i++)
      made.push(
        await makeJournal(db(), {
          authorId,
          subTypeId: types.sub.id,
          publishDate: new Date(Date.UTC(2022, 0, i + 1)),
          ...links,
        }),
      );
    const draft = await makeJournal(db(), { authorId, subTypeId: types.sub.id, publishDate: null, ...links });
    await post('api-journal-like', { journal_id: made[12].id }, member.token);

    const calls = [
      `/api/artist/api-artist-journals/`,
      `/api/movie/api-movie-journals/`,
      `/api/serial/api-serial-journals/`,
    ];
    const slugsOf = [artist.slug, movie.slug, serial.slug];
    for (const [i, url] of calls.entries()) {
      for (const token of [undefined, member.token, contributor.token, author.token]) {
        const first = await t.call({ method: 'GET', url, query: { slug: slugsOf[i], loadMore: '1' }, token });
        expect(first.statusCode, url).toBe(200);
        const page = first.json();
        expect(page.journals).toHaveLength(12);
        expect(page.end_point).toBe(false);
        expect(page.journals.map((j: { journal_slug: string }) => j.journal_slug)).not.toContain(draft.slug);
        expect(page.journals[0]).toMatchObject({
          journal_slug: made[12].slug,
          title_slug: made[12].slug,
          journal_type_slug: types.main.slug,
          journal_sub_type_slug: types.sub.slug,
          journal_author: author.username,
          total_likes: 1,
          user_like: token === member.token,
        });
        const second = (await t.call({ method: 'GET', url, query: { slug: slugsOf[i], loadMore: '2' }, token })).json();
        expect(second).toMatchObject({
          end_point: true,
          journals: [expect.objectContaining({ journal_slug: made[0].slug })],
        });
      }
    }
  });

  it('keeps drafts off the home list', async () => {
    const draft = await makeJournal(db(), { authorId, subTypeId: types.sub.id, publishDate: null });
    const latest = await makeJournal(db(), {
      authorId,
      subTypeId: types.sub.id,
      publishDate: new Date(Date.now() + 1000),
    });
    // Rows written by the factory bypass the services; a like is a write, which renews the cache.
    await post('api-journal-like', { journal_id: latest.id }, member.token);
    for (const token of [undefined, contributor.token, author.token]) {
      const list = (await get('api-home-journal-list', {}, token)).json().journal_list;
      expect(list.length).toBeLessThanOrEqual(5);
      expect(list[0].slug).toBe(latest.slug);
      expect(list.map((j: { slug: string }) => j.slug)).not.toContain(draft.slug);
    }
  });
});
