import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { mn } from '@mfi/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalTags, movies } from '../../db/schema';
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
import { jpeg, largeJpeg, multipart, png } from '../../test/multipart';

// Journal create and update (part 2 sections 5, 7, 8): publishers (and admins) only, update by the
// author or an admin, multipart with an optional 1280x720 JPEG cover checked by content.

type Account = { token: string; username: string };
let t: TestApp;
let types: JournalTypes;
let tag: { id: number; name: string };
let member: Account;
let contributor: Account;
let author: Account;
let otherPublisher: Account;
let admin: Account;
let cover: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  types = await makeJournalTypes(t.database.db);
  tag = await makeJournalTag(t.database.db);
  member = await t.signedInUser([]);
  contributor = await t.signedInUser(['contributer']);
  author = await t.signedInUser(['publisher']);
  otherPublisher = await t.signedInUser(['publisher']);
  admin = await t.signedInUser(['admin']);
  cover = await jpeg(1600, 1000);
});
afterAll(() => t.close());

const db = () => t.database.db;

async function send(
  call: 'create' | 'update',
  fields: Record<string, unknown>,
  files: Record<string, Buffer | undefined> = {},
  token?: string,
) {
  const fileValues = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, v && { data: v }]));
  const { payload, headers } = await multipart(fields as Record<string, string | object | undefined>, fileValues);
  return t.call({ method: 'POST', url: `/api/journal/api-journal-${call}/`, payload, headers, token });
}

const validFields = (over: Record<string, unknown> = {}) => ({
  title: `Монгол киноны шинэ давалгаа ${Math.random().toString(36).slice(2, 8)}`,
  type: String(types.main.id),
  sub_type: String(types.sub.id),
  tags: [tag.id, `шинэ шошго ${Math.random().toString(36).slice(2, 8)}`],
  content: '<h2>Оршил</h2><p>Монгол кино <strong>шинэ</strong> үе рүү орж байна.</p>',
  artists: [],
  movies: [],
  serials: [],
  ...over,
});

const detail = (r: { slug: string; type_slug: string; sub_type_slug: string }, token?: string) =>
  t.call({
    method: 'GET',
    url: '/api/journal/api-journal-detail/',
    query: { slug: r.slug, typeSlug: r.type_slug, subTypeSlug: r.sub_type_slug },
    token,
  });

