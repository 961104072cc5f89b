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
import { SERIAL_JOB_MAX } from './catalogue.enums';
import {
  currentYear,
  flagParam,
  formBoolean,
  formNumber,
  formText,
  idField,
  idListParam,
  idNumber,
  idOrSlug,
  idsField,
  imagesUpdateFields,
  loadMoreParam,
  msg,
  pageParam,
  parseJsonField,
  publishFlag,
  rangeParam,
  requiredText,
  searchParam,
  slugParam,
  trailerField,
} from './fields';
import {
  EPISODE_NUMBER_MAX,
  EPISODE_PLOT_MAX,
  EPISODE_RUNTIME_MAX,
  FIRST_FILM_YEAR,
  SEASON_NUMBER_MAX,
  SERIAL_RUNTIME_FILTER_MAX,
  TITLE_MAX,
} from './limits';
import type { MessageKey } from './messages';
import { movieArtistListResponse, movieRoleListResponse, userReactions } from './movies.schemas';
import { topReactions } from './reactions';
import { reviewedTitlePermissions, titlePermissions } from './permissions.schemas';
import { tagItem } from './reference.schemas';

// Serials, seasons and episodes (part 2 sections 3, 5, 7 "Serials" and "Seasons and episodes", 9).
// Query keys, body fields and response keys are the original client's, spelling included.

export const SERIAL_SEARCH_LIMIT = 20;
export const RELATED_SERIALS_LIMIT = 12;

// ---------------------------------------------------------------------------------------------------
// Catalogue.

const yearRange = () => rangeParam(FIRST_FILM_YEAR, currentYear);

/** Country flags: 1 international, 2 Mongolian; absent lists both. Runtime: the average episode's. */
export const serialListQuery = catalogueListQuery({ countryFlagMax: 2, runtimeMax: SERIAL_RUNTIME_FILTER_MAX }).extend({
  format: idListParam(4, { maxValue: 4 }),
  releasedYear: yearRange(),
  releasedYearFlag: flagParam,
  /** A serial still running ("to date") counts as finishing in the current year. */
  finishedYear: yearRange(),
  finishedYearFlag: flagParam,
});
export type SerialListQuery = z.infer<typeof serialListQuery>;

export const serialCard = z.object({
  id: z.number(),
  serial_slug: z.string(),
  serial_poster: z.string().nullable(),
  i_title: z.string(),
  m_title: z.string(),
  o_title: z.string(),
  re_year: z.number(),
  fi_year: z.number().nullable().describe('null while the serial runs: shown as "to date"'),
  to_date: z.boolean(),
  format: z.number(),
  publish: z.boolean(),
  ...titleGrades,
});
export type SerialCard = z.infer<typeof serialCard>;

export const serialListResponse = z.object({
  serial_list: z.array(serialCard),
  serial_total: z.number(),
  serial_page: z.number().describe('number of pages'),
});

// ---------------------------------------------------------------------------------------------------
// Detail and its sub-calls.

export const serialSlugQuery = z.object({ slug: slugParam });
export const serialLoadMoreQuery = serialSlugQuery.extend({ loadMore: loadMoreParam() });

export const serialDetail = z.object({
  id: z.number(),
  slug: z.string(),
  publish: z.boolean(),
  poster: z.string().nullable(),
  background: z.string().nullable(),
  m_title: z.string(),
  i_title: z.string(),
  o_title: z.string(),
  re_year: z.number(),
  fi_year: z.number().nullable(),
  to_date: z.boolean(),
  classic: z.boolean().describe('started 25 or more years ago with an audience grade of at least 80'),
  ...titleGrades,
  rating: z.number(),
  format: z.number(),
  // The *_english_name fields are designed: the English names, shown in English mode.
  languages: z.array(z.object({ id: z.number(), language_mongol_name: z.string(), language_english_name: z.string() })),
  countries: z.array(z.object({ id: z.number(), country_mongol_name: z.string(), country_english_name: z.string() })),
  genres: z.array(z.object({ id: z.number(), genre_mongol_name: z.string(), genre_english_name: z.string() })),
  subgenres: z.array(
    z.object({ id: z.number(), sub_genre_mongol_name: z.string(), sub_genre_english_name: z.string() }),
  ),
  plot: z.string(),
  en_plot: z.string(),
  trailer: z.string(),
  tags: z.array(tagItem),
  runtime: z.number(),
  theater: z.boolean(),
  seasons_count: z.number().describe('seasons the caller may see'),
  ...titlePermissions,
});
export type SerialDetail = z.infer<typeof serialDetail>;

