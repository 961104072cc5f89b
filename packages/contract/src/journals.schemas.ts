import { z } from 'zod';
import {
  blankToUndefined,
  flagParam,
  idField,
  idListParam,
  idNumber,
  idParam,
  intParam,
  msg,
  pageParam,
  parseJsonField,
  requiredText,
  publishFlag,
  slugParam,
  tagListField,
  searchParam,
} from './fields';
import { JOURNAL_CONTENT_MAX, JOURNAL_RELATED_MAX, TITLE_MAX } from './limits';
import { editorialPermissions } from './permissions.schemas';

// Journals (part 2 sections 2, 3 "Journal …", 4, 5, 7 "Journals", 8, 9; part 1's home journal list and the
// editor's image upload). Query keys, body fields and response keys are the original client's; additions
// are marked "designed".

/** Journal sort 1-6 (part 2 section 9). */
export const JOURNAL_SORTS = {
  1: 'newest',
  2: 'oldest',
  3: 'most_liked',
  4: 'least_liked',
  5: 'title_asc',
  6: 'title_desc',
} as const;
export type JournalSort = (typeof JOURNAL_SORTS)[keyof typeof JOURNAL_SORTS];

/** A type or subtype named by its id or its slug. */
const typeRef = z.preprocess(
  (v) => {
    const blank = blankToUndefined(v);
    return typeof blank === 'string' && /^\d+$/.test(blank.trim()) ? Number(blank) : blank;
  },
  z.union([idNumber(), z.string().trim().min(1).max(200)], msg('invalidValue')).optional(),
);

// ---------------------------------------------------------------------------------------------------
// Taxonomy and tags.

export const journalTypeItem = z.object({
  id: z.number(),
  type_mongol_name: z.string(),
  /** Designed: the English name, shown in English mode. */
  type_english_name: z.string(),
  type_slug: z.string(),
  /** Designed: the main type's slug for a subtype, null for a main type. */
  main_type: z.string().nullable(),
});
export type JournalTypeItem = z.infer<typeof journalTypeItem>;
export const journalTypeListResponse = z.object({ journal_type_list: z.array(journalTypeItem) });

/** GET /journal/journal-subtype-api-list/: the subtypes of one main type (id or slug); none given, all. */
export const journalSubtypeQuery = z.object({ journalType: typeRef });

export const journalTagQuery = z.object({
  tag: searchParam,
  /** Designed: tag ids, comma separated (at most 5): the names of a list filter's chosen tags. */
  ids: idListParam(),
});
export const journalTagItem = z.object({ id: z.number(), journal_tag_name: z.string() });
export const journalTagListResponse = z.object({ tag_list: z.array(journalTagItem) });

// ---------------------------------------------------------------------------------------------------
// The list (journal-list and its unpublished variant).

export const journalListQuery = z.object({
  page: pageParam,
  /** false: the unpublished list (contributors all, a publisher their own). */
  published: flagParam,
  /** Designed: the main type tab (id or slug); `sub_type` narrows to a sub-tab. */
  type: typeRef,
  sub_type: typeRef,
  search: searchParam,
  sort: intParam(1, 6),
  /** Tag ids, comma separated (at most 5). */
  tags: idListParam(),
});
export type JournalListQuery = z.infer<typeof journalListQuery>;

export const journalListItem = z.object({
  id: z.number(),
  journal_slug: z.string(),
  journal_title: z.string(),
  journal_cover: z.string().nullable(),
  content: z.string().describe('plain-text excerpt'),
  publish_date: z.string().nullable().describe('ISO time; null means unpublished'),
  total_likes: z.number(),
  user__username: z.string(),
  user__user_slug: z.string(),
  user__image: z.string().nullable(),
  journal_type__type_mongol_name: z.string().describe('the subtype'),
  journal_type__type_slug: z.string().describe('the subtype'),
  journal_type__main_type__type_mongol_name: z.string(),
  journal_type__main_type__type_slug: z.string(),
});
export type JournalListItem = z.infer<typeof journalListItem>;

export const journalListResponse = z.object({
  journal_list: z.array(journalListItem),
  journal_total: z.number(),
  /** The number of pages. */
  journal_page: z.number(),
});

// ---------------------------------------------------------------------------------------------------
// Detail, its related lists, like and publish.

export const journalAddressQuery = z.object({ slug: slugParam, typeSlug: slugParam, subTypeSlug: slugParam });

export const journalRelatedArtist = z.object({
  id: z.number(),
  slug: z.string(),
  photo: z.string().nullable(),
  pro_name: z.string(),
  /** Designed: the English name, for the English interface. */
  pro_name_en: z.string(),
});
/** A movie or a serial the journal is about: the same card for both kinds. */
export const journalRelatedTitle = z.object({
  id: z.number(),
  slug: z.string(),
  poster: z.string().nullable(),
  title: z.string(),
  /** Designed: the international title, for the English interface. */
  i_title: z.string(),
  year: z.number(),
});

export const previousJournal = z.object({
  slug: z.string(),
  type_slug: z.string(),
  sub_type_slug: z.string(),
  cover: z.string().nullable(),
  title: z.string(),
  user: z.string(),
  publish: z.string().nullable().describe('publish date, ISO'),
});

/** `type_english_name` is designed: the English name, shown in English mode. */
const typeRefOut = z.object({
  id: z.number(),
  type_mongol_name: z.string(),
  type_english_name: z.string(),
  type_slug: z.string(),
});

