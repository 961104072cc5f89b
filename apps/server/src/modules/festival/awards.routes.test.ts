import { and, eq } from 'drizzle-orm';
import { LOAD_MORE_PAGE } from '@mfi/contract/limits';
import { AWARD_CATEGORY_MAX } from '@mfi/contract/festival.schemas';
import { mn } from '@mfi/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { festivalEditions, festivalRegistrations, revisions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { type SignedInMember, signedInMember } from '../../test/factories/members';
import { makeArtist, makeMovie } from '../../test/factories/movies';
import { makeSerial } from '../../test/factories/serials';
import { festivalKit } from './festival.test-kit';

// Awards (issue 17 item 3): entered and deleted by an admin; shown on the edition's detail and film lists and
// on the movie's, serial's and artist's award sub-calls, never naming a film the reader may not see.

let t: TestApp;
let kit: ReturnType<typeof festivalKit>;
let admin: SignedInMember;
let member: SignedInMember;
let contributor: SignedInMember;

beforeAll(async () => {
  t = await buildTestApp();
  kit = festivalKit(t);
  admin = await signedInMember(t, ['admin']);
  member = await signedInMember(t);
  contributor = await signedInMember(t, ['contributer']);
});
afterAll(() => t.close());

const DIRECTOR = 1;
const ACTOR = 3;

const subCall = (path: string, slug: string, token?: string, loadMore?: number) =>
  t.call({
    method: 'GET',
    url: `/api/${path}/?slug=${slug}${loadMore ? `&loadMore=${loadMore}` : ''}`,
    token,
  });
const movieAwards = (slug: string, token?: string) => subCall('movie/api-movie-award-list', slug, token);
const serialAwards = (slug: string, token?: string) => subCall('serial/api-serial-award-list', slug, token);
const artistAwards = (slug: string, token?: string, loadMore?: number) =>
  subCall('artist/api-artist-awards', slug, token, loadMore);

/** A festival with an edition in `year`, and the edition's id. */
async function editionIn(year: number) {
  const festival = await kit.festival(admin.token);
  const edition = await kit.edition(admin.token, festival, year);
  const [row] = await t.database.db
    .select({ id: festivalEditions.id })
    .from(festivalEditions)
    .where(and(eq(festivalEditions.festivalId, festival.id), eq(festivalEditions.year, year)));
  return { ...edition, festival, id: row.id };
}

async function enter(edition: { slug: string; year: number }, entry: Record<string, unknown>) {
  const res = await kit.enterAward(admin.token, { ...edition, result: 'winner', award: 'Шилдэг кино', ...entry });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().id as number;
}

