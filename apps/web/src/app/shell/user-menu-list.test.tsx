import type { ShortProfile } from '@mfi/contract/accounts.schemas';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/auth-store';
import { EVERY_POWER, profileWith } from '../../test/profile';
import { renderRoutes, stubFetch } from '../../test/render';
import { UserMenuList } from './user-menu-list';

const plain = profileWith();

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

  it('gives an admin, who holds every power, the article links, the add group and the admin-bar toggle', async () => {
    const menu = await openMenuOf(profileWith(EVERY_POWER, { admin: true }));
    expect(linkTo(menu, 'Нийтлэл илгээх')).toBe('/journal/create');
    expect(linkTo(menu, 'Миний нийтлэгдээгүй нийтлэл')).toBe('/unpublished/journal');
    expect(linkTo(menu, 'Кино нэмэх')).toBe('/auto-add/movie');
    expect(within(menu).getByRole('menuitem', { name: 'Админ самбар нуух' })).toBeTruthy();
  });

  it('lets a publisher reach their unpublished articles, without contributor controls', async () => {
    const menu = await openMenuOf(profileWith({ see_journal_drafts: true, write_journals: true, admin_console: true }));
    expect(linkTo(menu, 'Миний нийтлэгдээгүй нийтлэл')).toBe('/unpublished/journal');
    expect(within(menu).queryByRole('menuitem', { name: 'Админ самбар нуух' })).toBeNull();
    expect(linkTo(menu, 'Кино нэмэх')).toBeUndefined();
  });

  it('shows the admin-bar toggle to a catalogue editor', async () => {
    const menu = await openMenuOf(profileWith({ edit_catalogue: true }));
    expect(within(menu).getByRole('menuitem', { name: 'Админ самбар нуух' })).toBeTruthy();
  });

  it('follows the powers, not the role flags: the flags without powers open no link', async () => {
    const menu = await openMenuOf(profileWith({}, { admin: true, contributer: true, publisher: true }));
    expect(within(menu).queryByRole('menuitem', { name: 'Админ самбар нуух' })).toBeNull();
    expect(linkTo(menu, 'Нийтлэл илгээх')).toBeUndefined();
    expect(linkTo(menu, 'Кино нэмэх')).toBeUndefined();
  });

  it('shows a member neither', async () => {
    const menu = await openMenuOf(plain);
    expect(linkTo(menu, 'Миний нийтлэгдээгүй нийтлэл')).toBeUndefined();
    expect(linkTo(menu, 'Нийтлэл илгээх')).toBeUndefined();
  });
});
