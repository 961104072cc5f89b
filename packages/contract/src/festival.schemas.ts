import { z } from 'zod';
import {
  blankToUndefined,
  boolParam,
  currentYear,
  formText,
  idField,
  idParam,
  msg,
  optionalText,
  requiredText,
  SEARCH_MAX,
  slugParam,
  tickedBox,
} from './fields';
import { FIRST_FILM_YEAR, JOURNAL_CONTENT_MAX, TITLE_MAX } from './limits';
import { editionPermissions, festivalPermissions } from './permissions.schemas';

// The festival (issue 17; part 1 sections 2 "Festival page", 4, 5, 6 and 8): festivals, their annual
// editions, the awards of an edition, and the film registration of an edition. docs/decisions/019-festival.md.

// ---------------------------------------------------------------------------------------------------
// Sizes and field names.

export const FESTIVAL_NAME_MAX = TITLE_MAX;
/** Agenda, description and guidance: sanitized HTML from the rich-text editor. */
export const FESTIVAL_HTML_MAX = JOURNAL_CONTENT_MAX;
export const AWARD_CATEGORY_MAX = 200;
export const REGISTRATION_LINK_MAX = 500;
/** Part 1 section 8: festival image 1280x720, festival (edition) poster 420x560. */
export const FESTIVAL_CROPS = {
  background: { width: 1280, height: 720 },
  poster: { width: 420, height: 560 },
} as const;
/** The multipart file fields. */
export const FESTIVAL_BACKGROUND_FIELD = 'festival-background';
export const ANNUAL_POSTER_FIELD = 'annual-poster';

// ---------------------------------------------------------------------------------------------------
// Festivals.

/** GET /award/festival-list/ {name}: every festival, a name filter on both names. */
export const festivalListQuery = z.object({ name: z.string().trim().max(SEARCH_MAX, msg('invalidValue')).optional() });
export const festivalListItem = z.object({
  id: z.number(),
  slug: z.string(),
  mongol_name: z.string(),
  international_name: z.string(),
  background: z.string(),
});
export type FestivalListItem = z.infer<typeof festivalListItem>;
export const festivalListResponse = z.object({ festival_list: z.array(festivalListItem), ...festivalPermissions });

/** GET /award/search-festival-list/ {festival}: the annual edition form's picker (at most 20). */
export const festivalSearchQuery = z.object({
  festival: z.string().trim().max(SEARCH_MAX, msg('invalidValue')).optional(),
});
export const festivalSearchResponse = z.object({
  festival_list: z.array(festivalListItem.pick({ id: true, slug: true, mongol_name: true, international_name: true })),
});

/** POST /award/create-festival/ (multipart, admin): both names and the 1280x720 JPEG background required. */
export const festivalCreateFields = z.object({
  mongol_name: requiredText(FESTIVAL_NAME_MAX),
  international_name: requiredText(FESTIVAL_NAME_MAX),
});
export type FestivalCreateFields = z.infer<typeof festivalCreateFields>;
/** POST /award/update-festival/ (multipart, admin): the festival by `slug`; the background only when replaced. */
export const festivalUpdateFields = festivalCreateFields.extend({ slug: slugParam });
export type FestivalUpdateFields = z.infer<typeof festivalUpdateFields>;
/** Both festival writes answer the (new) slug, which follows the international name. */
export const festivalWriteResponse = z.object({ success: z.boolean(), slug: z.string(), message: z.string() });

/** GET /award/festival-detail/ {slug}: the award-detail screen: the festival and its editions, newest first. */
export const festivalDetailQuery = z.object({ slug: slugParam });
export const festivalEdition = z.object({ year: z.number(), poster: z.string() });
export const festivalDetailResponse = festivalListItem.extend({
  editions: z.array(festivalEdition),
  ...festivalPermissions,
});
export type FestivalDetailResponse = z.infer<typeof festivalDetailResponse>;

// ---------------------------------------------------------------------------------------------------
// Annual editions.

/** A year from 1900 to this year + `ahead`, read when validated (the year moves): «enter year correctly». */
export const editionYear = (ahead: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? 'required' : 'yearInvalid') })
      .int(msg('yearInvalid'))
      .min(FIRST_FILM_YEAR, msg('yearInvalid'))
      .refine((y) => y <= currentYear() + ahead, msg('yearInvalid')),
  );

/**
 * An optional date (`YYYY-MM-DD`) or date and time (`YYYY-MM-DDTHH:mm`) from 1900 to 2100 (the database
 * has no year 0; an hour of 24 is no hour); blank means none.
 */
