import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { makeArtist, makeReferences, makeTag, type References } from '../../test/factories/movies';
import { makeSeason, makeSerial } from '../../test/factories/serials';

let t: TestApp;
let refs: References;
let contributor: { token: string };
beforeAll(async () => {
  t = await buildTestApp();
  refs = await makeReferences(t.database.db);
  contributor = await t.signedInUser(['contributer']);
});
afterAll(() => t.close());

const get = (path: string, query: Record<string, string | number | boolean>, tokenOf?: string) =>
  t.call({
    method: 'GET',
    url: `/api/serial/${path}/`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    token: tokenOf,
  });
const thisYear = new Date().getFullYear();

describe('serial detail', () => {
  it('answers every field of the detail page with the caller’s flags', async () => {
    const tag = await makeTag(t.database.db);
    const serial = await makeSerial(
      t.database.db,
      {
        releasedYear: 2008,
        finishedYear: 2013,
        rating: 4,
        runtime: 47,
        trailer: 'https://www.youtube.com/watch?v=x',
        plot: 'Өгүүлэмж',
        enPlot: 'Plot',
        theater: true,
        criticGrade: 91.4,
        criticCount: 3,
        audienceGrade: 88.6,
        audienceCount: 10,
      },
      {
        languages: [refs.language.id],
        genres: [refs.genre.id],
        subgenres: [refs.subgenre.id],
        countries: [refs.country.id],
        tags: [tag.id],
      },
    );
    await makeSeason(t.database.db, serial.id, { seasonNum: 1 });
    await makeSeason(t.database.db, serial.id, { seasonNum: 2 });
    await makeSeason(t.database.db, serial.id, { seasonNum: 3, publish: false });
    const res = await get('api-serial-detail', { slug: serial.slug });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      serial_detail: {
        id: serial.id,
        slug: serial.slug,
        publish: true,
        poster: null,
        background: null,
        m_title: serial.mTitle,
        i_title: serial.iTitle,
        o_title: serial.oTitle,
        re_year: 2008,
        fi_year: 2013,
        to_date: false,
        classic: false,
        grade: 91,
        a_grade: 89,
        critics: 3,
        audiences: 10,
        rating: 4,
        format: 1,
        // The English names too, for the English mode (designed fields).
        languages: [
          {
            id: refs.language.id,
            language_mongol_name: refs.language.nameMn,
            language_english_name: refs.language.nameEn,
          },
        ],
        countries: [
          { id: refs.country.id, country_mongol_name: refs.country.nameMn, country_english_name: refs.country.nameEn },
        ],
        genres: [{ id: refs.genre.id, genre_mongol_name: refs.genre.nameMn, genre_english_name: refs.genre.nameEn }],
        subgenres: [
          {
            id: refs.subgenre.id,
            sub_genre_mongol_name: refs.subgenre.nameMn,
            sub_genre_english_name: refs.subgenre.nameEn,
          },
        ],
        plot: 'Өгүүлэмж',
        en_plot: 'Plot',
        trailer: 'https://www.youtube.com/watch?v=x',
        tags: [{ id: tag.id, tag_name: tag.name, tag_name_en: null }],
        runtime: 47,
        theater: true,
        seasons_count: 2,
        can_edit: false,
        can_publish: false,
        can_review: false,
        can_see_history: false,
      },
      user_watch: false,
      user_favorite: false,
    });
    // Contributors count the unpublished season too.
    expect(
      (await get('api-serial-detail', { slug: serial.slug }, contributor.token)).json().serial_detail.seasons_count,
    ).toBe(3);
  });

  it('says "to date" for a running serial and gives the classics badge by the movie rule', async () => {
    const running = await makeSerial(t.database.db, { releasedYear: 2021, finishedYear: null });
    expect((await get('api-serial-detail', { slug: running.slug })).json().serial_detail).toMatchObject({
      fi_year: null,
      to_date: true,
      classic: false,
    });
    const classic = await makeSerial(t.database.db, { releasedYear: 1990, finishedYear: 1991, audienceGrade: 80 });
    expect((await get('api-serial-detail', { slug: classic.slug })).json().serial_detail.classic).toBe(true);
    const oldButDisliked = await makeSerial(t.database.db, { releasedYear: 1990, audienceGrade: 79 });
    expect((await get('api-serial-detail', { slug: oldButDisliked.slug })).json().serial_detail.classic).toBe(false);
    const lovedButRecent = await makeSerial(t.database.db, {
      releasedYear: thisYear - 24,
      finishedYear: null,
      audienceGrade: 95,
    });
    expect((await get('api-serial-detail', { slug: lovedButRecent.slug })).json().serial_detail.classic).toBe(false);
  });

  it('is 404 for an unknown slug and for an unpublished serial unless the caller is a contributor or admin', async () => {
    expect((await get('api-serial-detail', { slug: 'no-such-serial' })).statusCode).toBe(404);
    const hidden = await makeSerial(t.database.db, { publish: false });
    expect((await get('api-serial-detail', { slug: hidden.slug })).statusCode).toBe(404);
    const member = await t.signedInUser([]);
    expect((await get('api-serial-detail', { slug: hidden.slug }, member.token)).statusCode).toBe(404);
    const admin = await t.signedInUser(['admin']);
    for (const who of [contributor, admin]) {
      const res = await get('api-serial-detail', { slug: hidden.slug }, who.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().serial_detail.publish).toBe(false);
    }
  });

  it('answers 400 without a slug', async () => {
    expect((await get('api-serial-detail', {})).statusCode).toBe(400);
  });
});

