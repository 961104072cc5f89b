import { z } from 'zod';
import type { ARTIST_SORTS, CATALOGUE_SORTS } from './catalogue.enums';
import { idParam, intParam, numberedPage, pageParam, slugParam } from './fields';
import { journalCard } from './journals.schemas';

// Every list of a member on the profile board (issue 15 item 8; part 1 sections 2 "User profile area", 3
// "Review entry", 7 "Profile area" and 9): reviews, detailed reviews, favourites, reactions, to-watch
// flags, liked artists and articles, each sortable (reviews 6 modes, titles 8, artists 4) and paged. The
// spec names the params and the review and journal keys; the other answers are designed in the style of
// the follower lists, `{results, count, page}` (docs/decisions/013-profile-lists.md).

/** Items a page of any profile list: the spec leaves page sizes to the server; 24 as the serial grid. */
export const PROFILE_LIST_PER_PAGE = 24;

/** Review sorts 1-6 (part 1 section 9 "reviews 6"), detailed reviews too. */
export const PROFILE_REVIEW_SORTS = {
  1: 'newest',
  2: 'oldest',
  3: 'grade_desc',
  4: 'grade_asc',
  5: 'most_liked',
  6: 'least_liked',
} as const;
// Titles sort as the catalogues (CATALOGUE_SORTS 1-8), artists as the artist catalogue (ARTIST_SORTS 1-4),
// articles as the journal list (JOURNAL_SORTS 1-6): the same number means the same order everywhere.

export type ProfileReviewSort = (typeof PROFILE_REVIEW_SORTS)[keyof typeof PROFILE_REVIEW_SORTS];
export type ProfileTitleSort = (typeof CATALOGUE_SORTS)[keyof typeof CATALOGUE_SORTS];
export type ProfileArtistSort = (typeof ARTIST_SORTS)[keyof typeof ARTIST_SORTS];

/** `{slug, page, sort}`: the member, page from 1, a sort of `modes` (1 when absent). */
export const profileListQuery = (modes: number) =>
  z.object({ slug: slugParam, page: pageParam, sort: intParam(1, modes) });

export const profileReviewListQuery = profileListQuery(6);
export const profileTitleListQuery = profileListQuery(8);
export const profileArtistListQuery = profileListQuery(4);
export const profileJournalListQuery = profileListQuery(6);
export type ProfileListQuery = z.infer<typeof profileReviewListQuery>;

// ---------------------------------------------------------------------------------------------------
// Reviews: the spec's "Review entry" (part 1 section 3), under `movie_list` or `episode_list`.

const reviewEntryBase = {
  id: z.number(),
  /** The member's grade of the title, percent. */
  grade_review: z.number(),
  word_review: z.string(),
  critic: z.boolean(),
  spoiler: z.boolean(),
  /** The caller liked this review. */
  user_like: z.boolean(),
  movie_review_likes: z.number(),
  title: z.string(),
  /** Designed: the title's international name, for the English interface. */
  international_title: z.string(),
  created: z.string(),
};
export const movieReviewEntry = z.object({
  ...reviewEntryBase,
  movie_id: z.number(),
  slug: z.string(),
  poster: z.string().nullable(),
});
export const episodeReviewEntry = z.object({
  ...reviewEntryBase,
  episode_id: z.number(),
  serial_slug: z.string(),
  season_slug: z.string(),
  episode_slug: z.string(),
  season_num: z.number(),
  episode_num: z.number(),
  episode_name: z.string(),
  /** Designed: the episode's English name, for the English interface ('' when none). */
  episode_name_en: z.string(),
  image: z.string().nullable(),
});
export type MovieReviewEntry = z.infer<typeof movieReviewEntry>;
export type EpisodeReviewEntry = z.infer<typeof episodeReviewEntry>;

/** `page` is the number of pages, `count` the reviews shown to the caller. */
export const movieReviewListResponse = numberedPage('movie_list', movieReviewEntry);
export const episodeReviewListResponse = numberedPage('episode_list', episodeReviewEntry);

/** POST v-user-moviereviewlike/ {user, review_id, movie_id}: `user` (the list's member) is not needed to find the review. */
export const profileMovieReviewLikeBody = z.object({
  user: slugParam.optional(),
  review_id: idParam,
  movie_id: idParam,
});
/** POST v-user-episodereviewlike/ {user, episode_id, review_id}. */
export const profileEpisodeReviewLikeBody = z.object({
  user: slugParam.optional(),
  episode_id: idParam,
  review_id: idParam,
});

// ---------------------------------------------------------------------------------------------------
// Titles (favourites, reacted, to watch), detailed reviews, liked artists: `{results, count, page}`.

export const profileTitleCard = z.object({
  slug: z.string(),
  title: z.string(),
  international_title: z.string(),
  poster: z.string().nullable(),
  year: z.number().nullable(),
  grade: z.number().nullable().describe('critic grade, percent'),
  a_grade: z.number().nullable().describe('audience grade, percent'),
});
export type ProfileTitleCard = z.infer<typeof profileTitleCard>;

export const profileDetailedReviewCard = z.object({
  id: z.number(),
  /** The review's own title. */
  title: z.string(),
  /** The movie's, or the serial's, Mongolian title. */
  title_of: z.string(),
  /** Designed: its international title, for the English interface. */
  international_title_of: z.string(),
  slug: z.string(),
  serial_slug: z.string().nullable(),
  season_slug: z.string().nullable(),
  episode_slug: z.string().nullable(),
  poster: z.string().nullable(),
  /** The author's grade of the title, percent (null when they rated it no more). */
  grade_review: z.number().nullable(),
  likes: z.number(),
  created: z.string(),
});
export type ProfileDetailedReviewCard = z.infer<typeof profileDetailedReviewCard>;

export const profileArtistCard = z.object({
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  born_year: z.number().nullable(),
});
export type ProfileArtistCard = z.infer<typeof profileArtistCard>;

const paged = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), count: z.number(), page: z.number() });
export const profileTitleListResponse = paged(profileTitleCard);
export const profileDetailedReviewListResponse = paged(profileDetailedReviewCard);
export const profileArtistListResponse = paged(profileArtistCard);
export type ProfileTitleListResponse = z.infer<typeof profileTitleListResponse>;
export type ProfileDetailedReviewListResponse = z.infer<typeof profileDetailedReviewListResponse>;
export type ProfileArtistListResponse = z.infer<typeof profileArtistListResponse>;

// ---------------------------------------------------------------------------------------------------
// Articles: `api_user_journal_list`, `page` (the spec's keys), the journal cards of title pages.

export const profileJournalListResponse = numberedPage('api_user_journal_list', journalCard);
export type ProfileJournalListResponse = z.infer<typeof profileJournalListResponse>;

// ---------------------------------------------------------------------------------------------------
// The image library (issue 15 item 9; part 1 sections 3 "User image" and 7): the caller's own uploads.

/**
 * GET /user/api/v-user-userimages/: the caller's images, newest first; `name` is the stored file's name.
 * `used_bytes` of `quota_bytes` is what the library holds of the member's quota (issue 24).
 */
export const userImageItem = z.object({ id: z.number(), image: z.string(), name: z.string(), created: z.string() });
export const userImagesResponse = z.object({
  images: z.array(userImageItem),
  used_bytes: z.number().int(),
  quota_bytes: z.number().int(),
});
export type UserImagesResponse = z.infer<typeof userImagesResponse>;

/** POST /user/api/v-user-userimagedelete/ {id}: one of the caller's images. */
export const userImageDeleteBody = z.object({ id: idParam });
export const userImageDeleteResponse = z.object({ success: z.boolean(), message: z.string() });
