import { type MovieDetail, RELATED_MOVIES_LIMIT } from '@mfi/contract/movies.schemas';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { loadMorePage } from '../../lib/pagination';
import type { AuthUser } from '../../auth/auth-user';
import { authorize, seesUnpublished } from '../../policies/catalogue.policy';
import { permissionsOf } from '../../policies/permissions';
import { withVerdicts } from '../../lib/composed-once';
import { isClassic, toMovieCard, toUserFlags } from './movies.mapper';
import { findMovieDetail, findMovieRef, findUserFlags, type MovieDetailRow } from './movie-detail.queries';
import * as related from './movie-related.queries';
import { castPage, crewPage, titleDetailCommon, titleReferences } from '../catalogue/title.mapper';
import { titleAwards } from '../festival/awards.service';
import { journalCardsAbout } from '../journals/journals.service';
import { topMovieReactions, userMovieReactions } from '../reactions/reactions.service';

const NO_REACTIONS = { react1: null, react2: null, react3: null };

function toMovieDetail(ctx: AppContext, row: MovieDetailRow): MovieDetail {
  const m = row.movie;
  return {
    ...titleDetailCommon(ctx.storage, m),
    ...titleReferences(row),
    classic: isClassic(m.year, m.audienceGrade, ctx.clock.now()),
    category: m.category,
    year: m.year,
    collection:
      m.collectionId && row.collectionTitle
        ? { id: m.collectionId, collection_title: row.collectionTitle, collection_title_en: row.collectionTitleEn }
        : null,
    festival: m.festival,
    images: row.images.map((i) => ({ id: i.id, image: ctx.storage.url(i.image), description: i.description })),
  };
}

/** GET /movie/api-movie-detail/: 404 when missing, or unpublished and the caller may not see it. */
export async function getMovieDetail(ctx: AppContext, user: AuthUser | null, slug: string) {
  // The movie itself is the same for every reader (cached unless the reader may see unpublished
  // movies); the user's flags are read per request.
  const showUnpublished = seesUnpublished(user, 'movie');
  const answer = await ctx.cache.wrapPublic(
    !showUnpublished,
    `movie:${slug}`,
    async () => {
      const row = await findMovieDetail(ctx.db, slug);
      if (!row) throw notFound();
      authorize(user, 'see', { kind: 'movie', publish: row.movie.publish });
      const top_reactions = await topMovieReactions(ctx.db, row.movie.id);
      return {
        movie_detail: toMovieDetail(ctx, row),
        ...toUserFlags(undefined),
        user_reactions: NO_REACTIONS,
        top_reactions,
      };
    },
    (a) => `movie#${a.movie_detail.id}`,
  );
  // The caller's verdicts are theirs alone: added after the cache, never into it.
  const subject = { kind: 'movie', publish: answer.movie_detail.publish } as const;
  const verdicts = permissionsOf(user, subject);
  const shown = withVerdicts(answer, 'movie_detail', verdicts, !user);
  if (!user) return shown;
  const [flags, user_reactions] = await Promise.all([
    findUserFlags(ctx.db, shown.movie_detail.id, user.id),
    userMovieReactions(ctx.db, shown.movie_detail.id, user.id),
  ]);
  return { ...shown, ...toUserFlags(flags), user_reactions };
}

/** A sub-call's answer, cached for the readers who see only published rows (the same for all of them). */
const publicAnswer = <T>(ctx: AppContext, user: AuthUser | null, key: string, compute: () => Promise<T>) =>
  ctx.cache.wrapPublic(!seesUnpublished(user, 'movie'), key, compute);

/** The published journals about the movie, newest first, LOAD_MORE_PAGE at a time (the journals service). */
export async function movieJournals(
  ctx: AppContext,
  user: AuthUser | null,
  slug: string,
  loadMore: number | undefined,
) {
  const movie = await visibleMovie(ctx, user, slug);
  return journalCardsAbout(ctx, user, 'movie', movie.id, loadMore);
}

/** The movie behind a sub-call, with the same visibility rule as its detail page. */
async function visibleMovie(ctx: AppContext, user: AuthUser | null, slug: string) {
  const movie = await findMovieRef(ctx.db, slug);
  if (!movie) throw notFound();
  authorize(user, 'see', { kind: 'movie', publish: movie.publish });
  return movie;
}

export function movieArtists(ctx: AppContext, user: AuthUser | null, slug: string, loadMore?: number) {
  return publicAnswer(ctx, user, `movie-artists:${slug}:${loadMore ?? 1}`, async () => {
    const movie = await visibleMovie(ctx, user, slug);
    const page = loadMorePage(loadMore);
    const rows = await related.listMovieArtists(ctx.db, movie.id, user, page);
    return crewPage(ctx.storage, rows);
  });
}

export function movieRoles(ctx: AppContext, user: AuthUser | null, slug: string, loadMore?: number) {
  return publicAnswer(ctx, user, `movie-roles:${slug}:${loadMore ?? 1}`, async () => {
    const movie = await visibleMovie(ctx, user, slug);
    const page = loadMorePage(loadMore);
    const rows = await related.listMovieRoles(ctx.db, movie.id, user, page);
    return castPage(ctx.storage, rows);
  });
}

export function collectionMovies(ctx: AppContext, user: AuthUser | null, slug: string) {
  return publicAnswer(ctx, user, `movie-collection:${slug}`, async () => {
    const movie = await visibleMovie(ctx, user, slug);
    if (!movie.collectionId) return { movies: [] };
    const rows = await related.listCollectionMovies(
      ctx.db,
      { id: movie.id, collectionId: movie.collectionId },
      user,
      50,
    );
    return { movies: rows.map((r) => toMovieCard(ctx.storage, r)) };
  });
}

export function similarMovies(ctx: AppContext, user: AuthUser | null, slug: string) {
  return publicAnswer(ctx, user, `movie-similar:${slug}`, async () => {
    const movie = await visibleMovie(ctx, user, slug);
    const rows = await related.listSimilarMovies(ctx.db, movie.id, user, RELATED_MOVIES_LIMIT);
    return { similar_movies: rows.map((r) => toMovieCard(ctx.storage, r)) };
  });
}

export function suggestedMovies(ctx: AppContext, user: AuthUser | null, slug: string) {
  return publicAnswer(ctx, user, `movie-suggested:${slug}`, async () => {
    const movie = await visibleMovie(ctx, user, slug);
    // What this movie's fans also liked; by genre while nobody has rated it highly (issue 3, item 4).
    const byFans = await related.listSuggestedByFans(ctx.db, movie.id, user, RELATED_MOVIES_LIMIT);
    const rows = byFans.length
      ? byFans
      : await related.listSuggestedByGenre(ctx.db, movie.id, user, RELATED_MOVIES_LIMIT);
    return { recommended_movies: rows.map((r) => toMovieCard(ctx.storage, r)) };
  });
}

/** The movie's festival awards, newest edition first, LOAD_MORE_PAGE at a time (the festival's service). */
export function movieAwards(ctx: AppContext, user: AuthUser | null, slug: string, loadMore?: number) {
  return publicAnswer(ctx, user, `movie-awards:${slug}:${loadMore ?? 1}`, async () => {
    const movie = await visibleMovie(ctx, user, slug);
    return titleAwards(ctx.db, { movie: movie.id }, loadMore);
  });
}
