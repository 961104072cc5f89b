import type { SiteSearchResponse } from '@mfi/contract/search.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchKeyOf } from '../lib/transliterate';
import { buildTestApp, type TestApp } from '../test/app';
import { fillEmptySearchKeys, refreshSearchKeys } from './search-keys';

// fillEmptySearchKeys: the scale seed writes members and lists by bulk SQL, with no key; this gives each the
// key its form would have written, and their words, so the site search finds them. A database of its own,
// so no earlier file's members share the names.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** Members and a list inserted as the scale seed does: straight into the tables, their keys left empty. */
async function bulkMembers() {
  await t.database.db.execute(sql`
    insert into users (username, email, phone, password_hash, slug, is_active, firstname, lastname)
    values ('bulk_1', 'bulk-1@scale.mfi.mn', 'b1', '!', 'bulk-1', true, 'Гэрэлтуяа', 'Болор'),
           ('bulk_2', 'bulk-2@scale.mfi.mn', 'b2', '!', 'bulk-2', true, 'Оюунчимэг', '')`);
  await t.database.db.execute(sql`
    insert into user_lists (kind, user_id, slug, title)
    select 'movie', id, 'bulk-list', 'Noir шөнө' from users where username = 'bulk_1'`);
}

const getJson = async (url: string, query: Record<string, string>) =>
  (await t.call({ method: 'GET', url, query })).json<Record<string, unknown[]>>();

const searchGroups = async (q: string) => {
  const res = await t.call({ method: 'GET', url: '/api/search/', query: { q } });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(res.json<SiteSearchResponse>().groups.map((g) => [g.kind, g.results]));
};

describe('fillEmptySearchKeys', () => {
  it('gives members and lists written without a key the key their forms write, so the site search finds them', async () => {
    await bulkMembers();
    // One member already keyed (as a later rename would): hers is left as it is.
    await t.database.db.execute(sql`update users set search_key = 'kept key' where username = 'bulk_2'`);

    await fillEmptySearchKeys(t.database.db, ['users', 'user_lists']);

    const members = await rowsOf(sql`select username, search_key from users where username like 'bulk_%' order by 1`);
    expect(members).toEqual([
      { username: 'bulk_1', search_key: searchKeyOf('bulk_1', 'Гэрэлтуяа', 'Болор') },
      { username: 'bulk_2', search_key: 'kept key' },
    ]);
    const [list] = await rowsOf(sql`select search_key from user_lists where slug = 'bulk-list'`);
    expect(list.search_key).toBe(searchKeyOf('Noir шөнө'));

    // Typed in Latin letters, and with a typo in a short word (their words joined community_search_words).
    expect((await searchGroups('gereltuyaa')).member?.map((r) => r.name)).toEqual(['Болор Гэрэлтуяа']);
    expect((await searchGroups('shono')).list?.map((r) => r.name)).toEqual(['Noir шөнө']);
    expect((await searchGroups('bolro')).member?.map((r) => r.name)).toEqual(['Болор Гэрэлтуяа']);
    expect((await searchGroups('nior')).list?.map((r) => r.name)).toEqual(['Noir шөнө']);
  });

  it('leaves the other tables alone and does nothing when no key is empty', async () => {
    await t.database.db.execute(sql`update user_lists set search_key = '' where slug = 'bulk-list'`);
    await t.database.db.execute(sql`update users set search_key = '' where username = 'bulk_1'`);

    await fillEmptySearchKeys(t.database.db, ['user_lists']);

    const [member] = await rowsOf(sql`select search_key from users where username = 'bulk_1'`);
    expect(member.search_key).toBe('');
    const [list] = await rowsOf(sql`select search_key from user_lists where slug = 'bulk-list'`);
    expect(list.search_key).toBe(searchKeyOf('Noir шөнө'));

    await fillEmptySearchKeys(t.database.db, ['users', 'user_lists']);
    await fillEmptySearchKeys(t.database.db, ['users', 'user_lists']);
    const [again] = await rowsOf(sql`select search_key from users where username = 'bulk_1'`);
    expect(again.search_key).toBe(searchKeyOf('bulk_1', 'Гэрэлтуяа', 'Болор'));
  });
});

describe('refreshSearchKeys', () => {
  it('folds a tag’s and a collection’s English names into their keys when the folding changes', async () => {
    const db = t.database.db;
    await db.execute(sql`
      insert into tags (name, name_en) values ('Шөнийн тэнгэр', 'Night sky')`);
    await db.execute(sql`
      insert into collections (slug, title, name_en, search_key)
      values ('dune', 'Элсэн манхан', 'Dune', ''), ('old', 'Хуучин', null, 'huuchin | old saga')`);
    await db.execute(sql`update data_versions set version = 0 where name = 'search_key'`);

    await refreshSearchKeys(db);

    const [tag] = await rowsOf(sql`select search_key from tags where name = 'Шөнийн тэнгэр'`);
    expect(tag.search_key).toBe(searchKeyOf('Шөнийн тэнгэр', 'Night sky'));
    const collections = await rowsOf(
      sql`select slug, search_key from collections where slug in ('dune', 'old') order by 1`,
    );
    expect(collections).toEqual([
      { slug: 'dune', search_key: searchKeyOf('Элсэн манхан', 'Dune') },
      // A collection named in English before migration 0053 keeps the English name its old key held.
      { slug: 'old', search_key: searchKeyOf('Хуучин', 'huuchin | old saga') },
    ]);
    expect((await getJson('/api/tag/api-tag-list/', { tag: 'night sky' })).tag_list).toHaveLength(1);
  });
});
