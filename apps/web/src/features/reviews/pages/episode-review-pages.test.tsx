import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { renderRoutes, stubFetch } from '../../../test/render';
import { EpisodeReviewListPage } from './episode-review-pages';

const card = (episode: string, name: string, nameEn: string) => ({
  user__user_slug: 'critic',
  episode__season__serial__serial_slug: 'tal',
  episode__season__season_slug: 'season-1',
  episode__episode_slug: episode,
  episode__season__serial__serial_poster: null,
  episode__episode_name: name,
  episode__episode_name_en: nameEn,
  episode__season__season_name: '1-р улирал',
  user__image: null,
  user__username: 'critic',
  title: 'Шүүмж',
});

beforeAll(() => loadNamespaces('reviews'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('mn');
});

describe('episode review list', () => {
  it('names each episode in the reader’s language, the Mongolian name where it has no English one', async () => {
    const list = {
      review_list: [card('episode-1', 'Нисгэгч', 'The Pilot'), card('episode-2', 'Хоёр дахь шөнө', '')],
      review_total: 2,
      review_page: 1,
    };
    vi.stubGlobal('fetch', stubFetch({ '/api/serial/episode-detailed-review-list/': { body: list } }));
    renderRoutes([{ path: '/episode-review', Component: EpisodeReviewListPage }], '/episode-review');
    await screen.findByRole('link', { name: 'Нисгэгч' });
    expect(screen.queryByText('The Pilot')).toBeNull();

    await act(() => i18n.changeLanguage('en'));
    await screen.findByRole('link', { name: 'The Pilot' });
    expect(screen.queryByText('Нисгэгч')).toBeNull();
    // The one with no English name keeps its Mongolian one, marked as Mongolian for screen readers.
    const [untranslated] = screen.getAllByRole('link', { name: 'Хоёр дахь шөнө' }).filter((link) => link.textContent);
    expect(within(untranslated).getByText('Хоёр дахь шөнө').getAttribute('lang')).toBe('mn');
  });
});
