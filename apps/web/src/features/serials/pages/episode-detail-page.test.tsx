import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { renderRoutes, stubFetch } from '../../../test/render';
import { EpisodeDetailPage } from './episode-detail-page';

const episode = (num: number, previous: string | null, next: string | null) => ({
  episode_detail: {
    serial_poster: null,
    ser_title: 'Талын салхи',
    sea_title: 'Хавар',
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
  },
  user_watched: false,
  user_watching: false,
});

beforeAll(() => loadNamespaces('serials'));
afterEach(() => vi.unstubAllGlobals());

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
});
