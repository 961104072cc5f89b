import { screen, waitFor } from '@testing-library/react';
import { Outlet, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../lib/auth-store';
import { renderRoutes, stubFetch } from '../test/render';
import { EVERY_POWER, profileWith } from '../test/profile';
import { GuestOnly, RequireAuth, RequirePower } from './guards';

function Probe({ name }: { name: string }) {
  const location = useLocation();
  return <p data-testid="probe">{`${name} ${location.pathname}${location.search}`}</p>;
}

const profile = profileWith();

const table = [
  {
    element: <Outlet />,
    children: [
      { element: <RequireAuth />, children: [{ path: '/user/:slug/*', element: <Probe name="user" /> }] },
      {
        element: <RequirePower power="edit_catalogue" />,
        children: [{ path: '/unpublished/movie', element: <Probe name="edit" /> }],
      },
      {
        element: <RequirePower power="add_by_code" />,
        children: [{ path: '/auto-add/movie', element: <Probe name="add" /> }],
      },
      {
        element: <RequirePower power="write_journals" />,
        children: [{ path: '/journal/create', element: <Probe name="write" /> }],
      },
      {
        element: <RequirePower power="see_journal_drafts" />,
        children: [{ path: '/unpublished/journal', element: <Probe name="drafts" /> }],
      },
      { element: <GuestOnly />, children: [{ path: '/login', element: <Probe name="login" /> }] },
      { path: '/', element: <Probe name="home" /> },
      { path: '/movie/create-list', element: <Probe name="create" /> },
    ],
  },
];

describe('guards', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a visitor without a token to login with the full path as redirect', () => {
    const { router } = renderRoutes(table, '/user/bataa/movie-list?page=2&sort=new');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/user/bataa/movie-list?page=2&sort=new',
    );
    expect(screen.getByTestId('probe').textContent).toContain('login /login?redirect=');
  });

  it('sends a signed-in user from login to the redirect, or home', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(stubFetch({ '/api/user/api/v-user-profile-short/': { body: { user_profile: profile } } })),
    );
    setToken('t0ken');
    const { router } = renderRoutes(table, '/login?redirect=%2Fmovie%2Fcreate-list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/movie/create-list'));

    const other = renderRoutes(table, '/login?redirect=%2F%2Fevil.example');
    await waitFor(() => expect(other.router.state.location.pathname).toBe('/'));
  });

  it('renders the not-found page on an editor route when the power is false', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(stubFetch({ '/api/user/api/v-user-profile-short/': { body: { user_profile: profile } } })),
    );
    setToken('t0ken');
    renderRoutes(table, '/unpublished/movie');
    expect(await screen.findByRole('heading', { name: 'Хуудас олдсонгүй' })).toBeTruthy();
    expect(screen.queryByTestId('probe')).toBeNull();
  });

  it('opens an editor route when the power is true', async () => {
    const contributor = profileWith({ edit_catalogue: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(stubFetch({ '/api/user/api/v-user-profile-short/': { body: { user_profile: contributor } } })),
    );
    setToken('t0ken');
    renderRoutes(table, '/unpublished/movie');
    expect((await screen.findByTestId('probe')).textContent).toBe('edit /unpublished/movie');
  });

  it('opens every guarded route to an admin, who holds every power', async () => {
    const admin = profileWith(EVERY_POWER, { admin: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(stubFetch({ '/api/user/api/v-user-profile-short/': { body: { user_profile: admin } } })),
    );
    setToken('t0ken');
    for (const [path, name] of [
      ['/unpublished/movie', 'edit'],
      ['/auto-add/movie', 'add'],
      ['/journal/create', 'write'],
      ['/unpublished/journal', 'drafts'],
    ]) {
      const { unmount } = renderRoutes(table, path);
      expect((await screen.findByTestId('probe')).textContent).toBe(`${name} ${path}`);
      unmount();
    }
  });

  it('opens the journal drafts to a publisher, but not the contributor lists', async () => {
    const publisher = profileWith({ see_journal_drafts: true, write_journals: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(stubFetch({ '/api/user/api/v-user-profile-short/': { body: { user_profile: publisher } } })),
    );
    setToken('t0ken');
    const drafts = renderRoutes(table, '/unpublished/journal');
    expect((await screen.findByTestId('probe')).textContent).toBe('drafts /unpublished/journal');
    drafts.unmount();
    renderRoutes(table, '/unpublished/movie');
    expect(await screen.findByRole('heading', { name: 'Хуудас олдсонгүй' })).toBeTruthy();
  });

  it('follows the powers, not the role flags: a contributor flag without the power opens nothing', async () => {
    const flagged = profileWith({ write_journals: true }, { contributer: true, admin: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(stubFetch({ '/api/user/api/v-user-profile-short/': { body: { user_profile: flagged } } })),
    );
    setToken('t0ken');
    const edit = renderRoutes(table, '/unpublished/movie');
    expect(await screen.findByRole('heading', { name: 'Хуудас олдсонгүй' })).toBeTruthy();
    edit.unmount();
    renderRoutes(table, '/journal/create');
    expect((await screen.findByTestId('probe')).textContent).toBe('write /journal/create');
  });

  it('goes home, not to login, when the stored token turns out invalid', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(stubFetch({ '/api/user/api/v-user-profile-short/': { status: 401, body: { detail: 'Invalid token.' } } })),
    );
    setToken('stale');
    const { router } = renderRoutes(table, '/unpublished/movie');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('sends a visitor on a power route to login first', () => {
    const { router } = renderRoutes(table, '/unpublished/movie');
    expect(router.state.location.pathname).toBe('/login');
  });
});
