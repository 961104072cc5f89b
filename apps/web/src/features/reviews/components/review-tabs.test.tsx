import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReviewCard } from '@mfi/contract/reviews.schemas';
import { loadNamespaces } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render';
import { ReviewTabs } from './review-tabs';
import type { ReviewTabsCalls } from './review-types';

beforeAll(() => loadNamespaces('movies'));

const card = (id: number, over: Partial<ReviewCard> = {}): ReviewCard => ({
  id,
  user_slug: `user-${id}`,
  user_image: null,
  user_name: `user${id}`,
  grade: 80,
  date: '2026-05-01T10:00:00.000Z',
  edited: false,
  spoiler: false,
  review: `Сэтгэгдэл ${id}`,
  critic: false,
  user_like: false,
  total_likes: 2,
  has_detailed_review: false,
  ...over,
});

function renderTabs(calls: ReviewTabsCalls, signedIn = true) {
  return renderRoutes(
    [{ path: '/', element: <ReviewTabs ns="movies" idPrefix="t" calls={calls} signedIn={signedIn} /> }],
    '/',
  );
}

describe('review tabs', { timeout: 20_000 }, () => {
  it('loads more until end_point and covers a spoiler until the reader asks', async () => {
    const fetchPage = vi.fn(async (loadMore: number) =>
      loadMore === 1 ? { cards: [card(1, { spoiler: true })], end: false } : { cards: [card(2)], end: true },
    );
    renderTabs({ source: (kind) => ({ key: ['t', kind], fetchPage }), like: vi.fn() });
    const first = await screen.findByRole('article', { name: 'user1-ийн сэтгэгдэл' });
    expect(within(first).queryByText('Сэтгэгдэл 1')).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: 'Уншмаар байна' }));
    expect(within(first).getByText('Сэтгэгдэл 1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Цааш үзэх' }));
    await screen.findByRole('article', { name: 'user2-ийн сэтгэгдэл' });
    expect(fetchPage).toHaveBeenLastCalledWith(2, expect.anything());
    expect(screen.queryByRole('button', { name: 'Цааш үзэх' })).toBeNull();
  });

  it('a like shows at once and goes back when the call fails', async () => {
    let fail: (error: Error) => void = () => {};
    const like = vi.fn(() => new Promise<never>((_, reject) => (fail = reject)));
    renderTabs({
      source: (kind) => ({ key: ['t', kind], fetchPage: async () => ({ cards: [card(1)], end: true }) }),
      like,
    });
    const button = await screen.findByRole('button', { name: /Таалагдлаа/ });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.textContent).toContain('3');
    fail(new Error('down'));
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(button.textContent).toContain('2');
  });

  it('a guest pressing like gets the login prompt and no call', async () => {
    const like = vi.fn();
    renderTabs(
      { source: (kind) => ({ key: ['t', kind], fetchPage: async () => ({ cards: [card(1)], end: true }) }), like },
      false,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Таалагдлаа/ }));
    await screen.findByRole('dialog', { name: 'Нэвтрэх шаардлагатай' });
    expect(like).not.toHaveBeenCalled();
  });

  it('critic cards with a detailed review link to it; others do not', async () => {
    renderTabs({
      source: (kind) => ({
        key: ['t', kind],
        fetchPage: async () => ({
          cards: [card(1, { critic: true, has_detailed_review: true }), card(2), card(3, { critic: true })],
          end: true,
        }),
      }),
      like: vi.fn(),
      detailedHref: (c) => `/movie-review/${c.user_slug}/m`,
    });
    const critic = await screen.findByRole('article', { name: 'user1-ийн сэтгэгдэл' });
    expect(within(critic).getByRole('link', { name: 'Дэлгэрэнгүй шүүмж' }).getAttribute('href')).toBe(
      '/movie-review/user-1/m',
    );
    for (const name of ['user2-ийн сэтгэгдэл', 'user3-ийн сэтгэгдэл']) {
      expect(
        within(screen.getByRole('article', { name })).queryByRole('link', { name: 'Дэлгэрэнгүй шүүмж' }),
      ).toBeNull();
    }
  });
});
