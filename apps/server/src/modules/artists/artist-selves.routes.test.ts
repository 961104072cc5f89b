import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalMainTypes, journalSubTypes, movieRoles, movies } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { makeArtist, token } from '../../test/factories/artists';
import { makeJournal, makeJournalTypes, userIdOf } from '../../test/factories/journals';
import { makeSerial } from '../../test/factories/serials';

// GET /artist/api-artist-self-portraits/ (list_selves): documentaries casting the artist and video journals
// showing them, published ones only unless the reader sees unpublished items.

let t: TestApp;
let contributor = '';
let authorId = 0;
let videoSubTypeId = 0;
let columnSubTypeId = 0;
beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  contributor = (await t.signedInUser(['contributer'])).token;
  const publisher = await t.signedInUser(['publisher']);
  authorId = await userIdOf(db, publisher.username);
  // The taxonomy's "video" main type (shared by the worker's files: made once).
  await db.insert(journalMainTypes).values({ slug: 'video', nameMn: 'Видео', nameEn: 'Video' }).onConflictDoNothing();
  const [video] = await db.select().from(journalMainTypes).where(eq(journalMainTypes.slug, 'video'));
  const [sub] = await db
    .insert(journalSubTypes)
    .values({ mainTypeId: video.id, slug: `nevtruuleg-${token()}`, nameMn: 'Нэвтрүүлэг', nameEn: 'Programme' })
    .returning();
  videoSubTypeId = sub.id;
  columnSubTypeId = (await makeJournalTypes(db)).sub.id;
});
afterAll(() => t.close());

const selves = async (slug: string, tokenOf?: string) => {
  const res = await t.call({
    method: 'GET',
    url: '/api/artist/api-artist-self-portraits/',
    query: { slug },
    token: tokenOf,
  });
  expect(res.statusCode).toBe(200);
  return res.json().list_selves as { type: string; slug: string; year: number }[];
};

async function documentary(artistId: number, year: number, publish: boolean, format = 2) {
  const [m] = await t.database.db
    .insert(movies)
    .values({
      slug: `doc-${token()}`,
      mTitle: 'Баримтат',
      iTitle: 'Doc',
      oTitle: 'Doc',
      category: 1,
      format,
      year,
      rating: 1,
      runtime: 60,
      publish,
    })
    .returning();
  await t.database.db.insert(movieRoles).values({ movieId: m.id, artistId, role: 'Өөрөө' });
  return m;
}

describe('other appearances', () => {
  it('is empty when nothing shows the artist', async () => {
    const a = await makeArtist(t.database.db, { proName: `Ганц ${token()}` });
    await documentary(a.id, 2000, true, 1); // a feature role is a character, not an appearance
    await makeJournal(t.database.db, { authorId, subTypeId: columnSubTypeId, artistIds: [a.id] }); // a column is about them
    expect(await selves(a.slug)).toEqual([]);
  });

  it('lists published documentaries and video journals newest first; guests see no unpublished one', async () => {
    const db = t.database.db;
    const a = await makeArtist(db, { proName: `Баримт ${token()}` });
    const film = await documentary(a.id, 1995, true);
    const hiddenFilm = await documentary(a.id, 2001, false);
    const serial = await makeSerial(
      db,
      { format: 2, releasedYear: 2010 },
      { cast: [{ artistId: a.id, role: 'Өөрөө' }] },
    );
    const hiddenSerial = await makeSerial(
      db,
      { format: 2, releasedYear: 2012, publish: false },
      { cast: [{ artistId: a.id, role: 'Өөрөө' }] },
    );
    const journal = await makeJournal(db, {
      authorId,
      subTypeId: videoSubTypeId,
      artistIds: [a.id],
      publishDate: new Date('2020-05-01T00:00:00Z'),
    });
    const draft = await makeJournal(db, { authorId, subTypeId: videoSubTypeId, artistIds: [a.id], publishDate: null });

    const guest = await selves(a.slug);
    expect(guest).toEqual([
      {
        type: 'journal',
        slug: journal.slug,
        poster: null,
        year: 2020,
        type_slug: 'video',
        sub_type_slug: expect.stringMatching(/^nevtruuleg-/),
      },
      { type: 'serial', slug: serial.slug, poster: null, year: 2010, type_slug: null, sub_type_slug: null },
      { type: 'movie', slug: film.slug, poster: null, year: 1995, type_slug: null, sub_type_slug: null },
    ]);
    const member = (await t.signedInUser()).token;
    expect(await selves(a.slug, member)).toEqual(guest);

    const seen = (await selves(a.slug, contributor)).map((s) => s.slug);
    expect(seen).toEqual(
      expect.arrayContaining([film.slug, hiddenFilm.slug, serial.slug, hiddenSerial.slug, journal.slug, draft.slug]),
    );
    expect(seen).toHaveLength(6);
  });
});
