import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/auth-store';
import { loadNamespaces } from '../../../lib/i18n';
import { renderRoutes, stubFetch } from '../../../test/render';
import { RatingPanel } from './rating-panel';
import type { OwnReview } from './review-types';
import { FRESH_ON_OPEN_MS } from './use-own-review';

beforeAll(() => loadNamespaces('movies'));
afterEach(() => vi.unstubAllGlobals());

const profile = {
  user_profile: {
    contributer: false,
    main_contributer: false,
    admin: false,
    critic: false,
    publisher: false,
    name: 'Ариунаа',
    slug: 'ariunaa',
    image: null,
    background: null,
  },
};

/** `canWriteDetailed`: the title answer's `can_write_detailed_review`, which the panel follows (not the session). */
function renderPanel(signedIn: boolean, own: OwnReview, canWriteDetailed = false) {
  const calls = { key: ['own', signedIn], load: vi.fn(async () => own), save: vi.fn(), remove: vi.fn(), refresh: [] };
  const detailed = {
    calls: {
      key: ['own-detailed'],
      load: vi.fn(async () => ({ title: '', review: '' })),
      save: vi.fn(),
      remove: vi.fn(),
      refresh: [],
    },
    schema: 'detailedReviewBody' as const,
    ids: { movie: 'm' },
    withCover: false,
  };
  const panel = (
    <RatingPanel
      ns="movies"
      signedIn={signedIn}
      loginText="Кинонд үнэлгээ өгөхийн тулд нэвтэрнэ үү."
      calls={calls}
      form={{ withGrade: true, reviewMax: 500, schema: 'movieReviewBody', ids: { movie: 'm' } }}
      detailed={detailed}
      canWriteDetailed={canWriteDetailed}
    />
  );
  renderRoutes([{ path: '/movie/m/detail', element: panel }], '/movie/m/detail');
  return { calls, detailed };
}

describe('the rating panel', { timeout: 20_000 }, () => {
  it('shows guests the login prompt with a way back, and loads nothing', () => {
    const { calls } = renderPanel(false, { grade: null, review: '', spoiler: false, review_check: false });
    expect(screen.getByText('Кинонд үнэлгээ өгөхийн тулд нэвтэрнэ үү.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Нэвтрэх' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fmovie%2Fm%2Fdetail',
    );
    expect(calls.load).not.toHaveBeenCalled();
  });

  it('where the answer allows a detailed review but none is rated yet, tells to rate first, with no button', async () => {
    setToken('t0ken');
    vi.stubGlobal('fetch', stubFetch({ '/api/user/api/v-user-profile-short/': { body: profile } }));
    renderPanel(true, { grade: null, review: '', spoiler: false, review_check: false }, true);
    await screen.findByText(/Дэлгэрэнгүй шүүмж бичихийн өмнө/);
    expect(screen.queryByRole('button', { name: 'Дэлгэрэнгүй шүүмж бичих' })).toBeNull();
  });

  it('shows the caller’s grade as stars and offers the detailed review where the answer allows it', async () => {
    setToken('t0ken');
    vi.stubGlobal('fetch', stubFetch({ '/api/user/api/v-user-profile-short/': { body: profile } }));
    const { detailed } = renderPanel(
      true,
      { grade: 90, review: 'Гайхалтай', spoiler: false, review_check: true },
      true,
    );
    await screen.findByText('Гайхалтай');
    expect(screen.getByRole('img', { name: '5-аас 4.5 од' })).toBeTruthy();
    const write = await screen.findByRole('button', { name: 'Дэлгэрэнгүй шүүмж бичих' });
    await waitFor(() => expect((write as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(write);
    await screen.findByRole('dialog', { name: 'Дэлгэрэнгүй шүүмж' });
    expect(detailed.calls.load).toHaveBeenCalled();
  });

  it('where the answer does not allow it (not a critic) there is no detailed review', async () => {
    setToken('t0ken');
    vi.stubGlobal('fetch', stubFetch({ '/api/user/api/v-user-profile-short/': { body: profile } }));
    renderPanel(true, { grade: 60, review: '', spoiler: false, review_check: true });
    await screen.findByRole('button', { name: 'Засах' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Дэлгэрэнгүй шүүмж/ })).toBeNull());
    expect(screen.queryByText(/Дэлгэрэнгүй шүүмж бичихийн өмнө/)).toBeNull();
  });

  it('opening the dialog right after the page loaded the review does not fetch it again', async () => {
    setToken('t0ken');
    vi.stubGlobal('fetch', stubFetch({ '/api/user/api/v-user-profile-short/': { body: profile } }));
    const { calls } = renderPanel(true, { grade: 60, review: 'Сайн', spoiler: false, review_check: true });
    const edit = await screen.findByRole('button', { name: 'Засах' });
    await waitFor(() => expect((edit as HTMLButtonElement).disabled).toBe(false));
    expect(calls.load).toHaveBeenCalledTimes(1);
    fireEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Үнэлгээ ба сэтгэгдэл' });
    expect((within(dialog).getByRole('textbox', { name: 'Сэтгэгдэл' }) as HTMLTextAreaElement).value).toBe('Сайн');
    expect(calls.load).toHaveBeenCalledTimes(1);
  });

  it('a review loaded long ago is fetched afresh when the dialog opens', async () => {
    setToken('t0ken');
    vi.stubGlobal('fetch', stubFetch({ '/api/user/api/v-user-profile-short/': { body: profile } }));
    const { calls } = renderPanel(true, { grade: 60, review: 'Сайн', spoiler: false, review_check: true });
    const edit = await screen.findByRole('button', { name: 'Засах' });
    await waitFor(() => expect((edit as HTMLButtonElement).disabled).toBe(false));
    const later = Date.now() + FRESH_ON_OPEN_MS + 1;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      fireEvent.click(edit);
      await screen.findByRole('dialog', { name: 'Үнэлгээ ба сэтгэгдэл' });
    } finally {
      vi.restoreAllMocks();
    }
    expect(calls.load).toHaveBeenCalledTimes(2);
  });
});
