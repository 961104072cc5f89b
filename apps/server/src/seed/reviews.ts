import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { movieDetailedReviews, movieReactions, movieReviews, movies, users } from '../db/schema';
import { sanitizeRichText } from '../lib/html';
import { searchKeyOf } from '../lib/transliterate';
import { createAccount } from '../modules/accounts/operator.service';
import { setMovieWatched } from '../modules/movies/movie-flags.service';
import { recomputeMovieGrades } from '../modules/reviews/movie-grades.queries';
import { DEMO_DETAILED_REVIEWS, DEMO_REACTIONS, DEMO_REVIEWERS, DEMO_REVIEWS } from './reviews-data';

// Demo ratings, reviews, detailed reviews and reactions (issue 5) on the published demo movies, then
// the grades of every movie touched. Safe to run again: existing rows are left alone.

/** The demo members who rate and review (movies here, serials in serial-reviews.ts), created if missing. */
export async function seedDemoReviewers(db: Db) {
  for (const [i, member] of DEMO_REVIEWERS.entries()) {
    await createAccount(db, {
      ...member,
      email: `${member.username}@demo.mfi.mn`,
      phone: String(98_000_000 + i + 1),
      password: `Demo#${randomBytes(8).toString('hex')}Aa1`,
      roles: [],
      ifMissing: true,
    });
  }
}

export async function seedReviews(db: Db) {
  await seedDemoReviewers(db);
  const usernames = [...new Set(DEMO_REVIEWS.map((r) => r[1]))];
  const slugs = [...new Set(DEMO_REVIEWS.map((r) => r[0]))];
  const people = new Map(
    (
      await db
        .select({ id: users.id, username: users.username, critic: users.critic })
        .from(users)
        .where(inArray(users.username, usernames))
    ).map((u) => [u.username, u]),
  );
  const films = new Map(
    (
      await db
        .select({ id: movies.id, slug: movies.slug, publish: movies.publish, searchKey: movies.searchKey })
        .from(movies)
        .where(inArray(movies.slug, slugs))
    ).map((m) => [m.slug, m]),
  );

  let added = 0;
  await db.transaction(async (tx) => {
    // Spread the reviews over the last weeks so the tabs and lists have an order.
    const now = Date.now();
    for (const [i, [slug, username, grade, review, spoiler]] of DEMO_REVIEWS.entries()) {
      const movie = films.get(slug);
      const user = people.get(username);
      if (!movie?.publish || !user) continue;
      const createdAt = new Date(now - (DEMO_REVIEWS.length - i) * 7 * 3_600_000);
      const rows = await tx
        .insert(movieReviews)
        .values({
          movieId: movie.id,
          userId: user.id,
          grade,
          review,
          spoiler: spoiler ?? false,
          critic: user.critic,
          createdAt,
          updatedAt: createdAt,
        })
        .onConflictDoNothing()
        .returning({ id: movieReviews.id });
      if (rows.length) {
        added += 1;
        await setMovieWatched(tx, movie.id, user.id, true);
      }
    }
    const critic = people.get('critic');
    for (const [i, [slug, title, html]] of DEMO_DETAILED_REVIEWS.entries()) {
      const movie = films.get(slug);
      if (!movie?.publish || !critic) continue;
      const createdAt = new Date(now - (DEMO_DETAILED_REVIEWS.length - i) * 24 * 3_600_000);
      await tx
        .insert(movieDetailedReviews)
        .values({
          movieId: movie.id,
          userId: critic.id,
          title,
          review: sanitizeRichText(html),
          searchKey: searchKeyOf(title),
          moviePublished: movie.publish,
          listKey: [movie.searchKey, searchKeyOf(title)].filter(Boolean).join(' '),
          createdAt,
          updatedAt: createdAt,
        })
        .onConflictDoNothing();
    }
    for (const [slug, username, picks] of DEMO_REACTIONS) {
      const movie = films.get(slug);
      const user = people.get(username);
      if (!movie?.publish || !user) continue;
      await tx
        .insert(movieReactions)
        .values(picks.map((reaction, slot) => ({ movieId: movie.id, userId: user.id, slot: slot + 1, reaction })))
        .onConflictDoNothing();
    }
    for (const movie of films.values()) await recomputeMovieGrades(tx, movie.id);
  });
  return added;
}
