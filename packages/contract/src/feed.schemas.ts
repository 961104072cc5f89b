import { z } from 'zod';
import { pageParam, slugParam } from './fields';
import { shortMessage } from './short-messages.schemas';

// A member's feed (issue 15 item 6; part 1 section 2 "User profile area", section 3 "Feed item", section 7
// "Profile area": GET /user/api/v-user-feed/ {slug, feedPage} reads api_user_action_list, request_user,
// feed_page). One card a source (a rating with its short review, a detailed review, a "watching" flag, a
// published journal, a short message), newest first; deleting the source removes the card
// (docs/decisions/015-feed.md). Keys are the spec's; `values` holds the spec's `action_*`, `movie_*`,
// `episode_*`, `journal_*` fields, typed per card type.

/** The card types: the spec's six and the member's short messages. */
export const FEED_CARD_TYPES = [
  'user-watch-status',
  'journal',
  'movie-review',
  'movie-detailed-review',
  'episode-review',
  'episode-detailed-review',
  'short-message',
] as const;
export type FeedCardType = (typeof FEED_CARD_TYPES)[number];

/** What the member did; the web translates it ("is watching", "rated", "published" …). */
export const FEED_VERBS = ['watching', 'rated', 'reviewed', 'published', 'posted'] as const;
export type FeedVerb = (typeof FEED_VERBS)[number];

// GET /user/api/v-user-feed/ ?slug=&feedPage= (feedPage from 1, default 1).
export const feedQuery = z.object({ slug: slugParam, feedPage: pageParam });
export type FeedQuery = z.infer<typeof feedQuery>;

/** Who did it, what, and when: on every card. */
const action = {
  action_user_slug: z.string(),
  action_user_name: z.string(),
  action_user_photo: z.string().nullable(),
  /** The member is a critic (their review cards carry the critic mark). */
  action_user_critic: z.boolean(),
  action_verb: z.enum(FEED_VERBS),
  /** The title of what the action is on (the movie, the episode's serial, the journal); '' for a message. */
  action_object: z.string(),
  /** ISO time of the action (the latest write of its source). */
  created_at: z.string(),
};

/** The movie a card is about: /movie/{movie_slug}/detail. */
const movieRef = {
  movie_slug: z.string(),
  movie_title: z.string(),
  /** Designed: the movie's international title, for the English interface (decision 023). */
  movie_i_title: z.string(),
  movie_poster: z.string().nullable(),
};

/** The episode a card is about: /serial/{serial_slug}/{season_slug}/{episode_slug}/detail. */
const episodeRef = {
  serial_slug: z.string(),
  season_slug: z.string(),
  episode_slug: z.string(),
  /** The serial's Mongolian title. */
  serial_title: z.string(),
  /** Designed: the serial's international title, for the English interface. */
  serial_i_title: z.string(),
  episode_title: z.string(),
  /** Designed: the episode's English name, for the English interface ('' when none). */
  episode_title_en: z.string(),
  season_number: z.number(),
  episode_number: z.number(),
  /** The serial's poster (240x360). */
  episode_poster: z.string().nullable(),
};

const card = <N extends FeedCardType, V extends z.ZodType>(name: N, values: V) =>
  z.object({ id: z.number(), name: z.literal(name), values });

export const watchStatusCard = card(
  'user-watch-status',
  z.discriminatedUnion('content', [
    z.object({ ...action, content: z.literal(1), ...movieRef }),
    z.object({ ...action, content: z.literal(2), ...episodeRef }),
  ]),
);

export const movieReviewCard = card(
  'movie-review',
  z.object({
    ...action,
    ...movieRef,
    /** The member's grade, a percentage (shown as 5 stars in half steps). */
    movie_grade: z.number(),
    /** The short review ('' for a rating alone). */
    movie_review: z.string(),
    /** The member marked the review a spoiler: the card covers it until the reader asks. */
    spoiler: z.boolean(),
  }),
);

export const movieDetailedReviewCard = card(
  'movie-detailed-review',
  z.object({
    ...action,
    ...movieRef,
    /** The critic's grade beside the detailed review, when they rated the movie. */
    movie_grade: z.number().nullable(),
    movie_detailed_review_title: z.string(),
    /** A plain-text excerpt of the review (never HTML). */
    movie_detailed_review: z.string(),
  }),
);

export const episodeReviewCard = card(
  'episode-review',
  z.object({
    ...action,
    ...episodeRef,
    episode_grade: z.number(),
    episode_review: z.string(),
    /** The member marked the review a spoiler: the card covers it until the reader asks. */
    spoiler: z.boolean(),
  }),
);

export const episodeDetailedReviewCard = card(
  'episode-detailed-review',
  z.object({
    ...action,
    ...episodeRef,
    episode_grade: z.number().nullable(),
    episode_detailed_review_title: z.string(),
    /** A plain-text excerpt of the review (never HTML). */
    episode_detailed_review: z.string(),
  }),
);

export const journalCard = card(
  'journal',
  z.object({
    ...action,
    /** /journal/{journal_main_type_slug}/{journal_sub_type_slug}/{journal_slug} */
    journal_slug: z.string(),
    journal_main_type_slug: z.string(),
    journal_sub_type_slug: z.string(),
    journal_title: z.string(),
    journal_image: z.string().nullable(),
    /** A plain-text excerpt of the article (never HTML). */
    journal_excerpt: z.string(),
  }),
);

/** A short message of the member: the same card the message list answers (id, body, counts, the caller's like). */
export const shortMessageCard = card('short-message', z.object({ ...action, message: shortMessage }));

export const feedCard = z.discriminatedUnion('name', [
  watchStatusCard,
  movieReviewCard,
  movieDetailedReviewCard,
  episodeReviewCard,
  episodeDetailedReviewCard,
  journalCard,
  shortMessageCard,
]);
export type FeedCard = z.infer<typeof feedCard>;

/** The page info the 5-to-7-link pagination is drawn from. */
export const feedPage = z.object({
  /** The page answered, from 1. */
  page: z.number(),
  /** How many pages (0 for an empty feed). */
  pages: z.number(),
  /** How many cards in all. */
  total: z.number(),
  per_page: z.number(),
});
export type FeedPage = z.infer<typeof feedPage>;

/** The caller (null for a guest): the web shows the message box on one's own feed. */
export const feedRequestUser = z.object({
  slug: z.string(),
  username: z.string(),
  photo: z.string().nullable(),
  /** The feed is the caller's own. */
  is_owner: z.boolean(),
});

export const feedResponse = z.object({
  api_user_action_list: z.array(feedCard),
  request_user: feedRequestUser.nullable(),
  feed_page: feedPage,
});
export type FeedResponse = z.infer<typeof feedResponse>;