export const serialUserFlags = z.object({ user_favorite: z.boolean(), user_watch: z.boolean() });
export type SerialUserFlags = z.infer<typeof serialUserFlags>;
export const serialDetailResponse = serialUserFlags.extend({ serial_detail: serialDetail });

export const serialSeasonsQuery = serialSlugQuery.extend({
  /** false: the unpublished seasons, for contributors only. */
  published: flagParam,
  /** Pages of LOAD_MORE_PAGE, from 1. */
  loadMore: loadMoreParam(),
});

const gradeFigures = {
  grade_average: z.number().nullable().describe('critic grade, percent'),
  g_average_audience: z.number().nullable().describe('audience grade, percent'),
  critics: z.number(),
  audiences: z.number(),
};

export const seasonCard = z.object({
  season_slug: z.string(),
  season_poster: z.string().nullable(),
  season_num: z.number(),
  season_name: z.string(),
  publish: z.boolean(),
  ...gradeFigures,
});
export const serialSeasonsResponse = z.object({ seasons: z.array(seasonCard), end_point: z.boolean() });

export const serialArtistListResponse = movieArtistListResponse;
export const serialRoleListResponse = movieRoleListResponse;
/** The title's awards (festival.schemas.ts titleAward), newest edition first, load more. */
export const serialAwardListResponse = z.object({ awards: z.array(titleAward), end_point: z.boolean() });
/** Journal cards (journals.schemas.ts), published only, load more. */
export const serialJournalsResponse = journalCardsResponse;
export const similarSerialsResponse = z.object({ similar_serials: z.array(serialCard) });
export const suggestedSerialsResponse = z.object({ recommended_serials: z.array(serialCard) });

// ---------------------------------------------------------------------------------------------------
// Search for pickers (season create, lists, journals).

export const serialSearchQuery = z.object({
  serial: searchParam,
});
export const serialSearchResponse = z.object({
  serial_list: z.array(
    z.object({
      id: z.number(),
      serial_poster: z.string().nullable(),
      international_title: z.string(),
      /** Designed: the Mongolian title, which the pickers show in the Mongolian interface. */
      mongol_title: z.string(),
      slug: z.string(),
      re_year: z.number(),
    }),
  ),
});
export const seasonSearchQuery = z.object({
  season: searchParam,
});
export const seasonSearchResponse = z.object({
  season_list: z.array(
    z.object({
      id: z.number(),
      season_poster: z.string().nullable(),
      international_title: z.string().describe("the serial's international title"),
      mongol_title: z.string().describe("the serial's Mongolian title"),
      season_num: z.number(),
      season_name: z.string(),
      serial_slug: z.string(),
      season_slug: z.string(),
    }),
  ),
});

// ---------------------------------------------------------------------------------------------------
// Flags and publication.

/** The client sends the serial's id as `serial`; a slug is accepted too. */
export const serialRefBody = z.object({ serial: idOrSlug });
/** The publish toggle: the serial, and optionally the state to set. */
export const serialPublishBody = serialRefBody.extend({ publish: publishFlag });

// ---------------------------------------------------------------------------------------------------
// Create and update form (multipart: lists as JSON text).

/** The finish year: blank or "null" while the serial runs ("to date"). */
const finishYear = z.preprocess(
  (v) => (v === undefined || v === null || v === '' || v === 'null' ? null : typeof v === 'string' ? Number(v) : v),
  z
    .number(msg('digitsOnly'))
    .int(msg('yearInvalid'))
    .min(FIRST_FILM_YEAR, msg('yearInvalid'))
    .refine((y) => y <= currentYear(), msg('yearInvalid'))
    .nullable(),
);

