import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { FilmPicker } from './film-picker';

beforeAll(() => loadNamespaces('festival'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('mn');
});

const serials = [
  {
    id: 3,
    serial_poster: null,
    international_title: 'Ger Bul',
    mongol_title: 'Гэр бүл',
    slug: 'ger-bul',
    re_year: 2019,
  },
  {
    id: 4,
    serial_poster: null,
    international_title: 'Squid Game',
    mongol_title: '',
    slug: 'squid-game',
    re_year: 2021,
  },
];

async function offered() {
  const box = screen.getByRole('combobox');
  act(() => box.focus());
  fireEvent.change(box, { target: { value: 'г' } });
  await screen.findAllByRole('option', {}, { timeout: 3000 });
  return screen.getAllByRole('option').map((option) => option.textContent);
}

describe('the award form’s film picker', () => {
  it('offers a serial by its Mongolian title in Mongolian, by its international one in English', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(stubFetch({ '/api/serial/api-search-serial-list/': { body: { serial_list: serials } } })),
    );
    renderWithProviders(<FilmPicker kind="serial" value={null} onChange={() => undefined} />);
    // A serial with no Mongolian title keeps its international one.
    await waitFor(async () => expect(await offered()).toEqual(['Гэр бүл (2019)', 'Squid Game (2021)']));
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Ger Bul (2019)', 'Squid Game (2021)']),
    );
  });
});
