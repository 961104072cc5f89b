import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { artists, movieArtists, movieRoles, movies } from '../../db/schema';
import { cardColumns } from './movie-list.queries';

type Page = { limit: number; offset: number };
const publishedOnly = (showUnpublished: boolean, cond: SQL) => (showUnpublished ? undefined : cond);

/** Crew, one row per artist with every job of theirs on the movie, in the contributor's order. */
export function listMovieArtists(db: Executor, movieId: number, showUnpublished: boolean, page: Page) {
  return db
    .select({
      id: artists.id,
      slug: artists.slug,
      proName: artists.proName,
      photo: artists.photo,
      jobs: sql<number[]>`array_agg(${movieArtists.job}::int order by ${movieArtists.position}, ${movieArtists.job})`,
    })
    .from(movieArtists)
    .innerJoin(artists, eq(artists.id, movieArtists.artistId))
    .where(and(eq(movieArtists.movieId, movieId), publishedOnly(showUnpublished, eq(artists.publish, true))))
    .groupBy(artists.id)
    .orderBy(sql`min(${movieArtists.position})`, asc(artists.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function listMovieRoles(db: Executor, movieId: number, showUnpublished: boolean, page: Page) {
  return db
    .select({ role: movieRoles.role, id: artists.id, slug: artists.slug, proName: artists.proName, photo: artists.photo })
    .from(movieRoles)
    .innerJoin(artists, eq(artists.id, movieRoles.artistId))
    .where(and(eq(movieRoles.movieId, movieId), publishedOnly(showUnpublished, eq(artists.publish, true))))
    .orderBy(asc(movieRoles.position), asc(movieRoles.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function listCollectionMovies(db: Executor, movie: { id: number; collectionId: number }, showUnpublished: boolean, limit: number) {
  return db
    .select(cardColumns)
    .from(movies)
    .where(and(eq(movies.collectionId, movie.collectionId), ne(movies.id, movie.id), publishedOnly(showUnpublished, eq(movies.publish, true))))
    .orderBy(asc(movies.year), asc(movies.id))
    .limit(limit);
}

/** How many movies one shared link may bring in (see listSimilarMovies). */
const CANDIDATES_PER_LINK = 100;
/** How many of the best-rated movies of the same genres are ranked for suggestions. */
const SUGGESTION_CANDIDATES = 100;

/**
 * Movies sharing the most with this one: a shared genre counts 1, a subgenre or tag 2, an artist 3.
 * Each of this movie's links brings in at most CANDIDATES_PER_LINK other movies (the newest, by the
 * link index's order), so a common genre linked to 40,000 movies costs no more than a rare tag: the
 * scores are exact for every candidate, and a movie that shares a rare tag, subgenre or artist is
 * always a candidate (ARCHITECTURE section 10).
 */
export function listSimilarMovies(db: Executor, movieId: number, showUnpublished: boolean, limit: number) {
  const via = (table: string, column: string, weight: number) =>
    sql.raw(`select b.movie_id, ${weight} as w from ${table} a cross join lateral (
        select l.movie_id from ${table} l where l.${column} = a.${column} and l.movie_id <> a.movie_id
        order by l.movie_id desc limit ${CANDIDATES_PER_LINK}) b
      where a.movie_id = `);
  const scores = sql`(select movie_id, sum(w) as score from (
      ${via('movie_genres', 'genre_id', 1)}${movieId}
      union all ${via('movie_subgenres', 'subgenre_id', 2)}${movieId}
      union all ${via('movie_tags', 'tag_id', 2)}${movieId}
      union all select x.movie_id, 3 from (select distinct b.movie_id, a.artist_id from (select distinct artist_id from movie_artists where movie_id = ${movieId}) a
        cross join lateral (select l.movie_id from movie_artists l where l.artist_id = a.artist_id and l.movie_id <> ${movieId}
          order by l.movie_id desc limit ${CANDIDATES_PER_LINK}) b) x
    ) s group by movie_id) as related`;
  return db
    .select(cardColumns)
    .from(movies)
    .innerJoin(scores, sql`related.movie_id = ${movies.id}`)
    .where(publishedOnly(showUnpublished, eq(movies.publish, true)))
    .orderBy(sql`related.score desc`, sql`${movies.audienceGrade} desc nulls last`, sql`${movies.id} desc`)
    .limit(limit);
}

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

/**
 * Suggestions before a movie has fans: the best-liked movies of the same genres. The best-rated
 * SUGGESTION_CANDIDATES movies sharing a genre come from movies_suggest_idx in grade order (an
 * index-only scan that stops early), then the ones sharing the most genres go first.
 */
export function listSuggestedByGenre(db: Executor, movieId: number, showUnpublished: boolean, limit: number) {
  const candidates = sql`(select c.id, (select count(*) from unnest(c.genre_ids) g where g = any(t.mine)) as shared
      from movies c cross join (select genre_ids as mine from movies where id = ${movieId}) t
      where c.genre_ids && t.mine and c.id <> ${movieId} ${showUnpublished ? sql`` : sql`and c.publish = true`}
      order by c.audience_grade desc nulls last, c.id desc
      limit ${SUGGESTION_CANDIDATES}) as suggested`;
  return db
    .select(cardColumns)
    .from(movies)
    .innerJoin(candidates, sql`suggested.id = ${movies.id}`)
    .orderBy(sql`suggested.shared desc`, sql`${movies.audienceGrade} desc nulls last`, sql`${movies.watchedCount} desc`, sql`${movies.id} desc`)
    .limit(limit);
}
