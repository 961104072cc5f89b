import { journalLikeBody, journalLikeResponse } from '@mfi/contract/journals.schemas';
import {
  episodeReviewListResponse,
  movieReviewListResponse,
  profileArtistListQuery,
  profileArtistListResponse,
  profileDetailedReviewListResponse,
  profileEpisodeReviewLikeBody,
  profileJournalListQuery,
  profileJournalListResponse,
  profileMovieReviewLikeBody,
  profileReviewListQuery,
  profileTitleListQuery,
  profileTitleListResponse,
} from '@mfi/contract/profile-lists.schemas';
import { likeResponse } from '@mfi/contract/reviews.schemas';
import { currentUser, requireUser } from '../../auth/guards';
import type { AppContext, ZodApp } from '../../context';
import { callerPosts, routeKit } from '../../lib/route-kit';
import {
  likeMemberEpisodeReview,
  likeMemberJournal,
  likeMemberMovieReview,
  memberDetailedReviews,
  memberEpisodeReviews,
  memberIdols,
  memberJournals,
  memberMovieReviews,
  memberTitles,
  type TitleSet,
} from './profile-lists.service';

// Every list of a member on the profile board (issue 15 item 8; part 1 section 7 "Profile area") at the
// spec's paths, each `{slug, page, sort}`, and the likes of their cards. The lists are open to guests, as
// the spec's roles let them view profiles and lists; the likes and the unpublished articles need a member
// (decision 012); the answers are designed in decision 013 where the spec is silent.

const tags = ['profiles'];
const route = routeKit(tags);
const P = '/user/api';

/** The spec lists these calls as "v-user-favoritemovies, favoriteshortmovies, …": a name written without the
 * `v-user-` prefix answers at both spellings, so a client reading the list either way finds it. */
const userPaths = (name: string) =>
  name.startsWith('v-user-') ? [`${P}/${name}/`] : [`${P}/${name}/`, `${P}/v-user-${name}/`];

/** The title lists: path → which of the member's titles. */
const TITLE_LISTS: [path: string, summary: string, which: TitleSet][] = [
  ['v-user-favoritemovies', 'favourite full-length movies', { kind: 'movie', set: 'favorite' }],
  ['favoriteshortmovies', 'favourite short movies', { kind: 'movie', set: 'favorite-short' }],
  ['reactedmovies', 'movies reacted to', { kind: 'movie', set: 'reacted' }],
  ['watchmovies', 'movies to watch', { kind: 'movie', set: 'watch' }],
  ['favoriteserials', 'favourite serials', { kind: 'serial', set: 'favorite' }],
  ['reactedserials', 'serials reacted to (on a season or an episode)', { kind: 'serial', set: 'reacted' }],
  ['watchserials', 'serials to watch', { kind: 'serial', set: 'watch' }],
];

export function registerProfileListRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    `${P}/v-user-moviereviewlist/`,
    route.read(
      "A member's movie reviews, sort 1-6: newest, oldest, grade high, grade low, most liked, least liked",
      profileReviewListQuery,
      movieReviewListResponse,
    ),
    (req) => memberMovieReviews(ctx, req.user ?? null, req.query),
  );
  app.get(
    `${P}/v-user-episodereviewlist/`,
    route.read(
      "A member's episode reviews, sort 1-6 as the movie reviews",
      profileReviewListQuery,
      episodeReviewListResponse,
    ),
    (req) => memberEpisodeReviews(ctx, req.user ?? null, req.query),
  );

  for (const [path, summary, which] of TITLE_LISTS) {
    for (const url of userPaths(path))
      app.get(
        url,
        route.read(`A member's ${summary}, sort 1-8 as the catalogue`, profileTitleListQuery, profileTitleListResponse),
        (req) => memberTitles(ctx, req.user ?? null, which, req.query),
      );
  }

  for (const kind of ['movie', 'episode'] as const) {
    for (const url of userPaths(`${kind}detailedreviewlist`))
      app.get(
        url,
        route.read(
          `A member's detailed ${kind} reviews, sort 1-6 as the reviews`,
          profileReviewListQuery,
          profileDetailedReviewListResponse,
        ),
        (req) => memberDetailedReviews(ctx, req.user ?? null, kind, req.query),
      );
  }

  for (const url of userPaths('idollist'))
    app.get(
      url,
      route.read(
        'The artists a member likes, sort 1-4 as the artist catalogue',
        profileArtistListQuery,
        profileArtistListResponse,
      ),
      (req) => memberIdols(ctx, req.user ?? null, req.query),
    );

  app.get(
    `${P}/v-user-journallist/`,
    route.read(
      "A member's published articles, sort 1-6 as the journal list",
      profileJournalListQuery,
      profileJournalListResponse,
    ),
    (req) => memberJournals(ctx, req.user ?? null, true, req.query),
  );
  app.get(
    `${P}/v-user-unpublishedjournallist/`,
    route.guardedRead(
      requireUser,
      "A member's unpublished articles: to the member who publishes and to contributors, else 403",
      profileJournalListQuery,
      profileJournalListResponse,
    ),
    (req) => memberJournals(ctx, currentUser(req), false, req.query),
  );

  callerPosts(app, ctx, tags, requireUser, 'movie')(
    `${P}/v-user-moviereviewlike/`,
    'Like a movie review on a profile list, or take the like back',
    profileMovieReviewLikeBody,
    likeResponse,
    likeMemberMovieReview,
  );
  callerPosts(app, ctx, tags, requireUser, 'serial')(
    `${P}/v-user-episodereviewlike/`,
    'Like an episode review on a profile list, or take the like back',
    profileEpisodeReviewLikeBody,
    likeResponse,
    likeMemberEpisodeReview,
  );
  callerPosts(app, ctx, tags, requireUser, 'journal')(
    `${P}/v-user-journallike/`,
    'Like an article on a profile list, or take the like back',
    journalLikeBody,
    journalLikeResponse,
    likeMemberJournal,
  );
}
