import type { MemberPowers } from '@mfi/contract/accounts.schemas';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../lib/auth-store';
import { loadNamespaces } from '../../../lib/i18n';
import { profileWith } from '../../../test/profile';
import { renderRoutes, stubFetch } from '../../../test/render';
import { JournalListPage } from './journal-list-page';

const types = {
  journal_type_list: [
    { id: 1, type_mongol_name: 'Булан', type_english_name: 'Column', type_slug: 'bulan', main_type: null },
    { id: 4, type_mongol_name: 'Нийтлэл', type_english_name: 'Article', type_slug: 'niitlel', main_type: null },
  ],
};
const subtypes = {
  journal_type_list: [
    { id: 11, type_mongol_name: 'Дурсамж', type_english_name: 'Memoir', type_slug: 'dursamj', main_type: 'niitlel' },
    {
      id: 12,
      type_mongol_name: 'Ярилцлага',
      type_english_name: 'Interview',
      type_slug: 'yariltslaga',
      main_type: 'niitlel',
    },
  ],
};
const item = {
  id: 7,
  journal_slug: 'talyn-salhi',
  journal_title: 'Талын салхи',
  journal_cover: null,
  content: 'Говийн салхи…',
  publish_date: '2026-11-01T00:00:00.000Z',
  total_likes: 3,
  user__username: 'Номин',
  user__user_slug: 'nomin',
  user__image: null,
  journal_type__type_mongol_name: 'Дурсамж',
  journal_type__type_slug: 'dursamj',
  journal_type__main_type__type_mongol_name: 'Нийтлэл',
  journal_type__main_type__type_slug: 'niitlel',
};

beforeAll(() => loadNamespaces('journals'));
afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

describe('journal list', () => {
  it('filters by category tab and sub-tab through the query string and links each card to its detail', async () => {
    const listQueries: URLSearchParams[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
      if (url.pathname.endsWith('/journal/api-journal-list/')) {
        listQueries.push(url.searchParams);
        const empty = url.searchParams.get('sub_type') === 'yariltslaga';
        const body = { journal_list: empty ? [] : [item], journal_total: empty ? 0 : 1, journal_page: 1 };
        return new Response(JSON.stringify(body));
      }
      return stubFetch({
        '/api/journal/journal-type-api-list/': { body: types },
        '/api/journal/journal-subtype-api-list/': { body: subtypes },
        '/api/journal/journal-tag-list/': { body: { tag_list: [] } },
      })(input);
    });
    const { router } = renderRoutes([{ id: 'journal-list', path: '/journal', Component: JournalListPage }], '/journal');

    const link = await screen.findByRole('link', { name: 'Талын салхи' });
    expect(link.getAttribute('href')).toBe('/journal/niitlel/dursamj/talyn-salhi');
    expect(listQueries.at(-1)?.get('published')).toBe('true');

    fireEvent.click(await screen.findByRole('tab', { name: 'Нийтлэл' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ярилцлага' }));
    await screen.findByText('Нийтлэл олдсонгүй');
    expect(router.state.location.search).toBe('?type=niitlel&sub_type=yariltslaga');
    expect(listQueries.at(-1)?.get('type')).toBe('niitlel');

    fireEvent.click(screen.getByRole('button', { name: 'Шүүлтүүр цэвэрлэх' }));
    await screen.findByRole('link', { name: 'Талын салхи' });
    expect(router.state.location.search).toBe('');
  }, 20_000);

  it('names the tags of a reloaded tag filter, which the address holds only as ids', async () => {
    const tagQueries: URLSearchParams[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
      if (url.pathname.endsWith('/journal/journal-tag-list/')) {
        tagQueries.push(url.searchParams);
        // The filter's first page of tags does not hold the chosen ones.
        const named = url.searchParams.get('ids') === '31,7';
        const body = named
          ? [
              { id: 7, journal_tag_name: 'Говь' },
              { id: 31, journal_tag_name: 'Тал нутаг' },
            ]
          : [{ id: 1, journal_tag_name: 'Аав' }];
        return new Response(JSON.stringify({ tag_list: body }));
      }
      return stubFetch({
        '/api/journal/journal-type-api-list/': { body: types },
        '/api/journal/journal-subtype-api-list/': { body: subtypes },
        '/api/journal/api-journal-list/': { body: { journal_list: [item], journal_total: 1, journal_page: 1 } },
      })(input);
    });
    renderRoutes([{ id: 'journal-list', path: '/journal', Component: JournalListPage }], '/journal?tags=31,7');

    await screen.findByText('Тал нутаг');
    expect(screen.getByText('Говь')).toBeTruthy();
    expect(screen.queryByText(/Шошго #/)).toBeNull();
    expect(tagQueries.filter((q) => q.has('ids'))).toHaveLength(1);
  }, 20_000);

  /** The published list as a member holding these powers (and these role flags) sees it. */
  async function listAs(powers: Partial<MemberPowers>, flags: { contributer?: boolean; publisher?: boolean } = {}) {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        '/api/user/api/v-user-profile-short/': { body: { user_profile: profileWith(powers, flags) } },
        '/api/journal/journal-type-api-list/': { body: types },
        '/api/journal/journal-subtype-api-list/': { body: subtypes },
        '/api/journal/journal-tag-list/': { body: { tag_list: [] } },
        '/api/journal/api-journal-list/': { body: { journal_list: [item], journal_total: 1, journal_page: 1 } },
      }),
    );
    setToken('t0ken');
    renderRoutes([{ id: 'journal-list', path: '/journal', Component: JournalListPage }], '/journal');
    await screen.findByRole('link', { name: 'Талын салхи' });
  }
  const linkNamed = (name: string) => screen.queryByRole('link', { name })?.getAttribute('href');

  it('shows the drafts and write links by the powers their pages take', async () => {
    await listAs({ see_journal_drafts: true, write_journals: true });
    expect(await screen.findByRole('link', { name: 'Нийтлэгдээгүй нийтлэлүүд' })).toBeTruthy();
    expect(linkNamed('Нийтлэгдээгүй нийтлэлүүд')).toBe('/unpublished/journal');
    expect(linkNamed('Нийтлэл бичих')).toBe('/journal/create');
  }, 20_000);

  it('follows the powers, not the role flags: a publisher flag without the power gets no write link', async () => {
    await listAs({ see_journal_drafts: true }, { publisher: true });
    expect(await screen.findByRole('link', { name: 'Нийтлэгдээгүй нийтлэлүүд' })).toBeTruthy();
    expect(linkNamed('Нийтлэл бичих')).toBeUndefined();
  }, 20_000);

  it('and a contributor flag without the drafts power gets no drafts link', async () => {
    await listAs({ write_journals: true }, { contributer: true });
    expect(await screen.findByRole('link', { name: 'Нийтлэл бичих' })).toBeTruthy();
    expect(linkNamed('Нийтлэгдээгүй нийтлэлүүд')).toBeUndefined();
  }, 20_000);
});
