import { createBrowserRouter, type RouteObject } from 'react-router';
import type { Power } from '@mfi/contract/accounts.schemas';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoader } from '../components/page-loader';
import type { AccountRouteName } from '../features/accounts/pages/account-pages';
import type { AdminRouteName } from '../features/admin/pages/admin-pages';
import type { CodeAddRouteName } from '../features/code-add/pages/code-add-pages';
import type { AdminMembersRouteName } from '../features/admin-members/pages/admin-members-pages';
import type { ListEditorRouteName } from '../features/lists/pages/list-editor-pages';
import type { ListRouteName } from '../features/lists/pages/list-pages';
import type { FestivalRouteName } from '../features/festival/pages/festival-pages';
import type { SubmissionRouteName } from '../features/festival/pages/submission-pages';
import type { BoardRouteName } from '../features/profile-lists/pages/board-pages';
import type { ReviewRouteName } from '../features/reviews/pages/review-pages';
import { routes, type RouteName } from '../lib/routes';
import { lazyPage, type LazyRoute } from './lazy-page';
import { GuestOnly, RequireAuth, RequireOwnSlug, RequirePower } from './guards';
import { RouteErrorPage } from './route-error';
import type * as RouteModules from './route-modules';
import { AppShell } from './shell/app-shell';

// The full route table of both spec parts (part 1 section 2, part 2 section 2). Route ids are the spec's
// route names; every screen is a lazy module. Screens that later issues build render the under-construction
// page for now, behind their final guard.

const underConstruction = lazyPage(
  () => import('../components/under-construction-page'),
  null,
  (m) => m.UnderConstructionPage,
);

/** A route module loaded through app/route-modules.ts (see there why). */
const viaRouteModules =
  <T,>(load: (modules: typeof RouteModules) => Promise<T>) =>
  () =>
    import('./route-modules').then(load);

// Login and signup load a module each; the other account routes share one, through the route modules.
const accountPage = (name: AccountRouteName) =>
  lazyPage(
    viaRouteModules((m) => m.accountPages()),
    'accounts',
    (m) => m.accountPages[name],
  );

// A member's year in review (public as the profile) and their data export (behind login), issue 29.
const yearReview = lazyPage(
  viaRouteModules((m) => m.yearReviewPage()),
  'yearReview',
  (m) => m.YearReviewPage,
);
const exportPage = lazyPage(
  viaRouteModules((m) => m.exportPage()),
  'userExport',
  (m) => m.ExportPage,
);
const userImportPage = lazyPage(
  viaRouteModules((m) => m.userImportPage()),
  'userImport',
  (m) => m.ImportPage,
);

const accounts = {
  login: lazyPage(
    () => import('../features/accounts/pages/login-page'),
    'accounts',
    (m) => m.LoginPage,
  ),
  signup: lazyPage(
    () => import('../features/accounts/pages/signup-page'),
    'accounts',
    (m) => m.SignupPage,
  ),
} satisfies Record<string, LazyRoute>;

const artists = {
  list: lazyPage(
    () => import('../features/artists/pages/artist-list-page'),
    'artists',
    (m) => m.ArtistListPage,
  ),
  detail: lazyPage(
    () => import('./routes/artist-detail'),
    'artists',
    (m) => m.ArtistDetailRoute,
  ),
  create: lazyPage(
    viaRouteModules((m) => m.artistCreatePage()),
    'artists',
    (m) => m.ArtistCreatePage,
  ),
  update: lazyPage(
    viaRouteModules((m) => m.artistUpdatePage()),
    'artists',
    (m) => m.ArtistUpdatePage,
  ),
} satisfies Record<string, LazyRoute>;

const movies = {
  list: lazyPage(
    () => import('./routes/movie-list'),
    ['movies', 'search'],
    (m) => m.MovieListRoute,
  ),
  detail: lazyPage(
    () => import('./routes/movie-detail-page'),
    ['movies', 'diary'], // the log dialog (features/diary) is on the page
    (m) => m.MovieDetailPage,
  ),
  create: lazyPage(
    viaRouteModules((m) => m.movieCreatePage()),
    'movies',
    (m) => m.MovieCreatePage,
  ),
  update: lazyPage(
    viaRouteModules((m) => m.movieUpdatePage()),
    'movies',
    (m) => m.MovieUpdatePage,
  ),
  imageUpdate: lazyPage(
    viaRouteModules((m) => m.movieImageUpdatePage()),
    'movies',
    (m) => m.MovieImageUpdatePage,
  ),
} satisfies Record<string, LazyRoute>;

const searchPage = lazyPage(
  () => import('../features/search/pages/search-page'),
  'search',
  (m) => m.SearchPage,
);

