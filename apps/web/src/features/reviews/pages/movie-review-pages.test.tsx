import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/auth-store';
import { loadNamespaces } from '../../../lib/i18n';
import { renderRoutes, stubFetch } from '../../../test/render';
import { MovieReviewDetailPage, MovieReviewListPage } from './movie-review-pages';

const detail = {
  review_detail: {
    id: 7,
    title: 'Хөх тэнгэрийн дуу',
    user: 'critic',
    user_slug: 'critic',
    published: '2026-11-20T10:00:00.000Z',
    content: '<p>Сайн <strong>кино</strong></p>',
    total_likes: 3,
    user_like: false,
    review_movie: { slug: 'blue-sky', poster: null },
    recent_critics: [
      {
        slug: 'old-movie',
        serial_slug: null,
        season_slug: null,
        episode_slug: null,
        poster: null,
        title: 'Өмнөх шүүмж',
        published: '2026-10-01T10:00:00.000Z',
      },
    ],
  },
};

const detailRoute = [{ path: '/movie-review/:userSlug/:movieSlug', Component: MovieReviewDetailPage }];

/** The like call waits until the test lets it answer, so the optimistic state can be seen. */
function stubWithLike(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost').pathname;
    if (path.endsWith('/movie/api-like-detailed-review/')) {
      expect(JSON.parse(String(init?.body))).toEqual({ id: 7 });
      return answer();
    }
    return stubFetch({ '/api/movie/api-review-detail/': { body: detail } })(input);
  });
}

const likeButton = () => screen.getByRole('button', { name: /Таалагдлаа|Таалагдсанаа болих/ });
const likeCount = () => screen.getByTestId('review-like-count').textContent;

beforeAll(() => loadNamespaces('reviews'));
afterEach(() => vi.unstubAllGlobals());

describe('movie review detail', () => {
  it('shows the review, its movie and the author’s other reviews', async () => {
    stubWithLike(() => Promise.reject(new Error('not called')));
    renderRoutes(detailRoute, '/movie-review/critic/blue-sky');
    await screen.findByRole('heading', { level: 1, name: 'Хөх тэнгэрийн дуу' });
    expect(screen.getByTestId('review-content').innerHTML).toBe('<p>Сайн <strong>кино</strong></p>');
    expect(screen.getByTestId('review-author').getAttribute('href')).toBe('/user/critic');
    expect(screen.getAllByRole('link', { name: 'Киноны хуудас руу' })[0].getAttribute('href')).toBe(
      '/movie/blue-sky/detail',
    );
    expect(screen.getAllByRole('link', { name: 'Өмнөх шүүмж' })[0].getAttribute('href')).toBe(
      '/movie-review/critic/old-movie',
    );
  });

  it('likes at once and puts the like back when the call fails', async () => {
    setToken('token');
    let fail!: () => void;
    stubWithLike(() => new Promise((resolve) => (fail = () => resolve(new Response('{}', { status: 500 })))));
    renderRoutes(detailRoute, '/movie-review/critic/blue-sky');
    await screen.findByRole('heading', { level: 1, name: 'Хөх тэнгэрийн дуу' });
    expect(likeCount()).toBe('3');

    fireEvent.click(likeButton());
    await waitFor(() => expect(likeCount()).toBe('4'));
    expect(likeButton().getAttribute('aria-pressed')).toBe('true');
    fail();
    await waitFor(() => expect(likeCount()).toBe('3'));
    expect(likeButton().getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps the server’s answer after a like', async () => {
    setToken('token');
    stubWithLike(async () => new Response(JSON.stringify({ user_like: true, total_likes: 10 })));
    renderRoutes(detailRoute, '/movie-review/critic/blue-sky');
    await screen.findByRole('heading', { level: 1, name: 'Хөх тэнгэрийн дуу' });
    fireEvent.click(likeButton());
    await waitFor(() => expect(likeCount()).toBe('10'));
  });

  it('asks a guest to log in instead of liking', async () => {
    stubWithLike(() => Promise.reject(new Error('a guest must not call like')));
    renderRoutes(detailRoute, '/movie-review/critic/blue-sky');
    await screen.findByRole('heading', { level: 1, name: 'Хөх тэнгэрийн дуу' });
    fireEvent.click(likeButton());
    expect(await screen.findByRole('dialog', { name: 'Нэвтрэх шаардлагатай' })).toBeTruthy();
    expect(likeCount()).toBe('3');
  });

  it('is the not-found page when the review does not exist', async () => {
    vi.stubGlobal('fetch', stubFetch({}));
    renderRoutes(detailRoute, '/movie-review/critic/missing');
    expect(await screen.findByRole('heading', { name: 'Хуудас олдсонгүй' })).toBeTruthy();
  });
});

describe('movie review list', () => {
  it('searches on Enter from the first page and shows the total and the cards', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
      calls.push(url.search);
      const found = url.searchParams.get('search') === 'tenger';
      return Promise.resolve(
        new Response(
          JSON.stringify({
            review_list: found
              ? [
                  {
                    user__user_slug: 'critic',
                    movie__movie_slug: 'blue-sky',
                    movie__movie_poster: null,
                    user__image: null,
                    user__username: 'critic',
                    title: 'Хөх тэнгэрийн дуу',
                  },
                ]
              : [],
            review_total: found ? 1 : 0,
            review_page: found ? 1 : 0,
          }),
        ),
      );
    });
    const { router } = renderRoutes(
      [{ path: '/movie-review', Component: MovieReviewListPage }],
      '/movie-review?page=3',
    );
    await screen.findByText('Шүүмж одоогоор алга.');
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: ' tenger ' } });
    fireEvent.submit(box.closest('form')!);
    await screen.findByRole('link', { name: 'Хөх тэнгэрийн дуу' });
    expect(router.state.location.search).toBe('?search=tenger');
    expect(screen.getByTestId('review-total').textContent).toBe('Нийт 1');
    expect(calls).toEqual(['?page=3', '?search=tenger&page=1']);
  });
});
