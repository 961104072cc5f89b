import type { Power, ShortProfile } from '@mfi/contract/accounts.schemas';
import type { NavSet } from '../../lib/prefs';
import { href } from '../../lib/routes';

// What the navbar, the drawer and the user menu show, as data (part 1 section 2, Shell), so the desktop bar
// and the mobile drawer cannot drift apart. Labels are i18n keys of the `nav` namespace.

export interface NavItem {
  labelKey: string;
  to: string;
  /** The power the page's route guard takes (app/router.tsx), for the Admin and Edit groups. */
  power?: Power;
}

export interface NavGroup {
  id: 'mfi' | 'journal' | 'artists' | 'movies' | 'admin' | 'edit';
  labelKey: string;
  items: NavItem[];
}

const groups: Record<NavGroup['id'], NavItem[]> = {
  mfi: [
    { labelKey: 'items.projects', to: href('mfi-home') },
    // The festival page is "projects" (mfi-home); its registration one menu away too (issue 24 item 5).
    { labelKey: 'items.festivalRegister', to: href('annual-award-register') },
    { labelKey: 'items.aboutUs', to: href('about-us') },
  ],
  journal: [
    { labelKey: 'items.articles', to: href('journal-list') },
    { labelKey: 'items.movieReviews', to: href('movie-review-list') },
    { labelKey: 'items.episodeReviews', to: href('episode-review-list') },
  ],
  artists: [
    { labelKey: 'items.internationalArtists', to: href('artist-list') },
    { labelKey: 'items.mongolArtists', to: href('mongol-artist-list') },
  ],
  movies: [
    { labelKey: 'items.movies', to: href('movie-list') },
    { labelKey: 'items.mongolMovies', to: href('mongol-movie-list') },
    { labelKey: 'items.shortMovies', to: href('short-movie-list') },
    { labelKey: 'items.mongolShortMovies', to: href('mongol-short-movie-list') },
    { labelKey: 'items.serials', to: href('serial-list') },
    { labelKey: 'items.mongolSerials', to: href('mongol-serial-list') },
  ],
  admin: [
    { labelKey: 'items.adminConsole', to: href('admin-queue'), power: 'admin_console' },
    { labelKey: 'items.editAboutUs', to: href('edit-aboutus'), power: 'edit_about' },
    { labelKey: 'items.addFestival', to: href('award-create'), power: 'manage_festival' },
    { labelKey: 'items.addAnnualFestival', to: href('annual-award-create'), power: 'manage_festival' },
    { labelKey: 'items.adminMembers', to: href('admin-members'), power: 'manage_members' },
    { labelKey: 'items.adminAudit', to: href('admin-audit'), power: 'see_audit' },
    { labelKey: 'items.adminReference', to: href('admin-reference'), power: 'manage_reference' },
    { labelKey: 'items.importStates', to: href('admin-imports'), power: 'add_by_code' },
  ],
  edit: [
    { labelKey: 'items.unpublishedArtists', to: href('unpublished-artist-list'), power: 'edit_catalogue' },
    { labelKey: 'items.unpublishedMongolArtists', to: href('unpublished-mongol-artist-list'), power: 'edit_catalogue' },
    { labelKey: 'items.unpublishedMovies', to: href('unpublished-movie-list'), power: 'edit_catalogue' },
    { labelKey: 'items.unpublishedMongolMovies', to: href('unpublished-mongol-movie-list'), power: 'edit_catalogue' },
    { labelKey: 'items.unpublishedShortMovies', to: href('unpublished-short-movie-list'), power: 'edit_catalogue' },
    {
      labelKey: 'items.unpublishedMongolShortMovies',
      to: href('unpublished-mongol-short-movie-list'),
      power: 'edit_catalogue',
    },
    { labelKey: 'items.unpublishedSerials', to: href('unpublished-serial-list'), power: 'edit_catalogue' },
    { labelKey: 'items.unpublishedMongolSerials', to: href('unpublished-mongol-serial-list'), power: 'edit_catalogue' },
    { labelKey: 'items.unpublishedJournals', to: href('unpublished-journal-list'), power: 'see_journal_drafts' },
    { labelKey: 'items.moderationQueue', to: href('admin-queue'), power: 'admin_console' },
  ],
};