describe('seasons of a serial', () => {
  it('loads 12 seasons at a time from loadMore 1 with end_point, in season order', async () => {
    const serial = await makeSerial(t.database.db);
    for (let n = 15; n >= 1; n--)
      await makeSeason(t.database.db, serial.id, {
        seasonNum: n,
        criticGrade: n === 1 ? 70.2 : null,
        criticCount: n === 1 ? 2 : 0,
      });
    const first = await get('api-serial-seasons', { slug: serial.slug, loadMore: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().end_point).toBe(false);
    expect(first.json().seasons.map((s: { season_num: number }) => s.season_num)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(first.json().seasons[0]).toEqual({
      season_slug: 'season-1',
      season_poster: null,
      season_num: 1,
      season_name: '1-р улирал',
      publish: true,
      grade_average: 70,
      g_average_audience: null,
      critics: 2,
      audiences: 0,
    });
    const second = await get('api-serial-seasons', { slug: serial.slug, loadMore: 2 });
    expect(second.json()).toMatchObject({ end_point: true });
    expect(second.json().seasons.map((s: { season_num: number }) => s.season_num)).toEqual([13, 14, 15]);
    // Without loadMore the first load is given.
    expect((await get('api-serial-seasons', { slug: serial.slug })).json().seasons).toHaveLength(12);
  });

  it('lists unpublished seasons only with published=false, for contributors only', async () => {
    const serial = await makeSerial(t.database.db);
    await makeSeason(t.database.db, serial.id, { seasonNum: 1 });
    await makeSeason(t.database.db, serial.id, { seasonNum: 2, publish: false });
    const published = await get('api-serial-seasons', { slug: serial.slug }, contributor.token);
    expect(published.json().seasons.map((s: { season_num: number }) => s.season_num)).toEqual([1]);
    const unpublished = await get('api-serial-seasons', { slug: serial.slug, published: false }, contributor.token);
    expect(unpublished.json()).toMatchObject({ end_point: true, seasons: [{ season_num: 2, publish: false }] });
    expect((await get('api-serial-seasons', { slug: serial.slug, published: false })).statusCode).toBe(403);
    const member = await t.signedInUser([]);
    expect((await get('api-serial-seasons', { slug: serial.slug, published: false }, member.token)).statusCode).toBe(
      403,
    );
  });

  it('hides every season of an unpublished serial from guests', async () => {
    const serial = await makeSerial(t.database.db, { publish: false });
    await makeSeason(t.database.db, serial.id);
    expect((await get('api-serial-seasons', { slug: serial.slug })).statusCode).toBe(404);
    expect((await get('api-serial-seasons', { slug: serial.slug }, contributor.token)).json().seasons).toHaveLength(1);
  });
});

describe('crew, cast and related serials', () => {
  it('lists crew with job names (initiator included) and cast, hiding unpublished artists from guests', async () => {
    const director = await makeArtist(t.database.db);
    const initiator = await makeArtist(t.database.db);
    const hiddenActor = await makeArtist(t.database.db, { publish: false });
    const serial = await makeSerial(
      t.database.db,
      {},
      {
        crew: [
          { artistId: director.id, job: 1 },
          { artistId: director.id, job: 6 },
          { artistId: initiator.id, job: 17 },
        ],
        cast: [
          { artistId: director.id, role: 'Уолтер' },
          { artistId: hiddenActor.id, role: 'Жесси' },
        ],
      },
    );
    const crew = await get('api-serial-artist-list', { slug: serial.slug });
    expect(crew.json()).toEqual({
      artists: [
        {
          id: director.id,
          person_slug: director.slug,
          pro_name: director.proName,
          pro_name_en: director.proNameEn,
          photo: null,
          job: 'Найруулагч, Зохиолч',
          job_en: 'Director, Writer',
        },
        {
          id: initiator.id,
          person_slug: initiator.slug,
          pro_name: initiator.proName,
          pro_name_en: initiator.proNameEn,
          photo: null,
          job: 'Санаачлагч',
          job_en: 'Initiator',
        },
      ],
      end_point: true,
    });
    const cast = await get('api-serial-role-list', { slug: serial.slug, loadMore: 1 });
    expect(cast.json()).toEqual({
      roles: [
        {
          role: 'Уолтер',
          actor: {
            id: director.id,
            person_slug: director.slug,
            pro_name: director.proName,
            pro_name_en: director.proNameEn,
            photo: null,
          },
        },
      ],
      end_point: true,
    });
    expect((await get('api-serial-role-list', { slug: serial.slug }, contributor.token)).json().roles).toHaveLength(2);
  });

  it('finds similar serials by shared links and suggests the best-liked of the same genres, never unpublished ones for guests', async () => {
    const tag = await makeTag(t.database.db);
    const genre = refs.genre2.id;
    const serial = await makeSerial(t.database.db, {}, { genres: [genre], tags: [tag.id] });
    const close = await makeSerial(t.database.db, { audienceGrade: 60 }, { genres: [genre], tags: [tag.id] });
    const hidden = await makeSerial(
      t.database.db,
      { publish: false, audienceGrade: 99 },
      { genres: [genre], tags: [tag.id] },
    );
    const similar = (await get('api-similar-serials', { slug: serial.slug }))
      .json()
      .similar_serials.map((s: { serial_slug: string }) => s.serial_slug);
    expect(similar[0]).toBe(close.slug);
    expect(similar).not.toContain(hidden.slug);
    expect(similar).not.toContain(serial.slug);
    const suggested = (await get('api-suggested-serials', { slug: serial.slug }))
      .json()
      .recommended_serials.map((s: { serial_slug: string }) => s.serial_slug);
    expect(suggested).toContain(close.slug);
    expect(suggested).not.toContain(hidden.slug);
    const forContributor = (await get('api-similar-serials', { slug: serial.slug }, contributor.token))
      .json()
      .similar_serials.map((s: { serial_slug: string }) => s.serial_slug);
    expect(forContributor).toContain(hidden.slug);
  });

  it('answers awards, journals and listed serials in their final shape, empty, and 404 for a hidden serial', async () => {
    const serial = await makeSerial(t.database.db);
    expect((await get('api-serial-award-list', { slug: serial.slug })).json()).toEqual({ awards: [], end_point: true });
    expect((await get('api-serial-journals', { slug: serial.slug, loadMore: 1 })).json()).toEqual({
      journals: [],
      end_point: true,
    });
    expect((await get('api-listed-serials', { slug: serial.slug })).json()).toEqual({ listed_serials: [] });
    const hidden = await makeSerial(t.database.db, { publish: false });
    for (const path of [
      'api-serial-award-list',
      'api-serial-journals',
      'api-listed-serials',
      'api-serial-artist-list',
      'api-serial-role-list',
      'api-similar-serials',
      'api-suggested-serials',
      'api-serial-seasons',
    ]) {
      expect((await get(path, { slug: hidden.slug })).statusCode, path).toBe(404);
      expect((await get(path, { slug: hidden.slug }, contributor.token)).statusCode, path).toBe(200);
    }
  });
});

describe('an artist’s serials (artist detail sub-call)', () => {
  it('lists each serial once with the artist’s jobs and characters, latest first, hiding unpublished serials from guests', async () => {
    const artist = await makeArtist(t.database.db);
    const older = await makeSerial(
      t.database.db,
      { releasedYear: 1990 },
      {
        crew: [
          { artistId: artist.id, job: 1 },
          { artistId: artist.id, job: 17 },
        ],
        cast: [{ artistId: artist.id, role: 'Купер' }],
      },
    );
    const newer = await makeSerial(
      t.database.db,
      { releasedYear: 2015 },
      { cast: [{ artistId: artist.id, role: 'Шерлок' }] },
    );
    const hidden = await makeSerial(
      t.database.db,
      { releasedYear: 2020, publish: false },
      { crew: [{ artistId: artist.id, job: 6 }] },
    );
    const url = '/api/artist/api-artist-serials/';
    const res = await t.call({ method: 'GET', url, query: { slug: artist.slug } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      serials: [
        { serial_slug: newer.slug, serial_poster: null, premiere_date: 2015, role: 'Шерлок', job: '', job_en: '' },
        {
          serial_slug: older.slug,
          serial_poster: null,
          premiere_date: 1990,
          role: 'Купер',
          job: 'Найруулагч, Санаачлагч',
          job_en: 'Director, Initiator',
        },
      ],
    });
    const all = await t.call({ method: 'GET', url, query: { slug: artist.slug }, token: contributor.token });
    expect(all.json().serials.map((s: { serial_slug: string }) => s.serial_slug)).toEqual([
      hidden.slug,
      newer.slug,
      older.slug,
    ]);
  });
});
