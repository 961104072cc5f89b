import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { artists, movieArtists, movieRoles, movies } from '../../db/schema';
import {
  listSimilarTitles,
  listSuggestedByGenre as suggestedByGenre,
  listTitleCast,
  listTitleCrew,
  type PeopleTables,
  SUGGESTION_CANDIDATES,
} from '../../lib/title-related';
import type { Actor } from '../../policies/catalogue.policy';
import { type Source, visibleTo } from '../../policies/visibility';
import { cardColumns } from './movie-list.queries';

type Page = { limit: number; offset: number };
/** The policy's conditions for lib/title-related, which knows no policy. */
const artistsSeenBy = (viewer: Actor) => (a: Source) => visibleTo(viewer, 'artist', a);
const moviesSeenBy = (viewer: Actor) => (m: Source) => visibleTo(viewer, 'movie', m);

const PEOPLE: PeopleTables = {
  artists,
  crew: {
    table: movieArtists,
    titleId: movieArtists.movieId,
    artistId: movieArtists.artistId,
    job: movieArtists.job,
    position: movieArtists.position,
  },
  cast: {
    table: movieRoles,
    titleId: movieRoles.movieId,
    artistId: movieRoles.artistId,
    role: movieRoles.role,
    position: movieRoles.position,
    id: movieRoles.id,
  },
};
const SCORED = { table: movies, cardColumns, name: 'movie' } as const;

/** Crew, one row per artist with every job of theirs on the movie, in the contributor's order. */
export const listMovieArtists = (db: Executor, movieId: number, viewer: Actor, page: Page) =>
  listTitleCrew(db, PEOPLE, movieId, artistsSeenBy(viewer), page);

export const listMovieRoles = (db: Executor, movieId: number, viewer: Actor, page: Page) =>
  listTitleCast(db, PEOPLE, movieId, artistsSeenBy(viewer), page);

export function listCollectionMovies(
  db: Executor,
  movie: { id: number; collectionId: number },
  viewer: Actor,
  limit: number,
) {
  return db
    .select(cardColumns)
    .from(movies)
    .where(and(eq(movies.collectionId, movie.collectionId), ne(movies.id, movie.id), visibleTo(viewer, 'movie')))
    .orderBy(asc(movies.year), asc(movies.id))
    .limit(limit);
}

/** Movies sharing the most with this one (lib/title-related: genres 1, subgenres and tags 2, artists 3). */
export const listSimilarMovies = (db: Executor, movieId: number, viewer: Actor, limit: number) =>
  listSimilarTitles(db, SCORED, movieId, moviesSeenBy(viewer), limit);

/** How high a grade counts as "liked" for suggestions, and how many of a movie's fans are asked. */
const FAN_GRADE = 70;
const FANS_ASKED = 300;

/**
 * Suggestions from ratings: what the audiences who rated this movie highly also rated highly, most
 * shared fans first. A bounded number of fans is asked (their ratings come through movie_reviews'
 * user index), so the work stays the same for a movie with a hundred thousand ratings.
 */
export function listSuggestedByFans(db: Executor, movieId: number, viewer: Actor, limit: number) {
  const liked = sql`(select r.movie_id, count(*) as fans
      from (select user_id from movie_reviews where movie_id = ${movieId} and grade >= ${FAN_GRADE} limit ${FANS_ASKED}) f
      join movie_reviews r on r.user_id = f.user_id
      where r.grade >= ${FAN_GRADE} and r.movie_id <> ${movieId}
      group by r.movie_id
      order by fans desc
      limit ${SUGGESTION_CANDIDATES}) as liked`;
  return db
    .select(cardColumns)
    .from(movies)
    .innerJoin(liked, sql`liked.movie_id = ${movies.id}`)
    .where(visibleTo(viewer, 'movie'))
    .orderBy(sql`liked.fans desc`, sql`${movies.audienceGrade} desc nulls last`, sql`${movies.id} desc`)
    .limit(limit);
}

/** Suggestions before a movie has fans: the best-liked movies of the same genres (lib/title-related). */
export const listSuggestedByGenre = (db: Executor, movieId: number, viewer: Actor, limit: number) =>
  suggestedByGenre(db, SCORED, movieId, moviesSeenBy(viewer), limit);
