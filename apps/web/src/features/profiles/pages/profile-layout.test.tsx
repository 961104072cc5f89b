import { createTheme, ThemeProvider } from '@mui/material/styles';
import { fireEvent, screen, within } from '@testing-library/react';
import type { UserObject } from '@mfi/contract/profiles.schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/auth-store';
import { loadNamespaces } from '../../../lib/i18n';
import { renderRoutes, stubFetch } from '../../../test/render';
import { ProfileLayout } from './profile-layout';

beforeAll(() => loadNamespaces('profiles'));
afterEach(() => vi.unstubAllGlobals());

const noInbox = () => ({ unread: undefined, open: () => {}, dialog: null });

/** The member's page as the profile answer gives it; only the verdict and the owner flag vary. */
function renderProfile(answer: Partial<UserObject>): ReturnType<typeof vi.fn> {
  const user_object = {
    username: 'saraa',
    slug: 'saraa',
    firstname: '',
    lastname: '',
    email: null,
    birthday: null,
    birthdaycheck: false,
    country: null,
    country_name: null,
    bio: '',
    facebook: '',
    instagram: '',
    twitter: '',
    youtube: '',
    youtubename: '',
    youtubebanner: '',
    image: null,
    backgroundimage: null,
    registered: '2026-01-02T03:04:05.000Z',
    title: 'publisher',
    critic: false,
    userartist: null,
    followers: 0,
    followings: 0,
    publishedarticles: 2,
    unpublishedarticles: null,
    is_owner: false,
    following: false,
    blocked: false,
    beingblocked: false,
    ...answer,
  };
  const fetch = vi.fn(
    stubFetch({
      '/api/user/api/saraa/v-user-detail/': { body: { user_object, user_status: null } },
      '/api/user/api/v-user-profile-short/': { body: { user_profile: { slug: 'bataa', username: 'bataa' } } },
    }),
  );
  vi.stubGlobal('fetch', fetch);
  renderRoutes(
    [
      {
        path: '/user/:slug',
        // The follow lists' dialogs read the theme's breakpoints.
        element: (
          <ThemeProvider theme={createTheme()}>
            <ProfileLayout useNotificationInbox={noInbox} />
          </ThemeProvider>
        ),
      },
    ],
    '/user/saraa',
  );
  return fetch;
}

/** The paths the page asked for. */
const calledPaths = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

describe('the profile page', { timeout: 20_000 }, () => {
  it('shows the Articles section where the answer says can_see_drafts, even on another member’s page', async () => {
    renderProfile({ can_see_drafts: true, unpublishedarticles: 1 });
    expect(await screen.findByText('Нийтлэл')).toBeTruthy();
  });

  it('hides it where the answer does not, even on the member’s own page', async () => {
    renderProfile({ can_see_drafts: false, is_owner: true });
    await screen.findByText('Кино');
    expect(screen.queryByText('Нийтлэл')).toBeNull();
  });

  it('gives a guest the follow button, which asks them to log in and sends nothing, and no block action', async () => {
    const fetch = renderProfile({});
    fireEvent.click(await screen.findByRole('button', { name: 'Дагах' }));
    const prompt = await screen.findByRole('dialog', { name: 'Нэвтэрнэ үү' });
    expect(within(prompt).getByRole('link', { name: 'Нэвтрэх' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fuser%2Fsaraa',
    );
    expect(screen.queryByRole('button', { name: 'Хориглох' })).toBeNull();
    // Only the page's reads: no follow, and no short profile (a guest has no session to read).
    expect(calledPaths(fetch)).not.toContain('/api/user/api/v-user-follow/');
    expect(calledPaths(fetch)).not.toContain('/api/user/api/v-user-profile-short/');
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('gives a member the follow button and the block action', async () => {
    setToken('t0ken');
    renderProfile({});
    expect(await screen.findByRole('button', { name: 'Дагах' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Хориглох' })).toBeTruthy();
  });
});