const serialFormShape = {
  ...titleFormShape(SERIAL_JOB_MAX),
  genres: idsField(1),
  re_year: formNumber(FIRST_FILM_YEAR, 9999, 'yearInvalid').refine((y) => y <= currentYear(), msg('yearInvalid')),
  fi_year: finishYear,
};

const finishedAfterReleased = (form: { re_year: number; fi_year: number | null }, ctx: z.RefinementCtx) => {
  if (form.fi_year !== null && form.fi_year < form.re_year)
    ctx.addIssue({ code: 'custom', path: ['fi_year'], message: 'finishedBeforeReleased' });
};

export const serialCreateFields = z.object(serialFormShape).superRefine(finishedAfterReleased);
export type SerialCreateFields = z.infer<typeof serialCreateFields>;

/** Update: the same fields plus slug and the theater flag; tags may be left empty (required on create). */
export const serialUpdateFields = z
  .object({
    ...serialFormShape,
    ...titleUpdateShape,
    theater: formBoolean,
  })
  .superRefine(finishedAfterReleased);
export type SerialUpdateFields = z.infer<typeof serialUpdateFields>;

export const serialFormResponse = titleFormResponse;

// ---------------------------------------------------------------------------------------------------
// Seasons.

export const seasonQuery = z.object({ serialSlug: slugParam, seasonSlug: slugParam });

export const seasonImage = z.object({ id: z.number(), image: z.string(), description: z.string() });

export const seasonDetail = z.object({
  id: z.number(),
  serial_title: z.string().describe("the serial's Mongolian title"),
  serial_i_title: z.string(),
  serial_poster: z.string().nullable(),
  serial_slug: z.string(),
  season_slug: z.string(),
  season_name: z.string(),
  season_num: z.number(),
  season_trailer: z.string(),
  season_poster: z.string().nullable(),
  publish: z.boolean(),
  images: z.array(seasonImage),
  ...gradeFigures,
  ...reviewedTitlePermissions,
});
export const seasonDetailResponse = z.object({
  season_detail: seasonDetail,
  user_reactions: userReactions,
  top_reactions: topReactions,
});

export const seasonEpisodesQuery = z.object({
  slug: slugParam.describe("the serial's slug"),
  seasonSlug: slugParam,
  /** false: the unpublished episodes, for contributors only. */
  published: flagParam,
  page: pageParam,
});

export const episodeCard = z.object({
  episode_slug: z.string(),
  episode_img: z.string().nullable(),
  episode_num: z.number(),
  episode_name: z.string(),
  /** Designed: the English name, for the English interface ('' when none). */
  name_en: z.string(),
  /** The Mongolian plot (the spec lists only english_plot; the list shows the reader's language). */
  plot: z.string(),
  english_plot: z.string(),
  runtime: z.number(),
  publish: z.boolean(),
  ...gradeFigures,
});
export const seasonEpisodesResponse = z.object({
  episode_list: z.array(episodeCard),
  episode_page: z.number().describe('number of pages'),
  episode_total: z.number(),
});

export const seasonRefBody = seasonQuery;
/** The publish toggle: the season, and optionally the state to set. */
export const seasonPublishBody = seasonRefBody.extend({ publish: publishFlag });

/** A picked serial or season: its id, `{id}` or their JSON text; empty answers `emptyKey`'s message. */
const pickedId = (emptyKey: MessageKey) =>
  z.preprocess((v) => {
    const value = parseJsonField(v);
    const id = value !== null && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value;
    return id === '' || id === null
      ? undefined
      : typeof id === 'string' && /^\d{1,9}$/.test(id.trim())
        ? Number(id)
        : id;
  }, idNumber(emptyKey));

export const seasonCreateFields = z.object({
  serial: pickedId('serialRequired'),
  season_number: formNumber(1, SEASON_NUMBER_MAX),
  season_title: requiredText(TITLE_MAX),
  trailer: trailerField,
});
export type SeasonCreateFields = z.infer<typeof seasonCreateFields>;

