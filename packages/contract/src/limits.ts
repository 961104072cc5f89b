// Business constants and limits (part 1 section 9, part 2 section 9).
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const USERNAME_MIN_LETTERS = 3;
export const PASSWORD_MIN = 10;
export const PHONE_MIN = 10_000_000;
export const PHONE_MAX = 99_999_999;
export const CODE_LENGTH = 6;
export const SNACKBAR_MS = 3000;
/** Resend waits 60 s after the first code, then 60 s more after each resend. */
export const RESEND_STEP_SECONDS = 60;
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
export const RESET_LINK_TTL_HOURS = 24;
/** The mail to the old address after an e-mail change carries a link that undoes it this long. */
export const EMAIL_UNDO_TTL_DAYS = 7;
/** A token unused this long is dead; its last use is written at most once a day. */
export const SESSION_IDLE_DAYS = 30;
export const BIO_MAX = 1500;
export const LIST_NAME_MIN = 3;
export const LIST_NAME_MAX = 50;

// Catalogue (part 2 section 9).
export const IMAGE_MAX_BYTES = 1_000_000;
export const CROPS = {
  poster: { width: 240, height: 360 }, // artist photo, movie, serial and season posters
  scene: { width: 1280, height: 720 }, // movie scene image, serial background, episode image, journal cover
  square: { width: 240, height: 240 }, // profile photo, about-us member
} as const;
export const MOVIES_PER_PAGE = 64;
export const ARTISTS_PER_PAGE = 24;
export const LOAD_MORE_PAGE = 12;
export const MULTI_SELECT_MAX = 5;
export const BIOGRAPHY_MAX = 4500;
export const PLOT_MAX = 3000;
export const EPISODE_PLOT_MAX = 1000;
export const FIRST_FILM_YEAR = 1900;
export const ARTIST_BORN_MIN = 1200;
export const GRADE_MAX = 100;
export const RUNTIME_FILTER_MAX = 200;
export const TITLE_MAX = 200;

// Serials, seasons and episodes (issue 4). Page sizes the spec leaves to the server.
export const SERIALS_PER_PAGE = 64;
export const EPISODES_PER_PAGE = 12;
/** The serial runtime slider's top (part 2 section 9, defaults 0-100): 100 means "100 minutes and longer". */
export const SERIAL_RUNTIME_FILTER_MAX = 100;
export const SEASON_NUMBER_MAX = 1000;
export const EPISODE_NUMBER_MAX = 10_000;
export const EPISODE_RUNTIME_MAX = 1000;
/** The classics badge of movies and serials: released at least 25 years ago, audience grade at least 80. */
export const CLASSIC_AGE_YEARS = 25;
export const CLASSIC_GRADE_MIN = 80;

// Ratings and reviews (issue 5; part 2 sections 5 and 9).
export const REVIEW_MAX = 500;
export const SEASON_REVIEW_MAX = 1000;
export const REVIEW_TITLE_MAX = 200;
/** Detailed reviews are long articles; the bound keeps one request reasonable. */
export const DETAILED_REVIEW_MAX = 100_000;
export const REVIEW_LIST_PER_PAGE = 24;
export const RECENT_REVIEWS = 6;

// Journals (issue 6; part 2 section 9, page sizes the spec leaves to the server).
export const JOURNALS_PER_PAGE = 12;
/** The home page's journal carousel (part 1 section 9). */
export const HOME_JOURNALS = 5;
export const PREVIOUS_JOURNALS = 4;
export const JOURNAL_TAG_SEARCH_LIMIT = 20;
/** Related artists, movies or serials one journal may list. */
export const JOURNAL_RELATED_MAX = 30;
/** Articles with embeds are long; the bound keeps one request reasonable. */
export const JOURNAL_CONTENT_MAX = 200_000;
export const JOURNAL_EXCERPT_LENGTH = 200;

// Code-add pages (part 2 sections 5 and 9; decision 007).
/** Codes one send may hold: the spec sets no cap, this keeps one request and one insert small. */
export const CODE_ADD_MAX = 50;
/** Update-serial codes max 2 (part 2 section 9). */
export const SERIAL_UPDATE_CODES_MAX = 2;
/** Digits of one code: every such number is exact in JavaScript and fits the bigint column. */
export const CODE_DIGITS_MAX = 15;

