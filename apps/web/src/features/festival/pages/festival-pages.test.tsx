import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AnnualDetailResponse, AwardEntry } from '@mfi/contract/festival.schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../lib/auth-store';
import { i18n, loadNamespaces, setLanguage } from '../../../lib/i18n';
import { renderRoutes, stubFetch } from '../../../test/render';
import { festivalPages } from './festival-pages';

beforeAll(() => loadNamespaces('festival'));
afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  setLanguage('mn');
});

const routes = [
  { path: '/festival', Component: festivalPages['festival-list'] },
  { path: '/festival/create', Component: festivalPages['award-create'] },
  { path: '/festival/detail/:slug', Component: festivalPages['award-detail'] },
  { path: '/festival/annual/create', Component: festivalPages['annual-award-create'] },
  { path: '/festival/annual/detail/:slug/:year', Component: festivalPages['annual-award-detail'] },
  { path: '/festival/annual/agenda/:slug/:year', Component: festivalPages['annual-award-agenda'] },
];

const festival = { slug: 'mfi-festival', mongol_name: 'МФИ наадам', international_name: 'MFI Festival' };
const film = {
  kind: 'movie' as const,
  id: 7,
  slug: 'tsogt-taij',
  name: 'Цогт тайж',
  name_en: 'Tsogt Taij',
  image: null,
  poster: null,
  year: 1945,
  directors: ['Т. Жамьян'],
  directors_en: ['T. Jamyan'],
};
const entry = (over: Partial<AwardEntry>): AwardEntry => ({
  ...film,
  award_id: 1,
  award: 'Шилдэг кино',
  award_en: 'Best Film',
  artist: null,
  ...over,
});

const edition: AnnualDetailResponse = {
  id: 7,
  festival,
  award: festival.mongol_name,
  award_en: festival.international_name,
  year: 2025,
  image: '/media/festival/poster.jpg',
  description: '<p>Монгол тайлбар</p>',
  description_en: '<p>English description</p>',
  agenda: '<p>Хөтөлбөр: нээлт</p>',
  agenda_en: '<p>Agenda: the opening</p>',
  guidance: '',
  guidance_en: '',
  payment_deadline: null,
  results_date: null,
  winners: [entry({ award_id: 1 })],
  nominees: [
    {
      nominee_name: 'Шилдэг найруулагч',
      nominee_name_en: '',
      movies: [
        entry({
          award_id: 2,
          award: 'Шилдэг найруулагч',
          award_en: '',
          slug: 'other',
          name: 'Өөр кино',
          name_en: 'Another Film',
          artist: { slug: 'jamyan', name: 'Т. Жамьян', name_en: 'T. Jamyan', image: null },
        }),
      ],
    },
  ],
};

const admin = {
  contributer: true,
  main_contributer: true,
  admin: true,
  critic: false,
  publisher: true,
  ustga: false,
  name: 'Админ',
  slug: 'admin',
  image: null,
  background: null,
};

function stubEdition(extra: Record<string, { status?: number; body?: unknown }> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      stubFetch({
        '/api/award/annual-detail/': { body: edition },
        '/api/award/annual-notnominated-movie-list/': {
          body: { movie_list: [{ ...film, id: 9, slug: 'third', name: 'Гурав дахь кино' }] },
        },
        ...extra,
      }),
    ),
  );
}

describe('the festival list', () => {
  it('shows each festival with its name in the reader’s language, and an empty state', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({
          '/api/award/festival-list/': {
            body: { festival_list: [{ id: 1, background: '/media/b.jpg', ...festival }] },
          },
        }),
      ),
    );
    renderRoutes(routes, '/festival');
    const card = await screen.findByTestId('festival-card');
    expect(within(card).getByRole('link', { name: 'МФИ наадам' }).getAttribute('href')).toBe(
      '/festival/detail/mfi-festival',
    );
    expect(screen.queryByRole('link', { name: 'Наадам нэмэх' })).toBeNull();
    act(() => setLanguage('en'));
    expect(await within(card).findByRole('link', { name: 'MFI Festival' })).toBeTruthy();
  });

  it('offers the add link where the answer’s can_manage allows', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(stubFetch({ '/api/award/festival-list/': { body: { festival_list: [], can_manage: true } } })),
    );
    renderRoutes(routes, '/festival');
    expect((await screen.findByRole('link', { name: 'Наадам нэмэх' })).getAttribute('href')).toBe('/festival/create');
  });

  it('says so when no festival is listed', async () => {
    vi.stubGlobal('fetch', vi.fn(stubFetch({ '/api/award/festival-list/': { body: { festival_list: [] } } })));
    renderRoutes(routes, '/festival');
    expect((await screen.findByTestId('festival-list-empty')).textContent).toBe(
      'Одоогоор бүртгэгдсэн наадам алга байна.',
    );
  });
});