export const seasonUpdateFields = z.object({
  serial_slug: slugParam,
  season_slug: slugParam,
  season_number: formNumber(1, SEASON_NUMBER_MAX),
  season_title: requiredText(TITLE_MAX),
  season_trailer: trailerField,
});

export const seasonFormResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  serial_slug: z.string(),
  season_slug: z.string(),
});

/** The season's id as `season`. */
export const deleteSeasonImageBody = z.object({
  season: idField('invalidValue', 'digitsOnly'),
  id: idField('invalidValue', 'digitsOnly'),
});

/**
 * Archive image update (multipart), as movies: `image-id` repeated in the new order (an image's id, or
 * `new` for the next file of `season-images`), `description` in the same order; the season by
 * `serial-slug` + `season-slug`, or by its `id`.
 */
export const seasonImagesUpdateFields = z
  .object({
    'serial-slug': z.string().trim().max(200).optional(),
    'season-slug': z.string().trim().max(200).optional(),
    ...imagesUpdateFields,
  })
  .refine((f) => (f['serial-slug'] && f['season-slug']) || f.id, { message: 'required', path: ['season-slug'] });

export const seasonImagesResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  images: z.array(seasonImage),
});

// ---------------------------------------------------------------------------------------------------
// Episodes.

export const episodeQuery = seasonQuery.extend({ episodeSlug: slugParam });
export const episodeRefBody = episodeQuery;
/** The publish toggle: the episode, and optionally the state to set. */
export const episodePublishBody = episodeRefBody.extend({ publish: publishFlag });

export const episodeDetail = z.object({
  id: z.number(),
  serial_slug: z.string(),
  season_slug: z.string(),
  episode_slug: z.string(),
  serial_poster: z.string().nullable(),
  ser_title: z.string().describe("the serial's Mongolian title"),
  ser_i_title: z.string().describe("designed: the serial's international title, for the English interface"),
  sea_title: z.string(),
  season_num: z.number(),
  season_poster: z.string().nullable(),
  e_num: z.number(),
  e_title: z.string(),
  /** Designed: the English name, for the English interface ('' when none). */
  name_en: z.string(),
  runtime: z.number(),
  plot: z.string(),
  eng_plot: z.string(),
  background: z.string().nullable(),
  ...titleGrades,
  publish: z.boolean(),
  previous_episode: z.string().nullable().describe('slug of the previous episode the caller may see in this season'),
  next_episode: z.string().nullable(),
  ...reviewedTitlePermissions,
});
export const episodeUserFlags = z.object({ user_watched: z.boolean(), user_watching: z.boolean() });
export type EpisodeUserFlags = z.infer<typeof episodeUserFlags>;
export const episodeDetailResponse = episodeUserFlags.extend({
  episode_detail: episodeDetail,
  user_reactions: userReactions,
  top_reactions: topReactions,
});

const episodePlot = requiredText(EPISODE_PLOT_MAX, 'tooLong1000');

export const episodeCreateFields = z.object({
  season: pickedId('seasonRequired'),
  epi_number: formNumber(1, EPISODE_NUMBER_MAX),
  epi_name: requiredText(TITLE_MAX),
  /** Designed: the English name; optional. */
  name_en: formText(TITLE_MAX),
  epi_runtime: formNumber(1, EPISODE_RUNTIME_MAX),
  plot: episodePlot,
  en_plot: episodePlot,
});
export type EpisodeCreateFields = z.infer<typeof episodeCreateFields>;

/** Update: only the Mongolian plot is required (part 2 section 5). */
export const episodeUpdateFields = z.object({
  serialSlug: slugParam,
  seasonSlug: slugParam,
  episodeSlug: slugParam,
  episode_number: formNumber(1, EPISODE_NUMBER_MAX),
  episode_name: requiredText(TITLE_MAX),
  /** Designed: the English name; optional (missing or blank clears it). */
  name_en: formText(TITLE_MAX),
  episode_runtime: formNumber(1, EPISODE_RUNTIME_MAX),
  plot: episodePlot,
  en_plot: formText(EPISODE_PLOT_MAX, 'tooLong1000'),
});

export const episodeFormResponse = seasonFormResponse.extend({ episode_slug: z.string() });