// Three import sites for the eleven serial routes: each import() adds its preload list to the initial JS.
const serialDetails = () => import('./routes/serial-detail-pages');
const serialForms = viaRouteModules((m) => m.serialForms());

const serials = {
  list: lazyPage(
    () => import('./routes/serial-list'),
    ['serials', 'search'],
    (m) => m.SerialListRoute,
  ),
  detail: lazyPage(serialDetails, 'serials', (m) => m.SerialDetailPage),
  // Their log dialog is the diary's (features/diary).
  seasonDetail: lazyPage(serialDetails, ['serials', 'diary'], (m) => m.SeasonDetailPage),
  episodeDetail: lazyPage(serialDetails, ['serials', 'diary'], (m) => m.EpisodeDetailPage),
  create: lazyPage(serialForms, 'serials', (m) => m.SerialCreatePage),
  update: lazyPage(serialForms, 'serials', (m) => m.SerialUpdatePage),
  seasonCreate: lazyPage(serialForms, 'serials', (m) => m.SeasonCreatePage),
  seasonUpdate: lazyPage(serialForms, 'serials', (m) => m.SeasonUpdatePage),
  seasonImageUpdate: lazyPage(serialForms, 'serials', (m) => m.SeasonImageUpdatePage),
  episodeCreate: lazyPage(serialForms, 'serials', (m) => m.EpisodeCreatePage),
  episodeUpdate: lazyPage(serialForms, 'serials', (m) => m.EpisodeUpdatePage),
} satisfies Record<string, LazyRoute>;

// One import site for the journal routes, through the route modules; the forms (and the TipTap editor)
// load on demand from the pages module.
const journalPages = viaRouteModules((m) => m.journalPages());

const journals = {
  list: lazyPage(journalPages, 'journals', (m) => m.JournalListPage),
  detail: lazyPage(journalPages, 'journals', (m) => m.JournalDetailPage),
  create: lazyPage(journalPages, 'journals', (m) => m.JournalCreatePage),
  update: lazyPage(journalPages, 'journals', (m) => m.JournalUpdatePage),
} satisfies Record<string, LazyRoute>;

// The six review routes: one module (features/reviews/pages/review-pages) keyed by route name, through the
// route modules.
const reviewPages = (names: ReviewRouteName[]) =>
  names.map((name) =>
    page(
      name,
      lazyPage(
        viaRouteModules((m) => m.reviewPages()),
        'reviews',
        (m) => m.reviewPages[name],
      ),
    ),
  );

// The four code-add routes: one screen (features/code-add) keyed by route name, through the route modules.
const codeAddPages = (names: CodeAddRouteName[]) =>
  names.map((name) =>
    page(
      name,
      lazyPage(
        viaRouteModules((m) => m.codeAddPages()),
        'codeAdd',
        (m) => m.codeAddPages[name],
      ),
    ),
  );

// The profile area (issue 15): the member's page with its header and board (features/profiles, the owner's
// notifications from features/notifications) around the feed (features/feed) and the board's lists (features/profile-lists and features/lists); all through
// the route modules.
const profiles = {
  layout: lazyPage(
    viaRouteModules((m) => m.profilePages()),
    ['profiles', 'notifications'],
    (m) => m.ProfileRoute,
  ),
  images: lazyPage(
    viaRouteModules((m) => m.profilePages()),
    'profiles',
    (m) => m.UserImagesPage,
  ),
  feed: lazyPage(
    viaRouteModules((m) => m.feedPages()),
    'feed',
    (m) => m.UserFeedPage,
  ),
};

// A member's diary (issue 29, features/diary), a section of the profile page as the board's lists.
const diaryPage = lazyPage(
  viaRouteModules((m) => m.diaryPage()),
  'diary',
  (m) => m.DiaryPage,
);

const boardPage = (name: BoardRouteName) =>
  lazyPage(
    viaRouteModules((m) => m.boardPages()),
    'profileLists',
    (m) => m.boardPages[name],
  );

// The home page (issue 16) is the landing page: its own import site. About us through the route modules.
const home = lazyPage(
  () => import('./routes/home-page'),
  ['home', 'lists'],
  (m) => m.HomeRoute,
);
const about = {
  page: lazyPage(
    viaRouteModules((m) => m.aboutPage()),
    'about',
    (m) => m.AboutUsPage,
  ),
  edit: lazyPage(
    viaRouteModules((m) => m.aboutEditPage()),
    'about',
    (m) => m.AboutUsEditPage,
  ),
};

// The festival (issue 17): two modules keyed by route name, through the route modules.
const adminPage = (name: AdminRouteName) =>
  lazyPage(
    viaRouteModules((m) => m.adminPages()),
    'admin',
    (m) => m.adminPages[name],
  );
