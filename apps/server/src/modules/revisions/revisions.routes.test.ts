import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mn } from '@mfi/contract/messages';
import { movies, revisions, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { makeJournal, makeJournalTypes, userIdOf } from '../../test/factories/journals';
import { jpeg, makeArtist, makeReferences, type References } from '../../test/factories/movies';
import { makeEpisodes, makeSeason, makeSerial } from '../../test/factories/serials';
import { multipart } from '../../test/multipart';

// Edit history (issue 25 item 2): every write of a kept kind leaves a revision in its transaction; an item's
// history lists them field by field; an admin reverts to any of them, every field, list and image coming back,
// through the kind's after-write (the guests' cached detail page follows at once).

let t: TestApp;
let refs: References;
let artistId: number;
let admin: { token: string; username: string };
let contributor: { token: string; username: string };
let member: { token: string; username: string; email: string; phone: string };

beforeAll(async () => {
  t = await buildTestApp();
  refs = await makeReferences(t.database.db);
  artistId = (await makeArtist(t.database.db)).id;
  admin = await t.signedInUser(['admin']);
  contributor = await t.signedInUser(['contributer']);
  member = await t.signedInUser([]);
});
afterAll(() => t.close());

async function sendMovie(path: string, fields: Record<string, unknown>, files: Record<string, Buffer>, token: string) {
  const pairs = Object.entries(fields).map(([k, v]) => [k, v as string | object] as [string, string | object]);
  const fileValues = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, [{ data: v }]]));
  const { payload, headers } = await multipart(pairs, fileValues);
  return t.call({ method: 'POST', url: `/api/movie/${path}/`, payload, headers, token });
}

const movieFields = (over: Record<string, unknown> = {}) => ({
  languages: [refs.language.id],
  m_title: 'Хоёр морь',
  i_title: `Two Horses ${Math.random().toString(36).slice(2, 8)}`,
  o_title: 'Хоёр морь',
  category: '1',
  format: '1',
  genres: [refs.genre.id],
  subgenres: [refs.subgenre.id],
  year: '2010',
  countries: [refs.country.id],
  rating: '3',
  runtime: '95',
  trailer: 'https://www.youtube.com/watch?v=abc',
  tags: [refs.tag.id],
  theater: 'true',
  festival: 'false',
  plot: 'Анхны өгүүлэмж.',
  en_plot: 'The first plot.',
  artists: [{ id: artistId, jobs: [1] }],
  roles: [{ id: artistId, role: 'Морьтон' }],
  ...over,
});

const history = (kind: string, id: number, token?: string) =>
  t.call({ method: 'GET', url: '/api/admin/api-history/', query: { kind, id: String(id) }, token });
const revert = (revision: unknown, token?: string) =>
  t.call({ method: 'POST', url: '/api/admin/api-revert/', payload: { revision } as object, token });
const revisionsOf = (kind: string, id: number) =>
  t.database.db
    .select()
    .from(revisions)
    .where(and(eq(revisions.kind, kind), eq(revisions.itemId, id)))
    .orderBy(revisions.id);

