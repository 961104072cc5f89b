import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { artists, movieArtists, movieRoles, movies } from '../../db/schema';
import type { Actor } from '../../policies/catalogue.policy';
import { visibleTo } from '../../policies/visibility';

// The artist's movies and the people they worked with, among the movies the viewer may see (the policy's
// `visibleTo`): an unpublished movie must not leak through an artist.

const movieColumns = {
  id: movies.id,
  slug: movies.slug,
  poster: movies.poster,
  year: movies.year,
  mTitle: movies.mTitle,
  iTitle: movies.iTitle,
};

/** Crew rows (one per job) and cast rows (one per character) of the artist: two indexed queries. */
export async function listArtistMovieLinks(db: Executor, artistId: number, viewer: Actor) {
  const crew = await db
    .select({ ...movieColumns, job: movieArtists.job })
    .from(movieArtists)
    .innerJoin(movies, eq(movies.id, movieArtists.movieId))
    .where(and(eq(movieArtists.artistId, artistId), visibleTo(viewer, 'movie')))
    .orderBy(movieArtists.job);
  const cast = await db
    .select({ ...movieColumns, role: movieRoles.role })
    .from(movieRoles)
    .innerJoin(movies, eq(movies.id, movieRoles.movieId))
    .where(and(eq(movieRoles.artistId, artistId), visibleTo(viewer, 'movie')))
    .orderBy(movieRoles.position, movieRoles.id);
  return { crew, cast };
}
export type MovieLinks = Awaited<ReturnType<typeof listArtistMovieLinks>>;

export type CollabRow = { id: number; slug: string; photo: string | null; pro_name: string; shared: number };

/**
 * Artists who worked on the same visible movies (as crew or cast), most shared movies first. The
 * UNIONs keep one row per (artist, movie), so the count is of distinct movies.
 */
export async function listCollaborators(db: Executor, artistId: number, viewer: Actor, limit: number) {
  const seenMovie = visibleTo(viewer, 'movie') ?? sql`true`;
  const seenArtist = visibleTo(viewer, 'artist', 'a') ?? sql`true`;
  const result = await db.execute(sql`
    with mine as (
      select ${movieArtists.movieId} as movie_id from ${movieArtists} where ${movieArtists.artistId} = ${artistId}
      union
      select ${movieRoles.movieId} from ${movieRoles} where ${movieRoles.artistId} = ${artistId}
    ), visible as (
      select mine.movie_id from mine join ${movies} on ${movies.id} = mine.movie_id where ${seenMovie}
    ), pairs as (
      select ${movieArtists.artistId} as artist_id, ${movieArtists.movieId} as movie_id from ${movieArtists}
        where ${movieArtists.movieId} in (select movie_id from visible)
      union
      select ${movieRoles.artistId}, ${movieRoles.movieId} from ${movieRoles}
        where ${movieRoles.movieId} in (select movie_id from visible)
    )
    select a.id, a.slug, a.photo, a.pro_name, count(*)::int as shared
    from pairs join ${artists} a on a.id = pairs.artist_id
    where pairs.artist_id <> ${artistId} and ${seenArtist}
    group by a.id
    order by shared desc, a.sort_name collate "C", a.id
    limit ${limit}`);
  return (result as unknown as { rows: CollabRow[] }).rows;
}
