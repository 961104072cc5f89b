import { z } from 'zod';
import { msg, pageParam, SEARCH_MAX } from './fields';

// The site search (issue 24 item 1): one call for the header's instant answer and the results page,
// grouped by kind. Not in the spec; docs/decisions/022-site-search.md.

/**
 * The groups, in the order the header shows them. Movies and serials are split as their catalogues are
 * (`mongolian`: /movie and /mongol-movie, /serial and /mongol-serial).
 */
export const SEARCH_KINDS = [
  'movie',
  'mongolian_movie',
  'serial',
  'mongolian_serial',
  'artist',
  'journal',
  'list',
  'member',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const siteSearchQuery = z.object({
  q: z
    .string(msg('required'))
    .trim()
    .min(1, msg('required'))
    .max(SEARCH_MAX, msg('searchTooLong'))
    .describe('the text, in either script; 1-100 characters'),
  kind: z
    .enum(SEARCH_KINDS, msg('invalidValue'))
    .optional()
    .describe('one group, a page of it: the results page tab; absent: a few of each group'),
  page: pageParam.describe('the page of `kind` (ignored without it)'),
});
export type SiteSearchQuery = z.input<typeof siteSearchQuery>;

export const searchItem = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number(),
  slug: z.string(),
  /** The Mongolian name (a title's Mongolian title, an artist's name, a member's full name). */
  name: z.string(),
  /** The international or English name, where the row has one. */
  name_en: z.string().nullable(),
  /** Poster, photo, cover or avatar URL. */
  image: z.string().nullable(),
  year: z.number().nullable(),
  /** What the link needs besides the slug: a list's owner and kind, a journal's type and sub-type. */
  owner_slug: z.string().optional(),
  list_kind: z.enum(['movie', 'serial']).optional(),
  type_slug: z.string().optional(),
  sub_type_slug: z.string().optional(),
});
export type SearchItem = z.infer<typeof searchItem>;

export const searchGroup = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The matches of the kind the caller may see, up to SITE_SEARCH_COUNT_CAP. */
  count: z.number(),
  /** More matches than `count`: it stopped at SITE_SEARCH_COUNT_CAP (the web shows "1,000+"). */
  count_capped: z.boolean(),
  /** The best few (no `kind` asked), or the asked page of the asked kind; empty for the other kinds. */
  results: z.array(searchItem),
});
export type SearchGroup = z.infer<typeof searchGroup>;

export const siteSearchResponse = z.object({
  kind: z.enum(SEARCH_KINDS).nullable(),
  page: z.number(),
  per_page: z.number(),
  groups: z.array(searchGroup),
});
export type SiteSearchResponse = z.infer<typeof siteSearchResponse>;
