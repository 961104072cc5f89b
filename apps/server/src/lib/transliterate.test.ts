import { describe, expect, it } from 'vitest';
import { looseKey, looseSpellings, searchKeyOf, toLatin } from './transliterate';
import { slugify } from './slug';

/** Whether one of the ways the query can be read is the title's key. */
const meets = (query: string, title: string) => looseSpellings(query).includes(looseKey(title));

describe('looseKey', () => {
  it('folds Cyrillic and the informal Latin spellings into one form', () => {
    const target = looseKey('Цогт тайж');
    for (const typed of ['tsogt taij', 'Tsogt Taij', 'ЦОГТ ТАЙЖ', 'cogt tayj', 'tsogt taiij'])
      expect(looseKey(typed)).toBe(target);
  });

  it('makes о, у, ө and ү one vowel, typed as o, u, v or y', () => {
    for (const typed of ['undur', 'ondor', 'Өндөр', 'ундур', 'vndvr']) expect(meets(typed, 'Өндөр')).toBe(true);
    for (const typed of ['uul', 'vvl', 'yyl', 'ул', 'ool']) expect(meets(typed, 'Үүл')).toBe(true);
    for (const typed of ['huvguun', 'khovgoon', 'хувгуун', 'hövgüün', 'xuvguun'])
      expect(meets(typed, 'Хөвгүүн')).toBe(true);
  });

  it('reads ц as ts or c, х as h or kh, ч as ch, ш as sh', () => {
    for (const typed of ['tsetseg', 'ceceg', 'цэцэг', 'Tsetseg']) expect(meets(typed, 'Цэцэг')).toBe(true);
    expect(meets('chingis khaan', 'Чингис хаан')).toBe(true);
    expect(meets('chinggis haan', 'Чингис хаан')).toBe(true);
    expect(meets('shuvuun saaral', 'Шувуун саарал')).toBe(true);
  });

  it('reads й, ий and ы as i, ii, iy or y', () => {
    for (const typed of ['eejiin suun', 'eejiyn suun', 'eejin sun', 'eejyn suun'])
      expect(meets(typed, 'Ээжийн сүүн')).toBe(true);
    for (const typed of ['ardyn elch', 'ardiin elch', 'ardin elch']) expect(meets(typed, 'Ардын элч')).toBe(true);
    expect(meets('narny toyrog', 'Нарны тойрог')).toBe(true);
  });

  it('reads е, ё, ю and я with or without their y', () => {
    expect(meets('yeruul', 'Ерөөл')).toBe(true);
    expect(meets('eruul', 'Ерөөл')).toBe(true);
    expect(meets('nyam', 'Ням')).toBe(true);
    expect(meets('nam', 'Ням')).toBe(true);
    expect(meets('yum', 'Юм')).toBe(true);
    expect(meets('um', 'Юм')).toBe(true);
    expect(meets('zaia', 'Зая')).toBe(true);
  });

  it('keeps distinct vowels and consonants apart', () => {
    expect(looseKey('Хар')).not.toBe(looseKey('Хэр'));
    expect(looseKey('Нар')).not.toBe(looseKey('Нир'));
    expect(looseKey('Цагаан')).not.toBe(looseKey('Чагаан'));
  });

  it('leaves nonsense as it is: a run of three letters does not shrink to one', () => {
    expect(looseKey('zzzz')).toBe('zzz');
    expect(looseKey('Amélie!')).toBe(looseKey('amelie'));
  });

  it('joins the names of a row, each distinct name once', () => {
    expect(searchKeyOf('Цогт тайж', null, 'Tsogt Taij')).toBe('cugt taij');
    expect(searchKeyOf('Хатан', 'The Queen', 'Хатан')).toBe('hatan | the quen');
  });
});

describe('looseSpellings', () => {
  it('reads a y after a consonant both as ы/й and as ү, the first reading being looseKey', () => {
    expect(looseSpellings('yyl')).toEqual(['il', 'ul']);
    expect(looseSpellings('ardyn elch')[0]).toBe(looseKey('ardyn elch'));
    expect(looseSpellings('tayj')).toEqual(['taij']);
  });

  it('reads at most four ways however many y were typed', () => {
    expect(looseSpellings('ydy ygy yry yny').length).toBeLessThanOrEqual(4);
  });
});

describe('slugs', () => {
  it('are readable Latin', () => {
    expect(toLatin('Цогт тайж')).toBe('tsogt taij');
    expect(slugify('Цогт тайж')).toBe('tsogt-taij');
    expect(slugify('  !!! ')).toBe('item');
  });
});
