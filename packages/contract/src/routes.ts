// The spec's route names and path patterns (part 1 section 2, part 2 section 2). Links are built with
// href(name, params) so no component hard-codes a path. The web's guards live in apps/web/src/app/router.tsx;
// the server reads the same table for each page's head and status (modules/page-heads).
export const routes = {
  // Part 1: accounts, home, shell
  home: '/',
  'mfi-home': '/submission',
  'db-home': '/home',
  login: '/login',
  signup: '/signup',
  'activate-user': '/activate',
  'forgot-password': '/forgot-password',
  'change-phone': '/change-phone',
  'reset-password': '/password/reset/confirm/:uid/:token',
  'under-construction': '/under-construction',
  // Not a spec route: the terms of use the signup checkbox links to.
  terms: '/terms',
  'user-images': '/user-images/:slug',
  // Not a spec route: the member's signed-in browsers, which they may sign out (issue 12).
  'account-sessions': '/account/sessions',
  // Not a spec route: bringing a member's history in from Letterboxd or IMDb (issue 29 part 2).
  'account-import': '/account/import',
  // Not a spec route: the link mailed to the old address after an e-mail change, which undoes it (issue 23).
  'email-undo': '/email/undo/:token',
  // Not a spec route: the site search's results, ?q=&kind=&page= (issue 24).
  search: '/search',
  // Not a spec route: the member's data as a ZIP to take away (issue 29).
  'account-export': '/account/export',

  // User area: open to guests, read only (issue 26, decision 027; the spec asks for a login)
  'user-profile': '/user/:slug',
  'user-feed': '/user/:slug',
  'user-best-movie-list': '/user/:slug/best-movie-list',
  'user-best-serial-list': '/user/:slug/best-serial-list',
  'user-movie-reviews': '/user/:slug/movie-reviews',
  'user-episode-reviews': '/user/:slug/episode-reviews',
  'user-movie-detailed-reviews': '/user/:slug/movie-detailed-reviews',
  'user-episode-detailed-reviews': '/user/:slug/episode-detailed-reviews',
  'user-favorite-movies': '/user/:slug/favorite-movies',
  'user-favorite-short-movies': '/user/:slug/favorite-short-movies',
  'user-favorite-serials': '/user/:slug/favorite-serials',
  'user-reacted-movies': '/user/:slug/reacted-movies',
  'user-reacted-serials': '/user/:slug/reacted-serials',
  'user-watch-movies': '/user/:slug/watch-movies',
  'user-watch-serials': '/user/:slug/watch-serials',
  'user-movie-list': '/user/:slug/movie-list',
  'user-movie-list-detail': '/user/:slug/movie-list/:listSlug',
  'user-serial-list': '/user/:slug/serial-list',
  'user-serial-list-detail': '/user/:slug/serial-list/:listSlug',
  'user-idols': '/user/:slug/idols',
  'user-diary': '/user/:slug/diary',
  'user-published-journals': '/user/:slug/published-journals',
  'user-unpublished-journals': '/user/:slug/unpublished-journals',
  // Not a spec route: a member's year in review (issue 29), a page of its own beside the profile.
  'user-year-review': '/user/:slug/year/:year',

  // Festival
  'festival-list': '/festival',
  'award-create': '/festival/create',
  'award-update': '/festival/update/:slug',
  'award-detail': '/festival/detail/:slug',
  'annual-award-create': '/festival/annual/create',
  'annual-award-update': '/festival/annual/update/:slug/:year',
  'annual-award-detail': '/festival/annual/detail/:slug/:year',
  'annual-award-agenda': '/festival/annual/agenda/:slug/:year',
  'annual-award-guidelines': '/festival/annual/guidelines',
  'annual-award-register': '/festival/annual/register',
  /** Not in the spec (issue 17 item 6): an edition's registrations, for the admin. */
  'annual-award-registrations': '/festival/annual/registrations/:slug/:year',

  // About us
  'about-us': '/about-us',
  'edit-aboutus': '/edit-aboutus',
  // Not spec routes: the admin console's members, audit log and reference lists (issue 25 parts 3 and 4).
  'admin-members': '/admin/members',
  'admin-audit': '/admin/audit',
  'admin-reference': '/admin/reference',
  // Not spec routes: the admin console (issue 25), its moderation queue first, and an item's edit history.
  'admin-queue': '/admin',
  'admin-history': '/admin/history/:kind/:id',
  'admin-imports': '/admin/imports',

  // Part 2: artists
  'artist-list': '/artist',
  'mongol-artist-list': '/mongol-artist',
  'artist-detail': '/artist/:slug/detail',
  'artist-create': '/artist/create',
  'artist-update': '/artist/:slug/update',

  // Movies
  'movie-list': '/movie',
  'short-movie-list': '/short-movie',
  'mongol-movie-list': '/mongol-movie',
  'mongol-short-movie-list': '/mongol-short-movie',
  'movie-detail': '/movie/:slug/detail',
  'movie-create': '/movie/create',
  'movie-update': '/movie/:slug/update',
  'movie-image-update': '/movie/:slug/image-update',
  'movie-list-create': '/movie/create-list',
  'movie-list-update': '/movie/:listSlug/update-list',

  // Serials, seasons, episodes
  'serial-list': '/serial',
  'mongol-serial-list': '/mongol-serial',
  'serial-detail': '/serial/detail/:slug',
  'serial-create': '/serial/create',
  'serial-update': '/serial/update/:serialSlug',
  'serial-list-create': '/serial/create-list',
  'serial-list-update': '/serial/update-list/:listSlug',
  'season-detail': '/serial/:serialSlug/:seasonSlug/detail',
  'season-create': '/season/create',
  'season-update': '/serial/season/update/:serialSlug/:seasonSlug',
  'season-image-update': '/serial/season/image-update/:serialSlug/:seasonSlug',
  'episode-detail': '/serial/:serialSlug/:seasonSlug/:episodeSlug/detail',
  'episode-create': '/episode/create',
  'episode-update': '/serial/season/episode/update/:serialSlug/:seasonSlug/:episodeSlug',

  // Journals
  'journal-list': '/journal',
  'journal-create': '/journal/create',
  'journal-detail': '/journal/:typeSlug/:subTypeSlug/:slug',
  'journal-update': '/journal/:typeSlug/:subTypeSlug/:slug/update',

  // Reviews
  'movie-review-list': '/movie-review',
  'movie-review-detail': '/movie-review/:userSlug/:movieSlug',
  'episode-review-list': '/episode-review',
  'episode-review-detail': '/episode-review/:userSlug/:serialSlug/:seasonSlug/:episodeSlug',
  'season-review-list': '/season-review',
  'season-review-detail': '/season-review/:userSlug/:serialSlug/:seasonSlug',

  // Unpublished lists (contributors)
  'unpublished-artist-list': '/unpublished/artist',
  'unpublished-mongol-artist-list': '/unpublished/mongol-artist',
  'unpublished-movie-list': '/unpublished/movie',
  'unpublished-mongol-movie-list': '/unpublished/mongol-movie',
  'unpublished-short-movie-list': '/unpublished/short-movie',
  'unpublished-mongol-short-movie-list': '/unpublished/mongol-short-movie',
  'unpublished-serial-list': '/unpublished/serial',
  'unpublished-mongol-serial-list': '/unpublished/mongol-serial',
  'unpublished-journal-list': '/unpublished/journal',

  // Auto-add pages (main contributors)
  'auto-add-artist': '/auto-add/artist',
  'auto-add-movie': '/auto-add/movie',
  'auto-add-serial': '/auto-add/serial',
  'auto-update-serial': '/auto-update/serial',
} as const;

