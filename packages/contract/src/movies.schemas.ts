import { z } from 'zod';
import {
  catalogueListQuery,
  titleFormResponse,
  titleFormShape,
  titleGrades,
  titleUpdateShape,
} from './catalogue.schemas';
import { titleAward } from './festival.schemas';
import { journalCardsResponse } from './journals.schemas';
import { reviewedTitlePermissions } from './permissions.schemas';
import { collectionItem, tagItem } from './reference.schemas';
import type { CATALOGUE_SORTS } from './catalogue.enums';
import { FORMATS_WITHOUT_GENRE, MOVIE_JOB_MAX } from './catalogue.enums';
import {
  currentYear,
  flagParam,
  FORM_LIST_MAX,
  formBoolean,
  formNumber,
  idField,
  idListParam,
  idNumber,
  idOrSlug,
  idsField as ids,
  imagesUpdateFields,
  loadMoreParam,
  msg,
  PEOPLE_MAX,
  publishFlag,
  rangeParam,
  SEARCH_MAX,
  searchParam,
  slugParam,
} from './fields';
import { FIRST_FILM_YEAR, RUNTIME_FILTER_MAX, TITLE_MAX } from './limits';

// Movies (part 2 sections 3, 5, 7 "Movies" and 9). Each rule carries its message key; the server answers
// with its Mongolian text, the web form translates the key.

/** How many languages, genres, subgenres, countries and tags a movie may carry (the filters cap at 5). */
export const MOVIE_FORM_LIST_MAX = FORM_LIST_MAX;
/** How many crew and cast entries one form may send. */
export const MOVIE_PEOPLE_MAX = PEOPLE_MAX;
export { idListParam, SEARCH_MAX };
export const MOVIE_SEARCH_LIMIT = 20;
export const RELATED_MOVIES_LIMIT = 12;

export const movieListQuery = catalogueListQuery({ countryFlagMax: 4, runtimeMax: RUNTIME_FILTER_MAX }).extend({
  formation: idListParam(4, { maxValue: 4 }),
  year: rangeParam(FIRST_FILM_YEAR, currentYear),
  yearFlag: flagParam,
});
export type MovieListQuery = z.infer<typeof movieListQuery>;
export type MovieSort = (typeof CATALOGUE_SORTS)[keyof typeof CATALOGUE_SORTS];

export const movieCard = z.object({
  id: z.number(),
  slug: z.string(),
  poster: z.string().nullable(),
  i_title: z.string(),
  m_title: z.string(),
  o_title: z.string(),
  year: z.number(),
  category: z.number(),
  format: z.number(),
  publish: z.boolean(),
  ...titleGrades,
});
export type MovieCard = z.infer<typeof movieCard>;

export const movieListResponse = z.object({ results: z.array(movieCard), count: z.number() });

// ---------------------------------------------------------------------------------------------------
// Detail and its sub-calls.

export const slugQuery = z.object({ slug: slugParam });
export const loadMoreQuery = slugQuery.extend({ loadMore: loadMoreParam() });

export const movieDetail = z.object({
  id: z.number(),
  slug: z.string(),
  publish: z.boolean(),
  classic: z.boolean().describe('older than 25 years with an audience grade of at least 80'),
  i_title: z.string(),
  m_title: z.string(),
  o_title: z.string(),
  poster: z.string().nullable(),
  background: z.string().nullable(),
  category: z.number(),
  format: z.number(),
  // The *_english_name fields are designed: the English names, shown in English mode.
  languages: z.array(z.object({ id: z.number(), language_mongol_name: z.string(), language_english_name: z.string() })),
  genres: z.array(z.object({ id: z.number(), genre_mongol_name: z.string(), genre_english_name: z.string() })),
  subgenres: z.array(
    z.object({ id: z.number(), sub_genre_mongol_name: z.string(), sub_genre_english_name: z.string() }),
  ),
  countries: z.array(z.object({ id: z.number(), country_mongol_name: z.string(), country_english_name: z.string() })),
  plot: z.string(),
  en_plot: z.string(),
  year: z.number(),
  rating: z.number(),
  runtime: z.number(),
  trailer: z.string(),
  tags: z.array(tagItem),
  collection: collectionItem.nullable(),
  theater: z.boolean(),
  festival: z.boolean(),
  images: z.array(z.object({ id: z.number(), image: z.string(), description: z.string() })),
  ...titleGrades,
  ...reviewedTitlePermissions,
});
export type MovieDetail = z.infer<typeof movieDetail>;

export const userReactions = z.object({
  react1: z.string().nullable(),
  react2: z.string().nullable(),
  react3: z.string().nullable(),
});

export const movieUserFlags = z.object({
  user_favorite: z.boolean(),
  user_watch: z.boolean(),
  user_watching: z.boolean(),
  user_watched: z.boolean(),
});
export type MovieUserFlags = z.infer<typeof movieUserFlags>;