export const journalDetail = z.object({
  id: z.number(),
  slug: z.string(),
  type: typeRefOut.describe('the main type'),
  sub_type: typeRefOut,
  title: z.string(),
  tags: z.array(journalTagItem),
  user: z.string().describe('the author username'),
  user_slug: z.string(),
  user_image: z.string().nullable(),
  publish_date: z.string().nullable().describe('ISO time; null means unpublished'),
  publish: z.boolean(),
  cover: z.string().nullable(),
  content: z.string().describe('sanitized HTML'),
  total_likes: z.number(),
  user_like: z.boolean(),
  artists: z.array(journalRelatedArtist),
  movies: z.array(journalRelatedTitle),
  serials: z.array(journalRelatedTitle),
  p_journals: z.array(previousJournal).describe('earlier published issues of the same subtype'),
  ...editorialPermissions,
});
export type JournalDetail = z.infer<typeof journalDetail>;
export const journalDetailResponse = z.object({ journal_detail: journalDetail });

export const journalArtistsResponse = z.object({ artists: z.array(journalRelatedArtist) });
export const journalMoviesResponse = z.object({ movies: z.array(journalRelatedTitle) });
export const journalSerialsResponse = z.object({ serials: z.array(journalRelatedTitle) });

export const journalLikeBody = z.object({
  journal_id: idParam,
});
export const journalLikeResponse = z.object({ user_like: z.boolean(), total_likes: z.number() });

export const journalPublishBody = z.object({
  slug: slugParam,
  type_slug: slugParam,
  sub_type_slug: slugParam,
  publish: publishFlag,
});
export const journalPublishResponse = z.object({ publish: z.boolean(), publish_date: z.string().nullable() });

// ---------------------------------------------------------------------------------------------------
// Create and update (multipart: lists as JSON text; the optional file is `journal-cover`, 1280x720 JPEG).

const relatedIds = z.preprocess(
  (v) => parseJsonField(v) ?? [],
  z
    .array(idParam, msg('invalidValue'))
    .max(JOURNAL_RELATED_MAX, msg('invalidValue'))
    // The order is the editor's drag order; a repeated id keeps its first place (section 4).
    .transform((list) => [...new Set(list)]),
);

/** Rich content: HTML that must hold some text or an embed once tags are set aside. */
const contentField = z
  .string(msg('required'))
  .max(JOURNAL_CONTENT_MAX, msg('invalidValue'))
  .refine(
    (html) => /<(img|iframe)\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '',
    msg('required'),
  );

/** A required choice sent as an id: missing is «Сонгох шаардлагатай!». */
const choiceId = z.preprocess(
  (v) => (v === '' || v === null || v === 'null' ? undefined : typeof v === 'string' ? Number(v) : v),
  idField('invalidValue', 'choiceRequired'),
);

const journalFormShape = {
  title: requiredText(TITLE_MAX),
  type: choiceId.describe('main type id'),
  sub_type: choiceId.describe('subtype id'),
  tags: tagListField(1),
  content: contentField,
  artists: relatedIds,
  movies: relatedIds,
  serials: relatedIds,
};

export const journalCreateFields = z.object(journalFormShape);
export type JournalCreateFields = z.infer<typeof journalCreateFields>;

/** Update addresses the journal by its current slugs; the cover is optional here as on create. */
export const journalUpdateFields = z.object({
  ...journalFormShape,
  slug: slugParam,
  type_slug: slugParam,
  sub_type_slug: slugParam,
});
export type JournalUpdateFields = z.infer<typeof journalUpdateFields>;

export const journalFormResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  slug: z.string(),
  type_slug: z.string(),
  sub_type_slug: z.string(),
  /** Designed: where to go after update (published → detail, else the list). */
  publish_date: z.string().nullable(),
});

// ---------------------------------------------------------------------------------------------------
// Journal cards on other pages (artist, movie, serial detail: load more) and the home carousel.

export const journalCard = z.object({
  /** Designed: the article's id, for its like (`journal_id`). */
  id: z.number(),
  journal_type: z.string().describe('the main type name'),
  journal_sub_type: z.string().describe('designed: the subtype name'),
  journal_title: z.string(),
  journal_cover: z.string().nullable(),
  journal_slug: z.string(),
  journal_type_slug: z.string().describe('the main type slug'),
  journal_sub_type_slug: z.string(),
  title_slug: z.string().describe('the same as journal_slug'),
  journal_author: z.string(),
  author_slug: z.string(),
  author_image: z.string().nullable(),
  user_like: z.boolean(),
  total_likes: z.number(),
});
export type JournalCard = z.infer<typeof journalCard>;
export const journalCardsResponse = z.object({ journals: z.array(journalCard), end_point: z.boolean() });

export const homeJournalItem = z.object({
  image: z.string().nullable(),
  title: z.string(),
  slug: z.string(),
  main_type_slug: z.string(),
  sub_type_slug: z.string(),
  main_type: z.string(),
  /** Designed: the main type's English name, for the English interface. */
  main_type_en: z.string(),
  user_name: z.string(),
  user_slug: z.string(),
});
export const homeJournalListResponse = z.object({ journal_list: z.array(homeJournalItem) });

// ---------------------------------------------------------------------------------------------------
// The editor's image upload: POST /user/api/v-user-useraddimage/ (multipart file `image`, JPEG only).

export const userImageResponse = z.object({ url: z.string() });
