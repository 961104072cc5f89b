import type { ShortProfile } from '@mfi/contract/accounts.schemas';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { userMenuSections, visibleNavGroups } from './nav-model';

const everyRole: ShortProfile = {
  contributer: true,
  main_contributer: true,
  admin: true,
  critic: true,
  publisher: true,
  ustga: false,
  name: 'Admin',
  slug: 'admin',
  image: null,
  background: null,
  powers: {
    edit_catalogue: true,
    see_journal_drafts: true,
    write_journals: true,
    admin_console: true,
    add_by_code: true,
    edit_about: true,
    manage_festival: true,
    manage_members: true,
    see_audit: true,
    manage_reference: true,
  },
};
const plain: ShortProfile = {
  ...everyRole,
  contributer: false,
  main_contributer: false,
  admin: false,
  publisher: false,
};

const ids = (groups: ReturnType<typeof visibleNavGroups>) => groups.map((group) => group.id);

describe('navigation model', () => {
  it('shows MFI with the institute set and the catalogue with the film-fund set', () => {
    expect(ids(visibleNavGroups('institute', false, undefined))).toEqual(['mfi']);
    expect(ids(visibleNavGroups('fund', false, undefined))).toEqual(['journal', 'artists', 'movies']);
  });

  it('shows the catalogue to a signed-in user in either set, Admin and Edit only with the role', () => {
    expect(ids(visibleNavGroups('institute', true, plain))).toEqual(['mfi', 'journal', 'artists', 'movies']);
    expect(ids(visibleNavGroups('fund', true, everyRole))).toEqual(['journal', 'artists', 'movies', 'admin', 'edit']);
  });

  it('lists the nine unpublished lists and the moderation queue in Edit', () => {
    const edit = visibleNavGroups('fund', true, everyRole).find((group) => group.id === 'edit');
    const links = edit?.items.map((item) => item.to) ?? [];
    expect(links.filter((to) => to.startsWith('/unpublished/'))).toHaveLength(9);
    expect(links.at(-1)).toBe('/admin');
  });

  it('gives publishers the article link and main contributors the add group', () => {
    expect(userMenuSections(plain).map((section) => section.id)).toEqual(['own', 'create']);
    const sections = userMenuSections(everyRole);
    expect(sections.map((section) => section.id)).toEqual(['own', 'create', 'add']);
    expect(sections[0].items.map((item) => item.to)).toContain('/journal/create');
    expect(sections[0].items[0].to).toBe('/user/admin');
  });

  it('gives an admin without other flags the Edit group, the add group and the article links', () => {
    const admin = { ...plain, admin: true };
    expect(ids(visibleNavGroups('fund', true, admin))).toEqual(['journal', 'artists', 'movies', 'admin', 'edit']);
    const sections = userMenuSections(admin);
    expect(sections.map((section) => section.id)).toEqual(['own', 'create', 'add']);
    expect(sections[0].items.map((item) => item.to)).toEqual(
      expect.arrayContaining(['/journal/create', '/unpublished/journal']),
    );
  });

  it('lets a publisher find their unpublished articles again from the user menu', () => {
    const publisher = { ...plain, publisher: true };
    expect(ids(visibleNavGroups('fund', true, publisher))).toEqual(['journal', 'artists', 'movies']);
    const own = userMenuSections(publisher)[0].items.map((item) => item.to);
    expect(own).toEqual(expect.arrayContaining(['/journal/create', '/unpublished/journal']));
    expect(userMenuSections(plain)[0].items.map((item) => item.to)).not.toContain('/unpublished/journal');
  });

  it('has a translation for every label in both languages', () => {
    const keys = [
      ...visibleNavGroups('institute', true, everyRole).flatMap((group) => [
        group.labelKey,
        ...group.items.map((i) => i.labelKey),
      ]),
      ...userMenuSections(everyRole).flatMap((section) => [
        ...(section.headerKey ? [section.headerKey] : []),
        ...section.items.map((item) => item.labelKey),
      ]),
    ];
    for (const language of ['mn', 'en']) {
      expect(keys.filter((key) => !i18n.exists(key, { ns: 'nav', lng: language }))).toEqual([]);
    }
  });
});