const festivalPage = (name: FestivalRouteName) =>
  lazyPage(
    viaRouteModules((m) => m.festivalPages()),
    'festival',
    (m) => m.festivalPages[name],
  );
const submissionPage = (name: SubmissionRouteName) =>
  lazyPage(
    viaRouteModules((m) => m.submissionPages()),
    ['submission', 'festival'],
    (m) => m.submissionPages[name],
  );
const festivalRegistration = lazyPage(
  viaRouteModules((m) => m.festivalRegistration()),
  ['submission', 'artists', 'movies'],
  (m) => m.FestivalRegistrationRoute,
);

// The list routes: the reader's six in one module (features/lists/pages/list-pages), the editor's four in
// another, each keyed by route name, through the route modules.
const listPage = (name: ListRouteName) =>
  lazyPage(
    viaRouteModules((m) => m.listPages()),
    'lists',
    (m) => m.listPages[name],
  );
const listEditorPage = (name: ListEditorRouteName) =>
  lazyPage(
    viaRouteModules((m) => m.listEditorPages()),
    'lists',
    (m) => m.listEditorPages[name],
  );

// The admin console's members, audit log and reference lists (issue 25 parts 3 and 4), in the console's frame
// (its texts are `admin`'s), through the route modules.
const adminMembersPage = (name: AdminMembersRouteName) =>
  lazyPage(
    viaRouteModules((m) => m.adminMembersPages()),
    ['adminMembers', 'admin'],
    (m) => m.adminMembersPages[name],
  );
const adminImportsPage = lazyPage(
  viaRouteModules((m) => m.adminImportsPage()),
  ['codeAdd', 'admin', 'catalogue'],
  (m) => m.AdminImportsPage,
);
const adminReferencePage = lazyPage(
  viaRouteModules((m) => m.adminReferencePage()),
  ['adminReference', 'admin'],
  (m) => m.ReferencePage,
);

function page(name: RouteName, lazy: LazyRoute = underConstruction): RouteObject {
  return { id: name, path: routes[name], lazy };
}

function pages(...names: RouteName[]): RouteObject[] {
  return names.map((name) => page(name));
}

function requirePower(power: Power, children: RouteObject[], where = 'site'): RouteObject {
  return { id: `guard-${power}-${where}`, element: <RequirePower power={power} />, children };
}

/** Children of the user area, relative to /user/:slug. */
function userChild(name: RouteName, lazy: LazyRoute = underConstruction): RouteObject {
  return { id: name, path: routes[name].slice(routes['user-profile'].length + 1), lazy };
}

