import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { festivalAwards, festivalEditions, festivals, movieArtists, movies } from '../db/schema';

// The scale data set's festival (issue 17): one festival with ten annual editions, each with 40 awards (eight
// categories of a winner and four nominees, the director named in one of them) among the scale movies, so
// the bench reads an annual detail of a realistic size (bench/festival.ts). Deterministic: the festival is
// `scale-festival`, its editions the ten years up to this one.

export const SCALE_FESTIVAL = { slug: 'scale-festival', editions: 10, categories: 8, perCategory: 5 };
const DIRECTOR_JOB = 1;

/** Adds the festival unless it is here (after the scale movies); true when it added it. */
export async function seedScaleFestival(db: Db, log: (line: string) => void, size = SCALE_FESTIVAL) {
  const [have] = await db.select({ id: festivals.id }).from(festivals).where(eq(festivals.slug, size.slug));
  if (have) {
    log('Festival: already here.');
    return false;
  }
  const perEdition = size.categories * size.perCategory;
  const films = await db
    .select({ id: movies.id, director: movieArtists.artistId })
    .from(movies)
    .leftJoin(movieArtists, and(eq(movieArtists.movieId, movies.id), eq(movieArtists.job, DIRECTOR_JOB)))
    .where(and(like(movies.slug, 'scale-%'), eq(movies.publish, true)))
    .orderBy(asc(movies.id))
    .limit(size.editions * perEdition);
  if (!films.length) throw new Error('The scale festival needs the scale movies first');

  log(`Festival: ${size.editions} editions of ${perEdition} awards…`);
  const thisYear = new Date().getFullYear();
  await db.transaction(async (tx) => {
    const [festival] = await tx
      .insert(festivals)
      .values({
        slug: size.slug,
        mongolName: 'Хэмжээний наадам',
        internationalName: 'Scale Festival',
        background: 'festivals/scale.jpg',
      })
      .returning({ id: festivals.id });
    const text = '<p>Наадмын хөтөлбөр, тайлбар, журам.</p>';
    const editions = await tx
      .insert(festivalEditions)
      .values(
        Array.from({ length: size.editions }, (_, i) => ({
          festivalId: festival.id,
          year: thisYear - i,
          poster: 'festivals/scale-poster.jpg',
          agenda: text,
          agendaEn: text,
          description: text,
          descriptionEn: text,
          guidance: text,
          guidanceEn: text,
        })),
      )
      .returning({ id: festivalEditions.id });
    const awards = editions.flatMap((edition, e) =>
      Array.from({ length: perEdition }, (_, k) => {
        const film = films[(e * perEdition + k) % films.length];
        const category = Math.floor(k / size.perCategory);
        return {
          editionId: edition.id,
          category: `Ангилал ${category + 1}`,
          movieId: film.id,
          // The second category is the director's award.
          artistId: category === 1 ? film.director : null,
          win: k % size.perCategory === 0,
        };
      }),
    );
    await tx.insert(festivalAwards).values(awards);
  });
  return true;
}
