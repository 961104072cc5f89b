import type { ShortProfile } from '@mfi/contract/accounts.schemas';
import { hasRole } from '@mfi/contract/roles';
import type { NavSet } from '../../lib/prefs';
import { href } from '../../lib/routes';

// What the navbar, the drawer and the user menu show, as data (part 1 section 2, Shell), so the desktop bar
// and the mobile drawer cannot drift apart. Labels are i18n keys of the `nav` namespace.

export interface NavItem {
  labelKey: string;
  to: string;
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
    { labelKey: 'items.adminConsole', to: href('admin-queue') },
    { labelKey: 'items.editAboutUs', to: href('edit-aboutus') },
    { labelKey: 'items.addFestival', to: href('award-create') },
    { labelKey: 'items.addAnnualFestival', to: href('annual-award-create') },
    { labelKey: 'items.adminMembers', to: href('admin-members') },
    { labelKey: 'items.adminAudit', to: href('admin-audit') },
    { labelKey: 'items.adminReference', to: href('admin-reference') },
    { labelKey: 'items.importStates', to: href('admin-imports') },
  ],
  edit: [
    { labelKey: 'items.unpublishedArtists', to: href('unpublished-artist-list') },
    { labelKey: 'items.unpublishedMongolArtists', to: href('unpublished-mongol-artist-list') },
    { labelKey: 'items.unpublishedMovies', to: href('unpublished-movie-list') },
    { labelKey: 'items.unpublishedMongolMovies', to: href('unpublished-mongol-movie-list') },
    { labelKey: 'items.unpublishedShortMovies', to: href('unpublished-short-movie-list') },
    { labelKey: 'items.unpublishedMongolShortMovies', to: href('unpublished-mongol-short-movie-list') },
    { labelKey: 'items.unpublishedSerials', to: href('unpublished-serial-list') },
    { labelKey: 'items.unpublishedMongolSerials', to: href('unpublished-mongol-serial-list') },
    { labelKey: 'items.unpublishedJournals', to: href('unpublished-journal-list') },
    { labelKey: 'items.moderationQueue', to: href('admin-queue') },
  ],
};

/**
 * MFI shows with the institute set; the catalogue groups with the film-fund set or for a signed-in user;
 * Admin and Edit always need their role (an admin holds the contributor's, contract roles.ts).
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
    admin: hasRole(profile, 'admin'),
    edit: hasRole(profile, 'contributer'),
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
    { labelKey: 'user.createMovieList', to: href('movie-list-create') },
    { labelKey: 'user.createSerialList', to: href('serial-list-create') },
  ];
  // A publisher finds the articles they saved but did not publish again here (their own drafts only).
  if (hasRole(profile, 'publisher')) {
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
  if (hasRole(profile, 'main_contributer')) {
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
