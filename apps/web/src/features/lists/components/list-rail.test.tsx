import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MovieListCard } from '@mfi/contract/lists.schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/auth-store';
import { loadNamespaces } from '../../../lib/i18n';
import { renderRoutes, stubFetch } from '../../../test/render';
import { ListRail } from './list-rail';

beforeAll(() => loadNamespaces('lists'));
afterEach(() => vi.unstubAllGlobals());

const card = (over: Partial<MovieListCard> = {}): MovieListCard => ({
  id: 5,
  title: 'Монгол сонгодог',
  title_slug: 'mongol-songodog',
  about: 'Хар цагаан үеийн кинонууд',
  top_list: true,
  user_slug: 'enhjin',
  user_name: 'Энхжин',
  user_image: null,
  list_likes: 3,
  user_like: false,
  created_at: '2026-11-24T10:00:00Z',
  movie_desc: false,
  movies: [{ id: 7, slug: 'tsogt-taij', movie_poster: null }],
  total_movies: 1,
  ...over,
});

const LATEST = '/api/movie/api-home-latest-listed_movies/';
const LIKE = '/api/user/api/v-user-movielistlike/';

function renderRail() {
  return renderRoutes([{ path: '/', element: <ListRail kind="movie" /> }], '/');
}

const heart = () => screen.getByRole('button', { name: /Таалагдлаа/ });

describe('the home list rail', () => {
  it('shows the latest lists as cards linking to each list and its owner', async () => {
    vi.stubGlobal('fetch', vi.fn(stubFetch({ [LATEST]: { body: { listed_movies: [card()] } } })));
    renderRail();
    await screen.findByTestId('list-card');
    const rail = screen.getByTestId('list-rail-movie');
    expect(within(rail).getByRole('heading', { name: 'Сүүлийн киноны жагсаалтууд' })).toBeTruthy();
    expect(within(rail).getByRole('link', { name: 'Монгол сонгодог' }).getAttribute('href')).toBe(
      '/user/enhjin/movie-list/mongol-songodog',
    );
    expect(within(rail).getByRole('link', { name: 'Энхжин' }).getAttribute('href')).toBe('/user/enhjin');
    expect(within(rail).getByText('1 кино')).toBeTruthy();
  });

  it('shows nothing while there is no list', async () => {
    const fetch = vi.fn(stubFetch({ [LATEST]: { body: { listed_movies: [] } } }));
    vi.stubGlobal('fetch', fetch);
    renderRail();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('list-rail-movie')).toBeNull());
  });
});

describe('a list’s like heart', () => {
  it('asks a guest to log in, and sends nothing', async () => {
    const fetch = vi.fn(stubFetch({ [LATEST]: { body: { listed_movies: [card()] } } }));
    vi.stubGlobal('fetch', fetch);
    renderRail();
    await screen.findByTestId('list-card');
    fireEvent.click(heart());
    const prompt = await screen.findByRole('dialog', { name: 'Нэвтэрнэ үү' });
    expect(within(prompt).getByRole('link', { name: 'Нэвтрэх' }).getAttribute('href')).toMatch(/^\/login\?redirect=/);
    expect(fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.includes(LIKE))).toEqual([]);
  });

  it('flips at once for a member, and goes back when the call fails', async () => {
    let fail: () => void = () => {};
    const likes: unknown[] = [];
    const answers = stubFetch({ [LATEST]: { body: { listed_movies: [card()] } } });
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes(LIKE)) {
          likes.push(JSON.parse(String(init?.body)));
          return new Promise<Response>((resolve) => {
            fail = () => resolve(new Response(JSON.stringify({ detail: 'x' }), { status: 500 }));
          });
        }
        return answers(input);
      }),
    );
    setToken('t0ken');
    renderRail();
    await screen.findByTestId('list-card');
    expect(heart()).toHaveProperty('disabled', false);
    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('list-likes-5').textContent).toBe('4');
    expect(likes).toEqual([{ list_id: 5, list_user: 'enhjin' }]);

    fail();
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByTestId('list-likes-5').textContent).toBe('3');
  });

  it('takes the server’s figures once the like is counted', async () => {
    const answers = stubFetch({
      [LATEST]: { body: { listed_movies: [card()] } },
      [LIKE]: { body: { user_like: true, list_likes: 9 } },
    });
    vi.stubGlobal('fetch', vi.fn(answers));
    setToken('t0ken');
    renderRail();
    await screen.findByTestId('list-card');
    fireEvent.click(heart());
    await waitFor(() => expect(screen.getByTestId('list-likes-5').textContent).toBe('9'));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });
});
