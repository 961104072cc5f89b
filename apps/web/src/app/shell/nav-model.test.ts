import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { EVERY_POWER, profileWith } from '../../test/profile';
import { userMenuSections, visibleNavGroups } from './nav-model';

// What the server answers each role (policies/powers.ts, powers.routes.test.ts); the web reads only the powers.
const everyPower = profileWith(EVERY_POWER, { name: 'Admin', slug: 'admin' });
const plain = profileWith();
const contributor = profileWith({ edit_catalogue: true, see_journal_drafts: true, admin_console: true });
const publisher = profileWith({ see_journal_drafts: true, write_journals: true, admin_console: true });
const mainContributor = profileWith({ add_by_code: true });

const ids = (groups: ReturnType<typeof visibleNavGroups>) => groups.map((group) => group.id);

describe('navigation model', () => {
  it('shows MFI with the institute set and the catalogue with the film-fund set', () => {
    expect(ids(visibleNavGroups('institute', false, undefined))).toEqual(['mfi']);
    expect(ids(visibleNavGroups('fund', false, undefined))).toEqual(['journal', 'artists', 'movies']);
  });

  it('shows the catalogue to a signed-in user in either set, Admin and Edit only with their powers', () => {
    expect(ids(visibleNavGroups('institute', true, plain))).toEqual(['mfi', 'journal', 'artists', 'movies']);
    expect(ids(visibleNavGroups('fund', true, everyPower))).toEqual(['journal', 'artists', 'movies', 'admin', 'edit']);
  });

  it('lists the nine unpublished lists and the moderation queue in Edit', () => {
    const edit = visibleNavGroups('fund', true, everyPower).find((group) => group.id === 'edit');
    const links = edit?.items.map((item) => item.to) ?? [];
    expect(links.filter((to) => to.startsWith('/unpublished/'))).toHaveLength(9);
    expect(links.at(-1)).toBe('/admin');
  });

  it('gives writers the article link and code adders the add group', () => {
    expect(userMenuSections(plain).map((section) => section.id)).toEqual(['own', 'create']);
    const sections = userMenuSections(everyPower);
    expect(sections.map((section) => section.id)).toEqual(['own', 'create', 'add']);
    expect(sections[0].items.map((item) => item.to)).toContain('/journal/create');
    expect(sections[0].items[0].to).toBe('/user/admin');
  });

  it('shows Edit to a contributor, and Admin only to whoever opens every page in it', () => {
    expect(ids(visibleNavGroups('fund', true, contributor))).toEqual(['journal', 'artists', 'movies', 'edit']);
    expect(ids(visibleNavGroups('fund', true, mainContributor))).toEqual(['journal', 'artists', 'movies']);
    const allButMembers = profileWith({ ...EVERY_POWER, manage_members: false });
    expect(ids(visibleNavGroups('fund', true, allButMembers))).toEqual(['journal', 'artists', 'movies', 'edit']);
  });

  it('follows the powers, not the role flags', () => {
    const flagsOnly = profileWith({}, { admin: true, contributer: true, main_contributer: true, publisher: true });
    expect(ids(visibleNavGroups('fund', true, flagsOnly))).toEqual(['journal', 'artists', 'movies']);
    expect(userMenuSections(flagsOnly).map((section) => section.id)).toEqual(['own', 'create']);
  });

  it('gives main contributors the add group and only it', () => {
    const sections = userMenuSections(mainContributor);
    expect(sections.map((section) => section.id)).toEqual(['own', 'create', 'add']);
    expect(sections[0].items.map((item) => item.to)).not.toContain('/journal/create');
  });

  it('lets a publisher find their unpublished articles again from the user menu', () => {
    expect(ids(visibleNavGroups('fund', true, publisher))).toEqual(['journal', 'artists', 'movies']);
    const own = userMenuSections(publisher)[0].items.map((item) => item.to);
    expect(own).toEqual(expect.arrayContaining(['/journal/create', '/unpublished/journal']));
    expect(userMenuSections(plain)[0].items.map((item) => item.to)).not.toContain('/unpublished/journal');
    // A contributor sees every draft from the Edit menu, not as their own in the user menu.
    expect(userMenuSections(contributor)[0].items.map((item) => item.to)).not.toContain('/unpublished/journal');
  });

  it('has a translation for every label in both languages', () => {
    const keys = [
      ...visibleNavGroups('institute', true, everyPower).flatMap((group) => [
        group.labelKey,
        ...group.items.map((i) => i.labelKey),
      ]),
      ...userMenuSections(everyPower).flatMap((section) => [
        ...(section.headerKey ? [section.headerKey] : []),
        ...section.items.map((item) => item.labelKey),
      ]),
    ];
    for (const language of ['mn', 'en']) {
      expect(keys.filter((key) => !i18n.exists(key, { ns: 'nav', lng: language }))).toEqual([]);
    }
  });
});