export type RouteName = keyof typeof routes;

type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

export type RouteParams<N extends RouteName> = Record<ParamNames<(typeof routes)[N]>, string | number>;

/** A route's path with params a matched address gave (untyped: the server's page heads re-address a match). */
export function pathOf(name: RouteName, params: Record<string, string | number>): string {
  return routes[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name}: missing param ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** The path of a named route with its params filled (and encoded), plus an optional query. */
export function href<N extends RouteName>(
  name: N,
  ...args: ParamNames<(typeof routes)[N]> extends never
    ? [params?: undefined, query?: Record<string, string>]
    : [params: RouteParams<N>, query?: Record<string, string>]
): string {
  const [params, query] = args;
  const path = pathOf(name, (params ?? {}) as Record<string, string | number>);
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

/** Relative path of a child route under its parent (React Router nests children relative to the parent). */
export function childPath(parent: RouteName, child: RouteName): string {
  return routes[child].slice(routes[parent].length + 1);
}

/**
 * The pages only a signed-in member opens: the web's guards (apps/web/src/app/router.tsx, checked against this
 * list by router.test.tsx) send a guest to login, and the server answers them 200 with the app and `noindex`.
 */
export const signedInPages: ReadonlySet<RouteName> = new Set<RouteName>([
  'user-images',
  'account-sessions',
  'account-export',
  'account-import',
  'user-published-journals',
  'user-unpublished-journals',
  'artist-create',
  'artist-update',
  'movie-create',
  'movie-update',
  'movie-image-update',
  'movie-list-create',
  'movie-list-update',
  'serial-create',
  'serial-update',
  'serial-list-create',
  'serial-list-update',
  'season-create',
  'season-update',
  'season-image-update',
  'episode-create',
  'episode-update',
  'journal-create',
  'journal-update',
  'annual-award-register',
  'award-create',
  'award-update',
  'annual-award-create',
  'annual-award-update',
  'annual-award-registrations',
  'edit-aboutus',
  'unpublished-artist-list',
  'unpublished-mongol-artist-list',
  'unpublished-movie-list',
  'unpublished-mongol-movie-list',
  'unpublished-short-movie-list',
  'unpublished-mongol-short-movie-list',
  'unpublished-serial-list',
  'unpublished-mongol-serial-list',
  'unpublished-journal-list',
  'auto-add-artist',
  'auto-add-movie',
  'auto-add-serial',
  'auto-update-serial',
  'admin-queue',
  'admin-history',
  'admin-imports',
  'admin-members',
  'admin-audit',
  'admin-reference',
]);

/** Public pages no search result should lead to: forms, one-time links, a search's results. */
export const unlistedPages: ReadonlySet<RouteName> = new Set<RouteName>([
  'login',
  'signup',
  'activate-user',
  'forgot-password',
  'change-phone',
  'reset-password',
  'email-undo',
  'search',
  'under-construction',
]);