describe('POST /award/api-annual-award-entry/ and /award/api-annual-award-delete/', () => {
  it('are 401 without a token and 403 for a member or contributor, before the body is read', async () => {
    for (const call of [kit.enterAward, kit.deleteAward]) {
      expect((await call(undefined, {})).statusCode).toBe(401);
      expect((await call(member.token, {})).statusCode).toBe(403);
      expect((await call(contributor.token, {})).statusCode).toBe(403);
    }
  });

  it('enters a winner: the edition, the movie and both of its directors', async () => {
    const edition = await editionIn(2001);
    const [first, second] = [await makeArtist(t.database.db), await makeArtist(t.database.db)];
    const movie = await makeMovie(
      t.database.db,
      { year: 2000, poster: 'movies/p.jpg', background: 'movies/b.jpg' },
      {
        crew: [
          { artistId: first.id, job: DIRECTOR },
          { artistId: second.id, job: DIRECTOR },
          { artistId: second.id, job: 5 },
        ],
      },
    );
    const res = await kit.enterAward(admin.token, {
      slug: edition.slug,
      year: 2001,
      award: '  Шилдэг уран сайхны кино ',
      award_en: ' Best Feature Film ',
      movie: movie.id,
      result: 'winner',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, id: expect.any(Number), message: mn('awardSaved') });

    const detail = (await kit.get('annual-detail', { slug: edition.slug, year: 2001 })).json();
    expect(detail.winners).toEqual([
      {
        kind: 'movie',
        id: movie.id,
        slug: movie.slug,
        name: movie.mTitle,
        name_en: movie.iTitle,
        image: '/media/movies/b.jpg',
        poster: '/media/movies/p.jpg',
        year: 2000,
        directors: [first.proName, second.proName],
        directors_en: [first.proNameEn, second.proNameEn],
        award_id: res.json().id,
        award: 'Шилдэг уран сайхны кино',
        award_en: 'Best Feature Film',
        artist: null,
      },
    ]);
    expect(detail.nominees).toEqual([]);
  });

  it('groups nominees by category in the order the categories came, with their artists', async () => {
    const edition = await editionIn(2002);
    const db = t.database.db;
    const [a, b, c] = [await makeMovie(db), await makeMovie(db), await makeMovie(db)];
    const serial = await makeSerial(db, { releasedYear: 2001 });
    const actress = await makeArtist(db);
    await enter(edition, { award: 'Шилдэг кино', movie: a.id });
    await enter(edition, { award: 'Шилдэг эмэгтэй жүжигчин', movie: b.id, artist: actress.id, result: 'nominee' });
    await enter(edition, { award: 'Шилдэг кино', movie: b.id, result: 'nominee' });
    await enter(edition, { award: 'Шилдэг эмэгтэй жүжигчин', serial: serial.id, result: 'nominee' });
    await enter(edition, { award: 'Шилдэг кино', movie: c.id, result: 'nominee' });

    const detail = (await kit.get('annual-detail', { slug: edition.slug, year: 2002 })).json();
    expect(detail.winners.map((w: { slug: string }) => w.slug)).toEqual([a.slug]);
    expect(
      detail.nominees.map((n: { nominee_name: string; movies: { slug: string }[] }) => [
        n.nominee_name,
        n.movies.map((m) => m.slug),
      ]),
    ).toEqual([
      ['Шилдэг эмэгтэй жүжигчин', [b.slug, serial.slug]],
      ['Шилдэг кино', [b.slug, c.slug]],
    ]);
    // No English name was given: the answers hold '' and the web shows the Mongolian one.
    expect(detail.nominees.map((n: { nominee_name_en: string }) => n.nominee_name_en)).toEqual(['', '']);
    expect(detail.nominees[0].movies[0].artist).toEqual({
      slug: actress.slug,
      name: actress.proName,
      name_en: actress.proNameEn,
      image: null,
    });
    expect(detail.nominees[0].movies[1]).toMatchObject({ kind: 'serial', year: 2001, directors: [] });

    const films = async (list: string) =>
      (await kit.get(list, { slug: edition.slug, year: 2002 })).json().movie_list.map((f: { slug: string }) => f.slug);
    expect(await films('annual-winner-movie-list')).toEqual([a.slug]);
    expect(await films('annual-nominated-movie-list')).toEqual([b.slug, serial.slug, c.slug]);
  });

  it('refuses both or neither title, unknown titles and artists, a bad result and an unknown edition', async () => {
    const edition = await editionIn(2003);
    const movie = await makeMovie(t.database.db);
    const serial = await makeSerial(t.database.db);
    const base = { slug: edition.slug, year: 2003, award: 'Шагнал', result: 'winner' };
    const cases: [object, Record<string, string[]>][] = [
      [{ movie: movie.id, serial: serial.id }, { movie: [mn('choiceRequired')] }],
      [{}, { movie: [mn('choiceRequired')] }],
      [{ movie: 999_999_999 }, { movie: [mn('awardTitleUnknown')] }],
      [{ serial: 999_999_999 }, { serial: [mn('awardTitleUnknown')] }],
      [{ movie: movie.id, artist: 999_999_999 }, { artist: [mn('artistSlugUnknown')] }],
      [{ movie: movie.id, result: 'first' }, { result: [mn('choiceRequired')] }],
      [{ movie: movie.id, award: ' ' }, { award: [mn('required')] }],
      [{ movie: movie.id, award_en: 'a'.repeat(AWARD_CATEGORY_MAX + 1) }, { award_en: [mn('invalidValue')] }],
      [{ movie: movie.id, award_en: 12 }, { award_en: [mn('invalidValue')] }],
      [{ movie: movie.id, year: 1899 }, { year: [mn('yearInvalid')] }],
      // Beyond the integer column: named no row, never asked of the database.
      [{ movie: 99_999_999_999 }, { movie: [mn('invalidValue')] }],
    ];
    for (const [change, errors] of cases) {
      const res = await kit.enterAward(admin.token, { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toEqual(errors);
    }
    const unknownYear = await kit.enterAward(admin.token, { ...base, year: 2004, movie: movie.id });
    expect(unknownYear.statusCode).toBe(404);
    const unknownFestival = await kit.enterAward(admin.token, { ...base, slug: 'no-such-festival-x', movie: movie.id });
    expect(unknownFestival.statusCode).toBe(404);
    expect((await kit.get('annual-detail', { slug: edition.slug, year: 2003 })).json().winners).toEqual([]);
  });

  it('keeps each entry and deletion as a revision of the edition, which a revert undoes', async () => {
    const edition = await editionIn(2006);
    const movie = await makeMovie(t.database.db);
    const id = await enter(edition, { movie: movie.id });
    expect((await kit.deleteAward(admin.token, { id })).statusCode).toBe(200);
    const kept = await t.database.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.kind, 'edition'), eq(revisions.itemId, edition.id)))
      .orderBy(revisions.id);
    const [entered, deleted] = kept.slice(-2);
    expect([entered.action, deleted.action]).toEqual(['update', 'update']);
    expect(entered.fields).toContain('awards');
    // The admin reads the edition's history, and puts the deleted award back.
    const detail = (await kit.get('annual-detail', { slug: edition.slug, year: 2006 }, admin.token)).json();
    expect(detail).toMatchObject({ id: edition.id, can_see_history: true, can_manage: true });
    expect((await kit.get('annual-detail', { slug: edition.slug, year: 2006 })).json().can_see_history).toBe(false);
    const res = await t.call({
      method: 'POST',
      url: '/api/admin/api-revert/',
      payload: { revision: entered.id },
      token: admin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const winners = (await kit.get('annual-detail', { slug: edition.slug, year: 2006 })).json().winners;
    expect(winners.map((w: { slug: string }) => w.slug)).toEqual([movie.slug]);
  });

  it('deletes an entry by id; an unknown id is 404', async () => {
    const edition = await editionIn(2005);
    const id = await enter(edition, { movie: (await makeMovie(t.database.db)).id });
    const res = await kit.deleteAward(admin.token, { id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: mn('awardDeleted') });
    expect((await kit.get('annual-detail', { slug: edition.slug, year: 2005 })).json().winners).toEqual([]);
    expect((await kit.deleteAward(admin.token, { id })).statusCode).toBe(404);
    expect((await kit.deleteAward(admin.token, { id: 'x' })).statusCode).toBe(400);
    expect((await kit.deleteAward(admin.token, { id: 99_999_999_999 })).statusCode).toBe(400);
  });
});

describe('a category’s English name', () => {
  it('names the nominees’ category in English from the first entry that has one', async () => {
    const edition = await editionIn(2008);
    const db = t.database.db;
    const [a, b] = [await makeMovie(db), await makeMovie(db)];
    await enter(edition, { award: 'Шилдэг кино', movie: a.id, result: 'nominee' });
    await enter(edition, { award: 'Шилдэг кино', award_en: 'Best Film', movie: b.id, result: 'nominee' });
    const detail = (await kit.get('annual-detail', { slug: edition.slug, year: 2008 })).json();
    expect(detail.nominees).toEqual([
      {
        nominee_name: 'Шилдэг кино',
        nominee_name_en: 'Best Film',
        movies: [
          expect.objectContaining({ slug: a.slug, award_en: '' }),
          expect.objectContaining({ slug: b.slug, award_en: 'Best Film' }),
        ],
      },
    ]);
    expect((await movieAwards(b.slug)).json().awards[0]).toMatchObject({ award: 'Шилдэг кино', award_en: 'Best Film' });
  });
});

describe('the movie, serial and artist award sub-calls', () => {
  it('list the awards newest edition first, on the film and its director, and drop them after a delete', async () => {
    const older = await editionIn(1999);
    const newer = await editionIn(2006);
    const db = t.database.db;
    const director = await makeArtist(db);
    const actor = await makeArtist(db);
    const movie = await makeMovie(db, {}, { crew: [{ artistId: director.id, job: DIRECTOR }] });
    const serial = await makeSerial(db, {}, { crew: [{ artistId: director.id, job: DIRECTOR }] });
    // Seen before any award: the sub-calls' caches must not outlive the award writes.
    expect((await movieAwards(movie.slug)).json()).toEqual({ awards: [], end_point: true });
    expect((await artistAwards(director.slug)).json()).toEqual({ awards: [], end_point: true });

    const oldWin = await enter(older, { award: 'Шилдэг кино', movie: movie.id });
    const newNominee = await enter(newer, { award: 'Шилдэг кино', movie: movie.id, result: 'nominee' });
    const actorWin = await enter(newer, { award: 'Шилдэг эрэгтэй жүжигчин', movie: movie.id, artist: actor.id });
    const serialWin = await enter(newer, { award: 'Шилдэг цуврал', award_en: 'Best Series', serial: serial.id });

    const line = (
      edition: typeof older,
      award: string,
      win: boolean,
      film: { mTitle: string; iTitle: string } | null,
    ) => ({
      award,
      award_en: award === 'Шилдэг цуврал' ? 'Best Series' : '',
      award_slug: edition.slug,
      date: String(edition.year),
      win,
      nominee: !win,
      festival: edition.festival.mongol_name,
      festival_en: edition.festival.international_name,
      film: film?.mTitle ?? null,
      film_en: film?.iTitle ?? null,
    });
    expect((await movieAwards(movie.slug)).json()).toEqual({
      awards: [
        line(newer, 'Шилдэг кино', false, null),
        line(newer, 'Шилдэг эрэгтэй жүжигчин', true, null),
        line(older, 'Шилдэг кино', true, null),
      ],
      end_point: true,
    });
    expect((await serialAwards(serial.slug)).json()).toEqual({
      awards: [line(newer, 'Шилдэг цуврал', true, null)],
      end_point: true,
    });
    // The director: the film awards their films won (not the nomination, not the actor's award).
    expect((await artistAwards(director.slug)).json()).toEqual({
      awards: [line(newer, 'Шилдэг цуврал', true, serial), line(older, 'Шилдэг кино', true, movie)],
      end_point: true,
    });
    expect((await artistAwards(actor.slug)).json().awards).toEqual([
      line(newer, 'Шилдэг эрэгтэй жүжигчин', true, movie),
    ]);

    for (const id of [oldWin, newNominee, actorWin, serialWin])
      expect((await kit.deleteAward(admin.token, { id })).statusCode).toBe(200);
    expect((await movieAwards(movie.slug)).json()).toEqual({ awards: [], end_point: true });
    expect((await serialAwards(serial.slug)).json()).toEqual({ awards: [], end_point: true });
    expect((await artistAwards(director.slug)).json()).toEqual({ awards: [], end_point: true });
    expect((await artistAwards(actor.slug)).json()).toEqual({ awards: [], end_point: true });
  });

  it('load more, LOAD_MORE_PAGE a page', async () => {
    const edition = await editionIn(2007);
    const actor = await makeArtist(t.database.db);
    const movie = await makeMovie(t.database.db);
    for (let i = 0; i <= LOAD_MORE_PAGE; i++)
      await enter(edition, { award: `Шагнал ${i}`, movie: movie.id, artist: actor.id });
    const first = (await artistAwards(actor.slug)).json();
    expect([first.awards.length, first.end_point]).toEqual([LOAD_MORE_PAGE, false]);
    const second = (await artistAwards(actor.slug, undefined, 2)).json();
    expect([second.awards.length, second.end_point]).toEqual([1, true]);
    expect(second.awards[0].award).toBe(`Шагнал ${LOAD_MORE_PAGE}`);
    const movieFirst = (await movieAwards(movie.slug)).json();
    expect([movieFirst.awards.length, movieFirst.end_point]).toEqual([LOAD_MORE_PAGE, false]);
  });
});

describe('films a reader may not see', () => {
  it('never show to guests and members: detail, film lists and every award sub-call; contributors see them', async () => {
    const edition = await editionIn(2008);
    const db = t.database.db;
    const director = await makeArtist(db);
    const hidden = await makeMovie(db, { publish: false }, { crew: [{ artistId: director.id, job: DIRECTOR }] });
    const shown = await makeMovie(db, {}, { crew: [{ artistId: director.id, job: DIRECTOR }] });
    const hiddenSerial = await makeSerial(db, { publish: false });
    await enter(edition, { award: 'Шилдэг кино', movie: hidden.id });
    await enter(edition, { award: 'Шилдэг кино', movie: shown.id, result: 'nominee' });
    await enter(edition, { award: 'Шилдэг цуврал', serial: hiddenSerial.id, result: 'nominee' });
    const query = { slug: edition.slug, year: 2008 };

    for (const token of [undefined, member.token]) {
      const detail = (await kit.get('annual-detail', query, token)).json();
      expect(detail.winners).toEqual([]);
      expect(detail.nominees.map((n: { nominee_name: string }) => n.nominee_name)).toEqual(['Шилдэг кино']);
      expect((await kit.get('annual-winner-movie-list', query, token)).json().movie_list).toEqual([]);
      expect(
        (await kit.get('annual-nominated-movie-list', query, token))
          .json()
          .movie_list.map((f: { slug: string }) => f.slug),
      ).toEqual([shown.slug]);
      expect((await artistAwards(director.slug, token)).json().awards).toEqual([]);
      expect((await movieAwards(hidden.slug, token)).statusCode).toBe(404);
      expect((await serialAwards(hiddenSerial.slug, token)).statusCode).toBe(404);
    }
    const seen = (await kit.get('annual-detail', query, contributor.token)).json();
    expect(seen.winners.map((w: { slug: string }) => w.slug)).toEqual([hidden.slug]);
    expect((await artistAwards(director.slug, contributor.token)).json().awards).toHaveLength(1);
    expect((await movieAwards(hidden.slug, contributor.token)).json().awards).toHaveLength(1);
  });

  it('hide an unpublished director and artist by name from guests', async () => {
    const edition = await editionIn(2009);
    const db = t.database.db;
    const hiddenDirector = await makeArtist(db, { publish: false });
    const hiddenActor = await makeArtist(db, { publish: false });
    const movie = await makeMovie(db, {}, { crew: [{ artistId: hiddenDirector.id, job: DIRECTOR }] });
    await enter(edition, { award: 'Шилдэг жүжигчин', movie: movie.id, artist: hiddenActor.id });
    const query = { slug: edition.slug, year: 2009 };
    const guest = (await kit.get('annual-detail', query)).json().winners[0];
    expect([guest.directors, guest.artist]).toEqual([[], null]);
    const seen = (await kit.get('annual-detail', query, contributor.token)).json().winners[0];
    expect(seen.directors).toEqual([hiddenDirector.proName]);
    expect(seen.artist.slug).toBe(hiddenActor.slug);
  });
});

describe('GET /award/annual-notnominated-movie-list/', () => {
  it('lists the registered films without an award entry, published ones only for guests', async () => {
    const edition = await editionIn(2010);
    const db = t.database.db;
    const director = await makeArtist(db);
    const crew = {
      crew: [
        { artistId: director.id, job: DIRECTOR },
        { artistId: director.id, job: ACTOR },
      ],
    };
    const [entered, plain, hidden] = [
      await makeMovie(db, {}, crew),
      await makeMovie(db, {}, crew),
      await makeMovie(db, { publish: false }, crew),
    ];
    for (const movie of [entered, plain, hidden])
      await db.insert(festivalRegistrations).values({
        editionId: edition.id,
        userId: member.id,
        movieId: movie.id,
        directorRegisterNumber: 'УБ90010101',
        directorArtistId: director.id,
        email: 'entrant@example.mn',
        phoneCode: '976',
        phoneNumber: '99112233',
        movieLink: 'https://example.mn/film',
      });
    await enter(edition, { movie: entered.id, result: 'nominee' });
    const query = { slug: edition.slug, year: 2010 };

    const guest = (await kit.get('annual-notnominated-movie-list', query)).json().movie_list;
    expect(guest).toEqual([
      {
        kind: 'movie',
        id: plain.id,
        slug: plain.slug,
        name: plain.mTitle,
        name_en: plain.iTitle,
        image: null,
        poster: null,
        year: plain.year,
        directors: [director.proName],
        directors_en: [director.proNameEn],
      },
    ]);
    const admins = (await kit.get('annual-notnominated-movie-list', query, admin.token)).json().movie_list;
    expect(admins.map((f: { slug: string }) => f.slug)).toEqual([plain.slug, hidden.slug]);
    expect((await kit.get('annual-notnominated-movie-list', { slug: edition.slug, year: 2011 })).statusCode).toBe(404);
  });
});
