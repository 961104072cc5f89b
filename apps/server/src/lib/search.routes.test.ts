import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { makeArtist } from '../test/factories/artists';
import { makeJournal, makeJournalTypes, userIdOf } from '../test/factories/journals';
import { makeMovie } from '../test/factories/movies';
import { makeSerial } from '../test/factories/serials';
import { MOVIE_TITLES, NEAR_MISSES, SERIAL_TITLES, type TitleCase } from './search-titles.fixture';

// Search as Mongolians type (issue 11) through the real calls: the pickers and the catalogue lists of
// movies, serials, artists and journals, on a database of this file's own (no other file's rows).

let t: TestApp;
const slugOf = new Map<string, string>();
beforeAll(async () => {
  t = await buildTestApp({ ownDatabase: true });
  const db = t.database.db;
  const movieTitles: { m: string; i: string; o?: string }[] = [...MOVIE_TITLES, ...NEAR_MISSES];
  for (const c of movieTitles)
    slugOf.set(c.m, (await makeMovie(db, { mTitle: c.m, iTitle: c.i, oTitle: c.o ?? c.m })).slug);
  for (const c of SERIAL_TITLES)
    slugOf.set(c.m, (await makeSerial(db, { mTitle: c.m, iTitle: c.i, oTitle: c.m })).slug);
});
afterAll(() => t.close());

