import { z } from 'zod';
import { titleAward } from './festival.schemas';
import { journalCardsResponse } from './journals.schemas';
import { editorialPermissions } from './permissions.schemas';
import { ARTIST_BORN_MIN, BIOGRAPHY_MAX, MULTI_SELECT_MAX, TITLE_MAX } from './limits';
import {
  boolParam,
  currentYear,
  flagParam,
  idListParam,
  idParam,
  intInRange,
  jsonList,
  loadMoreParam,
  msg,
  optionalText,
  optionalYear,
  pageParam,
  publishFlag,
  rangeParam,
  requiredText,
  slugParam,
} from './fields';

// Artists (part 2 sections 3, 5, 7 "Artists", 9). Query keys, body fields and response keys are the
// original client's.

export const QUOTE_MAX = 1000;
export const QUOTES_MAX = 30;
export const ARTIST_SEARCH_MAX = 20;
export const ARTIST_COLLABS_MAX = 12;

// ---------------------------------------------------------------- queries

export const artistListQuery = z.object({
  page: pageParam,
  /** false: the unpublished list, for contributors only. */
  published: boolParam.default(true),
  search: optionalText(200),
  /** 1 alphabetical, 2 reverse, 3 oldest first, 4 oldest last (ARTIST_SORTS). */
  sort: intInRange(1, 4).default(1),
  country: idListParam(MULTI_SELECT_MAX, { itemMessage: 'invalidValue' }),
  profession: idListParam(MULTI_SELECT_MAX, { itemMessage: 'invalidValue' }),
  /** Birth year range "min,max"; applies only with yearFlag=1. */
  year: rangeParam(ARTIST_BORN_MIN, currentYear, 'yearInvalid'),
  yearFlag: flagParam,
  /** 1 international, 2 Mongolian; anything else lists both. */
  countryFlag: intInRange(0, 2).optional(),
});
export type ArtistListQuery = z.infer<typeof artistListQuery>;

export const artistSlugQuery = z.object({ slug: slugParam });
export const artistDetailQuery = artistSlugQuery.extend({ flag: z.string().optional() });
export const artistLoadMoreQuery = artistSlugQuery.extend({
  loadMore: loadMoreParam(0),
});
export const artistSearchQuery = z.object({ artist: optionalText(200), festival: flagParam });
export const artistSlugBody = z.object({ slug: slugParam });
/** The publish toggle: the artist, and optionally the state to set. */
export const artistPublishBody = artistSlugBody.extend({ publish: publishFlag });

// ---------------------------------------------------------------- the artist form

const idChoices = (min: number) =>
  jsonList(idParam)
    .pipe(z.array(z.number()).min(min, msg('choiceRequired')).max(MULTI_SELECT_MAX, msg('tooManyChoices')))
    .transform((ids) => [...new Set(ids)]);

/** Quotes as `[{quote}]` (plain strings are taken too); blank ones are dropped (section 5). */
const quotesSchema = jsonList(z.union([z.string(), z.object({ quote: z.string(msg('invalidValue')) })]))
  .transform((items) => items.map((q) => (typeof q === 'string' ? q : q.quote).trim()).filter(Boolean))
  .pipe(z.array(z.string().max(QUOTE_MAX, msg('tooLong1000'))).max(QUOTES_MAX, msg('invalidValue')));

/**
 * The artist form's fields (section 5 "Artist form"). In a multipart body the lists come as JSON text;
 * the same schema takes real arrays, so the web form resolves with it too. The photo is checked apart.
 */
export const artistFields = z
  .object({
    pro_name: requiredText(TITLE_MAX),
    pro_name_en: requiredText(TITLE_MAX),
    last_name: requiredText(TITLE_MAX),
    first_name: requiredText(TITLE_MAX),
    countries: z.preprocess((v) => v ?? '[]', idChoices(1)),
    old_countries: z.preprocess((v) => (v === '' || v == null ? '[]' : v), idChoices(0)),
    born: optionalYear(ARTIST_BORN_MIN).optional(),
    died: optionalYear(ARTIST_BORN_MIN).optional(),
    bio: requiredText(BIOGRAPHY_MAX, 'tooLong4500'),
    bio_en: requiredText(BIOGRAPHY_MAX, 'tooLong4500'),
    professions: z.preprocess((v) => v ?? '[]', idChoices(1)),
    quotes: z.preprocess((v) => (v === '' || v == null ? '[]' : v), quotesSchema),
    festival: flagParam,
  })
  .refine((v) => v.born == null || v.died == null || v.died >= v.born, { ...msg('yearInvalid'), path: ['died'] });
export type ArtistFields = z.infer<typeof artistFields>;
export type ArtistFieldsInput = z.input<typeof artistFields>;

