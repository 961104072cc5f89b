import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { likeTable, ownerColumn, reviewLiked, reviewTable, times, userRef } from './columns';
import { movieOwner } from './movies';
import { episodeOwner, seasonOwner } from './serials';

// Ratings, reviews and likes (part 2 sections 3 "Reviews" and 4). One rating with its short review per
// user and movie; critics may add one detailed review beside it.

/** A rating: the grade and its short review. */
const rating = () => ({ grade: smallint('grade').notNull(), review: text('review').notNull().default('') });

export const movieReviews = reviewTable('movie_reviews', movieOwner, rating());
export const movieReviewLikes = likeTable(
  'movie_review_likes',
  reviewLiked(() => movieReviews.id),
);

/** A critic's long review: sanitized HTML (ARCHITECTURE section 8), needs the short review beside it. */
export const movieDetailedReviews = pgTable(
  'movie_detailed_reviews',
  {
    id: serial('id').primaryKey(),
    ...ownerColumn(movieOwner),
    userId: userRef(),
    title: text('title').notNull(),
    review: text('review').notNull(),
    /** The title folded in both scripts (lib/transliterate searchKeyOf), for the review list search. */
    searchKey: text('search_key').notNull().default(''),
    /**
     * Derived copies for the review list (docs/decisions/003-catalogue-speed.md), so it reads this table
     * alone: movies.publish, and the movie's search key joined with this row's search_key. Set on write,
     * and rewritten in the same transaction when the movie is (un)published or its titles change.
     */
    moviePublished: boolean('movie_published').notNull().default(false),
    listKey: text('list_key').notNull().default(''),
    likesCount: integer('likes_count').notNull().default(0),
    ...times(),
  },
  (t) => [
    uniqueIndex('movie_detailed_reviews_movie_user_idx').on(t.movieId, t.userId),
    index('movie_detailed_reviews_list_idx').on(
      t.moviePublished,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('movie_detailed_reviews_list_trgm_idx').using('gin', sql`${t.listKey} gin_trgm_ops`),
    index('movie_detailed_reviews_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export const movieDetailedReviewLikes = likeTable(
  'movie_detailed_review_likes',
  reviewLiked(() => movieDetailedReviews.id),
);

// Seasons and episodes (issue 5): a season review is text only (its grades come from its episodes); an
// episode rating has a grade and feeds the episode's, season's and serial's figures.

/** A season review is text only: no grade. */
export const seasonReviews = reviewTable('season_reviews', seasonOwner, { review: text('review').notNull() });
export const seasonReviewLikes = likeTable(
  'season_review_likes',
  reviewLiked(() => seasonReviews.id),
);

export const episodeReviews = reviewTable('episode_reviews', episodeOwner, rating());
export const episodeReviewLikes = likeTable(
  'episode_review_likes',
  reviewLiked(() => episodeReviews.id),
);

/** A critic's detailed review of an episode, with an optional cover (1280x720). */
export const episodeDetailedReviews = pgTable(
  'episode_detailed_reviews',
  {
    id: serial('id').primaryKey(),
    ...ownerColumn(episodeOwner),
    userId: userRef(),
    title: text('title').notNull(),
    review: text('review').notNull(),
    cover: text('cover'),
    searchKey: text('search_key').notNull().default(''),
    /**
     * Derived copies for the /episode-review list, so it reads this table alone (as the movies' list):
     * whether the episode, its season and its serial are all published, and the serial's search key
     * joined with this row's. Set on write, and rewritten in the same transaction when the episode,
     * season or serial is (un)published or the serial's titles change (after-write/serial.after-write.ts).
     */
    episodePublished: boolean('episode_published').notNull().default(false),
    listKey: text('list_key').notNull().default(''),
    likesCount: integer('likes_count').notNull().default(0),
    ...times(),
  },
  (t) => [
    uniqueIndex('episode_detailed_reviews_episode_user_idx').on(t.episodeId, t.userId),
    index('episode_detailed_reviews_list_idx').on(
      t.episodePublished,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('episode_detailed_reviews_list_trgm_idx').using('gin', sql`${t.listKey} gin_trgm_ops`),
    index('episode_detailed_reviews_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export const episodeDetailedReviewLikes = likeTable(
  'episode_detailed_review_likes',
  reviewLiked(() => episodeDetailedReviews.id),
);

/** A critic's detailed review of a season (beside their season review). */
export const seasonDetailedReviews = pgTable(
  'season_detailed_reviews',
  {
    id: serial('id').primaryKey(),
    ...ownerColumn(seasonOwner),
    userId: userRef(),
    title: text('title').notNull(),
    review: text('review').notNull(),
    searchKey: text('search_key').notNull().default(''),
    likesCount: integer('likes_count').notNull().default(0),
    ...times(),
  },
  (t) => [
    uniqueIndex('season_detailed_reviews_season_user_idx').on(t.seasonId, t.userId),
    index('season_detailed_reviews_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The /season-review list's search over review titles, and the detail's "author's recent reviews".
    index('season_detailed_reviews_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    index('season_detailed_reviews_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export const seasonDetailedReviewLikes = likeTable(
  'season_detailed_review_likes',
  reviewLiked(() => seasonDetailedReviews.id),
);
