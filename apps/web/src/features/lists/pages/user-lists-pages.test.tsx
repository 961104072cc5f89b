import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { renderRoutes, stubFetch } from '../../../test/render';
import { UserMovieListsPage } from './user-lists-pages';

beforeAll(() => loadNamespaces('lists'));
afterEach(() => vi.unstubAllGlobals());

function renderPage(can_create: boolean) {
  vi.stubGlobal(
    'fetch',
    stubFetch({ '/api/user/api/v-user-movielist/': { body: { movie_list: [], count: 0, page: 1, can_create } } }),
  );
  renderRoutes([{ path: '/user/:slug/movie-list', element: <UserMovieListsPage /> }], '/user/saraa/movie-list');
}

describe('a member’s page of lists', { timeout: 20_000 }, () => {
  it('offers the create link where the answer says can_create', async () => {
    renderPage(true);
    expect(await screen.findByRole('link', { name: 'Жагсаалт үүсгэх' })).toBeTruthy();
  });

  it('offers none where it does not', async () => {
    renderPage(false);
    await screen.findByTestId('user-lists-empty');
    expect(screen.queryByRole('link', { name: 'Жагсаалт үүсгэх' })).toBeNull();
  });
});
