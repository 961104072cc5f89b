import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FeedResponse } from '@mfi/contract/feed.schemas';
import type { ShortMessage } from '@mfi/contract/short-messages.schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/auth-store';
import { loadNamespaces, setLanguage } from '../../../lib/i18n';
import { clearSnack, useSnack } from '../../../lib/snackbar';
import { renderRoutes, stubFetch } from '../../../test/render';
import { UserFeedPage } from './user-feed-page';

beforeAll(() => loadNamespaces('feed'));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSnack();
  setLanguage('mn');
});

const FEED = '/api/user/api/v-user-feed/';
const LIKE = '/api/user/api/v-user-liketweet/';
const PROFILE = '/api/user/api/v-user-profile-short/';
const COMMENTS = '/api/user/api/v-user-commentlist/';

const action = {
  action_user_slug: 'enhjin',
  action_user_name: 'Энхжин',
  action_user_photo: null,
  action_user_critic: false,
  action_object: '',
  created_at: '2026-11-24T10:00:00Z',
};

const message = (over: Partial<ShortMessage> = {}): ShortMessage => ({
  id: 8,
  username: 'Энхжин',
  user_slug: 'enhjin',
  user_photo: null,
  body: '<b>Сайн</b> уу',
  created_at: '2026-11-24T10:00:00Z',
  user_like: false,
  message_likes: 3,
  comment_count: 0,
  can_like: true,
  can_comment: true,
  ...over,
});

const feed = (cards: FeedResponse['api_user_action_list']): FeedResponse => ({
  api_user_action_list: cards,
  request_user: { slug: 'bat', username: 'Бат', photo: null, is_owner: false },
  feed_page: { page: 1, pages: 1, total: cards.length, per_page: 10 },
});

const messageCard = {
  id: 1,
  name: 'short-message' as const,
  values: { ...action, action_verb: 'posted' as const, message: message() },
};

const answers = (extra: Parameters<typeof stubFetch>[0] = {}) =>
  stubFetch({
    [FEED]: { body: feed([messageCard]) },
    [PROFILE]: { body: { user_profile: { slug: 'bat', name: 'bat', image: null, background: null } } },
    ...extra,
  });

function SnackText() {
  return <output data-testid="snack">{useSnack()?.message}</output>;
}

function renderFeed() {
  return renderRoutes(
    [
      {
        path: '/user/:slug',
        element: (
          <>
            <UserFeedPage />
            <SnackText />
          </>
        ),
      },
    ],
    '/user/enhjin',
  );
}

const heart = () => within(screen.getByTestId('short-message')).getByRole('button', { name: /Таалагдлаа/ });

describe('a short message’s heart', () => {
  it('flips at once, then goes back and says why when the call is refused', async () => {
    let refuse: () => void = () => {};
    const likes: unknown[] = [];
    const rest = answers();
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes(LIKE)) {
          likes.push(JSON.parse(String(init?.body)));
          return new Promise<Response>((resolve) => {
            refuse = () =>
              resolve(
                new Response(JSON.stringify({ detail: 'Энэ хэрэглэгч таныг хориглосон тул боломжгүй!' }), {
                  status: 403,
                }),
              );
          });
        }
        return rest(input);
      }),
    );
    setToken('t0ken');
    renderFeed();
    await screen.findByTestId('short-message');
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('message-likes-8').textContent).toBe('4');
    expect(likes).toEqual([{ message: 8 }]);

    refuse();
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByTestId('message-likes-8').textContent).toBe('3');
    expect(screen.getByTestId('snack').textContent).toBe('Энэ хэрэглэгч таныг хориглосон тул боломжгүй!');
  });

  it('takes the server’s figures once the like is counted', async () => {
    vi.stubGlobal('fetch', vi.fn(answers({ [LIKE]: { body: { user_like: true, message_likes: 11 } } })));
    setToken('t0ken');
    renderFeed();
    await screen.findByTestId('short-message');
    fireEvent.click(heart());
    await waitFor(() => expect(screen.getByTestId('message-likes-8').textContent).toBe('11'));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });
});

