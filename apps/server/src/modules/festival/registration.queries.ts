import { and, desc, eq } from 'drizzle-orm';
import { ownUnpublished } from '../../policies/visibility';
import type { Executor } from '../../db/client';
import { artists, festivalEditions, festivalRegistrations, festivals, movies, users } from '../../db/schema';

// Festival registration (issue 17 items 4 to 6): the editions as registration reads them, the registrations,
// (the members' entrant flag: entrant-flag.queries.ts).

const editionColumns = {
  id: festivalEditions.id,
  year: festivalEditions.year,
  poster: festivalEditions.poster,
  guidance: festivalEditions.guidance,
  guidanceEn: festivalEditions.guidanceEn,
  paymentDeadline: festivalEditions.paymentDeadline,
  resultsDate: festivalEditions.resultsDate,
  slug: festivals.slug,
  mongolName: festivals.mongolName,
  internationalName: festivals.internationalName,
  background: festivals.background,
};

const editions = (db: Executor) =>
  db.select(editionColumns).from(festivalEditions).innerJoin(festivals, eq(festivals.id, festivalEditions.festivalId));

export type EditionRow = NonNullable<Awaited<ReturnType<typeof findEdition>>>;

/** The newest edition of any festival: the highest year, then the one created last. */
export async function findCurrentEdition(db: Executor) {
  const [row] = await editions(db)
    .orderBy(desc(festivalEditions.year), desc(festivalEditions.createdAt), desc(festivalEditions.id))
    .limit(1);
  return row;
}

/** An edition by its festival's slug and its year. */
export async function findEdition(db: Executor, slug: string, year: number) {
  const [row] = await editions(db).where(and(eq(festivals.slug, slug), eq(festivalEditions.year, year)));
  return row;
}

/** The member's account address, lower-cased, as the fee mail compares it. */
export async function accountEmail(db: Executor, userId: number) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email.toLowerCase();
}

/** A movie's Mongolian title, or nothing when no movie has the id. */
export async function movieTitle(db: Executor, id: number) {
  const [row] = await db.select({ title: movies.mTitle }).from(movies).where(eq(movies.id, id));
  return row?.title;
}

/**
 * Stores a registration unless the film is already registered for the edition (the unique index decides,
 * so parallel posts of one film store one row): answers the new id, or nothing for a repeat.
 */
export async function insertRegistration(db: Executor, values: typeof festivalRegistrations.$inferInsert) {
  const [row] = await db
    .insert(festivalRegistrations)
    .values(values)
    .onConflictDoNothing({ target: [festivalRegistrations.editionId, festivalRegistrations.movieId] })
    .returning({ id: festivalRegistrations.id });
  return row?.id;
}

/** An edition's registrations with their film, picked director (if any) and member, newest first. */
export function listRegistrations(db: Executor, editionId: number) {
  return db
    .select({
      id: festivalRegistrations.id,
      email: festivalRegistrations.email,
      phoneCode: festivalRegistrations.phoneCode,
      phoneNumber: festivalRegistrations.phoneNumber,
      movieLink: festivalRegistrations.movieLink,
      createdAt: festivalRegistrations.createdAt,
      directorRegisterNumber: festivalRegistrations.directorRegisterNumber,
      movie: { id: movies.id, slug: movies.slug, title: movies.mTitle },
      director: { id: artists.id, slug: artists.slug, name: artists.proName },
      user: { slug: users.slug, username: users.username },
    })
    .from(festivalRegistrations)
    .innerJoin(movies, eq(movies.id, festivalRegistrations.movieId))
    .leftJoin(artists, eq(artists.id, festivalRegistrations.directorArtistId))
    .innerJoin(users, eq(users.id, festivalRegistrations.userId))
    .where(eq(festivalRegistrations.editionId, editionId))
    .orderBy(desc(festivalRegistrations.createdAt), desc(festivalRegistrations.id));
}

export type RegistrationListRow = Awaited<ReturnType<typeof listRegistrations>>[number];

/** How many of an entrant's own unpublished films the wizard offers. */
const OWN_FILMS = 20;

/** The unpublished films a member added, newest first (the wizard's films added before). */
export function ownDraftFilms(db: Executor, userId: number) {
  return db
    .select({
      id: movies.id,
      slug: movies.slug,
      mTitle: movies.mTitle,
      iTitle: movies.iTitle,
      year: movies.year,
      poster: movies.poster,
    })
    .from(movies)
    .where(ownUnpublished(userId, movies))
    .orderBy(desc(movies.createdAt), desc(movies.id))
    .limit(OWN_FILMS);
}