describe('the annual detail', () => {
  it('shows the winners, the nominees by category and the other entrants to a guest, without admin controls', async () => {
    stubEdition();
    renderRoutes(routes, '/festival/annual/detail/mfi-festival/2025');
    const winners = await screen.findByTestId('annual-winners');
    expect(within(winners).getByRole('link', { name: 'Цогт тайж' }).getAttribute('href')).toBe(
      '/movie/tsogt-taij/detail',
    );
    const nominees = screen.getByTestId('annual-nominees');
    expect(within(nominees).getByRole('heading', { name: 'Шилдэг найруулагч' })).toBeTruthy();
    expect(within(nominees).getByRole('link', { name: 'Т. Жамьян' }).getAttribute('href')).toBe(
      '/artist/jamyan/detail',
    );
    expect(
      within(await screen.findByTestId('annual-others')).getByRole('link', { name: 'Гурав дахь кино' }),
    ).toBeTruthy();
    expect(screen.getByTestId('annual-description').textContent).toBe('Монгол тайлбар');
    expect(screen.queryByRole('link', { name: 'Засах' })).toBeNull();
    expect(screen.queryByTestId('award-entry-form')).toBeNull();
    expect(screen.queryByRole('button', { name: /устгах/ })).toBeNull();
  });

  it('shows the English description and name when the language is English', async () => {
    stubEdition();
    setLanguage('en');
    renderRoutes(routes, '/festival/annual/detail/mfi-festival/2025');
    expect((await screen.findByTestId('annual-description')).textContent).toBe('English description');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('MFI Festival 2025');
  });

  it('names the award films, their directors and the artists in English when the language is English', async () => {
    stubEdition();
    setLanguage('en');
    renderRoutes(routes, '/festival/annual/detail/mfi-festival/2025');
    const winners = await screen.findByTestId('annual-winners');
    expect(within(winners).getByRole('link', { name: 'Tsogt Taij' }).getAttribute('href')).toBe(
      '/movie/tsogt-taij/detail',
    );
    expect(winners.textContent).toContain('T. Jamyan');
    expect(winners.textContent).not.toContain('Цогт тайж');
    // The category's English name where the editor gave one.
    expect(winners.textContent).toContain('Best Film');
    expect(winners.textContent).not.toContain('Шилдэг кино');
    const nominees = screen.getByTestId('annual-nominees');
    expect(within(nominees).getByRole('link', { name: 'T. Jamyan' })).toBeTruthy();
    expect(within(nominees).getByRole('link', { name: 'Another Film' })).toBeTruthy();
    // A category without an English name: the Mongolian one, marked as such.
    expect(within(nominees).getByRole('heading', { name: 'Шилдэг найруулагч' }).getAttribute('lang')).toBe('mn');
  });

  it('gives an admin the edit link, the award entry form and a delete that asks first', async () => {
    const deleted = vi.fn();
    const answers = stubFetch({
      '/api/user/api/v-user-profile-short/': { body: { user_profile: admin } },
      '/api/award/annual-detail/': { body: { ...edition, can_manage: true, can_see_history: true } },
      '/api/award/annual-notnominated-movie-list/': { body: { movie_list: [] } },
      '/api/award/api-annual-award-delete/': { body: { success: true, message: 'ok' } },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('api-annual-award-delete')) deleted(JSON.parse(String(init?.body)));
        return answers(input);
      }),
    );
    setToken('t0ken');
    renderRoutes(routes, '/festival/annual/detail/mfi-festival/2025');
    expect((await screen.findByRole('link', { name: 'Засах' })).getAttribute('href')).toBe(
      '/festival/annual/update/mfi-festival/2025',
    );
    expect(screen.getByTestId('award-entry-form')).toBeTruthy();
    // The edition's edit history, by the answer's can_see_history.
    expect(screen.getByTestId('history-link').getAttribute('href')).toBe('/admin/history/edition/7');
    fireEvent.click(screen.getAllByRole('button', { name: /шагналыг устгах/ })[0]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Устгах' }));
    await waitFor(() => expect(deleted).toHaveBeenCalledWith({ id: 1 }));
  });

  it('shows the admin controls by the answer’s can_manage, not by the reader’s roles', async () => {
    stubEdition({
      '/api/user/api/v-user-profile-short/': { body: { user_profile: admin } },
      '/api/award/annual-detail/': { body: { ...edition, can_manage: false } },
    });
    setToken('t0ken');
    renderRoutes(routes, '/festival/annual/detail/mfi-festival/2025');
    expect(await screen.findByTestId('annual-description')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Засах' })).toBeNull();
    expect(screen.queryByTestId('award-entry-form')).toBeNull();
    expect(screen.queryByRole('button', { name: /шагналыг устгах/ })).toBeNull();
    expect(screen.queryByTestId('history-link')).toBeNull();
  });

  it('answers an unknown edition with the not-found page', async () => {
    stubEdition({ '/api/award/annual-detail/': { status: 404, body: { detail: 'Not found.' } } });
    renderRoutes(routes, '/festival/annual/detail/mfi-festival/1990');
    expect(await screen.findByRole('heading', { name: 'Хуудас олдсонгүй' })).toBeTruthy();
  });
});

describe('the agenda', () => {
  it('shows the agenda in Mongolian, or in English by the toggle', async () => {
    stubEdition();
    renderRoutes(routes, '/festival/annual/agenda/mfi-festival/2025');
    expect((await screen.findByTestId('annual-agenda')).textContent).toBe('Хөтөлбөр: нээлт');
    act(() => setLanguage('en'));
    await waitFor(() => expect(screen.getByTestId('annual-agenda').textContent).toBe('Agenda: the opening'));
    expect(i18n.language).toBe('en');
  });
});

describe('the forms', () => {
  it('refuses a festival without names or background, with the contract’s messages', async () => {
    vi.stubGlobal('fetch', vi.fn(stubFetch({})));
    renderRoutes(routes, '/festival/create');
    fireEvent.click(await screen.findByRole('button', { name: 'Нэмэх' }));
    expect(await screen.findAllByText('Бичих шаардлагатай!')).toHaveLength(2);
  });

  it('refuses a year before 1900 and an edition without a festival', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(stubFetch({ '/api/award/search-festival-list/': { body: { festival_list: [{ id: 1, ...festival }] } } })),
    );
    renderRoutes(routes, '/festival/annual/create');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Он/ }), { target: { value: '1899' } });
    fireEvent.click(screen.getByRole('button', { name: 'Нэмэх' }));
    expect(await screen.findByText('Та оноо зөв оруулна уу!')).toBeTruthy();
    expect(screen.getByText('Сонгох шаардлагатай!')).toBeTruthy();
  });
});
