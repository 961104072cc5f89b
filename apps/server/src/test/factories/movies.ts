import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import {
  artists,
  collections,
  countries,
  genres,
  languages,
  movieArtists,
  movieCountries,
  movieGenres,
  movieLanguages,
  movieRoles,
  movies,
  movieSubgenres,
  movieTags,
  subgenres,
  tags,
} from '../../db/schema';
import { syncMovieLinkIds } from '../../db/link-ids';
import { searchKeyOf } from '../../lib/transliterate';

// Test data for the movie suites: reference rows, artists and movies inserted straight into the
// database, every name unique so files sharing a worker's database never collide.

const uid = () => randomBytes(5).toString('hex');

/** A fresh language, genre, subgenre, country and tag, plus the shared Mongolia row. */
export async function makeReferences(db: Db) {
  const u = uid();
  const [language] = await db
    .insert(languages)
    .values({ code: `l${u}`, nameMn: `Хэл ${u}`, nameEn: `Language ${u}` })
    .returning();
  const [genre] = await db
    .insert(genres)
    .values({ slug: `g-${u}`, nameMn: `Төрөл ${u}`, nameEn: `Genre ${u}` })
    .returning();
  const [genre2] = await db
    .insert(genres)
    .values({ slug: `g2-${u}`, nameMn: `Төрөл2 ${u}`, nameEn: `Genre2 ${u}` })
    .returning();
  const [subgenre] = await db
    .insert(subgenres)
    .values({ slug: `s-${u}`, nameMn: `Дэд төрөл ${u}`, nameEn: `Subgenre ${u}` })
    .returning();
  const [country] = await db
    .insert(countries)
    .values({ code: `c${u}`, nameMn: `Улс ${u}`, nameEn: `Country ${u}` })
    .returning();
  const [tag] = await db
    .insert(tags)
    .values({ name: `tag-${u}`, searchKey: `tag ${u}` })
    .returning();
  await db.insert(countries).values({ code: 'MN', nameMn: 'Монгол', nameEn: 'Mongolia' }).onConflictDoNothing();
  const [mongolia] = await db.select().from(countries).where(eq(countries.code, 'MN'));
  return { language, genre, genre2, subgenre, country, tag, mongolia, u };
}
export type References = Awaited<ReturnType<typeof makeReferences>>;

export async function makeTag(db: Db) {
  const u = uid();
  const [tag] = await db
    .insert(tags)
    .values({ name: `tag-${u}`, searchKey: `tag ${u}` })
    .returning();
  return tag;
}

export async function makeCollection(db: Db) {
  const u = uid();
  const [row] = await db
    .insert(collections)
    .values({ slug: `col-${u}`, title: `Collection ${u}`, searchKey: `collection ${u}` })
    .returning();
  return row;
}

export async function makeArtist(db: Db, opts: { publish?: boolean; name?: string } = {}) {
  const u = uid();
  const name = opts.name ?? `Уран бүтээлч ${u}`;
  const [row] = await db
    .insert(artists)
    .values({
      slug: `artist-${u}`,
      proName: name,
      proNameEn: `Artist ${u}`,
      firstName: 'Нэр',
      lastName: 'Овог',
      publish: opts.publish ?? true,
      searchKey: searchKeyOf(name),
    })
    .returning();
  return row;
}

type MovieValues = Partial<typeof movies.$inferInsert>;
type MovieLinks = {
  languages?: number[];
  genres?: number[];
  subgenres?: number[];
  countries?: number[];
  tags?: number[];
  crew?: { artistId: number; job: number }[];
  cast?: { artistId: number; role: string }[];
};

function movieValues(values: MovieValues, u: string): typeof movies.$inferInsert {
  const iTitle = values.iTitle ?? `Movie ${u}`;
  const mTitle = values.mTitle ?? `Кино ${u}`;
  const oTitle = values.oTitle ?? iTitle;
  return {
    slug: `movie-${u}`,
    category: 1,
    format: 1,
    year: 2000,
    rating: 1,
    runtime: 90,
    publish: true,
    ...values,
    iTitle,
    mTitle,
    oTitle,
    searchKey: searchKeyOf(mTitle, iTitle, oTitle),
  };
}

export async function makeMovie(db: Db, values: MovieValues = {}, links: MovieLinks = {}) {
  const [movie] = await db.insert(movies).values(movieValues(values, uid())).returning();
  await linkMovies(db, [movie.id], links);
  return movie;
}

/** Many movies in one statement each (movies, then every link), for page counts. */
export async function makeMovies(db: Db, count: number, values: (i: number) => MovieValues, links: MovieLinks = {}) {
  const rows = await db
    .insert(movies)
    .values(Array.from({ length: count }, (_, i) => movieValues(values(i), uid())))
    .returning({ id: movies.id, slug: movies.slug });
  await linkMovies(
    db,
    rows.map((r) => r.id),
    links,
  );
  return rows;
}

async function linkMovies(db: Db, movieIds: number[], links: MovieLinks) {
  const tables = [
    [movieLanguages, links.languages],
    [movieGenres, links.genres],
    [movieSubgenres, links.subgenres],
    [movieCountries, links.countries],
    [movieTags, links.tags],
  ] as const;
  for (const [table, ids] of tables) {
    if (ids?.length)
      await db.insert(table).values(movieIds.flatMap((movieId) => ids.map((refId) => ({ movieId, refId }))));
  }
  await syncMovieLinkIds(db, movieIds);
  if (links.crew?.length) {
    await db
      .insert(movieArtists)
      .values(movieIds.flatMap((movieId) => links.crew!.map((c, position) => ({ movieId, ...c, position }))));
  }
  if (links.cast?.length) {
    await db
      .insert(movieRoles)
      .values(movieIds.flatMap((movieId) => links.cast!.map((c, position) => ({ movieId, ...c, position }))));
  }
}

/** A real JPEG of the given size (sharp), or any other format for the negative cases. */
export function jpeg(width = 300, height = 450, format: 'jpeg' | 'png' = 'jpeg') {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 120, g: 40, b: 90 } } });
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
}

/** A JPEG over 1 MB: random noise does not compress. */
export async function oversizedJpeg() {
  const width = 1400;
  const height = 1000;
  const raw = randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}
