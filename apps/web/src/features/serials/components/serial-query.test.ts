import { describe, expect, it } from 'vitest';
import { activeFilterCount, appliedSort, parseIds } from '../../../components/catalogue/catalogue-query';
import { SERIAL_FILTERS, SERIAL_QUERY_DEFAULTS, toSerialListParams } from './serial-query';

const state = (patch: Partial<typeof SERIAL_QUERY_DEFAULTS>) => ({ ...SERIAL_QUERY_DEFAULTS, ...patch });
const international = { countryFlag: 1 as const, published: true };
const mongolian = { countryFlag: 2 as const, published: true };

describe('serial catalogue query', () => {
  it('sends only the catalogue flag when nothing is set', () => {
    expect(toSerialListParams(SERIAL_QUERY_DEFAULTS, international)).toEqual({ countryFlag: 1 });
  });

  it('maps lists, ranges with their flags, page, sort and search to the spec keys', () => {
    const params = toSerialListParams(
      state({
        page: '3',
        sort: '7',
        search: ' Чингис ',
        country: '4,9',
        format: '1',
        rating: '2,3',
        lang: '5',
        genre: '1,2',
        subgenre: '8',
        tag: '11',
        grade: '60,100',
        start: '1990,2000',
        end: '2000,2010',
        runtime: '20,45',
      }),
      international,
    );
    expect(params).toEqual({
      countryFlag: 1,
      page: 3,
      sort: 7,
      search: 'Чингис',
      country: '4,9',
      format: '1',
      rating: '2,3',
      language: '5',
      genre: '1,2',
      subgenre: '8',
      tag: '11',
      grade: '60,100',
      gradeFlag: 1,
      releasedYear: '1990,2000',
      releasedYearFlag: 1,
      finishedYear: '2000,2010',
      finishedYearFlag: 1,
      runtime: '20,45',
      runtimeFlag: 1,
    });
  });

  it('leaves country out of the Mongolian catalogue and asks for unpublished ones when told', () => {
    const params = toSerialListParams(state({ country: '4' }), { ...mongolian, published: false });
    expect(params).toEqual({ countryFlag: 2, published: false });
    expect(activeFilterCount(state({ country: '4', genre: '1' }), SERIAL_FILTERS, 2)).toBe(1);
    expect(activeFilterCount(state({ country: '4', genre: '1' }), SERIAL_FILTERS, 1)).toBe(2);
  });

  it('drops the sixth choice, junk ids and ranges out of bounds', () => {
    expect(parseIds('1,2,3,4,5,6')).toEqual([1, 2, 3, 4, 5]);
    expect(parseIds('1,x,-3,2,2')).toEqual([1, 2]);
    const params = toSerialListParams(state({ genre: '1,2,3,4,5,6', grade: '90,10', runtime: '0,500' }), international);
    expect(params.genre).toBe('1,2,3,4,5');
    expect(params.grade).toBeUndefined();
    expect(params.runtime).toBe('0,100');
    expect(params.runtimeFlag).toBe(1);
  });

  it('ignores a bad sort and page 1', () => {
    expect(toSerialListParams(state({ sort: '9', page: '1' }), international)).toEqual({ countryFlag: 1 });
  });

  it('names the order the server applies when none is chosen: newest, or best match while searching', () => {
    expect(appliedSort(state({}))).toBe('1');
    expect(appliedSort(state({ search: 'чингис' }))).toBe('');
    expect(appliedSort(state({ search: 'чингис', sort: '3' }))).toBe('3');
    expect(appliedSort(state({ sort: '12' }))).toBe('1');
  });
});
