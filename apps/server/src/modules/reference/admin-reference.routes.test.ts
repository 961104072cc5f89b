import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_REFERENCE_PATHS as P, REFERENCE_PLACES } from '@mfi/contract/admin-reference.schemas';
import { mn } from '@mfi/contract/messages';
import { REFERENCE_KINDS } from '@mfi/contract/reference.schemas';
import { movies, movieTags, serialTags, tags } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { signedInMember, type SignedInMember } from '../../test/factories/members';
import { makeCollection, makeMovie, makeTag } from '../../test/factories/movies';
import { makeSerial } from '../../test/factories/serials';
import { KIND_TABLES } from './reference-tables.queries';
import { USES } from './admin-reference.queries';

// The admin console's reference screens (issue 25 part 4): the list with where each item is used, the merge
// of two tags or collections (every link moves, duplicates collapse, nothing is lost), a delete refused with
// the places that use the item, each write in the audit log.

let t: TestApp;
let admin: SignedInMember;
let member: SignedInMember;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInMember(t, ['admin']);
  member = await signedInMember(t, ['contributer', 'publisher']);
});
afterAll(() => t.close());

const post = (url: string, payload: object, token = admin.token) =>
  t.call({ method: 'POST', url: `/api${url}`, payload, token });
const list = (query: Record<string, string>, token = admin.token) =>
  t.call({ method: 'GET', url: `/api${P.list}`, query, token });
const tagIdsOf = async (table: typeof movieTags | typeof serialTags, ownerIds: number[]) => {
  const owner = table === movieTags ? movieTags.movieId : serialTags.serialId;
  return t.database.db
    .select({ owner, tag: table.refId })
    .from(table)
    .where(inArray(owner, ownerIds))
    .orderBy(owner, table.refId);
};

describe('where an item is used', () => {
  it('is told per place in the list, and the list finds items by any part of a name', async () => {
    const tag = await makeTag(t.database.db);
    await makeMovie(t.database.db, {}, { tags: [tag.id] });
    await makeMovie(t.database.db, { publish: false }, { tags: [tag.id] });
    await makeSerial(t.database.db, {}, { tags: [tag.id] });
    const res = (await list({ kind: 'tag', q: tag.name.slice(4) })).json();
    expect(res.results).toEqual([
      { id: tag.id, name: tag.name, name_en: null, code: null, is_actor: null, used_in: { movies: 2, serials: 1 } },
    ]);
    await post('/reference/api-create-genre/', { name: `Төрөл ${tag.name}`, name_en: `Genre ${tag.name}` });
    const genres = (await list({ kind: 'genre', q: `genre ${tag.name}` })).json();
    expect(genres.results).toEqual([expect.objectContaining({ name: `Төрөл ${tag.name}`, used_in: {} })]);
  });

  it('knows every column of the database that points at a reference table', async () => {
    const foreignKeys = (await t.database.db.execute(sql`
      select tc.table_name as "from", kcu.column_name as "column", ccu.table_name as "to"
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
      where tc.constraint_type = 'FOREIGN KEY'`)) as unknown as {
      rows: { from: string; column: string; to: string }[];
    };
    for (const kind of REFERENCE_KINDS) {
      const table = (KIND_TABLES[kind].table as unknown as { [k: symbol]: string })[Symbol.for('drizzle:Name')];
      const pointing = foreignKeys.rows.filter((fk) => fk.to === table).map((fk) => `${fk.from}.${fk.column}`);
      const known = USES[kind].map(
        (u) => `${(u.ref.table as unknown as { [k: symbol]: string })[Symbol.for('drizzle:Name')]}.${u.ref.name}`,
      );
      expect(known.sort(), kind).toEqual(pointing.sort());
      for (const u of USES[kind]) expect(REFERENCE_PLACES).toContain(u.place);
    }
  });
});

