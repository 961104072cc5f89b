import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { HomeMovieReviewCard } from '@mfi/contract/home.schemas';
import { loadNamespaces } from '../../../lib/i18n';
import { renderRoutes, stubFetch } from '../../../test/render';
import { ReviewRail } from './review-rail';

beforeAll(() => loadNamespaces('home'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const REVIEWS = '/api/movie/api-home-latest-movie-reviews/';
const card = (n: number, over: Partial<HomeMovieReviewCard> = {}): HomeMovieReviewCard => ({
  slug: `movie-${n}`,
  poster: null,
  user_slug: 'critic',
  user_image: null,
  user_name: 'critic',
  user_grade: 80,
  grade: 82,
  movie_title: `Кино ${n}`,
  movie_i_title: `Movie ${n}`,
  title: `Сэтгэгдэл ${n}`,
  spoiler: false,
  ...over,
});
const render = () => renderRoutes([{ path: '/', element: <ReviewRail kind="movie" critic /> }], '/');

describe('a home rail', () => {
  it('scrolls by its buttons, both ways', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(stubFetch({ [REVIEWS]: { body: { latest_review_list: [1, 2, 3].map((n) => card(n)) } } })),
    );
    // jsdom has no scrolling: the rail's buttons are checked by what they ask of it.
    const scrollBy = vi.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    onTestFinished(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
    });
    render();
    const rail = await screen.findByTestId('home-movie-critic-reviews');
    await within(rail).findAllByTestId('review-card');
    const list = rail.querySelector('ul')!;
    Object.defineProperties(list, { clientWidth: { value: 500 }, scrollWidth: { value: 1500 } });
    fireEvent.scroll(list, { target: { scrollLeft: 300 } });
    const next = within(rail).getByRole('button', { name: 'Дараах' });
    const previous = within(rail).getByRole('button', { name: 'Өмнөх' });
    await waitFor(() => expect(previous).toHaveProperty('disabled', false));
    fireEvent.click(next);
    fireEvent.click(previous);
    expect(scrollBy.mock.calls.map(([o]) => Math.sign((o as { left: number }).left))).toEqual([1, -1]);
  });

  it('links each card to its movie and author, and keeps a spoiler’s text back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({ [REVIEWS]: { body: { latest_review_list: [card(1), card(2, { spoiler: true, title: '' })] } } }),
      ),
    );
    render();
    const [first, second] = await screen.findAllByTestId('review-card');
    expect(within(first).getByRole('link', { name: 'Кино 1' }).getAttribute('href')).toBe('/movie/movie-1/detail');
    expect(within(first).getByRole('link', { name: 'critic' }).getAttribute('href')).toBe('/user/critic');
    expect(within(first).getByText('Сэтгэгдэл 1')).toBeTruthy();
    expect(within(second).getByText(/Спойлер/)).toBeTruthy();
  });

  it('shows skeletons while loading, and nothing when empty', async () => {
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    render();
    const rail = await screen.findByTestId('home-movie-critic-reviews');
    expect(rail.querySelectorAll('li')).toHaveLength(6);
    expect(within(rail).getByRole('button', { name: 'Дараах' })).toHaveProperty('disabled', true);
    answer(new Response(JSON.stringify({ latest_review_list: [] }), { status: 200 }));
    await waitFor(() => expect(screen.queryByTestId('home-movie-critic-reviews')).toBeNull());
  });
});
