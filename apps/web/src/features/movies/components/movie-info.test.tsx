import { act, screen } from '@testing-library/react';
import type { MovieDetail } from '@mfi/contract/movies.schemas';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { MovieInfo } from './movie-info';

beforeAll(() => loadNamespaces('movies'));
afterEach(() => i18n.changeLanguage('mn'));

const movie = {
  format: 1,
  rating: 1,
  runtime: 120,
  theater: false,
  trailer: null,
  languages: [],
  genres: [],
  subgenres: [],
  countries: [],
  category: 1,
  year: 1980,
  tags: [
    { id: 1, tag_name: 'Нүүдэлчин', tag_name_en: 'Nomads' },
    { id: 2, tag_name: 'Шинэ шошго', tag_name_en: null },
  ],
  collection: { id: 3, collection_title: 'Оддын дайн', collection_title_en: 'Star Wars' },
} as unknown as MovieDetail;

describe('a movie’s info block', () => {
  it('names its tags and collection in English where they have an English name, in Mongolian otherwise', async () => {
    renderWithProviders(<MovieInfo movie={movie} />);
    expect(screen.getByText('Нүүдэлчин')).toBeTruthy();
    expect(screen.getByText('Оддын дайн')).toBeTruthy();

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Nomads')).toBeTruthy();
    expect(screen.getByText('Star Wars')).toBeTruthy();
    expect(screen.queryByText('Нүүдэлчин')).toBeNull();
    // A tag no admin named in English keeps its name, marked as Mongolian.
    expect(screen.getByText('Шинэ шошго').closest('[lang]')?.getAttribute('lang')).toBe('mn');
  });
});