describe('the feed', () => {
  it('shows a member’s text as text, never as HTML', async () => {
    vi.stubGlobal('fetch', vi.fn(answers()));
    setToken('t0ken');
    renderFeed();
    const body = await screen.findByTestId('short-message-body');
    expect(body.textContent).toBe('<b>Сайн</b> уу');
    expect(body.querySelector('b')).toBeNull();
  });

  it('shows a rating as a card with its stars, linking to the movie', async () => {
    const rating = {
      id: 2,
      name: 'movie-review' as const,
      values: {
        ...action,
        action_verb: 'rated' as const,
        action_object: 'Tsogt Taij',
        movie_slug: 'tsogt-taij',
        movie_title: 'Tsogt Taij',
        movie_i_title: 'Tsogt Taij',
        movie_poster: null,
        movie_grade: 70,
        movie_review: '',
        spoiler: false,
      },
    };
    vi.stubGlobal('fetch', vi.fn(answers({ [FEED]: { body: feed([rating]) } })));
    setToken('t0ken');
    renderFeed();
    const card = await screen.findByTestId('feed-card-movie-review');
    expect(within(card).getByRole('link', { name: 'Tsogt Taij' }).getAttribute('href')).toBe(
      '/movie/tsogt-taij/detail',
    );
    expect(within(card).getByText('үнэлгээ өглөө')).toBeTruthy();
    expect(within(card).getByRole('img', { name: /3\.5/ })).toBeTruthy();
  });

  it('names the rated movie by its international title in English, by its Mongolian one in Mongolian', async () => {
    const rating = {
      id: 4,
      name: 'movie-review' as const,
      values: {
        ...action,
        action_verb: 'rated' as const,
        action_object: 'Цогт тайж',
        movie_slug: 'tsogt-taij',
        movie_title: 'Цогт тайж',
        movie_i_title: 'Tsogt Taij',
        movie_poster: null,
        movie_grade: 70,
        movie_review: '',
        spoiler: false,
      },
    };
    vi.stubGlobal('fetch', vi.fn(answers({ [FEED]: { body: feed([rating]) } })));
    setToken('t0ken');
    renderFeed();
    const card = await screen.findByTestId('feed-card-movie-review');
    expect(within(card).getByRole('link', { name: 'Цогт тайж' }).getAttribute('lang')).toBe('mn');
    act(() => setLanguage('en'));
    expect(await within(card).findByRole('link', { name: 'Tsogt Taij' })).toBeTruthy();
    expect(card.textContent).not.toContain('Цогт тайж');
  });

  it('names the episode being watched by its English name in English, by its Mongolian one in Mongolian', async () => {
    const watching = {
      id: 5,
      name: 'user-watch-status' as const,
      values: {
        ...action,
        action_verb: 'watching' as const,
        action_object: 'Гэр бүл',
        content: 2 as const,
        serial_slug: 'ger-bul',
        season_slug: 'season-1',
        episode_slug: 'episode-1',
        serial_title: 'Гэр бүл',
        serial_i_title: 'Ger Bul',
        episode_title: 'Нисгэгч',
        episode_title_en: 'The Pilot',
        season_number: 1,
        episode_number: 1,
        episode_poster: null,
      },
    };
    vi.stubGlobal('fetch', vi.fn(answers({ [FEED]: { body: feed([watching]) } })));
    setToken('t0ken');
    renderFeed();
    const card = await screen.findByTestId('feed-card-user-watch-status');
    expect(card.textContent).toContain('Нисгэгч');
    act(() => setLanguage('en'));
    await waitFor(() => expect(card.textContent).toContain('Season 1, episode 1 · The Pilot'));
    expect(card.textContent).not.toContain('Нисгэгч');
  });

  it('covers a review its member marked a spoiler until the reader asks', async () => {
    const review = {
      id: 3,
      name: 'movie-review' as const,
      values: {
        ...action,
        action_verb: 'reviewed' as const,
        action_object: 'Tsogt Taij',
        movie_slug: 'tsogt-taij',
        movie_title: 'Tsogt Taij',
        movie_i_title: 'Tsogt Taij',
        movie_poster: null,
        movie_grade: 90,
        movie_review: 'Төгсгөлд нь Цогт тайж үхнэ.',
        spoiler: true,
      },
    };
    vi.stubGlobal('fetch', vi.fn(answers({ [FEED]: { body: feed([review]) } })));
    setToken('t0ken');
    renderFeed();
    const card = await screen.findByTestId('feed-card-movie-review');
    expect(within(card).getByTestId('spoiler-overlay')).toBeTruthy();
    expect(card.textContent).not.toContain('Цогт тайж үхнэ');
    fireEvent.click(within(card).getByRole('button', { name: 'Уншмаар байна' }));
    expect(within(card).getByText('Төгсгөлд нь Цогт тайж үхнэ.')).toBeTruthy();
  });

  it('gives a guest the prompt to log in or sign up instead of the comment box', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(answers({ [COMMENTS]: { body: { comments: [], comment_count: 0, message_likes: 3, user_like: false } } })),
    );
    renderFeed();
    await screen.findByTestId('short-message');
    fireEvent.click(screen.getByRole('button', { name: 'Сэтгэгдэл (0)' }));
    const prompt = await screen.findByTestId('comment-login-prompt');
    expect(within(prompt).getByRole('link', { name: 'Нэвтрэх' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fuser%2Fenhjin',
    );
    expect(within(prompt).getByRole('link', { name: 'Бүртгүүлэх' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByTestId('comment-composer')).toBeNull();
  });

  it('gives a member the answer withholds can_comment and can_like (the owner blocked them) no comment box and a still heart', async () => {
    const shut = {
      ...messageCard,
      values: { ...messageCard.values, message: message({ can_like: false, can_comment: false }) },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        answers({
          [FEED]: { body: feed([shut]) },
          [COMMENTS]: { body: { comments: [], comment_count: 0, message_likes: 3, user_like: false } },
        }),
      ),
    );
    setToken('t0ken');
    renderFeed();
    await screen.findByTestId('short-message');
    expect((heart() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Сэтгэгдэл (0)' }));
    await screen.findByTestId('comment-blocked');
    expect(screen.queryByTestId('comment-composer')).toBeNull();
  });

  it('gives a member the answer allows the comment box', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(answers({ [COMMENTS]: { body: { comments: [], comment_count: 0, message_likes: 3, user_like: false } } })),
    );
    setToken('t0ken');
    renderFeed();
    await screen.findByTestId('short-message');
    expect((heart() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Сэтгэгдэл (0)' }));
    expect(await screen.findByTestId('comment-composer')).toBeTruthy();
    expect(screen.queryByTestId('comment-blocked')).toBeNull();
  });

  it('shows a bin on a message and a comment only where the answer says the caller may delete it', async () => {
    const comment = (id: number, can_delete: boolean) => ({
      ...message({ id, body: `Сэтгэгдэл ${id}` }),
      comment_likes: 0,
      can_delete,
    });
    const comments = { comments: [comment(21, true), comment(22, false)], comment_count: 2, message_likes: 3 };
    const mine = { ...messageCard, values: { ...messageCard.values, message: message({ can_delete: true }) } };
    vi.stubGlobal(
      'fetch',
      vi.fn(answers({ [FEED]: { body: feed([mine]) }, [COMMENTS]: { body: { ...comments, user_like: false } } })),
    );
    setToken('t0ken');
    renderFeed();
    const card = await screen.findByTestId('short-message');
    expect(within(card).getByRole('button', { name: 'Зурвасыг устгах' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Сэтгэгдэл (0)' }));
    const rows = await screen.findAllByTestId('comment');
    expect(within(rows[0]).getByRole('button', { name: 'Сэтгэгдлийг устгах' })).toBeTruthy();
    expect(within(rows[1]).queryByRole('button', { name: 'Сэтгэгдлийг устгах' })).toBeNull();
  });

  it('shows no bin where the answer withholds `can_delete`, though the message bears the caller’s own slug', async () => {
    const withheld = message({ user_slug: 'bat', can_delete: false });
    const theirs = { ...messageCard, values: { ...messageCard.values, message: withheld } };
    vi.stubGlobal('fetch', vi.fn(answers({ [FEED]: { body: feed([theirs]) } })));
    setToken('t0ken');
    renderFeed();
    const card = await screen.findByTestId('short-message');
    expect(within(card).queryByRole('button', { name: 'Зурвасыг устгах' })).toBeNull();
  });

  it('says so when the feed cannot load, and tries again on request', async () => {
    let calls = 0;
    const rest = answers();
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        if (String(input).includes(FEED) && calls++ === 0) return Promise.resolve(new Response('{}', { status: 500 }));
        return rest(input);
      }),
    );
    setToken('t0ken');
    renderFeed();
    await screen.findByText('Алдаа гарлаа, дахин оролдож үзнэ үү!');
    fireEvent.click(screen.getByRole('button', { name: 'Дахин оролдох' }));
    await screen.findByTestId('short-message');
  });

  it('pages with the page in the address, asking the server for that feedPage', async () => {
    const asked: string[] = [];
    const many = { ...feed([messageCard]), feed_page: { page: 1, pages: 12, total: 120, per_page: 10 } };
    const rest = answers({ [FEED]: { body: many } });
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        if (String(input).includes(FEED)) asked.push(new URL(String(input), 'http://x').searchParams.get('feedPage')!);
        return rest(input);
      }),
    );
    setToken('t0ken');
    const { router } = renderFeed();
    await screen.findByTestId('short-message');
    fireEvent.click(screen.getByRole('button', { name: '2-р хуудас' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(asked).toEqual(['1', '2']));
  });
});