export const artistUpdateFields = artistFields.and(z.object({ slug: slugParam }));
export type ArtistUpdateFields = z.infer<typeof artistUpdateFields>;

/** The multipart file field of the photo (cropped 240x360 by the client, re-encoded by the server). */
export const ARTIST_PHOTO_FIELD = 'artist-photo';

// ---------------------------------------------------------------- responses

const named = <K extends string>(key: K) =>
  z.object({ id: z.number() }).extend({ [key]: z.string() } as Record<K, z.ZodString>);

export const artistListItem = z.object({
  id: z.number(),
  person_slug: z.string(),
  photo: z.string().nullable(),
  pro_name: z.string(),
  pro_name_en: z.string(),
  born: z.number().nullable(),
  died: z.number().nullable(),
  publish: z.boolean(),
});
export const artistListResponse = z.object({
  artist_list: z.array(artistListItem),
  artist_total: z.number(),
  /** The number of pages. */
  artist_page: z.number(),
});

export const artistDetail = z.object({
  id: z.number(),
  person_slug: z.string(),
  pro_name: z.string(),
  pro_name_en: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  photo: z.string().nullable(),
  professions: z.array(
    named('profession_mongol_title').extend({ profession_english_title: z.string(), is_actor: z.boolean() }),
  ),
  countries: z.array(named('country_mongol_name').extend({ country_english_name: z.string() })),
  old_countries: z.array(named('country_mongol_name').extend({ country_english_name: z.string() })),
  born: z.number().nullable(),
  died: z.number().nullable(),
  quotes: z.array(named('quote')),
  biography: z.string(),
  biography_en: z.string(),
  festival: z.boolean(),
  user_like: z.boolean(),
  likes: z.number(),
  publish: z.boolean(),
  ...editorialPermissions,
});
export const artistDetailResponse = z.object({ artist_detail: artistDetail });
export type ArtistDetail = z.infer<typeof artistDetail>;

/** The artist's awards and their directed films' wins (festival.schemas.ts titleAward), newest first, load more. */
export const artistAwardsResponse = z.object({ awards: z.array(titleAward), end_point: z.boolean() });
/** Journal cards (journals.schemas.ts), published only, load more. */
export const artistJournalsResponse = journalCardsResponse;

export const artistMovieEntry = z.object({
  movie_slug: z.string(),
  movie_poster: z.string().nullable(),
  m_title: z.string(),
  i_title: z.string(),
  year: z.number(),
  /** Character names, comma-joined. */
  role: z.string(),
  /** Crew jobs in Mongolian, comma-joined (ЖҮЖИГЧИН when the artist only acted). */
  job: z.string(),
  /** Designed: the same in English, for the English interface. */
  job_en: z.string(),
});
export const artistMoviesResponse = z.object({
  movies: z.array(z.object({ year: z.number(), movies: z.array(artistMovieEntry) })),
});
export const artistSerialsResponse = z.object({
  serials: z.array(
    z.object({
      serial_slug: z.string(),
      serial_poster: z.string().nullable(),
      premiere_date: z.number(),
      role: z.string(),
      job: z.string(),
      job_en: z.string().describe('designed: the jobs in English'),
    }),
  ),
});
/**
 * Other appearances, newest first: documentaries casting the artist as themselves and video or podcast journals
 * showing them. A journal's page is found by its type slugs too (added beside the spec's keys; null for titles).
 */
export const artistSelvesResponse = z.object({
  list_selves: z.array(
    z.object({
      type: z.enum(['movie', 'serial', 'journal']),
      slug: z.string(),
      poster: z.string().nullable(),
      year: z.number(),
      type_slug: z.string().nullable(),
      sub_type_slug: z.string().nullable(),
    }),
  ),
});
export const artistCollabsResponse = z.object({
  artists: z.array(
    z.object({
      id: z.number(),
      person_slug: z.string(),
      photo: z.string().nullable(),
      pro_name: z.string(),
      shared: z.number(),
    }),
  ),
});
export const artistQuotesResponse = z.object({ quotes: z.array(named('quote')) });
export const artistLikeResponse = z.object({ user_like: z.boolean(), likes: z.number() });
export const artistPublishResponse = z.object({ publish: z.boolean() });
export const artistSearchResponse = z.object({
  artist_list: z.array(
    z.object({
      id: z.number(),
      photo: z.string().nullable(),
      pro_name: z.string(),
      pro_name_en: z.string(),
      person_slug: z.string(),
    }),
  ),
});
export const artistSavedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  slug: z.string(),
  /** The new artist's id, answered by the create call: the festival wizard registers the director it added. */
  id: z.number().optional(),
});