describe('a movie from create to revert', () => {
  let movie: typeof movies.$inferSelect;

  beforeAll(async () => {
    const created = await sendMovie(
      'api-create-movie',
      movieFields(),
      { 'movie-poster': await jpeg(480, 720), 'movie-background': await jpeg(1600, 900) },
      member.token,
    );
    expect(created.statusCode).toBe(200);
    [movie] = await t.database.db.select().from(movies).where(eq(movies.id, created.json().id));
    const updated = await sendMovie(
      'api-update-movie',
      movieFields({
        slug: movie.slug,
        m_title: 'Гурван морь',
        i_title: movie.iTitle,
        genres: [refs.genre2.id],
        plot: 'Засварласан өгүүлэмж.',
        artists: [],
        roles: [],
      }),
      { 'movie-poster': await jpeg(480, 720, 'jpeg') },
      contributor.token,
    );
    expect(updated.statusCode).toBe(200);
    for (const publish of [true, false]) {
      const res = await t.call({
        method: 'POST',
        url: '/api/movie/api-publish-movie/',
        payload: { movie: movie.id, publish },
        token: admin.token,
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('keeps a revision for the create, the update, the publish and the unpublish, with who and which fields', async () => {
    const kept = await revisionsOf('movie', movie.id);
    expect(kept.map((r) => r.action)).toEqual(['create', 'update', 'publish', 'unpublish']);
    const [create, update] = kept;
    expect(create!.actorId).toBe(await userIdOf(t.database.db, member.username));
    expect(update!.actorId).toBe(await userIdOf(t.database.db, contributor.username));
    expect(update!.fields).toEqual(expect.arrayContaining(['mTitle', 'plot', 'poster', 'genres', 'crew', 'cast']));
    expect(update!.fields).not.toContain('year');
    expect(update!.before).toMatchObject({ mTitle: 'Хоёр морь', genres: [refs.genre.id], poster: movie.poster });
    expect(update!.after).toMatchObject({ mTitle: 'Гурван морь', genres: [refs.genre2.id] });
    expect(kept[2]!.fields).toEqual(['publish']);
  });

  it('shows the history newest first, field by field, images as addresses', async () => {
    const res = await history('movie', movie.id, contributor.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.item).toMatchObject({ kind: 'movie', title: 'Гурван морь', address: { slug: movie.slug } });
    expect(body.results.map((r: { action: string }) => r.action)).toEqual(['unpublish', 'publish', 'update', 'create']);
    const poster = body.results[1 + 1].changes.find((c: { field: string }) => c.field === 'poster');
    expect(poster.before).toMatch(/^\/media\/|^https?:/);
    expect(body.results.every((r: { can_revert: boolean }) => !r.can_revert)).toBe(true); // not an admin
    expect((await history('movie', movie.id, admin.token)).json().results[0].can_revert).toBe(true);
    // Lists read as the names their ids stand for, in both languages.
    const genres = body.results[2].changes.find((c: { field: string }) => c.field === 'genres');
    expect(genres.before).toEqual([{ label: refs.genre.nameMn, label_en: refs.genre.nameEn }]);
    expect(genres.after).toEqual([{ label: refs.genre2.nameMn, label_en: refs.genre2.nameEn }]);
    const crew = body.results[2].changes.find((c: { field: string }) => c.field === 'crew');
    for (const row of [...crew.before, ...crew.after]) expect(row.label).toMatch(/ · /); // a name and a job
  });

  it('reverts every field, list and image to the create, keeps the publish state, and is a revision itself', async () => {
    const [create] = await revisionsOf('movie', movie.id);
    const res = await revert(create!.id, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(mn('revisionReverted'));
    const [now] = await t.database.db.select().from(movies).where(eq(movies.id, movie.id));
    for (const k of ['mTitle', 'iTitle', 'plot', 'poster', 'background', 'year', 'searchKey'] as const)
      expect(now![k]).toEqual(movie[k]);
    expect(now!.genreIds).toEqual([refs.genre.id]);
    const detail = await t.call({
      method: 'GET',
      url: '/api/movie/api-movie-detail/',
      query: { slug: movie.slug },
      token: admin.token,
    });
    expect(detail.json().movie_detail.m_title).toBe('Хоёр морь');
    const kept = await revisionsOf('movie', movie.id);
    expect(kept.at(-1)).toMatchObject({ action: 'revert', revertOf: create!.id });
    expect(kept.at(-1)!.fields).toEqual(expect.arrayContaining(['mTitle', 'poster', 'genres', 'crew']));
    expect(now!.publish).toBe(false);
  });

  it('lets only admins revert: 401 without a token, 403 for a contributor, 400 for a bad id, 404 for none', async () => {
    const [create] = await revisionsOf('movie', movie.id);
    expect((await revert(create!.id)).statusCode).toBe(401);
    expect((await revert(create!.id, contributor.token)).statusCode).toBe(403);
    expect((await revert('x', admin.token)).statusCode).toBe(400);
    expect((await revert(2_147_483_648, admin.token)).statusCode).toBe(400);
    expect((await revert(2_000_000_000, admin.token)).statusCode).toBe(404);
  });

  it('refuses a member the history (403), a guest (401), and answers 404 for an item that never was', async () => {
    expect((await history('movie', movie.id, member.token)).statusCode).toBe(403);
    expect((await history('movie', movie.id)).statusCode).toBe(401);
    expect((await history('movie', 2_000_000_000, admin.token)).statusCode).toBe(404);
    expect((await history('member', 1, admin.token)).statusCode).toBe(400);
  });
});

describe('every kind keeps its writes', () => {
  it('records the publish toggles of artists, serials, seasons, episodes and journals', async () => {
    const db = t.database.db;
    const types = await makeJournalTypes(db);
    const adminId = await userIdOf(db, admin.username);
    const artist = await makeArtist(db, { publish: false });
    const serial = await makeSerial(db, { publish: false });
    const season = await makeSeason(db, serial.id, { publish: false });
    const [episode] = await makeEpisodes(db, season.id, 1, () => ({
      publish: false,
      name: 'Нисгэгч',
      nameEn: 'The Pilot',
    }));
    const journal = await makeJournal(db, { subTypeId: types.sub.id, authorId: adminId, publishDate: null });
    const calls: [string, string, object, number][] = [
      ['artist', '/api/artist/api-publish-artist/', { slug: artist.slug }, artist.id],
      ['serial', '/api/serial/api-publish-serial/', { serial: serial.id }, serial.id],
      ['season', '/api/serial/api-publish-season/', { serialSlug: serial.slug, seasonSlug: season.slug }, season.id],
      [
        'episode',
        '/api/serial/api-publish-episode/',
        { serialSlug: serial.slug, seasonSlug: season.slug, episodeSlug: episode!.slug },
        episode!.id,
      ],
      [
        'journal',
        '/api/journal/api-journal-publish/',
        { slug: journal.slug, type_slug: types.main.slug, sub_type_slug: types.sub.slug },
        journal.id,
      ],
    ];
    for (const [kind, url, payload, id] of calls) {
      const res = await t.call({ method: 'POST', url, payload, token: admin.token });
      expect(res.statusCode, kind).toBe(200);
      const kept = await revisionsOf(kind, id);
      expect(
        kept.map((r) => r.action),
        kind,
      ).toEqual(['publish']);
    }
    // The history names the episode in both languages, the English one for the English interface.
    const episodeHistory = (await history('episode', episode!.id, admin.token)).json();
    expect(episodeHistory.item).toMatchObject({ title: 'Нисгэгч', title_en: 'The Pilot' });
  });
});

describe('what a revision never holds', () => {
  it('has no password, token, e-mail or phone number anywhere in the log', async () => {
    const all = JSON.stringify(await t.database.db.select().from(revisions));
    const [account] = await t.database.db.select().from(users).where(eq(users.username, member.username));
    for (const secret of [member.token, member.email, member.phone, account!.passwordHash])
      expect(all.includes(secret)).toBe(false);
    expect(all).not.toMatch(/"(password|token|email|phone)[A-Za-z_]*"\s*:/i);
  });
});
