import { createBrowserRouter, type RouteObject } from 'react-router';
import type { PowerRole } from '@mfi/contract/roles';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoader } from '../components/page-loader';
import type { CodeAddRouteName } from '../features/code-add/pages/code-add-pages';
import type { ReviewRouteName } from '../features/reviews/pages/review-pages';
import { loadNamespaces } from '../lib/i18n';
import { routes, type RouteName } from '../lib/routes';
import { GuestOnly, RequireAuth, RequireOwnSlug, RequireRole } from './guards';
import { RouteErrorPage } from './route-error';
import type * as RouteModules from './route-modules';
import { AppShell } from './shell/app-shell';

// The full route table of both spec parts (part 1 section 2, part 2 section 2). Route ids are the spec's
// route names; every screen is a lazy module. Screens that later issues build render the under-construction
// page for now, behind their final guard.

type LazyRoute = NonNullable<RouteObject['lazy']>;

const underConstruction: LazyRoute = () =>
  import('../components/under-construction-page').then((m) => ({ Component: m.UnderConstructionPage }));

/** A route module loaded through app/route-modules.ts (see there why). */
const viaRouteModules = <T,>(load: (modules: typeof RouteModules) => Promise<T>) =>
  import('./route-modules').then(load);

/** Account pages wait for their translation namespace, loaded with the route. */
const withAccountTexts = <T,>(page: Promise<T>) => Promise.all([page, loadNamespaces('accounts')]).then(([m]) => m);

const accounts = {
  login: () =>
    withAccountTexts(import('../features/accounts/pages/login-page')).then((m) => ({ Component: m.LoginPage })),
  signup: () =>
    withAccountTexts(import('../features/accounts/pages/signup-page')).then((m) => ({ Component: m.SignupPage })),
  activate: () =>
    withAccountTexts(import('../features/accounts/pages/activate-page')).then((m) => ({ Component: m.ActivatePage })),
  changePhone: () =>
    withAccountTexts(import('../features/accounts/pages/change-phone-page')).then((m) => ({
      Component: m.ChangePhonePage,
    })),
  forgotPassword: () =>
    withAccountTexts(import('../features/accounts/pages/forgot-password-page')).then((m) => ({
      Component: m.ForgotPasswordPage,
    })),
  resetPassword: () =>
    withAccountTexts(import('../features/accounts/pages/reset-password-page')).then((m) => ({
      Component: m.ResetPasswordPage,
    })),
  terms: () =>
    withAccountTexts(import('../features/accounts/pages/terms-page')).then((m) => ({ Component: m.TermsPage })),
  sessions: () =>
    withAccountTexts(import('../features/accounts/pages/sessions-page')).then((m) => ({ Component: m.SessionsPage })),
} satisfies Record<string, LazyRoute>;

/** Artist pages wait for their translation namespace, loaded with the route. */
const withArtistTexts = <T,>(page: Promise<T>) => Promise.all([page, loadNamespaces('artists')]).then(([m]) => m);

const artists = {
  list: () =>
    withArtistTexts(import('../features/artists/pages/artist-list-page')).then((m) => ({
      Component: m.ArtistListPage,
    })),
  detail: () =>
    withArtistTexts(import('../features/artists/pages/artist-detail-page')).then((m) => ({
      Component: m.ArtistDetailPage,
    })),
  create: () =>
    withArtistTexts(viaRouteModules((m) => m.artistCreatePage())).then((m) => ({
      Component: m.ArtistCreatePage,
    })),
  update: () =>
    withArtistTexts(viaRouteModules((m) => m.artistUpdatePage())).then((m) => ({
      Component: m.ArtistUpdatePage,
    })),
} satisfies Record<string, LazyRoute>;

const withMovieTexts = <T,>(page: Promise<T>) => Promise.all([page, loadNamespaces('movies')]).then(([m]) => m);

const movies = {
  list: () =>
    withMovieTexts(import('../features/movies/pages/movie-list-page')).then((m) => ({ Component: m.MovieListPage })),
  detail: () =>
    withMovieTexts(import('../features/movies/pages/movie-detail-page')).then((m) => ({
      Component: m.MovieDetailPage,
    })),
  create: () =>
    withMovieTexts(viaRouteModules((m) => m.movieCreatePage())).then((m) => ({
      Component: m.MovieCreatePage,
    })),
  update: () =>
    withMovieTexts(viaRouteModules((m) => m.movieUpdatePage())).then((m) => ({
      Component: m.MovieUpdatePage,
    })),
  imageUpdate: () =>
    withMovieTexts(viaRouteModules((m) => m.movieImageUpdatePage())).then((m) => ({
      Component: m.MovieImageUpdatePage,
    })),
} satisfies Record<string, LazyRoute>;

const withSerialTexts = <T,>(page: Promise<T>) => Promise.all([page, loadNamespaces('serials')]).then(([m]) => m);
// Three import sites for the eleven serial routes: each import() adds its preload list to the initial JS.
const serialDetails = () => withSerialTexts(import('../features/serials/pages/detail-pages'));
const serialForms = () => withSerialTexts(viaRouteModules((m) => m.serialForms()));

