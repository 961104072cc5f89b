import { z } from 'zod';
import { formBoolean, idParam, msg, numberedPage, pageParam, slugParam } from './fields';
import { LIST_ABOUT_MAX, LIST_ITEM_DESCRIPTION_MAX, LIST_ITEMS_MAX, LIST_NAME_MAX, LIST_NAME_MIN } from './limits';
import { listPagePermissions, listPermissions } from './permissions.schemas';

// User lists (issue 14; part 1 sections 3, 5, 7 "Lists" and "Home", part 2 sections 3, 5, 7 and 8).
// Movie lists and serial lists share one save payload, the spec's keys (part 2 section 3: "Save payload:
// listId (update), movieListName, movieListAbout, checkTopList, checkMovieDesc, movieList"), and one read
// shape that differs only in the title's name: movies/movie_poster/total_movies/movie_desc/movie_list for a
// movie list, serials/serial_poster/total_serials/serial_desc/serial_list for a serial list.

export const LIST_KINDS = ['movie', 'serial'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

// ---------------------------------------------------------------------------------------------------
// Save (create and update): the editor's form and the server's rules, one schema.

/** The name: required ("Та заавал бөглөнө үү!"), 3 to 50 characters after trimming (part 2 section 8). */
export const listNameField = z
  .string(msg('listNameRequired'))
  .trim()
  .min(1, { ...msg('listNameRequired'), abort: true })
  .min(LIST_NAME_MIN, msg('listNameLength'))
  .max(LIST_NAME_MAX, msg('listNameLength'));

/**
 * One title of the list, in the list's order. The server reads `id` and `description`; the editor keeps
 * `international_title`, `mongol_title` and `poster` beside them to draw the row, and the server ignores them.
 */
export const listItemInput = z.object({
  id: idParam,
  description: z
    .string(msg('invalidValue'))
    .trim()
    .max(LIST_ITEM_DESCRIPTION_MAX, msg('tooLong500'))
    .nullish()
    .transform((v) => v ?? ''),
  international_title: z.string().nullish(),
  mongol_title: z.string().nullish(),
  poster: z.string().nullish(),
});
export type ListItemInput = z.input<typeof listItemInput>;

/** At least one title, at most 250, each at most once (the editor adds only what is not there). */
export const listItemsField = z
  .array(listItemInput, msg('listItemsRequired'))
  .min(1, msg('listItemsRequired'))
  .max(LIST_ITEMS_MAX, msg('listItemsTooMany'))
  .refine((items) => new Set(items.map((item) => item.id)).size === items.length, msg('listItemRepeated'));

/** POST /movie/api-create-movielist/ and /serial/create-seriallist/ (a serial list sends serials' ids). */
export const listCreateBody = z.object({
  movieListName: listNameField,
  movieListAbout: z
    .string(msg('invalidValue'))
    .trim()
    .max(LIST_ABOUT_MAX, msg('tooLong1500'))
    .nullish()
    .transform((v) => v ?? ''),
  /** A ranked list: the detail numbers its titles, and it shows on the owner's best-list page. */
  checkTopList: formBoolean,
  /** The list shows each title's description. */
  checkMovieDesc: formBoolean,
  movieList: listItemsField,
});
export type ListCreateBody = z.infer<typeof listCreateBody>;
/** The editor's form values (before the schema's trimming and defaults). */
export type ListFormValues = z.input<typeof listCreateBody>;

/** POST /movie/api-update-movielist/ and /serial/update-seriallist/: the payload with the list's id. */
export const listUpdateBody = listCreateBody.extend({ listId: idParam });
export type ListUpdateBody = z.infer<typeof listUpdateBody>;

/** Create and update answer the list's slug (stable: a rename keeps it) for the redirect. */
export const listSaveResponse = z.object({ success: z.boolean(), message: z.string(), slug: z.string() });
export type ListSaveResponse = z.infer<typeof listSaveResponse>;

/**
 * POST /movie/api-delete-movielist/ and /serial/delete-seriallist/ {list_slug}. Slugs are unique per owner,
 * so `list_user` (the owner's user slug) names whose list; without it the caller's own.
 */
export const listDeleteBody = z.object({ list_slug: slugParam, list_user: slugParam.optional() });
export const listDeleteResponse = z.object({ success: z.boolean(), message: z.string() });

/** POST /user/api/v-user-movielistlike/ and v-user-seriallistlike/ {list_id, list_user}: toggles the like. */
export const listLikeBody = z.object({
  list_id: idParam,
  /** The owner (slug or id), as the spec's client sends it; the list's id alone decides. */
  list_user: z.union([z.string(), z.number()]).optional(),
});
export const listLikeResponse = z.object({ user_like: z.boolean(), list_likes: z.number() });
export type ListLikeResponse = z.infer<typeof listLikeResponse>;

// ---------------------------------------------------------------------------------------------------
// Reads.

/** v-user-movielist/, v-user-seriallist/, v-user-topmovielist/, v-user-topseriallist/ {slug, page}. */
export const userListsQuery = z.object({ slug: slugParam, page: pageParam });
/** v-user-movielistdetail/ and v-user-seriallistdetail/ {slug: the owner's user slug, list: the list's slug}. */
export const listDetailQuery = z.object({ slug: slugParam, list: slugParam });

/** What every list card and detail carries, whatever its kind. */
const listHead = {
  id: z.number(),
  title: z.string(),
  title_slug: z.string(),
  about: z.string(),
  top_list: z.boolean(),
  user_slug: z.string(),
  user_name: z.string(),
  user_image: z.string().nullable(),
  list_likes: z.number(),
  /** The caller likes the list (false for a guest). */
  user_like: z.boolean(),
  created_at: z.string(),
};

const moviePoster = z.object({ id: z.number(), slug: z.string(), movie_poster: z.string().nullable() });
const serialPoster = z.object({ id: z.number(), slug: z.string(), serial_poster: z.string().nullable() });

/** A movie list card (home, a user's list pages, a movie's "listed" lists): the first posters and the count. */
export const movieListCard = z.object({
  ...listHead,
  movie_desc: z.boolean(),
  movies: z.array(moviePoster),
  total_movies: z.number(),
});
export type MovieListCard = z.infer<typeof movieListCard>;

export const serialListCard = z.object({
  ...listHead,
  serial_desc: z.boolean(),
  serials: z.array(serialPoster),
  total_serials: z.number(),
});
export type SerialListCard = z.infer<typeof serialListCard>;

/** One title of a list detail, in the list's order. */
export const movieListEntry = moviePoster.extend({
  international_title: z.string(),
  /** Designed: the Mongolian title, which the Mongolian interface shows. */
  mongol_title: z.string(),
  year: z.number(),
  description: z.string(),
});
export const serialListEntry = serialPoster.extend({
  international_title: z.string(),
  mongol_title: z.string(),
  year: z.number(),
  description: z.string(),
});
export type MovieListEntry = z.infer<typeof movieListEntry>;
export type SerialListEntry = z.infer<typeof serialListEntry>;

/**
 * A list detail: the card with every title the reader may see, in order (a title unpublished since it was
 * added shows only to those who see unpublished titles), and the caller's `can_edit` and `can_delete`.
 */
export const movieListDetail = movieListCard.extend({ ...listPermissions, movie_list: z.array(movieListEntry) });
export const serialListDetail = serialListCard.extend({ ...listPermissions, serial_list: z.array(serialListEntry) });
export type MovieListDetail = z.infer<typeof movieListDetail>;
export type SerialListDetail = z.infer<typeof serialListDetail>;

/** A user's lists, newest first: `count` lists in all, `page` pages of the call's page size. */
export const userMovieListsResponse = numberedPage('movie_list', movieListCard).extend(listPagePermissions);
export const userSerialListsResponse = numberedPage('serial_list', serialListCard).extend(listPagePermissions);
export type UserMovieListsResponse = z.infer<typeof userMovieListsResponse>;
export type UserSerialListsResponse = z.infer<typeof userSerialListsResponse>;

/** Home: the latest lists (GET /movie/api-home-latest-listed_movies/, /serial/home-latest-listedserials/). */
export const homeListedMoviesResponse = z.object({ listed_movies: z.array(movieListCard) });
export const homeListedSerialsResponse = z.object({ listed_serials: z.array(serialListCard) });
export type HomeListedMoviesResponse = z.infer<typeof homeListedMoviesResponse>;
export type HomeListedSerialsResponse = z.infer<typeof homeListedSerialsResponse>;
/** A title's detail page: the lists holding it, most liked first (/movie/api-listed-movies/, /serial/api-listed-serials/). */
export const listedMoviesResponse = homeListedMoviesResponse;
export const listedSerialsResponse = homeListedSerialsResponse;