const optionalDateTime = z.preprocess(
  (v) => (v === '' || v === 'null' || v === undefined ? null : v),
  z
    .string(msg('invalidValue'))
    .regex(/^(19\d\d|20\d\d|2100)-\d{2}-\d{2}(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?)?$/, msg('invalidValue'))
    // A day the calendar has (Date.parse reads 2025-02-30 as 2 March; the database refuses it).
    .refine((s) => {
      const day = new Date(`${s.slice(0, 10)}T00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(s.slice(0, 10));
    }, msg('invalidValue'))
    .refine((s) => !Number.isNaN(Date.parse(s)), msg('invalidValue'))
    .nullable(),
);

const editionTexts = {
  agenda: formText(FESTIVAL_HTML_MAX),
  agenda_en: formText(FESTIVAL_HTML_MAX),
  description: formText(FESTIVAL_HTML_MAX),
  description_en: formText(FESTIVAL_HTML_MAX),
  guidance: formText(FESTIVAL_HTML_MAX),
  guidance_en: formText(FESTIVAL_HTML_MAX),
  /** The registration fee's deadline and the results' date, told to each registrant (stored per edition). */
  payment_deadline: optionalDateTime,
  results_date: optionalDateTime,
};

/**
 * POST /award/create-annual-festival/ (multipart, admin): the festival picked (its id; none → «choose one»),
 * year 1900 to this year + 1, the texts (HTML, sanitized by the server), the 420x560 JPEG poster required.
 * One edition per festival and year.
 */
export const annualCreateFields = z.object({
  festival: z.preprocess((v) => (v === '' || v === null ? undefined : v), idField('choiceRequired')),
  year: editionYear(1),
  ...editionTexts,
});
export type AnnualCreateFields = z.infer<typeof annualCreateFields>;

/**
 * POST /award/update-annual-festival/ (multipart, admin): the edition by festival `slug` and `original_year`;
 * the year may move, 1900 to this year; the poster only when replaced.
 */
/** An edited edition's year: up to this year (part 1 section 5), or the one it has (next year's keeps it). */
export const editedYear = (originalYear: number) =>
  editionYear(1).refine((y) => y <= currentYear() || y === originalYear, msg('yearInvalid'));

export const annualUpdateFields = z
  .object({
    slug: slugParam,
    original_year: editionYear(1),
    year: editionYear(1),
    ...editionTexts,
  })
  .refine((v) => v.year <= currentYear() || v.year === v.original_year, { ...msg('yearInvalid'), path: ['year'] });
export type AnnualUpdateFields = z.infer<typeof annualUpdateFields>;
export const annualWriteResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  slug: z.string(),
  year: z.number(),
});

/** The edition's address: GET annual-detail, the three film lists, registrations, registration guidance. */
export const annualQuery = z.object({ slug: slugParam, year: editionYear(1) });

/** A film in an edition: a movie or a serial (`kind`), with its directors' names. */
export const festivalFilm = z.object({
  kind: z.enum(['movie', 'serial']),
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  /** Designed: the international title, for the English interface (decision 023). */
  name_en: z.string(),
  image: z.string().nullable(),
  poster: z.string().nullable(),
  year: z.number().nullable(),
  directors: z.array(z.string()),
  /** Designed: the same directors' English names, in the same order ('' where one has none). */
  directors_en: z.array(z.string()),
});
export type FestivalFilm = z.infer<typeof festivalFilm>;

/** An award entry (winner or nominee) as the annual detail shows it; `id` is what the admin's delete sends. */
export const awardEntry = festivalFilm.extend({
  award_id: z.number(),
  award: z.string(),
  /** Designed: the category in English ('' when none); `name_en` is the film's. */
  award_en: z.string(),
  /** The artist the award names (best director, best actress …), or null for the film's own award. */
  artist: z
    .object({ slug: z.string(), name: z.string(), name_en: z.string(), image: z.string().nullable() })
    .nullable(),
});
export type AwardEntry = z.infer<typeof awardEntry>;

/** GET /award/annual-detail/ {slug, year}. `award` is the festival's name; texts in both languages. */
export const annualDetailResponse = z.object({
  /** Designed: the edition's id, which its edit history is reached by. */
  id: z.number(),
  festival: festivalListItem.pick({ slug: true, mongol_name: true, international_name: true }),
  award: z.string(),
  award_en: z.string(),
  year: z.number(),
  image: z.string(),
  description: z.string(),
  description_en: z.string(),
  agenda: z.string(),
  agenda_en: z.string(),
  guidance: z.string(),
  guidance_en: z.string(),
  payment_deadline: z.string().nullable(),
  results_date: z.string().nullable(),
  winners: z.array(awardEntry),
  /** Nominees grouped by award category, in the order the categories were first entered. */
  nominees: z.array(
    z.object({
      nominee_name: z.string(),
      /** Designed: the category in English ('' when none). */
      nominee_name_en: z.string(),
      movies: z.array(awardEntry),
    }),
  ),
  ...editionPermissions,
});
export type AnnualDetailResponse = z.infer<typeof annualDetailResponse>;

/**
 * GET annual-winner-movie-list (films with a win), annual-nominated-movie-list (nominated, no win) and
 * annual-notnominated-movie-list (registered for the edition, published, neither): films once each.
 */
export const annualFilmListResponse = z.object({ movie_list: z.array(festivalFilm) });

// ---------------------------------------------------------------------------------------------------
// Awards (issue 17 item 3; not in the spec: designed in its style).

export const AWARD_RESULTS = ['winner', 'nominee'] as const;
export type AwardResult = (typeof AWARD_RESULTS)[number];

/** POST /award/api-annual-award-entry/ (JSON, admin): a movie or a serial (exactly one), an optional artist. */
export const awardEntryRequest = z
  .object({
    slug: slugParam,
    year: editionYear(1),
    award: requiredText(AWARD_CATEGORY_MAX),
    /** Designed: the category in English; optional. */
    award_en: optionalText(AWARD_CATEGORY_MAX),
    movie: idParam.optional(),
    serial: idParam.optional(),
    artist: idParam.optional(),
    result: z.enum(AWARD_RESULTS, msg('choiceRequired')),
  })
  .refine((v) => (v.movie === undefined) !== (v.serial === undefined), {
    ...msg('choiceRequired'),
    path: ['movie'],
  });
export type AwardEntryRequest = z.infer<typeof awardEntryRequest>;
export const awardEntryResponse = z.object({ success: z.boolean(), id: z.number(), message: z.string() });

/** POST /award/api-annual-award-delete/ (JSON, admin). */
export const awardDeleteRequest = z.object({ id: idParam });
export const awardDeleteResponse = z.object({ success: z.boolean(), message: z.string() });

/** What the movie, serial and artist award sub-calls list (part 2: award, award_slug, date, win, nominee). */
export const titleAward = z.object({
  /** The category, e.g. «Шилдэг кино». */
  award: z.string(),
  /** Designed: the category in English, for the English interface ('' when none). */
  award_en: z.string(),
  /** The festival's slug; with `date`, the address of the edition's detail page. */
  award_slug: z.string(),
  /** The edition's year. */
  date: z.string(),
  win: z.boolean(),
  nominee: z.boolean(),
  festival: z.string(),
  festival_en: z.string(),
  /** On an artist's list: the film the award was for. */
  film: z.string().nullable(),
  /** Designed: that film's international title, for the English interface. */
  film_en: z.string().nullable(),
});
export type TitleAward = z.infer<typeof titleAward>;

// ---------------------------------------------------------------------------------------------------
// The festival page and registration.

/** GET /award/current-annual/: the newest edition (the /submission page), 404 when there is none. */
export const currentAnnualResponse = z.object({
  slug: z.string(),
  year: z.number(),
  mongol_name: z.string(),
  international_name: z.string(),
  poster: z.string(),
  background: z.string(),
});
export type CurrentAnnualResponse = z.infer<typeof currentAnnualResponse>;

/** GET /award/registration-guidance/ {name: festival slug, year}: the guidelines page and wizard step 2. */
export const registrationGuidanceQuery = z.object({ name: slugParam, year: editionYear(1) });
export const registrationGuidanceResponse = z.object({
  success: z.boolean(),
  festival: festivalListItem.pick({ slug: true, mongol_name: true, international_name: true }),
  year: z.number(),
  guidance: z.string(),
  guidance_en: z.string(),
  payment_deadline: z.string().nullable(),
  results_date: z.string().nullable(),
  /** Whether the caller may register a film (the server's festival policy; the wizard shows its form by it). */
  can_register: z.boolean(),
  /** The caller asked the admins for the entrant flag and has no answer yet (the request button waits). */
  entrant_requested: z.boolean(),
});
export type RegistrationGuidanceResponse = z.infer<typeof registrationGuidanceResponse>;

/** A picked row's id: none is «choose one»; one beyond the integer column names no row (not a 500). */
const chosenId = idField('choiceRequired');

const consent = tickedBox('termsRequired');

/** A register number: two Cyrillic letters (Ө and Ү included) and eight digits, such as УБ90010101. */
export const REGISTER_NUMBER = /^[А-ЯЁӨҮ]{2}\d{8}$/;
const registerNumber = z
  .string(msg('required'))
  .trim()
  .min(1, msg('required'))
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(REGISTER_NUMBER, msg('registerNumberInvalid')));

const registrationEmail = z
  .string(msg('emailRequired'))
  .trim()
  .min(1, msg('emailRequired'))
  .max(254, msg('emailInvalid'))
  .pipe(z.email(msg('emailInvalid')))
  .transform((s) => s.toLowerCase());

/** The 6-digit code mailed to an address other than the account's (POST /award/registration-email-code/). */
const emailCode = z
  .string(msg('codeInvalid'))
  .trim()
  .regex(/^\d{6}$/, msg('codeInvalid'));

/**
 * POST /award/register-annual-festival/ (multipart; a member with the `ustga` flag): part 1 section 5's
 * fields, the four consents ticked, the edition by `festival` (slug) and `year`. One per film and edition.
 * `director_id` is the director's register number, as the spec says; `director_artist` (added) optionally
 * names the director picked from the catalogue. The fee mail goes to `email`: the account's own address, or
 * another one with the `email_code` mailed to it.
 */
export const registrationFields = z.object({
  movie: chosenId,
  director_id: registerNumber,
  director_artist: z.preprocess(blankToUndefined, chosenId.optional()),
  email: registrationEmail,
  email_code: z.preprocess(blankToUndefined, emailCode.optional()),
  phone_code: z
    .string(msg('required'))
    .trim()
    .min(1, msg('required'))
    .regex(/^\d{1,3}$/, msg('digitsOnly')),
  phone_number: z
    .string(msg('required'))
    .trim()
    .min(1, msg('required'))
    .regex(/^\d{4,15}$/, msg('digitsOnly')),
  movie_link: z
    .string(msg('required'))
    .trim()
    .min(1, msg('required'))
    .max(REGISTRATION_LINK_MAX, msg('invalidValue'))
    .url(msg('invalidValue'))
    // A web address only: the admins' table opens it and the CSV carries it (no javascript: or data:).
    .refine((s) => /^https?:\/\/[^/\s]/i.test(s), msg('invalidValue')),
  consent1: consent,
  consent2: consent,
  consent3: consent,
  consent4: consent,
  festival: slugParam,
  year: editionYear(1),
});
export type RegistrationFields = z.infer<typeof registrationFields>;

/**
 * GET /award/registration-own-films/ (an entrant; issue 25 item 6): the unpublished films the caller added
 * before, newest first, which the wizard offers before its create form, so a second try registers the same
 * film rather than adding it again.
 */
export const registrationOwnFilmsResponse = z.object({
  films: z.array(
    z.object({
      id: z.number(),
      slug: z.string(),
      m_title: z.string(),
      i_title: z.string(),
      year: z.number(),
      poster: z.string().nullable(),
    }),
  ),
});
export type RegistrationOwnFilmsResponse = z.infer<typeof registrationOwnFilmsResponse>;
export const registrationResponse = z.object({ success: z.boolean(), message: z.string() });

/** POST /award/registration-email-code/ (JSON, an entrant): mails a code confirming an address for the fee mail. */
export const registrationEmailCodeRequest = z.object({ email: registrationEmail });
export const registrationEmailCodeResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  /** Seconds before another code may be asked for this address. */
  wait: z.number(),
});

/** GET /award/annual-registrations/ {slug, year} (admin); `annual-registrations-csv` answers the same as CSV. */
export const registrationRow = z.object({
  id: z.number(),
  movie: z.object({ id: z.number(), slug: z.string(), title: z.string() }),
  /** The director's register number. */
  director_id: z.string(),
  /** The director picked from the catalogue, when the entrant picked one. */
  director: z.object({ id: z.number(), slug: z.string(), name: z.string() }).nullable(),
  user: z.object({ slug: z.string(), username: z.string() }),
  email: z.string(),
  phone_code: z.string(),
  phone_number: z.string(),
  movie_link: z.string(),
  created_at: z.string(),
});
export type RegistrationRow = z.infer<typeof registrationRow>;
export const registrationsResponse = z.object({ registrations: z.array(registrationRow) });

/** POST /award/entrant-flag/ (JSON, admin): grant or take back a member's `ustga` (festival entrant) flag. */
export const entrantFlagRequest = z.object({ user: slugParam, ustga: boolParam });
export const entrantFlagResponse = z.object({ success: z.boolean(), message: z.string() });

/**
 * POST /award/entrant-request/ {} (signed in, without the flag): notifies the admins that the caller asks for the
 * entrant flag; once until an admin answers (grants or takes back the flag), 400 on a repeat or for an entrant.
 */
export const entrantRequestBody = z.object({}).strict();
export const entrantRequestResponse = entrantFlagResponse;
