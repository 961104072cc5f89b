import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { placeholder as p, preparedOnce } from '../../db/prepared';
import { collections, movies, movieUserFlags } from '../../db/schema';
import { findTitleRef } from '../../lib/catalogue-query';
import { flagColumns } from './movie-flags.queries';

/** `name_en`: the English name (a tag's is null when none was given). */
type Named = { id: number; name: string; name_en: string | null };
type Image = { id: number; image: string; description: string };

/** A JSON array of {id, name, name_en} of the movie's links, or [] (one correlated subquery, no N+1). */
const namedList = (link: string, refColumn: string, table: string, name = 'name_mn'): SQL<Named[]> =>
  sql<
    Named[]
  >`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.${sql.raw(name)}, 'name_en', r.name_en) order by r.${sql.raw(name)}, r.id)
    from ${sql.raw(link)} l join ${sql.raw(table)} r on r.id = l.${sql.raw(refColumn)} where l.movie_id = ${movies.id}), '[]'::json)`;

const movieDetailStatement = (db: Executor) =>
  db
    .select({
      movie: movies,
      collectionTitle: collections.title,
      collectionTitleEn: collections.nameEn,
      languages: namedList('movie_languages', 'language_id', 'languages'),
      genres: namedList('movie_genres', 'genre_id', 'genres'),
      subgenres: namedList('movie_subgenres', 'subgenre_id', 'subgenres'),
      countries: namedList('movie_countries', 'country_id', 'countries'),
      tags: namedList('movie_tags', 'tag_id', 'tags', 'name'),
      images: sql<
        Image[]
      >`coalesce((select json_agg(json_build_object('id', i.id, 'image', i.image, 'description', i.description) order by i.position, i.id)
        from movie_images i where i.movie_id = ${movies.id}), '[]'::json)`,
    })
    .from(movies)
    .leftJoin(collections, eq(collections.id, movies.collectionId))
    .where(eq(movies.slug, sql`${p('slug')}::text`))
    .prepare('movie_detail');
const preparedMovieDetail = preparedOnce(movieDetailStatement);

/**
 * The movie with every list of its detail page, in one query: a prepared statement (db/prepared.ts), built
 * and planned once, not on each cold read.
 */
export async function findMovieDetail(db: Executor, slug: string) {
  const [row] = await preparedMovieDetail(db).execute({ slug });
  return row;
}
export type MovieDetailRow = NonNullable<Awaited<ReturnType<typeof findMovieDetail>>>;

const userFlagsStatement = (db: Executor) =>
  db
    .select(flagColumns)
    .from(movieUserFlags)
    .where(sql`${movieUserFlags.movieId} = ${p('movieId')}::int and ${movieUserFlags.userId} = ${p('userId')}::int`)
    .prepare('movie_user_flags');
const preparedUserFlags = preparedOnce(userFlagsStatement);

export async function findUserFlags(db: Executor, movieId: number, userId: number) {
  const [row] = await preparedUserFlags(db).execute({ movieId, userId });
  return row;
}

/** A movie addressed by id or slug (the client sends `movie` as its id). */
export const findMovieRef = (db: Executor, ref: number | string) =>
  findTitleRef(db, movies, { collectionId: movies.collectionId, createdBy: movies.createdBy }, ref);
export type MovieRef = NonNullable<Awaited<ReturnType<typeof findMovieRef>>>;