describe('create', () => {
  it('stores a publisher journal unpublished, with a 1280x720 cover, tags and related titles in order', async () => {
    const artist = await makeArtist(db());
    const [m1, m2] = [await makeMovie(db()), await makeMovie(db())];
    const serial = await makeSerial(db());
    const fields = validFields({ artists: [artist.id], movies: [m2.id, m1.id, m2.id], serials: [serial.id] });
    const res = await send('create', fields, { 'journal-cover': cover }, author.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: mn('journalCreated'),
      type_slug: types.main.slug,
      sub_type_slug: types.sub.slug,
      publish_date: null,
    });
    expect(body.slug).toMatch(/^mongol-kinoni-shine-davalgaa/);

    // A guest cannot see it yet; the author can, with everything stored.
    expect((await detail(body)).statusCode).toBe(404);
    const d = (await detail(body, author.token)).json().journal_detail;
    expect(d).toMatchObject({
      title: fields.title,
      publish: false,
      publish_date: null,
      content: fields.content,
      can_edit: true,
    });
    expect(d.tags.map((x: { journal_tag_name: string }) => x.journal_tag_name).sort()).toEqual(
      [tag.name, fields.tags[1]].sort(),
    );
    // Duplicates are ignored and the editor's order is kept.
    expect(d.movies.map((m: { id: number }) => m.id)).toEqual([m2.id, m1.id]);
    expect(d.artists.map((a: { id: number }) => a.id)).toEqual([artist.id]);
    expect(d.serials.map((s: { id: number }) => s.id)).toEqual([serial.id]);

    const file = path.join(t.dataDir, d.cover.replace(/^\//, ''));
    const meta = await sharp(fs.readFileSync(file)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1280, 720]);
  });

  it('finds a new journal by a tag created with it and by its Latin title once published', async () => {
    const tagName = `Хаврын наадам ${Math.random().toString(36).slice(2, 8)}`;
    const res = (
      await send(
        'create',
        validFields({ title: 'Цагаан сарны кино', tags: [tagName] }),
        { 'journal-cover': cover },
        author.token,
      )
    ).json();
    const [newTag] = await db().select().from(journalTags).where(eq(journalTags.name, tagName));
    await t.call({
      method: 'POST',
      url: '/api/journal/api-journal-publish/',
      payload: { slug: res.slug, type_slug: res.type_slug, sub_type_slug: res.sub_type_slug },
      token: author.token,
    });
    const queries: Record<string, string>[] = [{ tags: String(newTag.id) }, { search: 'tsagaan sarnii' }];
    for (const query of queries) {
      const list = await t.call({
        method: 'GET',
        url: '/api/journal/api-journal-list/',
        query: { type: types.main.slug, ...query },
      });
      expect(list.json().journal_list.map((j: { journal_slug: string }) => j.journal_slug)).toContain(res.slug);
    }
  });

  it('gives journals saved at once with one title their own slugs', async () => {
    const title = `Нэг гарчиг ${Math.random().toString(36).slice(2, 8)}`;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send('create', validFields({ title }), { 'journal-cover': cover }, author.token)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.json().slug)).size).toBe(4);
  });

  it('lets only publishers create', async () => {
    expect((await send('create', validFields(), { 'journal-cover': cover })).statusCode).toBe(401);
    for (const account of [member, contributor])
      expect((await send('create', validFields(), { 'journal-cover': cover }, account.token)).statusCode).toBe(403);
  });

  it('answers field errors in the spec words for missing or wrong fields', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', mn('required')],
      [{ title: undefined }, 'title', mn('required')],
      [{ type: '' }, 'type', mn('choiceRequired')],
      [{ sub_type: undefined }, 'sub_type', mn('choiceRequired')],
      [{ tags: [] }, 'tags', mn('choiceRequired')],
      [{ content: '' }, 'content', mn('required')],
      [{ content: '<p>   </p><p><br></p>' }, 'content', mn('required')],
      // Content that is nothing but a script is empty once sanitized.
      [{ content: '<script>alert(1)</script>' }, 'content', mn('required')],
      [{ sub_type: String(types.otherSub.id) }, 'sub_type', mn('subTypeMismatch')],
      [{ type: '999999999' }, 'type', mn('invalidValue')],
      [{ tags: [999_999_999] }, 'tags', mn('invalidValue')],
      [{ movies: [999_999_999] }, 'movies', mn('invalidValue')],
      [{ artists: 'not json' }, 'artists', mn('invalidValue')],
      [{ serials: [0] }, 'serials.0', mn('invalidValue')],
    ];
    for (const [over, field, text] of cases) {
      const res = await send('create', validFields(over), { 'journal-cover': cover }, author.token);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json()[field], JSON.stringify(over)).toEqual([text]);
    }
  });

  it('takes a journal without a cover ("optional journal-cover", part 2 section 7)', async () => {
    const res = await send('create', validFields(), {}, author.token);
    expect(res.statusCode).toBe(200);
    expect((await detail(res.json(), author.token)).json().journal_detail.cover).toBeNull();
  });

  it('lets an admin without the publisher flag write a journal', async () => {
    const res = await send('create', validFields(), { 'journal-cover': cover }, admin.token);
    expect(res.statusCode).toBe(200);
    expect((await detail(res.json(), admin.token)).json().journal_detail).toMatchObject({
      publish: false,
      can_publish: true,
    });
  });

  it('takes only a real JPEG cover within 1 MB', async () => {
    const notJpeg = await send('create', validFields(), { 'journal-cover': await png(1280, 720) }, author.token);
    expect(notJpeg.json()).toEqual({ 'journal-cover': [mn('jpegOnly')] });
    const renamed = await send(
      'create',
      validFields(),
      { 'journal-cover': Buffer.from('<svg onload="alert(1)"></svg>') },
      author.token,
    );
    expect(renamed.json()).toEqual({ 'journal-cover': [mn('jpegOnly')] });
    const large = await send('create', validFields(), { 'journal-cover': await largeJpeg() }, author.token);
    expect(large.statusCode).toBe(400);
    expect(large.json()['journal-cover']).toEqual([mn('imageTooLarge')]);
  });
});

