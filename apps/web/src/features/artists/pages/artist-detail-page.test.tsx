import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { renderRoutes, stubFetch } from '../../../test/render';
import { ArtistDetailPage } from './artist-detail-page';

// The artist page's "other appearances" (part 2 section 7, list_selves): each item's poster links to its
// page (a journal's under its type slugs), with its year and what it is, in Mongolian and English.

beforeAll(() => loadNamespaces('artists'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('mn');
});

const artist = {
  id: 5,
  person_slug: 'davaa',
  pro_name: 'Бямбасүрэнгийн Даваа',
  pro_name_en: 'Byambasuren Davaa',
  first_name: 'Даваа',
  last_name: 'Бямбасүрэн',
  photo: null,
  professions: [],
  countries: [],
  old_countries: [],
  born: 1971,
  died: null,
  quotes: [],
  biography: 'Намтар.',
  biography_en: 'Biography.',
  festival: false,
  user_like: false,
  likes: 0,
  publish: true,
};

const selves = [
  { type: 'journal', slug: 'yariltslaga', poster: null, year: 2020, type_slug: 'video', sub_type_slug: 'nevtruuleg' },
  { type: 'movie', slug: 'ingen-nulims', poster: null, year: 2003, type_slug: null, sub_type_slug: null },
];

function render() {
  vi.stubGlobal(
    'fetch',
    stubFetch({
      '/api/artist/api-artist-detail/': { body: { artist_detail: artist } },
      '/api/artist/api-artist-self-portraits/': { body: { list_selves: selves } },
    }),
  );
  return renderRoutes(
    [{ path: '/artist/:slug/detail', element: <ArtistDetailPage journals={() => null} /> }],
    '/artist/davaa/detail',
  );
}

describe('the artist page', () => {
  it('shows the other appearances with their links, years and kinds in Mongolian', async () => {
    render();
    const items = await screen.findAllByTestId('artist-selves');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link').getAttribute('href')).toBe('/journal/video/nevtruuleg/yariltslaga');
    expect(items[0].textContent).toContain('2020 · Видео, подкаст');
    expect(within(items[1]).getByRole('link').getAttribute('href')).toBe('/movie/ingen-nulims/detail');
    expect(items[1].textContent).toContain('2003 · Баримтат кино');
    expect(screen.getByText('Бусад оролцоо')).toBeTruthy();
  });

  it('names them in English', async () => {
    await i18n.changeLanguage('en');
    render();
    const items = await screen.findAllByTestId('artist-selves');
    expect(items[1].textContent).toContain('2003 · Documentary');
    expect(screen.getByText('Other appearances')).toBeTruthy();
  });
});
