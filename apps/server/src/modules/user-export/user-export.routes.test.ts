import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodeReactions, episodeUserFlags, movieReactions, movieUserFlags, serialUserFlags } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { type SignedInMember, signedInMember } from '../../test/factories/members';
import { jpeg, multipart } from '../../test/multipart';
import { ownOneOfEach, type OwnedThings } from '../../test/owned-things-fixture';

// A member takes everything away (issue 29 part 3): the ZIP's files and what they hold for a member with
// data of every kind, Letterboxd's layouts exactly, nothing of another member's, and no export without a token.

let t: TestApp;
let owner: SignedInMember;
let other: SignedInMember;
let owned: OwnedThings;
let theirs: OwnedThings;

const exportOf = (token?: string) => t.call({ method: 'GET', url: '/api/user/api/v-user-export/', token });

/** The CSV's rows as arrays of cells (the export quotes only where needed). */
function rowsOf(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted || (c !== '"' && c !== ',' && c !== '\n')) cell += c;
    else if (c === '"') quoted = true;
    else {
      row.push(cell);
      cell = '';
      if (c === '\n') {
        rows.push(row);
        row = [];
      }
    }
  }
  return rows;
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedInMember(t, ['critic', 'publisher']);
  other = await signedInMember(t, ['critic']);
  owned = await ownOneOfEach(t, owner);
  theirs = await ownOneOfEach(t, other);
  const db = t.database.db;
  // The ratings set the movie's and the episode's watched flags already.
  await db
    .insert(movieUserFlags)
    .values({ movieId: owned.movie.id, userId: owner.id, favorite: true, watch: true })
    .onConflictDoUpdate({
      target: [movieUserFlags.movieId, movieUserFlags.userId],
      set: { favorite: true, watch: true },
    });
  await db.insert(serialUserFlags).values({ serialId: owned.serial.id, userId: owner.id, watch: true });
  await db
    .insert(episodeUserFlags)
    .values({ episodeId: owned.episode.id, userId: owner.id, watched: true })
    .onConflictDoNothing();
  await db.insert(movieReactions).values({ movieId: owned.movie.id, userId: owner.id, slot: 1, reaction: 'bravo' });
  await db.insert(episodeReactions).values({ episodeId: owned.episode.id, userId: owner.id, slot: 2, reaction: 'wow' });
  await db
    .insert(movieUserFlags)
    .values({ movieId: theirs.movie.id, userId: other.id, favorite: true })
    .onConflictDoUpdate({ target: [movieUserFlags.movieId, movieUserFlags.userId], set: { favorite: true } });
  const follow = (slug: string, token: string) =>
    t.call({ method: 'POST', url: '/api/user/api/v-user-follow/', payload: { slug }, token });
  expect((await follow(other.slug, owner.token)).statusCode).toBe(200);
  expect((await follow(owner.slug, other.token)).statusCode).toBe(200);
  const diary = (payload: object) =>
    t.call({ method: 'POST', url: '/api/user/api/v-user-diary-add/', payload, token: owner.token });
  expect(
    (await diary({ kind: 'movie', id: owned.movie.id, date: '2025-03-01', grade: 73, tags: ['шөнө', 'b'] })).statusCode,
  ).toBe(200);
  expect(
    (await diary({ kind: 'movie', id: owned.movie.id, date: '2025-04-02', rewatch: true, review: 'Дахиад, "гоё"' }))
      .statusCode,
  ).toBe(200);
  expect((await diary({ kind: 'season', id: owned.season.id, date: '2025-05-03' })).statusCode).toBe(200);
  const { payload, headers } = await multipart({}, { image: { data: await jpeg() } });
  const upload = await t.call({
    method: 'POST',
    url: '/api/user/api/v-user-useraddimage/',
    payload,
    headers,
    token: owner.token,
  });
  expect(upload.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('GET /user/api/v-user-export/', () => {
  it('is refused without a token, as every member call', async () => {
    expect((await exportOf()).statusCode).toBe(401);
    expect((await exportOf('not-a-token')).statusCode).toBe(401);
  });

  it("answers a ZIP of everything the member made, in Letterboxd's layouts, and nothing of anyone else's", async () => {
    const res = await exportOf(owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mfi-[a-z0-9-]+-\d{4}-\d\d-\d\d\.zip"$/);
    expect(res.headers['cache-control']).toContain('no-store');
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(zip).sort();
    const text = (name: string) => strFromU8(zip[name]!);
    const csv = (name: string) => rowsOf(text(name));

    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'profile.json',
        'diary.csv',
        'ratings.csv',
        'reviews.csv',
        'watched.csv',
        'watchlist.csv',
        'favourites.csv',
        'watching.csv',
        'reactions.csv',
        'following.csv',
        'followers.csv',
        'blocked.csv',
        'messages.csv',
        'comments.csv',
      ]),
    );
    // The README names every file the archive holds (a folder's files by their folder).
    for (const name of names.filter((n) => n !== 'README.txt'))
      expect(text('README.txt')).toContain(name.includes('/') ? `${name.split('/')[0]}/` : name);

    const profile = JSON.parse(text('profile.json'));
    expect(profile).toMatchObject({ username: owner.username, slug: owner.slug, email: owner.email });

    // diary.csv: Letterboxd's eight diary columns first, then the review, ours and the exact grade.
    const diary = csv('diary.csv');
    expect(diary[0]).toEqual([
      'Date',
      'Name',
      'Year',
      'Letterboxd URI',
      'Rating',
      'Rewatch',
      'Tags',
      'Watched Date',
      'Review',
      'tmdbID',
      'Kind',
      'Title (MN)',
      'Season',
      'Episode',
      'Episode Name',
      'Grade',
    ]);
    expect(diary.slice(1).map((r) => [r[7], r[4], r[5], r[6], r[8], r[10], r[15]])).toEqual([
      ['2025-03-01', '3.5', '', 'шөнө, b', '', 'movie', '73'],
      ['2025-04-02', '', 'Yes', '', 'Дахиад, "гоё"', 'movie', ''],
      ['2025-05-03', '', '', '', '', 'season', ''],
    ]);
    expect(diary[3]![12]).toBe(String(owned.season.seasonNum));

    // ratings.csv: Letterboxd's five columns first; the movie (the diary's 73 → 3.5 stars) and the episode (70 → 3.5).
    const ratings = csv('ratings.csv');
    expect(ratings[0]!.slice(0, 5)).toEqual(['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating']);
    expect(ratings[0]!.slice(5)).toEqual([
      'tmdbID',
      'Kind',
      'Title (MN)',
      'Season',
      'Episode',
      'Episode Name',
      'Grade',
    ]);
    expect(
      ratings
        .slice(1)
        .map((r) => [r[6], r[4], r[11]])
        .sort(),
    ).toEqual([
      ['episode', '3.5', '70'],
      ['movie', '3.5', '73'],
    ]);
    const movieRow = ratings.find((r) => r[6] === 'movie')!;
    expect(movieRow[0]).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(movieRow[1]).toBe(owned.movie.iTitle);
    expect(movieRow[2]).toBe(String(owned.movie.year));
    expect(movieRow[3]).toBe(`http://mfi.test/movie/${owned.movie.slug}/detail`);

    const reviews = csv('reviews.csv');
    expect(reviews[0]!.slice(0, 9)).toEqual([
      'Date',
      'Name',
      'Year',
      'Letterboxd URI',
      'Rating',
      'Rewatch',
      'Review',
      'Tags',
      'Watched Date',
    ]);
    expect(
      reviews
        .slice(1)
        .map((r) => r[6])
        .sort(),
    ).toEqual(['Сайн анги', 'Сайн улирал', 'Сайхан']);

    const detailed = names.filter((n) => n.startsWith('reviews/detailed/'));
    expect(detailed).toHaveLength(3);
    expect(detailed.map((n) => text(n)).join('')).toContain('<p>Урт</p>');

    expect(
      csv('watched.csv')
        .slice(1)
        .map((r) => r[5])
        .sort(),
    ).toEqual(['episode', 'movie']);
    expect(
      csv('watchlist.csv')
        .slice(1)
        .map((r) => r[5])
        .sort(),
    ).toEqual(['movie', 'serial']);
    expect(
      csv('favourites.csv')
        .slice(1)
        .map((r) => r[1]),
    ).toEqual([owned.movie.iTitle]);
    expect(csv('watched.csv')[0]).toEqual([
      'Date',
      'Name',
      'Year',
      'Letterboxd URI',
      'tmdbID',
      'Kind',
      'Title (MN)',
      'Season',
      'Episode',
      'Episode Name',
    ]);
    expect(
      csv('reactions.csv')
        .slice(1)
        .map((r) => r.at(-1))
        .sort(),
    ).toEqual(['bravo', 'wow']);

    // Lists: Letterboxd's list export, its header, the list's row, a blank line, then the titles.
    const lists = names.filter((n) => n.startsWith('lists/'));
    expect(lists).toHaveLength(2);
    const movieList = csv(lists.find((n) => n.startsWith('lists/movie-'))!);
    expect(movieList.slice(0, 2)).toEqual([
      ['Letterboxd list export v7'],
      ['Date', 'Name', 'Tags', 'URL', 'Description'],
    ]);
    expect(movieList[2]![1]).toBe('Киноны жагсаалт');
    expect(movieList[3]).toEqual(['']);
    expect(movieList[4]).toEqual(['Position', 'Name', 'Year', 'URL', 'Description']);
    expect(movieList[5]!.slice(0, 3)).toEqual(['1', owned.movie.iTitle, String(owned.movie.year)]);

    expect(
      csv('following.csv')
        .slice(1)
        .map((r) => r[1]),
    ).toEqual([other.username]);
    expect(
      csv('followers.csv')
        .slice(1)
        .map((r) => r[1]),
    ).toEqual([other.username]);
    expect(
      csv('messages.csv')
        .slice(1)
        .map((r) => r[2]),
    ).toEqual(['Сайн уу']);
    expect(
      csv('comments.csv')
        .slice(1)
        .map((r) => [r[3], r[4]]),
    ).toEqual([[owner.username, 'Сэтгэгдэл']]);
    expect(names.filter((n) => n.startsWith('journals/'))).toHaveLength(1);

    // The uploaded image, as the storage holds it.
    const library = names.filter((n) => n.startsWith('images/library/'));
    expect(library).toHaveLength(1);
    expect(Buffer.from(zip[library[0]!]!).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    // Nothing of the other member's: their titles, texts and lists appear only where the owner's rows name them.
    const everything = names.map((n) => (n.startsWith('images/') ? '' : text(n))).join('\n');
    expect(everything).not.toContain(theirs.movie.slug);
    expect(everything).not.toContain(theirs.serial.slug);
    expect(everything).not.toContain(other.email);
  });
});
