import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render';
import type { JournalDetail } from '../api/get-journal-detail';
import { JournalRelated } from './journal-related';

beforeAll(() => loadNamespaces('journals'));

const journal = (over: Partial<JournalDetail>): JournalDetail => ({
  id: 1,
  slug: 'talyn-salhi',
  type: { id: 1, type_mongol_name: 'Нийтлэл', type_english_name: 'Article', type_slug: 'niitlel' },
  sub_type: { id: 2, type_mongol_name: 'Дурсамж', type_english_name: 'Memoir', type_slug: 'dursamj' },
  title: 'Талын салхи',
  tags: [],
  user: 'Номин',
  user_slug: 'nomin',
  user_image: null,
  publish_date: null,
  publish: false,
  cover: null,
  content: '<p>Текст</p>',
  total_likes: 0,
  user_like: false,
  artists: [],
  movies: [],
  serials: [],
  p_journals: [],
  ...over,
});

describe('a journal’s related titles', () => {
  it('lists related movies and serials as posters linking to their pages, and leaves an empty list out', () => {
    const related = journal({
      movies: [{ id: 3, slug: 'tsogt-taij', poster: null, title: 'Цогт тайж', i_title: 'Tsogt Taij', year: 1945 }],
      serials: [{ id: 4, slug: 'uulzvar', poster: null, title: 'Уулзвар', i_title: 'Crossroads', year: 2021 }],
    });
    renderRoutes([{ path: '/', element: <JournalRelated journal={related} /> }], '/');

    const movies = screen.getByTestId('journal-movies');
    expect(within(movies).getByRole('heading', { name: 'Холбогдох кинонууд' })).toBeTruthy();
    expect(within(movies).getByRole('link', { name: 'Цогт тайж' }).getAttribute('href')).toBe(
      '/movie/tsogt-taij/detail',
    );
    expect(within(movies).getByText('1945')).toBeTruthy();
    const serials = screen.getByTestId('journal-serials');
    expect(within(serials).getByRole('link', { name: 'Уулзвар' }).getAttribute('href')).toBe('/serial/detail/uulzvar');
    expect(screen.queryByTestId('journal-artists')).toBeNull();
  });

  it('shows no movie or serial section for a journal without related titles', () => {
    renderRoutes([{ path: '/', element: <JournalRelated journal={journal({})} /> }], '/');
    expect(screen.queryByTestId('journal-movies')).toBeNull();
    expect(screen.queryByTestId('journal-serials')).toBeNull();
  });
});
