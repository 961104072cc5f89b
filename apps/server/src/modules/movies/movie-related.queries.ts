import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
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
import { cardColumns } from './movie-list.queries';

type Page = { limit: number; offset: number };
const publishedOnly = (showUnpublished: boolean, cond: SQL) => (showUnpublished ? undefined : cond);

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
export const listMovieArtists = (db: Executor, movieId: number, showUnpublished: boolean, page: Page) =>
  listTitleCrew(db, PEOPLE, movieId, showUnpublished, page);

export const listMovieRoles = (db: Executor, movieId: number, showUnpublished: boolean, page: Page) =>
  listTitleCast(db, PEOPLE, movieId, showUnpublished, page);

export function listCollectionMovies(
  db: Executor,
  movie: { id: number; collectionId: number },
  showUnpublished: boolean,
  limit: number,
) {
  return db
    .select(cardColumns)
    .from(movies)
    .where(
      and(
        eq(movies.collectionId, movie.collectionId),
        ne(movies.id, movie.id),
        publishedOnly(showUnpublished, eq(movies.publish, true)),
      ),
    )
    .orderBy(asc(movies.year), asc(movies.id))
    .limit(limit);
}

/** Movies sharing the most with this one (lib/title-related: genres 1, subgenres and tags 2, artists 3). */
export const listSimilarMovies = (db: Executor, movieId: number, showUnpublished: boolean, limit: number) =>
  listSimilarTitles(db, SCORED, movieId, showUnpublished, limit);

/** How high a grade counts as "liked" for suggestions, and how many of a movie's fans are asked. */
const FAN_GRADE = 70;
const FANS_ASKED = 300;

/**
 * Suggestions from ratings: what the audiences who rated this movie highly also rated highly, most
 * shared fans first. A bounded number of fans is asked (their ratings come through movie_reviews'
 * user index), so the work stays the same for a movie with a hundred thousand ratings.
 */
export function listSuggestedByFans(db: Executor, movieId: number, showUnpublished: boolean, limit: number) {
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
    .where(showUnpublished ? undefined : eq(movies.publish, true))
    .orderBy(sql`liked.fans desc`, sql`${movies.audienceGrade} desc nulls last`, sql`${movies.id} desc`)
    .limit(limit);
}

/** Suggestions before a movie has fans: the best-liked movies of the same genres (lib/title-related). */
export const listSuggestedByGenre = (db: Executor, movieId: number, showUnpublished: boolean, limit: number) =>
  suggestedByGenre(db, SCORED, movieId, showUnpublished, limit);