const get = async (url: string, query: Record<string, string>) => {
  const res = await t.call({ method: 'GET', url, query });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const moviePicks = async (q: string): Promise<string[]> =>
  (await get('/api/movie/api-search-movie-list/', { movie: q })).movie_list.map((m: { slug: string }) => m.slug);
const serialPicks = async (q: string): Promise<string[]> =>
  (await get('/api/serial/api-search-serial-list/', { serial: q })).serial_list.map((s: { slug: string }) => s.slug);
const movieList = async (q: string): Promise<string[]> =>
  (await get('/api/movie/movie-list/', { search: q })).results.map((m: { slug: string }) => m.slug);

describe('the pickers find a title however it is typed', () => {
  it('puts the title in the first three answers for at least 95 % of the spellings and typos', async () => {
    const cases = [
      ...MOVIE_TITLES.map((c): [TitleCase, typeof moviePicks] => [c, moviePicks]),
      ...SERIAL_TITLES.map((c): [TitleCase, typeof serialPicks] => [c, serialPicks]),
    ];
    expect(MOVIE_TITLES.length + SERIAL_TITLES.length).toBeGreaterThanOrEqual(40);
    const misses: string[] = [];
    let total = 0;
    for (const [c, picks] of cases) {
      expect(c.typed.length).toBeGreaterThanOrEqual(3);
      for (const q of [...c.typed, c.typo]) {
        total += 1;
        const answers = await picks(q);
        if (!answers.slice(0, 3).includes(slugOf.get(c.m)!))
          misses.push(`«${c.m}» as "${q}" (rank ${answers.indexOf(slugOf.get(c.m)!) + 1 || 'none'})`);
      }
    }
    const share = (total - misses.length) / total;
    console.log(
      `Search test set: ${total - misses.length} of ${total} queries (${(100 * share).toFixed(1)} %) have their title in the picker's first three answers.${misses.length ? `\nMissed: ${misses.join('; ')}` : ''}`,
    );
    expect(share).toBeGreaterThanOrEqual(0.95);
  });

  it('finds each typo of a short word, which trigram likeness alone misses', async () => {
    for (const [q, title] of [
      ['nra', 'Нар'],
      ['tsetesg', 'Цэцэг'],
      ['mrin huur', 'Морин хуур'],
      ['arvat', 'Аравт'],
    ]) {
      expect((await moviePicks(q)).slice(0, 3), q).toContain(slugOf.get(title));
    }
  });

  it('finds a foreign film under its Mongolian, international or original title', async () => {
    const cave = slugOf.get('Шар нохойн там');
    for (const q of [
      'шар нохойн там',
      'shar nokhoin tam',
      'The Cave of the Yellow Dog',
      'cave of the yellow dog',
      'Die Höhle des gelben Hundes',
      'hohle des gelben',
    ]) {
      expect((await moviePicks(q))[0], q).toBe(cave);
      expect((await movieList(q))[0], q).toBe(cave);
    }
    const camel = slugOf.get('Уйлж буй тэмээний түүх');
    for (const q of ['weeping camel', 'Die Geschichte vom weinenden Kamel', 'weinenden kamel'])
      expect((await moviePicks(q))[0], q).toBe(camel);
  });
});

describe('ranking', () => {
  it('puts the exact title first, then titles that start with the query, then typo matches', async () => {
    const answers = await moviePicks('nar');
    const at = (title: string) => answers.indexOf(slugOf.get(title)!);
    expect(at('Нар')).toBe(0);
    const prefixes = ['Нарны тойрог', 'Нарны хүү', 'Нарийн зам'].map(at);
    const typos = ['Хар тэмдэг', 'Хар нүд'].map(at);
    expect(Math.min(...prefixes)).toBeGreaterThan(0);
    expect(Math.min(...typos)).toBeGreaterThan(Math.max(...prefixes));
  });

  it('puts the whole title, then the start of a title, then a later word', async () => {
    const answers = await moviePicks('gerel');
    expect(['Гэрэл', 'Гэрэлт мөрөөдөл', 'Шөнийн гэрэл'].map((title) => answers.indexOf(slugOf.get(title)!))).toEqual([
      0, 1, 2,
    ]);
  });

  it('ranks the catalogue search the same way', async () => {
    expect((await movieList('nar'))[0]).toBe(slugOf.get('Нар'));
    expect((await movieList('huvguun'))[0]).toBe(slugOf.get('Хөвгүүн'));
    expect((await movieList('nra')).slice(0, 3)).toContain(slugOf.get('Нар'));
  });
});

describe('nonsense finds nothing', () => {
  it.each(['zzzz', 'qqqqq', 'zzzz xxxx', 'жжжж'])('%s', async (q) => {
    expect(await moviePicks(q)).toEqual([]);
    expect(await serialPicks(q)).toEqual([]);
    expect((await get('/api/artist/api-search-artist-list/', { artist: q })).artist_list).toEqual([]);
    const list = await get('/api/movie/movie-list/', { search: q });
    expect(list.count).toBe(0);
    expect((await get('/api/serial/serial-list/', { search: q })).serial_total).toBe(0);
  });
});

describe('artists and journals', () => {
  it('finds an artist by the informal spellings and a typo of the name', async () => {
    const artist = await makeArtist(t.database.db, { proName: 'Бэгзийн Балжинням', proNameEn: 'Begziin Baljinnyam' });
    const picks = async (q: string) =>
      (await get('/api/artist/api-search-artist-list/', { artist: q })).artist_list.map(
        (a: { person_slug: string }) => a.person_slug,
      );
    for (const q of ['baljinnyam', 'baljinyam', 'балжинням', 'begziin', 'begziyn baljinnyam', 'bljinnyam', 'begzin'])
      expect((await picks(q))[0], q).toBe(artist.slug);
    expect(
      (await get('/api/artist/artist-list/', { search: 'baljinyam', published: 'true' })).artist_list[0].person_slug,
    ).toBe(artist.slug);
  });

  it('finds a journal by the informal spellings of its title', async () => {
    const types = await makeJournalTypes(t.database.db);
    const author = await t.signedInUser(['publisher']);
    const journal = await makeJournal(t.database.db, {
      authorId: await userIdOf(t.database.db, author.username),
      subTypeId: types.sub.id,
      title: 'Өндөр уулын охин киноны тухай',
    });
    for (const q of ['undur uuliin', 'ondor uulyn ohin', 'ундур', 'odnor uulyn']) {
      const list = await get('/api/journal/api-journal-list/', { search: q });
      expect(list.journal_list[0]?.journal_slug, q).toBe(journal.slug);
    }
  });
});