/** Whether the member opens the item's page: an item without a power is every visitor's. */
const opens = (profile: ShortProfile | undefined, item: NavItem) => !item.power || Boolean(profile?.powers[item.power]);

/**
 * MFI shows with the institute set; the catalogue groups with the film-fund set or for a signed-in user.
 * Admin and Edit are the menus of those who open every page in them (an admin opens all: the powers come from
 * the server's policies); a member who opens only some of them finds those elsewhere (the user menu, the
 * console's tabs), so neither menu shows half its links.
 */
export function visibleNavGroups(
  navSet: NavSet,
  isAuthenticated: boolean,
  profile: ShortProfile | undefined,
): NavGroup[] {
  const catalogue = navSet === 'fund' || isAuthenticated;
  const visible: Record<NavGroup['id'], boolean> = {
    mfi: navSet === 'institute',
    journal: catalogue,
    artists: catalogue,
    movies: catalogue,
    admin: groups.admin.every((item) => opens(profile, item)),
    edit: groups.edit.every((item) => opens(profile, item)),
  };
  return (Object.keys(groups) as NavGroup['id'][])
    .filter((id) => visible[id])
    .map((id) => ({ id, labelKey: `groups.${id}`, items: groups[id] }));
}

export interface UserMenuSection {
  id: string;
  headerKey?: string;
  items: NavItem[];
}

/** The signed-in user menu, without the admin-bar toggle and logout (actions, not links). */
export function userMenuSections(profile: ShortProfile | undefined): UserMenuSection[] {
  if (!profile) return [];
  const own: NavItem[] = [
    { labelKey: 'user.profile', to: href('user-profile', { slug: profile.slug }) },
    { labelKey: 'user.files', to: href('user-images', { slug: profile.slug }) },
    { labelKey: 'user.sessions', to: href('account-sessions') },
    { labelKey: 'user.export', to: href('account-export') },
    { labelKey: 'user.import', to: href('account-import') },
    { labelKey: 'user.createMovieList', to: href('movie-list-create') },
    { labelKey: 'user.createSerialList', to: href('serial-list-create') },
  ];
  // A writer finds the articles they saved but did not publish again here (a publisher's own drafts only).
  if (profile.powers.write_journals) {
    own.push(
      { labelKey: 'user.submitArticle', to: href('journal-create') },
      { labelKey: 'user.myDrafts', to: href('unpublished-journal-list') },
    );
  }
  const sections: UserMenuSection[] = [
    { id: 'own', items: own },
    {
      id: 'create',
      headerKey: 'user.createGroup',
      items: [
        { labelKey: 'user.createArtist', to: href('artist-create') },
        { labelKey: 'user.createMovie', to: href('movie-create') },
        { labelKey: 'user.createSerial', to: href('serial-create') },
        { labelKey: 'user.createSeason', to: href('season-create') },
        { labelKey: 'user.createEpisode', to: href('episode-create') },
      ],
    },
  ];
  if (profile.powers.add_by_code) {
    sections.push({
      id: 'add',
      headerKey: 'user.addGroup',
      items: [
        { labelKey: 'user.autoAddArtist', to: href('auto-add-artist') },
        { labelKey: 'user.autoAddMovie', to: href('auto-add-movie') },
        { labelKey: 'user.autoAddSerial', to: href('auto-add-serial') },
        { labelKey: 'user.autoUpdateSerial', to: href('auto-update-serial') },
        { labelKey: 'user.importStates', to: href('admin-imports') },
      ],
    });
  }
  return sections;
}