export const routeTree: RouteObject[] = [
  {
    id: 'root',
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      {
        // Route errors render inside the shell so the navbar stays usable.
        errorElement: <RouteErrorPage />,
        children: [
          // Public pages
          page('home', home),
          page('db-home', home),
          page('mfi-home', submissionPage('mfi-home')),
          ...pages('under-construction'),
          page('activate-user', accountPage('activate-user')),
          page('forgot-password', accountPage('forgot-password')),
          page('change-phone', accountPage('change-phone')),
          page('reset-password', accountPage('reset-password')),
          page('email-undo', accountPage('email-undo')),
          page('terms', accountPage('terms')),
          page('search', searchPage),
          page('artist-list', artists.list),
          page('mongol-artist-list', artists.list),
          page('artist-detail', artists.detail),
          page('movie-list', movies.list),
          page('short-movie-list', movies.list),
          page('mongol-movie-list', movies.list),
          page('mongol-short-movie-list', movies.list),
          page('movie-detail', movies.detail),
          page('serial-list', serials.list),
          page('mongol-serial-list', serials.list),
          page('serial-detail', serials.detail),
          page('season-detail', serials.seasonDetail),
          page('episode-detail', serials.episodeDetail),
          page('journal-list', journals.list),
          page('journal-detail', journals.detail),
          ...(['festival-list', 'award-detail', 'annual-award-detail', 'annual-award-agenda'] as const).map((name) =>
            page(name, festivalPage(name)),
          ),
          page('annual-award-guidelines', submissionPage('annual-award-guidelines')),
          page('about-us', about.page),
          ...reviewPages([
            'movie-review-list',
            'movie-review-detail',
            'episode-review-list',
            'episode-review-detail',
            'season-review-list',
            'season-review-detail',
          ]),

          page('user-year-review', yearReview),
          // A member's page, board lists and user lists (issue 26, decision 027): open to guests, read only, where the
          // spec asks for a login; the API answers guests already, and a shared list must open for whoever got it.
          {
            id: 'user-profile',
            path: routes['user-profile'],
            lazy: profiles.layout,
            children: [
              { id: 'user-feed', index: true, lazy: profiles.feed },
              ...(
                [
                  'user-movie-reviews',
                  'user-episode-reviews',
                  'user-movie-detailed-reviews',
                  'user-episode-detailed-reviews',
                  'user-favorite-movies',
                  'user-favorite-short-movies',
                  'user-favorite-serials',
                  'user-reacted-movies',
                  'user-reacted-serials',
                  'user-watch-movies',
                  'user-watch-serials',
                  'user-idols',
                ] as const
              ).map((name) => userChild(name, boardPage(name))),
              userChild('user-diary', diaryPage),
              ...(
                [
                  'user-best-movie-list',
                  'user-best-serial-list',
                  'user-movie-list',
                  'user-movie-list-detail',
                  'user-serial-list',
                  'user-serial-list-detail',
                ] as const
              ).map((name) => userChild(name, listPage(name))),
              // The Articles section: a publisher's own, and contributors' (the profile's `can_see_drafts`).
              requirePower(
                'see_journal_drafts',
                [
                  userChild('user-published-journals', boardPage('user-published-journals')),
                  userChild('user-unpublished-journals', boardPage('user-unpublished-journals')),
                ],
                'user-area',
              ),
            ],
          },

          // Guests only
          {
            id: 'guard-guest',
            element: <GuestOnly />,
            children: [page('login', accounts.login), page('signup', accounts.signup)],
          },

          // Login required
          {
            id: 'guard-auth',
            element: <RequireAuth />,
            children: [
              {
                id: 'guard-own-slug',
                element: <RequireOwnSlug />,
                children: [page('user-images', profiles.images)],
              },
              page('account-sessions', accountPage('account-sessions')),
              page('account-export', exportPage),
              page('account-import', userImportPage),
              page('artist-create', artists.create),
              page('movie-create', movies.create),
              page('annual-award-register', festivalRegistration),
              ...(['movie-list-create', 'movie-list-update', 'serial-list-create', 'serial-list-update'] as const).map(
                (name) => page(name, listEditorPage(name)),
              ),
              page('serial-create', serials.create),
              page('season-create', serials.seasonCreate),
              page('episode-create', serials.episodeCreate),
            ],
          },

          // Powers (each guard also requires login; the short profile's `powers`, from the server's policies)
          requirePower('edit_catalogue', [
            page('artist-update', artists.update),
            page('unpublished-artist-list', artists.list),
            page('unpublished-mongol-artist-list', artists.list),
            page('movie-update', movies.update),
            page('movie-image-update', movies.imageUpdate),
            page('unpublished-movie-list', movies.list),
            page('unpublished-mongol-movie-list', movies.list),
            page('unpublished-short-movie-list', movies.list),
            page('unpublished-mongol-short-movie-list', movies.list),
            page('serial-update', serials.update),
            page('season-update', serials.seasonUpdate),
            page('season-image-update', serials.seasonImageUpdate),
            page('episode-update', serials.episodeUpdate),
            page('unpublished-serial-list', serials.list),
            page('unpublished-mongol-serial-list', serials.list),
          ]),
          // Journal drafts: contributors see all, a publisher their own (part 2 section 6).
          requirePower('see_journal_drafts', [page('unpublished-journal-list', journals.list)], 'journal-drafts'),
          requirePower('add_by_code', [
            ...codeAddPages(['auto-add-artist', 'auto-add-movie', 'auto-add-serial', 'auto-update-serial']),
            page('admin-imports', adminImportsPage),
          ]),
          requirePower('write_journals', [
            page('journal-create', journals.create),
            page('journal-update', journals.update),
          ]),
          // The admin console (issue 25): whoever may publish something; the server narrows what each one sees.
          requirePower('admin_console', [
            page('admin-queue', adminPage('admin-queue')),
            page('admin-history', adminPage('admin-history')),
          ]),
          requirePower('edit_about', [page('edit-aboutus', about.edit)]),
          requirePower('manage_festival', [
            ...(['award-create', 'award-update', 'annual-award-create', 'annual-award-update'] as const).map((name) =>
              page(name, festivalPage(name)),
            ),
            page('annual-award-registrations', submissionPage('annual-award-registrations')),
          ]),
          requirePower('manage_members', [page('admin-members', adminMembersPage('admin-members'))]),
          requirePower('see_audit', [page('admin-audit', adminMembersPage('admin-audit'))]),
          requirePower('manage_reference', [page('admin-reference', adminReferencePage)]),

          // Static: the guards render it too, so it is in the shell's chunk anyway.
          { id: 'not-found-404', path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeTree);
}
