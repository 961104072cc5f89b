import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadNamespaces } from '../../lib/i18n';
import { renderRoutes, stubFetch } from '../../test/render';
import { EpisodeDetailPage } from './episode-detail-page';

const episode = (num: number, previous: string | null, next: string | null, more: object = {}) => ({
  episode_detail: {
    serial_poster: null,
    ser_title: 'Талын салхи',
    ser_i_title: 'Steppe Wind',
    sea_title: 'Хавар',
    season_num: 1,
    season_poster: null,
    e_num: num,
    e_title: `Анги ${num}`,
    runtime: 45,
    plot: 'Агуулга',
    eng_plot: '',
    background: null,
    grade: null,
    a_grade: null,
    critics: 0,
    audiences: 0,
    publish: true,
    previous_episode: previous,
    next_episode: next,
    ...more,
  },
  user_watched: false,
  user_watching: false,
});

beforeAll(() => loadNamespaces('serials'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('mn');
});

const openEpisode = (more: object) => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    if (url.pathname.endsWith('/serial/api-episode-detail/'))
      return new Response(JSON.stringify(episode(1, null, 'e2', more)));
    return stubFetch({})(input);
  });
  renderRoutes(
    [{ path: '/serial/:serialSlug/:seasonSlug/:episodeSlug/detail', Component: EpisodeDetailPage }],
    '/serial/s/s1/e1/detail',
  );
};

describe('episode detail', () => {
  it(
    'moves to the next episode with fresh review tabs, and disables the buttons at the ends',
    { timeout: 20_000 },
    async () => {
      vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
        const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
        if (url.pathname.endsWith('/serial/api-episode-detail/')) {
          const slug = url.searchParams.get('episodeSlug');
          return new Response(JSON.stringify(slug === 'e1' ? episode(1, null, 'e2') : episode(2, 'e1', null)));
        }
        return stubFetch({})(input);
      });
      const { router } = renderRoutes(
        [{ path: '/serial/:serialSlug/:seasonSlug/:episodeSlug/detail', Component: EpisodeDetailPage }],
        '/serial/s/s1/e1/detail',
      );
      await screen.findByRole('heading', { name: '1-р анги: Анги 1' });
      expect((screen.getByRole('button', { name: 'Өмнөх анги' }) as HTMLButtonElement).disabled).toBe(true);
      fireEvent.click(screen.getByRole('tab', { name: 'Үзэгчид' }));
      expect(screen.getByRole('tab', { name: 'Үзэгчид' }).getAttribute('aria-selected')).toBe('true');

      fireEvent.click(screen.getByRole('button', { name: 'Дараагийн анги' }));
      await screen.findByRole('heading', { name: '2-р анги: Анги 2' });
      expect(router.state.location.pathname).toBe('/serial/s/s1/e2/detail');
      // The review tabs start afresh on the new episode.
      expect(screen.getByRole('tab', { name: 'Шүүмжлэгчид' }).getAttribute('aria-selected')).toBe('true');
      expect((screen.getByRole('button', { name: 'Дараагийн анги' }) as HTMLButtonElement).disabled).toBe(true);
      expect((screen.getByRole('button', { name: 'Өмнөх анги' }) as HTMLButtonElement).disabled).toBe(false);
    },
  );

  it('shows the Mongolian plot in MN mode without an "English" block, and no unlabelled grade above the grade blocks', async () => {
    openEpisode({
      plot: 'Номин анхны жижүүрээ хийнэ.',
      eng_plot: 'Nomin works her first shift.',
      grade: 95,
      a_grade: 95,
      critics: 1,
      audiences: 2,
    });
    await screen.findByRole('heading', { name: '1-р анги: Анги 1' });
    expect(screen.getByText('Номин анхны жижүүрээ хийнэ.')).toBeTruthy();
    expect(screen.queryByText('Nomin works her first shift.')).toBeNull();
    expect(screen.queryByText('English')).toBeNull();
    // 95 appears once per grade block (critics, audience) and nowhere else.
    expect(screen.getAllByText('95%')).toHaveLength(2);
    expect(screen.queryByText('95')).toBeNull();
  });

  it('shows the English plot in EN mode, and says so in English when only the Mongolian one exists', async () => {
    await i18n.changeLanguage('en');
    openEpisode({ plot: 'Хилийн застав.', eng_plot: '' });
    await screen.findByRole('heading', { name: 'Episode 1: Анги 1' });
    expect(screen.getByText('No English plot yet; shown in Mongolian.')).toBeTruthy();
    expect(screen.getByText('Хилийн застав.').getAttribute('lang')).toBe('mn');
  });

  it('names its season as the season page does, in the reader’s language', async () => {
    await i18n.changeLanguage('en');
    openEpisode({ sea_title: '1-р улирал' });
    await screen.findByRole('heading', { name: 'Episode 1: Анги 1' });
    expect(screen.getByRole('link', { name: 'Season 1' }).getAttribute('href')).toBe('/serial/s/s1/detail');
  });

  it('keeps the previous and next buttons’ full names while their short labels fit 320 px', async () => {
    openEpisode({});
    await screen.findByRole('heading', { name: '1-р анги: Анги 1' });
    const next = screen.getByRole('button', { name: 'Дараагийн анги' });
    expect(next.textContent).toContain('Дараагийн');
    expect(getComputedStyle(next).whiteSpace).toBe('nowrap');
  });
});