describe('merging two tags', () => {
  it('moves every link, collapses a title’s duplicate, deletes the merged tag and logs it', async () => {
    const [from, into] = [await makeTag(t.database.db), await makeTag(t.database.db)];
    const both = await makeMovie(t.database.db, {}, { tags: [from.id, into.id] });
    const onlyFrom = await makeMovie(t.database.db, { publish: false }, { tags: [from.id] });
    const serial = await makeSerial(t.database.db, {}, { tags: [from.id] });
    const res = await post(P.merge, { kind: 'tag', from: from.id, into: into.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      moved: 2,
      item: { id: into.id, name: into.name, used_in: { movies: 2, serials: 1 } },
    });
    expect(await tagIdsOf(movieTags, [both.id, onlyFrom.id])).toEqual([
      { owner: both.id, tag: into.id },
      { owner: onlyFrom.id, tag: into.id },
    ]);
    expect(await tagIdsOf(serialTags, [serial.id])).toEqual([{ owner: serial.id, tag: into.id }]);
    expect(await t.database.db.select().from(tags).where(eq(tags.id, from.id))).toEqual([]);

    const log = await t.call({
      method: 'GET',
      url: '/api/admin/api-audit-list/',
      query: { target_kind: 'tag', target_id: String(into.id) },
      token: admin.token,
    });
    expect(log.json().results[0]).toMatchObject({
      action: 'reference_merge',
      actor: { username: admin.username },
      before: { from: { id: from.id, name: from.name, used_in: { movies: 2, serials: 1 } } },
      after: { into: { id: into.id, used_in: { movies: 2, serials: 1 } }, moved: 2 },
    });
  });

  it('merges collections: every movie of one joins the other', async () => {
    const [from, into] = [await makeCollection(t.database.db), await makeCollection(t.database.db)];
    const a = await makeMovie(t.database.db, { collectionId: from.id });
    const b = await makeMovie(t.database.db, { collectionId: into.id });
    const res = await post(P.merge, { kind: 'collection', from: from.id, into: into.id });
    expect(res.json()).toMatchObject({ moved: 1, item: { id: into.id, used_in: { movies: 2 } } });
    const rows = await t.database.db
      .select({ id: movies.id, c: movies.collectionId })
      .from(movies)
      .where(inArray(movies.id, [a.id, b.id]));
    expect(rows.map((r) => r.c)).toEqual([into.id, into.id]);
  });

  it('refuses a merge into itself, a kind that does not merge, bad ids and a missing item', async () => {
    const tag = await makeTag(t.database.db);
    expect((await post(P.merge, { kind: 'tag', from: tag.id, into: tag.id })).json()).toEqual({
      into: [mn('mergeIntoItself')],
    });
    expect((await post(P.merge, { kind: 'genre', from: 1, into: 2 })).json()).toEqual({ kind: [mn('invalidValue')] });
    expect((await post(P.merge, { kind: 'tag', from: 'x', into: tag.id })).statusCode).toBe(400);
    expect((await post(P.merge, { kind: 'tag', from: 2 ** 31, into: tag.id })).statusCode).toBe(400);
    expect((await post(P.merge, { kind: 'tag', from: 99_999_999, into: tag.id })).statusCode).toBe(404);
    expect((await post(P.merge, { kind: 'tag', from: tag.id, into: 99_999_999 })).statusCode).toBe(404);
  });
});

describe('deleting an item', () => {
  it('is refused while it is used, naming where; allowed once unused; both logged', async () => {
    const tag = await makeTag(t.database.db);
    const movie = await makeMovie(t.database.db, {}, { tags: [tag.id] });
    const refused = await post('/reference/api-delete-tag/', { id: tag.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ non_field_errors: [mn('referenceInUse')], used_in: { movies: 1 } });
    await t.database.db.delete(movieTags).where(eq(movieTags.movieId, movie.id));
    expect((await post('/reference/api-delete-tag/', { id: tag.id })).json()).toEqual({ success: true });
    const log = await t.call({
      method: 'GET',
      url: '/api/admin/api-audit-list/',
      query: { action: 'reference_delete', target_kind: 'tag', target_id: String(tag.id) },
      token: admin.token,
    });
    expect(log.json().results).toEqual([
      // The log keeps both names (a tag's English one is null until an admin gives it).
      expect.objectContaining({
        target: { kind: 'tag', id: tag.id, label: tag.name },
        before: { name: tag.name, nameEn: null },
      }),
    ]);
  });

  it('logs a rename with the names before and after', async () => {
    const created = (
      await post('/reference/api-create-genre/', { name: `Төрөл ${Date.now()}`, name_en: 'Genre x' })
    ).json().item;
    await post('/reference/api-update-genre/', { id: created.id, name: 'Шинэ нэр', name_en: `Renamed ${Date.now()}` });
    const log = await t.call({
      method: 'GET',
      url: '/api/admin/api-audit-list/',
      query: { target_kind: 'genre', target_id: String(created.id) },
      token: admin.token,
    });
    const [update, create] = log.json().results;
    expect(create.action).toBe('reference_create');
    expect(update).toMatchObject({ action: 'reference_update', after: { nameMn: 'Шинэ нэр' } });
    expect(update.before.nameMn).toBe(created.genre_mongol_name);
  });
});

describe('the admin reference calls', () => {
  it('answer 401 without a token and 403 to a non-admin, before the body is read', async () => {
    const merge = { kind: 'tag', from: 'x', into: [] };
    expect((await t.call({ method: 'POST', url: `/api${P.merge}`, payload: merge })).statusCode).toBe(401);
    expect((await post(P.merge, merge, member.token)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api${P.list}`, query: { kind: 'tag' } })).statusCode).toBe(401);
    expect((await list({ kind: 'tag' }, member.token)).statusCode).toBe(403);
    expect((await list({ kind: 'planet' })).statusCode).toBe(400);
  });
});