const serials = {
  list: () =>
    withSerialTexts(import('../features/serials/pages/serial-list-page')).then((m) => ({
      Component: m.SerialListPage,
    })),
  detail: () => serialDetails().then((m) => ({ Component: m.SerialDetailPage })),
  seasonDetail: () => serialDetails().then((m) => ({ Component: m.SeasonDetailPage })),
  episodeDetail: () => serialDetails().then((m) => ({ Component: m.EpisodeDetailPage })),
  create: () => serialForms().then((m) => ({ Component: m.SerialCreatePage })),
  update: () => serialForms().then((m) => ({ Component: m.SerialUpdatePage })),
  seasonCreate: () => serialForms().then((m) => ({ Component: m.SeasonCreatePage })),
  seasonUpdate: () => serialForms().then((m) => ({ Component: m.SeasonUpdatePage })),
  seasonImageUpdate: () => serialForms().then((m) => ({ Component: m.SeasonImageUpdatePage })),
  episodeCreate: () => serialForms().then((m) => ({ Component: m.EpisodeCreatePage })),
  episodeUpdate: () => serialForms().then((m) => ({ Component: m.EpisodeUpdatePage })),
} satisfies Record<string, LazyRoute>;

// One import site for the journal routes, through the route modules; the forms (and the TipTap editor)
// load on demand from the pages module.
const journalPages = () =>
  Promise.all([viaRouteModules((m) => m.journalPages()), loadNamespaces('journals')]).then(([m]) => m);

const journals = {
  list: () => journalPages().then((m) => ({ Component: m.JournalListPage })),
  detail: () => journalPages().then((m) => ({ Component: m.JournalDetailPage })),
  create: () => journalPages().then((m) => ({ Component: m.JournalCreatePage })),
  update: () => journalPages().then((m) => ({ Component: m.JournalUpdatePage })),
} satisfies Record<string, LazyRoute>;

// The six review routes: one module (features/reviews/pages/review-pages) keyed by route name, through the
// route modules.
const reviewPages = (names: ReviewRouteName[]) =>
  names.map((name) =>
    page(name, () =>
      Promise.all([viaRouteModules((m) => m.reviewPages()), loadNamespaces('reviews')]).then(([m]) => ({
        Component: m.reviewPages[name],
      })),
    ),
  );

// The four code-add routes: one screen (features/code-add) keyed by route name, through the route modules.
const codeAddPages = (names: CodeAddRouteName[]) =>
  names.map((name) =>
    page(name, () =>
      Promise.all([viaRouteModules((m) => m.codeAddPages()), loadNamespaces('codeAdd')]).then(([m]) => ({
        Component: m.codeAddPages[name],
      })),
    ),
  );

function page(name: RouteName, lazy: LazyRoute = underConstruction): RouteObject {
  return { id: name, path: routes[name], lazy };
}

function pages(...names: RouteName[]): RouteObject[] {
  return names.map((name) => page(name));
}

function requireRole(
  role: PowerRole | PowerRole[],
  children: RouteObject[],
  where = 'site',
): RouteObject {
  return { id: `guard-${[role].flat().join('-')}-${where}`, element: <RequireRole role={role} />, children };
}

/** Children of the user area, relative to /user/:slug. */
function userChild(name: RouteName): RouteObject {
  return { id: name, path: routes[name].slice(routes['user-profile'].length + 1), lazy: underConstruction };
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
          ...pages('home', 'mfi-home', 'db-home', 'under-construction'),
          page('activate-user', accounts.activate),
          page('forgot-password', accounts.forgotPassword),
          page('change-phone', accounts.changePhone),
          page('reset-password', accounts.resetPassword),
          page('terms', accounts.terms),
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
          ...pages(
            'festival-list',
            'award-detail',
            'annual-award-detail',
            'annual-award-agenda',
            'annual-award-guidelines',
            'about-us',
          ),
          ...reviewPages([
            'movie-review-list',
            'movie-review-detail',
            'episode-review-list',
            'episode-review-detail',
            'season-review-list',
            'season-review-detail',
          ]),

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
                children: pages('user-images'),
              },
              page('account-sessions', accounts.sessions),
              {
                id: 'user-profile',
                path: routes['user-profile'],
                lazy: underConstruction,
                children: [
                  { id: 'user-feed', index: true, lazy: underConstruction },
                  ...(
                    [
                      'user-best-movie-list',
                      'user-best-serial-list',
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
                      'user-movie-list',
                      'user-movie-list-detail',
                      'user-serial-list',
                      'user-serial-list-detail',
                      'user-idols',
                    ] as const
                  ).map(userChild),
                  requireRole(
                    'publisher',
                    [userChild('user-published-journals'), userChild('user-unpublished-journals')],
                    'user-area',
                  ),
                ],
              },
              page('artist-create', artists.create),
              page('movie-create', movies.create),
              ...pages(
                'annual-award-register',
                'movie-list-create',
                'movie-list-update',
                'serial-list-create',
                'serial-list-update',
              ),
              page('serial-create', serials.create),
              page('season-create', serials.seasonCreate),
              page('episode-create', serials.episodeCreate),
            ],
          },

          // Roles (each guard also requires login)
          requireRole('contributer', [
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
          requireRole(
            ['contributer', 'publisher'],
            [page('unpublished-journal-list', journals.list)],
            'journal-drafts',
          ),
          requireRole(
            'main_contributer',
            codeAddPages(['auto-add-artist', 'auto-add-movie', 'auto-add-serial', 'auto-update-serial']),
          ),
          requireRole('publisher', [page('journal-create', journals.create), page('journal-update', journals.update)]),
          requireRole(
            'admin',
            pages('edit-aboutus', 'award-create', 'award-update', 'annual-award-create', 'annual-award-update'),
          ),

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
