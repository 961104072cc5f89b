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

/**
 * Movies sharing the most with this one: a shared genre counts 1, a subgenre or tag 2, an artist 3.
 * Each branch walks the link tables' (ref_id, movie_id) indexes from this movie's few links.
 */
export function listSimilarMovies(db: Executor, movieId: number, showUnpublished: boolean, limit: number) {
  const scores = sql`(select movie_id, sum(w) as score from (
      select b.movie_id, 1 as w from movie_genres a join movie_genres b on b.genre_id = a.genre_id
        where a.movie_id = ${movieId} and b.movie_id <> ${movieId}
      union all select b.movie_id, 2 from movie_subgenres a join movie_subgenres b on b.subgenre_id = a.subgenre_id
        where a.movie_id = ${movieId} and b.movie_id <> ${movieId}
      union all select b.movie_id, 2 from movie_tags a join movie_tags b on b.tag_id = a.tag_id
        where a.movie_id = ${movieId} and b.movie_id <> ${movieId}
      union all select x.movie_id, 3 from (select distinct b.movie_id, b.artist_id from movie_artists a
        join movie_artists b on b.artist_id = a.artist_id where a.movie_id = ${movieId} and b.movie_id <> ${movieId}) x
    ) s group by movie_id) as related`;
  return db
    .select(cardColumns)
    .from(movies)
    .innerJoin(scores, sql`related.movie_id = ${movies.id}`)
    .where(publishedOnly(showUnpublished, eq(movies.publish, true)))
    .orderBy(sql`related.score desc`, sql`${movies.audienceGrade} desc nulls last`, sql`${movies.id} desc`)
    .limit(limit);
}

/**
 * Suggestions until ratings exist: the best-liked movies of the same genres. When ratings arrive, a
 * sibling query ("audiences who rated this highly also rated highly") replaces this one in the service.
 */
export function listSuggestedByGenre(db: Executor, movieId: number, showUnpublished: boolean, limit: number) {
  const shared = sql`(select b.movie_id, count(*) as shared from movie_genres a join movie_genres b on b.genre_id = a.genre_id
      where a.movie_id = ${movieId} and b.movie_id <> ${movieId} group by b.movie_id) as suggested`;
  return db
    .select(cardColumns)
    .from(movies)
    .innerJoin(shared, sql`suggested.movie_id = ${movies.id}`)
    .where(publishedOnly(showUnpublished, eq(movies.publish, true)))
    .orderBy(sql`suggested.shared desc`, sql`${movies.audienceGrade} desc nulls last`, sql`${movies.watchedCount} desc`, sql`${movies.id} desc`)
    .limit(limit);
}