// User lists (issue 14; part 1 sections 5 and 9, part 2 sections 5 and 9; sizes the spec leaves open designed).
/** Titles one list may hold, and the longest about text (the form says so). */
export const LIST_ITEMS_MAX = 250;
export const LIST_ABOUT_MAX = 1500;
/** One item's description in a list. */
export const LIST_ITEM_DESCRIPTION_MAX = 500;
/** A user's list pages (movie-list, serial-list): cards a page. */
export const USER_LISTS_PER_PAGE = 12;
/** The best-movie list page shows 4 lists a page, the serial grid 24 (part 1 section 5). */
export const TOP_MOVIE_LISTS_PER_PAGE = 4;
export const TOP_SERIAL_LISTS_PER_PAGE = 24;
/** Posters a list card shows (the first titles of the list, in its order). */
export const LIST_CARD_POSTERS = 5;
/** The home page's list cards and a title's "listed" lists. */
export const HOME_LISTS = 12;
export const LISTED_LISTS = 12;

// Profiles, follows and blocks (issue 15; part 1 sections 3, 5 and 9; sizes the spec leaves open designed).
/** The birthday picker's bounds: 1900-01-01 to today (part 1 section 9). */
export const BIRTHDAY_MIN = '1900-01-01';
/** A profile's first and last name. */
export const PROFILE_NAME_MAX = 100;
/** A social link or the YouTube channel's name and banner text. */
export const SOCIAL_LINK_MAX = 300;
/** Members a page of a profile's followers or following. */
export const FOLLOWS_PER_PAGE = 24;

// Short messages, comments and likes (issue 15 item 7; part 1 section 7; decision 014).
/** A short message's and a comment's text (the 1,000 characters). */
export const SHORT_MESSAGE_MAX = 1000;
/** Messages a page of a member's short-message list. */
export const SHORT_MESSAGES_PER_PAGE = 10;
/** The comment list answers a message's newest comments up to this many, oldest first. */
export const SHORT_MESSAGE_COMMENTS_MAX = 200;
/** A member's messages and comments a minute. */
export const SHORT_MESSAGES_PER_MINUTE = 20;
export const SHORT_COMMENTS_PER_MINUTE = 60;

// The profile feed (issue 15 item 6; decision 015).
/** Cards a page of a member's feed. */
export const FEED_PER_PAGE = 10;
/** The plain-text excerpt of a detailed review or journal on its feed card. */
export const FEED_EXCERPT_LENGTH = 300;

// Home (issue 16; part 1 section 2 "Home page", sizes the spec leaves open designed).
/** Cards a home review rail, the detailed reviews' wall and the latest movies and serials rails show. */
export const HOME_REVIEWS = 12;
export const HOME_TITLES = 12;

/** The site search (issue 24): items per group in the header's instant answer, and per page of one kind's tab. */
export const SITE_SEARCH_PREVIEW = 4;
export const SITE_SEARCH_PER_PAGE = 20;
/** A site search kind counts and pages its best this many matches; more show as "1,000+" (decision 022). */
export const SITE_SEARCH_COUNT_CAP = 1000;

/** The admin console's member search and audit log (issue 25): rows a page. */
export const ADMIN_MEMBERS_PER_PAGE = 20;
export const AUDIT_PER_PAGE = 50;

/** The diary (issue 29, decision 036): a viewing's review, its tags, and a page of the diary. */
export const DIARY_REVIEW_MAX = 1000;
export const DIARY_TAGS_MAX = 10;
export const DIARY_TAG_MAX = 30;
export const DIARY_PER_PAGE = 30;

// A member's import from Letterboxd or IMDb (issue 29 part 2; decision 037).
/** The file a member uploads (a CSV or Letterboxd's ZIP), at most 10 MB. */
export const IMPORT_FILE_MAX_BYTES = 10_000_000;
/** What a ZIP may unpack to, its CSV files together: more is taken as a ZIP bomb. */
export const IMPORT_UNPACKED_MAX_BYTES = 50_000_000;
/** The most rows one import reads, all its files together. */
export const IMPORT_ROWS_MAX = 50_000;
/** The most titles of one import left waiting for the TMDB importer. */
export const IMPORT_QUEUED_MAX = 200;
/** The most candidates an ambiguous row offers. */
export const IMPORT_CHOICES_MAX = 5;
