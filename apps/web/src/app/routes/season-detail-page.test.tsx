import { screen, within } from '@testing-library/react';
import type { Permissions } from '@mfi/contract/permissions.schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadNamespaces } from '../../lib/i18n';
import { renderRoutes, stubFetch } from '../../test/render';
import { SeasonDetailPage } from './season-detail-page';

beforeAll(() => loadNamespaces('serials'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('mn');
});

// A season rated by one critic on three episodes, with no critic review of the season itself.
const answers = {
  '/api/serial/api-season-detail/': {
    body: {
      season_detail: {
        id: 1,
        serial_title: 'Өдөр өдрийн өнгө',
        serial_poster: null,
        season_name: '1-р улирал',
        season_num: 1,
        season_trailer: '',
        season_poster: null,
        publish: true,
        images: [],
        grade_average: 86,
        g_average_audience: 90,
        critics: 3,
        audiences: 4,
      },
      user_reactions: { react1: null, react2: null, react3: null },
      top_reactions: [],
    },
  },
  '/api/serial/api-season-critic-reviews/': { body: { api_season_reviews: [], end_point: true } },
  '/api/serial/api-season-audience-reviews/': { body: { api_season_reviews: [], end_point: true } },
  '/api/serial/api-season-episodes/': {
    body: {
      episode_list: [
        {
          episode_slug: 'episode-1',
          episode_img: null,
          episode_num: 1,
          episode_name: 'Анхны жижүүр',
          plot: 'Номин анхны шөнийн жижүүрээ хийнэ.',
          english_plot: 'Nomin works her first night shift.',
          runtime: 45,
          publish: true,
          grade_average: 86,
          g_average_audience: null,
          critics: 3,
          audiences: 0,
        },
        {
          episode_slug: 'episode-2',
          episode_img: null,
          episode_num: 2,
          episode_name: 'Pilot',
          plot: '',
          english_plot: 'Only English here.',
          runtime: 45,
          publish: true,
          grade_average: null,
          g_average_audience: null,
          critics: 0,
          audiences: 0,
        },
      ],
      episode_page: 1,
      episode_total: 2,
    },
  },
};

const open = (verdicts: Permissions = {}) => {
  const detail = answers['/api/serial/api-season-detail/'].body;
  const season = { body: { ...detail, season_detail: { ...detail.season_detail, ...verdicts } } };
  vi.stubGlobal('fetch', stubFetch({ ...answers, '/api/serial/api-season-detail/': season }));
  renderRoutes(
    [{ path: '/serial/:serialSlug/:seasonSlug/detail', Component: SeasonDetailPage }],
    '/serial/s/season-1/detail',
  );
};

describe('season detail', () => {
  it('counts its episodes’ ratings in the header, not critics, beside a critic tab without season reviews', async () => {
    open();
    await screen.findByRole('heading', { name: '1-р улирал', level: 1 });
    const critic = screen.getByTestId('critic-grade');
    expect(critic.textContent).toContain('Ангиудад 3 үнэлгээ');
    expect(critic.textContent).not.toContain('3 шүүмжлэгч');
    expect(await screen.findByText('Шүүмжлэгчийн шүүмж одоогоор алга.')).toBeTruthy();
  });

  it('lists Mongolian episode names and plots in MN mode, and says so where only the English plot exists', async () => {
    open();
    const items = await screen.findAllByTestId('episode-item');
    // The name's link is the episode's one stop; the scene image beside it links for the pointer only.
    expect(within(items[0]).getAllByRole('link', { name: '1-р анги: Анхны жижүүр' })).toHaveLength(1);
    expect(within(items[0]).getByText('Номин анхны шөнийн жижүүрээ хийнэ.')).toBeTruthy();
    expect(within(items[0]).queryByText('Nomin works her first night shift.')).toBeNull();
    expect(screen.queryByText('English')).toBeNull();
    expect(within(items[1]).getByText('Монгол агуулга оруулаагүй тул англиар харуулж байна.')).toBeTruthy();
    expect(within(items[1]).getByText('Only English here.').getAttribute('lang')).toBe('en');
  });

  it('shows the admin bar and its controls by the answer’s verdicts, not by the reader’s roles', async () => {
    open({ can_edit: false, can_publish: true });
    await screen.findByRole('heading', { name: '1-р улирал', level: 1 });
    const bar = screen.getByTestId('admin-bar');
    expect(within(bar).getByRole('switch')).toBeTruthy();
    expect(within(bar).queryByRole('link')).toBeNull();
  });

  it('shows no admin bar when the answer lets the reader neither edit nor publish', async () => {
    open({ can_edit: false, can_publish: false });
    await screen.findByRole('heading', { name: '1-р улирал', level: 1 });
    expect(screen.queryByTestId('admin-bar')).toBeNull();
  });

  it('lists the English plots in EN mode', async () => {
    await i18n.changeLanguage('en');
    open();
    const items = await screen.findAllByTestId('episode-item');
    expect(within(items[0]).getByText('Nomin works her first night shift.')).toBeTruthy();
    expect(screen.getByTestId('critic-grade').textContent).toContain('3 episode ratings');
  });
});
