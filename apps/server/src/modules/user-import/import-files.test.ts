import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fixture, letterboxdZip } from './fixtures';
import { ImportFileError, imdbGrade, letterboxdGrade, readImportFile } from './import-files';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ImportFileError ? error.key : error;
  }
  return undefined;
};

describe('reading an export', () => {
  it("reads Letterboxd's ZIP: diary with its reviews, ratings, flags and lists, Cyrillic, quotes, BOMs and CRLF", () => {
    const file = readImportFile('letterboxd', letterboxdZip(), 'letterboxd-member.zip');
    const names = file.titles.map((t) => `${t.name} (${t.year})`);
    expect(names).toEqual(
      expect.arrayContaining([
        'Тэнгэрийн зурвас (2019)',
        'Harbor Lights, Part One (2001)',
        'Twin Valley Q (2015)',
        'Nomad Horizonz (2012)',
        'Quiet Steppe Morning (2008)',
      ]),
    );
    expect(new Set(names).size).toBe(names.length); // one title, however many rows name it
    const diary = file.entries.filter((e) => e.what === 'diary');
    expect(diary).toHaveLength(5);
    const harbor = diary.find((e) => e.key.startsWith('letterboxd:https://boxd.it/fx02|'));
    expect(harbor).toMatchObject({ date: '2024-02-09', grade: 60, rewatch: false });
    // reviews.csv's review joined its diary entry (one URI), line break, commas and quotes kept.
    expect(harbor && 'review' in harbor && harbor.review).toBe(
      'A harbour, a light and a "storm".\r\nSecond paragraph, with commas.',
    );
    const first = diary.find((e) => e.key.startsWith('letterboxd:https://boxd.it/fx01|'));
    expect(first).toMatchObject({ grade: 90, tags: ['гэр бүл', 'winter'] });
    expect(diary.find((e) => e.key.startsWith('letterboxd:https://boxd.it/fx03|'))).toMatchObject({
      rewatch: true,
      grade: 100,
    });
    expect(file.entries.filter((e) => e.what === 'rating').map((e) => 'grade' in e && e.grade)).toEqual([100, 70, 80]);
    expect(file.entries.filter((e) => e.what === 'watched')).toHaveLength(3);
    expect(file.entries.filter((e) => e.what === 'watchlist')).toHaveLength(1);
    const list = file.entries.filter((e) => e.what === 'list');
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({
      list: 'Монгол дуртай кинонууд',
      about: 'Миний дуртай, шилдэг',
      position: 1,
      description: 'Хамгийн сайн, заавал үз',
    });
  });

  it('reads one CSV of the export by its name, and IMDb ratings with their ids and types', () => {
    const watchlist = readImportFile('letterboxd', fixture('letterboxd/watchlist.csv'), 'watchlist.csv');
    expect(watchlist.entries).toEqual([{ what: 'watchlist', title: 0 }]);
    const imdb = readImportFile('imdb', fixture('imdb/ratings.csv'), 'ratings.csv');
    expect(imdb.titles).toEqual([
      { name: 'Steppe Wind, The', year: 2017, imdbId: 'tt9900001', tmdbId: null, kind: 'movie' },
      { name: 'Unknown Series Zq', year: 2010, imdbId: 'tt9900002', tmdbId: null, kind: 'serial' },
      { name: 'Хөх толбо', year: 2005, imdbId: 'tt9900003', tmdbId: null, kind: 'movie' },
    ]);
    expect(imdb.entries.map((e) => 'grade' in e && e.grade)).toEqual([80, 60, 100]);
  });

  it('converts the stars: Letterboxd ×20 in half stars, IMDb ×10, anything else no grade', () => {
    expect(['0.5', '1', '2.5', '5', '0', '5.5', 'x', ''].map(letterboxdGrade)).toEqual([
      10,
      20,
      50,
      100,
      null,
      null,
      null,
      null,
    ]);
    expect(['1', '7', '10', '0', '11', '7.5', ''].map(imdbGrade)).toEqual([10, 70, 100, null, null, null, null]);
  });

  it('refuses a file that is not CSV, wrong columns, a broken ZIP, a ZIP that unpacks too large, no rows', () => {
    expect(refusal(() => readImportFile('letterboxd', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]), 'x.png'))).toBe(
      'importNotCsv',
    );
    expect(refusal(() => readImportFile('letterboxd', Buffer.from([0xc3, 0x28, 0x41]), 'bad.csv'))).toBe(
      'importNotCsv',
    );
    expect(refusal(() => readImportFile('letterboxd', Buffer.from('Film,When\nX,2020\n'), 'diary.csv'))).toBe(
      'importWrongColumnsLetterboxd',
    );
    expect(refusal(() => readImportFile('imdb', fixture('letterboxd/ratings.csv'), 'ratings.csv'))).toBe(
      'importWrongColumnsImdb',
    );
    expect(refusal(() => readImportFile('imdb', letterboxdZip(), 'export.zip'))).toBe('importNotCsv');
    const zip = letterboxdZip();
    expect(refusal(() => readImportFile('letterboxd', zip.subarray(0, zip.length - 40), 'cut.zip'))).toBe(
      'importBadZip',
    );
    const bomb = Buffer.from(zipSync({ 'diary.csv': new Uint8Array(51_000_000).fill(97) }, { level: 1 }));
    expect(bomb.length).toBeLessThan(1_000_000);
    expect(refusal(() => readImportFile('letterboxd', bomb, 'bomb.zip'))).toBe('importUnpackedTooLarge');
    expect(
      refusal(() => readImportFile('letterboxd', Buffer.from('Date,Name,Year,Letterboxd URI\r\n'), 'watched.csv')),
    ).toBe('importNoRows');
  });
});