export const movieDetailResponse = movieUserFlags.extend({
  movie_detail: movieDetail,
  user_reactions: userReactions,
  top_reactions: z
    .array(z.object({ reaction: z.string(), count: z.number() }))
    .describe('the movie’s reactions, most picked first'),
});

const personRef = z.object({
  id: z.number(),
  person_slug: z.string(),
  pro_name: z.string(),
  pro_name_en: z.string().describe('designed: the English name, for the English interface'),
  photo: z.string().nullable(),
});
export const movieArtistEntry = personRef.extend({
  job: z.string().describe('job names, comma-joined'),
  job_en: z.string().describe('designed: the same in English, for the English interface'),
});
export const movieArtistListResponse = z.object({ artists: z.array(movieArtistEntry), end_point: z.boolean() });
export const movieRoleEntry = z.object({ role: z.string(), actor: personRef });
export const movieRoleListResponse = z.object({ roles: z.array(movieRoleEntry), end_point: z.boolean() });
/** The title's awards (festival.schemas.ts titleAward), newest edition first, load more. */
export const movieAwardListResponse = z.object({ awards: z.array(titleAward), end_point: z.boolean() });
export const movieCollectionResponse = z.object({ movies: z.array(movieCard) });
export const similarMoviesResponse = z.object({ similar_movies: z.array(movieCard) });
export const suggestedMoviesResponse = z.object({ recommended_movies: z.array(movieCard) });
/** Journal cards (journals.schemas.ts), published only, load more. */
export const movieJournalsResponse = journalCardsResponse;

// ---------------------------------------------------------------------------------------------------
// Search for pickers (festival, lists, journals).

export const movieSearchQuery = z.object({
  movie: searchParam,
  festival: flagParam,
});
export const movieSearchResponse = z.object({
  movie_list: z.array(
    z.object({
      id: z.number(),
      movie_poster: z.string().nullable(),
      international_title: z.string(),
      /** Designed: the Mongolian title, which the pickers show in the Mongolian interface. */
      mongol_title: z.string(),
      slug: z.string(),
      year: z.number(),
    }),
  ),
});

// ---------------------------------------------------------------------------------------------------
// Flags and publication.

/** The client sends the movie's id as `movie`; a slug is accepted too. */
export const movieRef = idOrSlug;
export const movieRefBody = z.object({ movie: movieRef });
/** The publish toggle: the movie, and optionally the state to set. */
export const moviePublishBody = movieRefBody.extend({ publish: publishFlag });
export const publishResponse = z.object({ publish: z.boolean() });
export const deleteMovieImageBody = z.object({
  movie: movieRef,
  id: idField('invalidValue', 'digitsOnly'),
});

// ---------------------------------------------------------------------------------------------------
// Create and update form (multipart: lists as JSON text, so each list field parses JSON first).

/** A collection picked by id, or the title of a new one; empty means none. */
const collectionField = z.preprocess(
  (v) =>
    v === '' || v === null || v === 'null'
      ? undefined
      : typeof v === 'string' && /^\d{1,9}$/.test(v.trim())
        ? Number(v)
        : v,
  z.union([idNumber(), z.string().trim().min(1).max(TITLE_MAX)], msg('invalidValue')).optional(),
);

const movieFormShape = {
  ...titleFormShape(MOVIE_JOB_MAX),
  category: formNumber(1, 2),
  genres: z.preprocess((v) => v ?? [], ids(0)),
  year: formNumber(FIRST_FILM_YEAR, 9999, 'yearInvalid').refine((y) => y <= currentYear(), msg('yearInvalid')),
  collection: collectionField,
  theater: formBoolean,
  festival: formBoolean,
};

/** Genres may stay empty only for documentary and experimental films (part 2 section 5). */
const genreRule = (form: { format: number; genres: number[] }, ctx: z.RefinementCtx) => {
  if (!FORMATS_WITHOUT_GENRE.includes(form.format) && form.genres.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['genres'], message: 'choiceRequired' });
  }
};

export const movieCreateFields = z.object(movieFormShape).superRefine(genreRule);
export type MovieCreateFields = z.infer<typeof movieCreateFields>;

/** Update: the same fields plus the slug; tags may be left empty (required on create only). */
export const movieUpdateFields = z.object({ ...movieFormShape, ...titleUpdateShape }).superRefine(genreRule);
export type MovieUpdateFields = z.infer<typeof movieUpdateFields>;

export const movieFormResponse = titleFormResponse;

/**
 * Archive image update (multipart). `image-id` is repeated once per image in the new order: an existing
 * image's id, or `new` for the next file of `movie-images`; `description` is repeated in the same order.
 * Existing images left out keep their place after the listed ones (deleting is its own call).
 */
export const movieImagesUpdateFields = z
  .object({
    'movie-slug': z.string().trim().max(200).optional(),
    ...imagesUpdateFields,
  })
  .refine((f) => f['movie-slug'] || f.id, { message: 'required', path: ['movie-slug'] });

export const movieImagesResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  images: movieDetail.shape.images,
});
