import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { movies } from './movies';
import { episodes, seasons } from './serials';
import { users } from './users';

// Ratings, reviews and likes (part 2 sections 3 "Reviews" and 4). One rating with its short review per
// user and movie; critics may add one detailed review beside it.

const movieRef = () =>
  integer('movie_id')
    .notNull()
    .references(() => movies.id, { onDelete: 'cascade' });
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const times = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const movieReviews = pgTable(
  'movie_reviews',
  {
    id: serial('id').primaryKey(),
    movieId: movieRef(),
    userId: userRef(),
    grade: smallint('grade').notNull(),
    review: text('review').notNull().default(''),
    spoiler: boolean('spoiler').notNull().default(false),
    /** The author's critic flag when they wrote it: it decides the critic or audience grade and tab. */
    critic: boolean('critic').notNull().default(false),
    likesCount: integer('likes_count').notNull().default(0),
    ...times(),
  },
  (t) => [
    uniqueIndex('movie_reviews_movie_user_idx').on(t.movieId, t.userId),
    // The critic and audience tabs, newest first.
    index('movie_reviews_tab_idx').on(t.movieId, t.critic, t.createdAt.desc(), t.id.desc()),
    index('movie_reviews_user_idx').on(t.userId),
  ],
);

export const movieReviewLikes = pgTable(
  'movie_review_likes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => movieReviews.id, { onDelete: 'cascade' }),
    userId: userRef(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('movie_review_likes_user_idx').on(t.userId)],
);

/** A critic's long review: sanitized HTML (ARCHITECTURE section 8), needs the short review beside it. */
export const movieDetailedReviews = pgTable(
  'movie_detailed_reviews',
  {
    id: serial('id').primaryKey(),
    movieId: movieRef(),
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
    index('movie_detailed_reviews_list_idx').on(t.moviePublished, t.createdAt.desc(), t.id.desc()),
    index('movie_detailed_reviews_list_trgm_idx').using('gin', sql`${t.listKey} gin_trgm_ops`),
    index('movie_detailed_reviews_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const movieDetailedReviewLikes = pgTable(
  'movie_detailed_review_likes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => movieDetailedReviews.id, { onDelete: 'cascade' }),
    userId: userRef(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('movie_detailed_review_likes_user_idx').on(t.userId)],
);


// Seasons and episodes (issue 5): a season review is text only (its grades come from its episodes); an
// episode rating has a grade and feeds the episode's, season's and serial's figures.

export const seasonReviews = pgTable(
  'season_reviews',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    userId: userRef(),
    review: text('review').notNull(),
    spoiler: boolean('spoiler').notNull().default(false),
    critic: boolean('critic').notNull().default(false),
    likesCount: integer('likes_count').notNull().default(0),
    ...times(),
  },
  (t) => [
    uniqueIndex('season_reviews_season_user_idx').on(t.seasonId, t.userId),
    index('season_reviews_tab_idx').on(t.seasonId, t.critic, t.createdAt.desc(), t.id.desc()),
    index('season_reviews_user_idx').on(t.userId),
  ],
);

export const seasonReviewLikes = pgTable(
  'season_review_likes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => seasonReviews.id, { onDelete: 'cascade' }),
    userId: userRef(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('season_review_likes_user_idx').on(t.userId)],
);

export const episodeReviews = pgTable(
  'episode_reviews',
  {
    id: serial('id').primaryKey(),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    userId: userRef(),
    grade: smallint('grade').notNull(),
    review: text('review').notNull().default(''),
    spoiler: boolean('spoiler').notNull().default(false),
    critic: boolean('critic').notNull().default(false),
    likesCount: integer('likes_count').notNull().default(0),
    ...times(),
  },
  (t) => [
    uniqueIndex('episode_reviews_episode_user_idx').on(t.episodeId, t.userId),
    index('episode_reviews_tab_idx').on(t.episodeId, t.critic, t.createdAt.desc(), t.id.desc()),
    index('episode_reviews_user_idx').on(t.userId),
  ],
);

export const episodeReviewLikes = pgTable(
  'episode_review_likes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => episodeReviews.id, { onDelete: 'cascade' }),
    userId: userRef(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('episode_review_likes_user_idx').on(t.userId)],
);

/** A critic's detailed review of an episode, with an optional cover (1280x720). */
export const episodeDetailedReviews = pgTable(
  'episode_detailed_reviews',
  {
    id: serial('id').primaryKey(),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    userId: userRef(),
    title: text('title').notNull(),
    review: text('review').notNull(),
    cover: text('cover'),
    searchKey: text('search_key').notNull().default(''),
    /**
     * Derived copies for the /episode-review list, so it reads this table alone (as the movies' list):
     * whether the episode, its season and its serial are all published, and the serial's search key
     * joined with this row's. Set on write, and rewritten in the same transaction when the episode,
     * season or serial is (un)published or the serial's titles change (reviews/review-list.service).
     */
    episodePublished: boolean('episode_published').notNull().default(false),
    listKey: text('list_key').notNull().default(''),
    likesCount: integer('likes_count').notNull().default(0),
    ...times(),
  },
  (t) => [
    uniqueIndex('episode_detailed_reviews_episode_user_idx').on(t.episodeId, t.userId),
    index('episode_detailed_reviews_list_idx').on(t.episodePublished, t.createdAt.desc(), t.id.desc()),
    index('episode_detailed_reviews_list_trgm_idx').using('gin', sql`${t.listKey} gin_trgm_ops`),
    index('episode_detailed_reviews_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const episodeDetailedReviewLikes = pgTable(
  'episode_detailed_review_likes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => episodeDetailedReviews.id, { onDelete: 'cascade' }),
    userId: userRef(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('episode_detailed_review_likes_user_idx').on(t.userId)],
);

/** A critic's detailed review of a season (beside their season review). */
export const seasonDetailedReviews = pgTable(
  'season_detailed_reviews',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    userId: userRef(),
    title: text('title').notNull(),
    review: text('review').notNull(),
    searchKey: text('search_key').notNull().default(''),
    likesCount: integer('likes_count').notNull().default(0),
    ...times(),
  },
  (t) => [
    uniqueIndex('season_detailed_reviews_season_user_idx').on(t.seasonId, t.userId),
    index('season_detailed_reviews_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The /season-review list's search over review titles, and the detail's "author's recent reviews".
    index('season_detailed_reviews_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    index('season_detailed_reviews_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const seasonDetailedReviewLikes = pgTable(
  'season_detailed_review_likes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => seasonDetailedReviews.id, { onDelete: 'cascade' }),
    userId: userRef(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('season_detailed_review_likes_user_idx').on(t.userId)],
);
