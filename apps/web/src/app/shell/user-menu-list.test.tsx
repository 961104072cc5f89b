import type { ShortProfile } from '@mfi/contract/accounts.schemas';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/auth-store';
import { renderRoutes, stubFetch } from '../../test/render';
import { UserMenuList } from './user-menu-list';

const plain: ShortProfile = {
  contributer: false,
  main_contributer: false,
  admin: false,
  critic: false,
  publisher: false,
  ustga: false,
  name: 'Bataa',
  slug: 'bataa',
  image: null,
  background: null,
  powers: {
    edit_catalogue: false,
    see_journal_drafts: false,
    write_journals: false,
    admin_console: false,
    add_by_code: false,
    edit_about: false,
    manage_festival: false,
    manage_members: false,
    see_audit: false,
    manage_reference: false,
  },
};

/** The open user menu of a signed-in user with this profile. */
async function openMenuOf(profile: ShortProfile) {
  vi.stubGlobal(
    'fetch',
    vi.fn(stubFetch({ '/api/user/api/v-user-profile-short/': { body: { user_profile: profile } } })),
  );
  setToken('t0ken');
  const anchor = document.createElement('button');
  document.body.append(anchor);
  renderRoutes(
    [{ path: '/', element: <UserMenuList id="m" labelledBy="b" anchor={anchor} onClose={() => {}} /> }],
    '/',
  );
  const menu = await screen.findByRole('menu');
  await within(menu).findByRole('menuitem', { name: 'Миний профайл' });
  return menu;
}

const linkTo = (menu: HTMLElement, name: string) =>
  within(menu).queryByRole('menuitem', { name })?.getAttribute('href');

describe('the user menu', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives an admin without other flags the article links, the add group and the admin-bar toggle', async () => {
    const menu = await openMenuOf({ ...plain, admin: true });
    expect(linkTo(menu, 'Нийтлэл илгээх')).toBe('/journal/create');
    expect(linkTo(menu, 'Миний нийтлэгдээгүй нийтлэл')).toBe('/unpublished/journal');
    expect(linkTo(menu, 'Кино нэмэх')).toBe('/auto-add/movie');
    expect(within(menu).getByRole('menuitem', { name: 'Админ самбар нуух' })).toBeTruthy();
  });

  it('lets a publisher reach their unpublished articles, without contributor controls', async () => {
    const menu = await openMenuOf({ ...plain, publisher: true });
    expect(linkTo(menu, 'Миний нийтлэгдээгүй нийтлэл')).toBe('/unpublished/journal');
    expect(within(menu).queryByRole('menuitem', { name: 'Админ самбар нуух' })).toBeNull();
    expect(linkTo(menu, 'Кино нэмэх')).toBeUndefined();
  });

  it('shows a member neither', async () => {
    const menu = await openMenuOf(plain);
    expect(linkTo(menu, 'Миний нийтлэгдээгүй нийтлэл')).toBeUndefined();
    expect(linkTo(menu, 'Нийтлэл илгээх')).toBeUndefined();
  });
});
