import { describe, expect, it } from 'vitest';
import { looseKey, searchKeyOf, toLatin } from './transliterate';
import { slugify } from './slug';

describe('looseKey', () => {
  it('folds Cyrillic and the informal Latin spellings into one form', () => {
    const target = looseKey('Цогт тайж');
    expect(looseKey('tsogt taij')).toBe(target);
    expect(looseKey('Tsogt Taij')).toBe(target);
    expect(looseKey('ЦОГТ ТАЙЖ')).toBe(target);
  });

  it('treats ө/ү as o/u and х as h or kh', () => {
    expect(looseKey('Өнгөрсөн үе')).toBe(looseKey('ongorson ue'));
    expect(looseKey('Хүлэг')).toBe(looseKey('khuleg'));
    expect(looseKey('Хүлэг')).toBe(looseKey('huleg'));
  });

  it('drops accents and punctuation', () => {
    expect(looseKey('Amélie!')).toBe('amelie');
  });

  it('joins several names', () => {
    expect(searchKeyOf('Цогт тайж', null, 'Tsogt Taij')).toBe('tsogt taij tsogt taij');
  });
});

describe('slugs', () => {
  it('are readable Latin', () => {
    expect(toLatin('Цогт тайж')).toBe('tsogt taij');
    expect(slugify('Цогт тайж')).toBe('tsogt-taij');
    expect(slugify('  !!! ')).toBe('item');
  });
});
