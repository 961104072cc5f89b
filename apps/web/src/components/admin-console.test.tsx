import type { MemberPowers } from '@mfi/contract/accounts.schemas';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../lib/auth-store';
import { loadNamespaces } from '../lib/i18n';
import { EVERY_POWER, profileWith } from '../test/profile';
import { renderRoutes, stubFetch } from '../test/render';
import { AdminConsole } from './admin-console';

beforeAll(() => loadNamespaces('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

/** The console's tab names as a member holding these powers (and these role flags) sees them. */
async function tabsOf(powers: Partial<MemberPowers>, flags: { admin?: boolean } = {}) {
  vi.stubGlobal(
    'fetch',
    stubFetch({ '/api/user/api/v-user-profile-short/': { body: { user_profile: profileWith(powers, flags) } } }),
  );
  setToken('t0ken');
  renderRoutes(
    [
      {
        path: '/admin',
        element: (
          <AdminConsole current="admin-queue" title="Console">
            <p>section</p>
          </AdminConsole>
        ),
      },
    ],
    '/admin',
  );
  const list = await screen.findByRole('tablist', { name: 'Самбарын хэсгүүд' });
  await within(list).findByRole('tab', { name: 'Хянах дараалал' });
  return within(list)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
}

describe('the admin console', () => {
  it("shows an admin, who holds every power, every section's tab", async () => {
    expect(await tabsOf(EVERY_POWER, { admin: true })).toEqual([
      'Хянах дараалал',
      'Импорт',
      'Гишүүд',
      'Үйлдлийн бүртгэл',
      'Лавлах өгөгдөл',
    ]);
  });

  it('shows a tab by the power its route takes, not by the role flags', async () => {
    expect(await tabsOf({ admin_console: true, add_by_code: true }, { admin: true })).toEqual([
      'Хянах дараалал',
      'Импорт',
    ]);
  });
});
