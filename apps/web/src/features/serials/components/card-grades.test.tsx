import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { renderRoutes, stubFetch } from '../../../test/render';
import { SerialSeasons } from './serial-seasons';

beforeAll(() => loadNamespaces('serials'));
afterEach(() => vi.unstubAllGlobals());

const season = (num: number, grade: number | null, audience: number | null) => ({
  season_slug: `season-${num}`,
  season_poster: null,
  season_num: num,
  season_name: `${num}-р улирал`,
  grade_average: grade,
  g_average_audience: audience,
  critics: grade === null ? 0 : 2,
  audiences: audience === null ? 0 : 5,
});

describe('season cards', () => {
  it('show the grades that exist, each on one line, nothing before anyone rated, and one link each for the keyboard', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        '/api/serial/api-serial-seasons/': {
          body: { seasons: [season(1, 92, 85), season(2, null, null), season(3, null, 70)], end_point: true },
        },
      }),
    );
    renderRoutes([{ path: '/', element: <SerialSeasons slug="s" published /> }], '/');
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(3);

    const [first, second, third] = cards;
    expect([...first.querySelectorAll('[data-testid=card-grades] > *')].map((e) => e.textContent)).toEqual([
      'Шүүмжлэгч 92%',
      'Үзэгч 85%',
    ]);
    for (const line of first.querySelectorAll<HTMLElement>('[data-testid=card-grades] > *')) {
      expect(getComputedStyle(line).whiteSpace).toBe('nowrap');
    }
    expect(second.querySelector('[data-testid=card-grades]')).toBeNull();
    expect(second.textContent).not.toContain('–');
    expect(second.querySelector('.MuiRating-root')).toBeNull();
    expect(third.querySelector('[data-testid=card-grades]')!.textContent).toBe('Үзэгч 70%');

    // One named stop per card: the name's link; the image link beside it is for the pointer only.
    const [link] = screen.getAllByRole('link', { name: '1-р улирал' });
    expect(screen.getAllByRole('link', { name: '1-р улирал' })).toHaveLength(1);
    const image = first.querySelector(`a[href="${link.getAttribute('href')}"][aria-hidden="true"]`);
    expect(image?.getAttribute('tabindex')).toBe('-1');
  });
});
