import { screen } from '@testing-library/react';
import type { AboutDetailResponse } from '@mfi/contract/about.schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/auth-store';
import { loadNamespaces } from '../../../lib/i18n';
import { renderRoutes, stubFetch } from '../../../test/render';
import { AboutUsPage } from './about-page';

// The about-us page's edit button follows the answer's `can_edit` (about.policy.ts), never the reader's roles.

beforeAll(() => loadNamespaces('about'));
afterEach(() => vi.unstubAllGlobals());

const page = (can_edit: boolean): AboutDetailResponse => ({
  aboutTitle: 'Монголын кино институт',
  aboutContent: '<p>Бидний тухай</p>',
  members: [],
  can_edit,
});
const admin = { admin: true, contributer: true, main_contributer: true, publisher: true, critic: false, ustga: false };

function show(can_edit: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      stubFetch({
        '/api/institute/detail-aboutus/': { body: page(can_edit) },
        '/api/user/api/v-user-profile-short/': {
          body: { user_profile: { ...admin, name: 'Админ', slug: 'admin', image: null, background: null } },
        },
      }),
    ),
  );
  setToken('t0ken');
  renderRoutes([{ path: '/about', Component: AboutUsPage }], '/about');
}

describe('the about-us page', () => {
  it('offers the edit link where the answer’s can_edit allows', async () => {
    show(true);
    const edit = await screen.findByRole('link', { name: 'Засах' });
    expect(edit.getAttribute('href')).toBe('/edit-aboutus');
  });

  it('offers none where it withholds it, though the reader holds the admin flag', async () => {
    show(false);
    expect(await screen.findByTestId('about-content')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Засах' })).toBeNull();
  });
});
