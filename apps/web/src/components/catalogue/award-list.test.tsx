import { act, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { AwardList } from './award-list';

afterEach(() => setLanguage('mn'));

const award = {
  award: 'Шилдэг кино',
  award_en: 'Best Film',
  award_slug: 'mfi-festival',
  date: '2025',
  win: true,
  nominee: false,
  festival: 'МФИ наадам',
  festival_en: 'MFI Festival',
  film: null,
  film_en: null,
};

function renderList() {
  const awards = [
    award,
    {
      ...award,
      award: 'Шилдэг зураг авалт',
      award_en: '',
      win: false,
      nominee: true,
      film: 'Цогт тайж',
      film_en: 'Tsogt Taij',
    },
  ];
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <AwardList awards={awards} labels={{ won: 'Шагнал хүртсэн', nominated: 'Нэр дэвшсэн' }} />,
      },
    ],
    { initialEntries: ['/'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

describe('a title’s award lines', () => {
  it('show the category, the mark, and the festival and year linking to the edition', () => {
    renderList();
    const [won, nominated] = screen.getAllByTestId('award-line');
    expect(within(won!).getByText('Шилдэг кино')).toBeTruthy();
    expect(within(won!).getByText('Шагнал хүртсэн')).toBeTruthy();
    expect(within(won!).getByRole('link', { name: 'МФИ наадам 2025' }).getAttribute('href')).toBe(
      '/festival/annual/detail/mfi-festival/2025',
    );
    expect(within(nominated!).getByText('Нэр дэвшсэн')).toBeTruthy();
    expect(nominated!.textContent).toContain('Цогт тайж');
  });

  it('name the festival in English when the reader chose English', () => {
    renderList();
    act(() => setLanguage('en'));
    expect(screen.getAllByRole('link', { name: 'MFI Festival 2025' })).toHaveLength(2);
    // The film an award was for: its international title.
    const [, nominated] = screen.getAllByTestId('award-line');
    expect(nominated!.textContent).toContain('Tsogt Taij');
    expect(nominated!.textContent).not.toContain('Цогт тайж');
  });

  it('name the category in English where it has an English name, else in Mongolian marked as such', () => {
    renderList();
    act(() => setLanguage('en'));
    const [won, nominated] = screen.getAllByTestId('award-line');
    expect(within(won!).getByText('Best Film').getAttribute('lang')).toBeNull();
    expect(won!.textContent).not.toContain('Шилдэг кино');
    expect(within(nominated!).getByText('Шилдэг зураг авалт').getAttribute('lang')).toBe('mn');
  });
});
