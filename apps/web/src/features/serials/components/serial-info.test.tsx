import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import type { SerialDetail } from '../api/get-serial-detail';
import { SerialInfo } from './serial-info';

beforeAll(() => loadNamespaces('serials'));
afterEach(() => i18n.changeLanguage('mn'));

const serial: SerialDetail = {
  id: 1,
  slug: 'odor-odriin-ongo',
  seasons_count: 1,
  publish: true,
  poster: null,
  background: null,
  m_title: 'Өдөр өдрийн өнгө',
  i_title: 'Odor Odriin Ongo',
  o_title: 'Өдөр өдрийн өнгө',
  re_year: 2015,
  fi_year: 2016,
  to_date: false,
  classic: false,
  grade: null,
  a_grade: null,
  critics: 0,
  audiences: 0,
  rating: 1,
  format: 1,
  languages: [{ id: 1, language_mongol_name: 'Монгол', language_english_name: 'Mongolian' }],
  countries: [{ id: 2, country_mongol_name: 'Монгол', country_english_name: 'Mongolia' }],
  genres: [
    { id: 3, genre_mongol_name: 'Драм', genre_english_name: 'Drama' },
    { id: 4, genre_mongol_name: 'Мелодрам', genre_english_name: 'Melodrama' },
  ],
  subgenres: [{ id: 5, sub_genre_mongol_name: 'Эмнэлэг', sub_genre_english_name: 'Medical' }],
  tags: [],
  plot: '',
  en_plot: '',
  trailer: '',
  runtime: 45,
  theater: false,
};

const row = (name: string) => screen.getByText(name).nextElementSibling?.textContent;

describe('the serial info block', () => {
  it('names genres, subgenres, languages and countries in Mongolian in MN mode', async () => {
    await i18n.changeLanguage('mn');
    renderWithProviders(<SerialInfo serial={serial} />);
    expect(row('Жанр')).toBe('Драм, Мелодрам');
    expect(row('Хэл')).toBe('Монгол');
  });

  it('names them in English in EN mode', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<SerialInfo serial={serial} />);
    expect(row('Genres')).toBe('Drama, Melodrama');
    expect(row('Subgenres')).toBe('Medical');
    expect(row('Languages')).toBe('Mongolian');
    expect(row('Countries')).toBe('Mongolia');
  });
});
