import type { MovieReviewEntry } from '@mfi/contract/profile-lists.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/auth-store';
import { loadNamespaces, setLanguage } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render';
import { boardPages } from './board-pages';

beforeAll(() => loadNamespaces('profileLists'));
afterEach(() => vi.unstubAllGlobals());

const entry = (id: number, grade: number, extra: Partial<MovieReviewEntry> = {}): MovieReviewEntry => ({
  id,
  movie_id: 100 + id,
  slug: `movie-${id}`,
  poster: null,
  title: `Кино ${id}`,
  international_title: `Movie ${id}`,
  grade_review: grade,
  word_review: `Сэтгэгдэл ${id}`,
  critic: false,
  spoiler: false,
  user_like: false,
  movie_review_likes: 2,
  created: '2026-11-01T00:00:00.000Z',
  ...extra,
});

/** Answers the list by its `sort` and `page`, the like as `likeStatus` says; records every call. */
function stubServer(likeStatus = 200) {
  const lists: URLSearchParams[] = [];
  const likes: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    if (url.pathname.endsWith('/user/api/v-user-moviereviewlist/')) {
      lists.push(url.searchParams);
      const sort = Number(url.searchParams.get('sort'));
      const page = Number(url.searchParams.get('page'));
      const items =
        sort === 3 ? [entry(7, 95, { critic: true })] : [entry(page * 10 + 1, 40), entry(page * 10 + 2, 80)];
      return new Response(JSON.stringify({ movie_list: items, count: 60, page: 3 }));
    }
    if (url.pathname.endsWith('/user/api/v-user-moviereviewlike/')) {
      likes.push(JSON.parse(String(init?.body)));
      return likeStatus === 200
        ? new Response(JSON.stringify({ user_like: true, total_likes: 3 }))
        : new Response(JSON.stringify({ detail: 'boom' }), { status: likeStatus });
    }
    if (url.pathname.endsWith('/user/api/v-user-unpublishedjournallist/'))
      return new Response(JSON.stringify({ detail: 'forbidden' }), { status: 403 });
    return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 });
  });
  return { lists, likes };
}

const render = (name: keyof typeof boardPages, path: string) =>
  renderRoutes([{ id: name, path: `/user/:slug/${path}`, Component: boardPages[name] }], `/user/nomin/${path}`);

describe('a member’s movie reviews on the board', () => {
  it('names the list and the member, sorts by 6 modes and pages through the address', async () => {
    const { lists } = stubServer();
    const { router } = render('user-movie-reviews', 'movie-reviews');

    await screen.findByRole('heading', { level: 2, name: 'Киноны сэтгэгдлүүд · nomin' });
    await screen.findByRole('link', { name: 'Кино 11' });
    expect(screen.getByText('Нийт 60')).toBeTruthy();
    expect(lists.at(-1)?.get('slug')).toBe('nomin');
    expect(lists.at(-1)?.get('sort')).toBe('1');
    // The grade is five stars in half steps: 40% is 2 stars, 80% is 4; the words are text.
    expect(screen.getByRole('img', { name: '5-аас 2 од' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '5-аас 4 од' })).toBeTruthy();
    expect(screen.getByText('Сэтгэгдэл 11')).toBeTruthy();

    // Page 2 through the page links.
    fireEvent.click(screen.getByRole('button', { name: '2-р хуудас' }));
    await screen.findByRole('link', { name: 'Кино 21' });
    expect(router.state.location.search).toBe('?page=2');
    expect(lists.at(-1)?.get('page')).toBe('2');

    // The sort select offers the 6 review modes; a new sort starts from page 1.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Эрэмбэлэх' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Шинэ нь эхэндээ',
      'Хуучин нь эхэндээ',
      'Өндөр үнэлгээтэй нь эхэндээ',
      'Бага үнэлгээтэй нь эхэндээ',
      'Их таалагдсан нь эхэндээ',
      'Бага таалагдсан нь эхэндээ',
    ]);
    fireEvent.click(options[2]);
    await screen.findByRole('link', { name: 'Кино 7' });
    expect(router.state.location.search).toBe('?sort=3');
    expect(lists.at(-1)?.get('sort')).toBe('3');
    expect(lists.at(-1)?.get('page')).toBe('1');
    expect(screen.getByText('Шүүмжлэгч')).toBeTruthy();
  }, 20_000);

  it('reads in English: the list’s name, the international titles and the English sort modes', async () => {
    setLanguage('en');
    stubServer();
    render('user-movie-reviews', 'movie-reviews');
    await screen.findByRole('heading', { level: 2, name: 'Movie reviews · nomin' });
    await screen.findByRole('link', { name: 'Movie 11' });
    expect(screen.getByText('60 in all')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toContain('Highest grade first');
    setLanguage('mn');
  }, 20_000);

  it('flips the like at once and keeps the server’s count', async () => {
    setToken('token-1');
    const { likes } = stubServer();
    render('user-movie-reviews', 'movie-reviews');
    const card = (await screen.findByRole('link', { name: 'Кино 11' })).closest('article')!;
    const heart = within(card as HTMLElement).getByRole('button', { name: /2/ });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(heart.textContent).toContain('3'));
    expect(likes).toEqual([{ user: 'nomin', review_id: 11, movie_id: 111 }]);
  }, 20_000);

  it('puts the like back when the call fails', async () => {
    setToken('token-1');
    const { likes } = stubServer(500);
    render('user-movie-reviews', 'movie-reviews');
    const card = (await screen.findByRole('link', { name: 'Кино 11' })).closest('article')!;
    const heart = within(card as HTMLElement).getByRole('button', { name: /2/ });
    fireEvent.click(heart);
    await waitFor(() => expect(likes).toHaveLength(1));
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(heart.textContent).toContain('2');
  }, 20_000);
});

describe('other board lists', () => {
  it('offers the 8 catalogue orders on a title list and the 4 artist orders on the idols', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ results: [], count: 0, page: 0 })));
    render('user-favorite-movies', 'favorite-movies');
    await screen.findByText('Энэ жагсаалт одоогоор хоосон байна.');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Эрэмбэлэх' }));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(8);
  }, 20_000);

  it('answers a refused draft list with the not-found page', async () => {
    stubServer();
    render('user-unpublished-journals', 'unpublished-journals');
    await screen.findByRole('heading', { name: 'Хуудас олдсонгүй' });
  }, 20_000);
});