describe('update', () => {
  const address = (j: { slug: string }) => ({
    slug: j.slug,
    type_slug: types.main.slug,
    sub_type_slug: types.sub.slug,
  });

  it('lets the author publisher change everything, keeping the slug and the cover unless a new one comes', async () => {
    const authorId = await userIdOf(db(), author.username);
    const old = await makeJournal(db(), { authorId, subTypeId: types.sub.id, publishDate: null });
    const movie = await makeMovie(db());
    const fields = validFields({
      ...address(old),
      title: 'Шинэ гарчиг',
      sub_type: String(types.sub2.id),
      movies: [movie.id],
      content: '<p>Засварласан</p>',
    });
    const res = await send('update', fields, {}, author.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: mn('journalUpdated'),
      slug: old.slug,
      type_slug: types.main.slug,
      sub_type_slug: types.sub2.slug,
      publish_date: null,
    });
    const d = (await detail(res.json(), author.token)).json().journal_detail;
    expect(d).toMatchObject({
      title: 'Шинэ гарчиг',
      content: '<p>Засварласан</p>',
      cover: null,
      sub_type: { type_slug: types.sub2.slug },
    });
    expect(d.movies.map((m: { id: number }) => m.id)).toEqual([movie.id]);

    const withCover = await send(
      'update',
      { ...fields, sub_type_slug: types.sub2.slug, related: undefined },
      { 'journal-cover': cover },
      author.token,
    );
    expect(withCover.statusCode).toBe(200);
    expect((await detail(withCover.json(), author.token)).json().journal_detail.cover).toMatch(
      /^\/media\/journals\/covers\/.+\.jpg$/,
    );
  });

  it("lets an admin edit another publisher's draft", async () => {
    const authorId = await userIdOf(db(), author.username);
    const draft = await makeJournal(db(), { authorId, subTypeId: types.sub.id, publishDate: null });
    const res = await send('update', validFields({ ...address(draft), title: 'Админы засвар' }), {}, admin.token);
    expect(res.statusCode).toBe(200);
    expect((await detail(address(draft), author.token)).json().journal_detail.title).toBe('Админы засвар');
  });

  it('answers the publish date so the client goes to the detail of a published journal', async () => {
    const authorId = await userIdOf(db(), author.username);
    const published = await makeJournal(db(), { authorId, subTypeId: types.sub.id });
    const res = await send('update', validFields(address(published)), {}, author.token);
    expect(res.json().publish_date).toBe(published.publishDate!.toISOString());
  });

  it('refuses guests, members, contributors and other publishers, and unknown journals', async () => {
    const authorId = await userIdOf(db(), author.username);
    const published = await makeJournal(db(), { authorId, subTypeId: types.sub.id });
    const draft = await makeJournal(db(), { authorId, subTypeId: types.sub.id, publishDate: null });
    expect((await send('update', validFields(address(published)))).statusCode).toBe(401);
    for (const account of [member, contributor])
      expect((await send('update', validFields(address(published)), {}, account.token)).statusCode).toBe(403);
    expect((await send('update', validFields(address(published)), {}, otherPublisher.token)).statusCode).toBe(403);
    expect((await send('update', validFields(address(draft)), {}, otherPublisher.token)).statusCode).toBe(404);
    expect(
      (await send('update', validFields({ ...address(published), slug: 'no-such-journal' }), {}, author.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await send('update', validFields({ ...address(published), sub_type_slug: types.sub2.slug }), {}, author.token))
        .statusCode,
    ).toBe(404);
    // Nothing was changed by the refused calls.
    const d = (await detail({ slug: published.slug, type_slug: types.main.slug, sub_type_slug: types.sub.slug })).json()
      .journal_detail;
    expect(d.title).toBe(published.title);
  });

  it('validates the fields and the cover as create does', async () => {
    const authorId = await userIdOf(db(), author.username);
    const j = await makeJournal(db(), { authorId, subTypeId: types.sub.id });
    const noSlug = await send(
      'update',
      validFields({ type_slug: types.main.slug, sub_type_slug: types.sub.slug }),
      {},
      author.token,
    );
    expect(noSlug.json()).toHaveProperty('slug');
    const noTitle = await send('update', validFields({ ...address(j), title: ' ' }), {}, author.token);
    expect(noTitle.json()).toEqual({ title: [mn('required')] });
    const badCover = await send(
      'update',
      validFields(address(j)),
      { 'journal-cover': await png(1280, 720) },
      author.token,
    );
    expect(badCover.json()).toEqual({ 'journal-cover': [mn('jpegOnly')] });
  });

  it('is a 400, not a 500, when the request is not multipart', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/journal/api-journal-create/',
      payload: validFields(),
      token: author.token,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('unpublished related titles (issue 12)', () => {
  it('a publisher gets the missing-id answer for an unpublished movie, serial or artist; an admin may relate them', async () => {
    const hidden = {
      movies: (await makeMovie(db(), { publish: false })).id,
      serials: (await makeSerial(db(), { publish: false })).id,
      artists: (await makeArtist(db(), { publish: false })).id,
    };
    for (const [field, id] of Object.entries(hidden)) {
      for (const ref of [id, id + 100_000]) {
        const res = await send('create', validFields({ [field]: [ref] }), {}, author.token);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ [field]: [mn('invalidValue')] });
      }
    }
    const ok = await send(
      'create',
      validFields({ movies: [hidden.movies], serials: [hidden.serials], artists: [hidden.artists] }),
      {},
      admin.token,
    );
    expect(ok.statusCode).toBe(200);
  });

  it('lets the author keep a related title unpublished since, but not add another', async () => {
    const address = { type_slug: types.main.slug, sub_type_slug: types.sub.slug };
    const movie = await makeMovie(db());
    const created = await send('create', validFields({ movies: [movie.id] }), {}, author.token);
    expect(created.statusCode).toBe(200);
    await db().update(movies).set({ publish: false }).where(eq(movies.id, movie.id));

    const kept = await send(
      'update',
      validFields({ ...address, slug: created.json().slug, movies: [movie.id] }),
      {},
      author.token,
    );
    expect(kept.statusCode).toBe(200);
    const other = (await makeMovie(db(), { publish: false })).id;
    const added = await send(
      'update',
      validFields({ ...address, slug: created.json().slug, movies: [movie.id, other] }),
      {},
      author.token,
    );
    expect(added.json()).toEqual({ movies: [mn('invalidValue')] });
  });
});
