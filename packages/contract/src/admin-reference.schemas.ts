import { z } from 'zod';
import { idParam, msg, pageParam, searchParam } from './fields';
import { REFERENCE_KINDS } from './reference.schemas';

// The admin console's reference screens (issue 25 part 4; not in the spec: designed in its style, under
// /admin/). Adding, renaming and deleting use the reference calls (`/reference/api-create-{kind}/` …);
// these add the admin's list with where each item is used, and the merge of two tags or collections.

export const ADMIN_REFERENCE_PATHS = {
  list: '/admin/api-reference-list/',
  merge: '/admin/api-reference-merge/',
} as const;

/** What points at a reference item: the places a delete names when it refuses (`used_in`). */
export const REFERENCE_PLACES = ['movies', 'serials', 'artists', 'profiles'] as const;
export type ReferencePlace = (typeof REFERENCE_PLACES)[number];
export const referenceUsage = z.partialRecord(z.enum(REFERENCE_PLACES), z.number());
export type ReferenceUsage = z.infer<typeof referenceUsage>;

/** The kinds two of which merge into one (a contributor may add a near-duplicate from a form). */
export const MERGEABLE_KINDS = ['tag', 'collection'] as const;
export type MergeableKind = (typeof MERGEABLE_KINDS)[number];

export const adminReferenceListQuery = z.object({
  kind: z.enum(REFERENCE_KINDS, msg('invalidValue')),
  /** Any part of a name, in either language. */
  q: searchParam,
  page: pageParam,
});
export type AdminReferenceListQuery = z.infer<typeof adminReferenceListQuery>;

export const adminReferenceItem = z.object({
  id: z.number(),
  /** The Mongolian name (a tag's name, a collection's title). */
  name: z.string(),
  /** The English name, for the kinds that have one. */
  name_en: z.string().nullable(),
  code: z.string().nullable(),
  is_actor: z.boolean().nullable(),
  /** How many of each place use it; empty when nothing does. */
  used_in: referenceUsage,
});
export type AdminReferenceItem = z.infer<typeof adminReferenceItem>;

export const adminReferenceListResponse = z.object({
  results: z.array(adminReferenceItem),
  page: z.number(),
  has_next: z.boolean(),
});
export type AdminReferenceListResponse = z.infer<typeof adminReferenceListResponse>;

export const referenceMergeBody = z.object({
  kind: z.enum(MERGEABLE_KINDS, msg('invalidValue')),
  /** The item that goes: its links move to `into`, then it is deleted. */
  from: idParam,
  into: idParam,
});
export type ReferenceMergeBody = z.infer<typeof referenceMergeBody>;

export const referenceMergeResponse = z.object({
  success: z.literal(true),
  item: adminReferenceItem,
  moved: z.number(),
});

/** A delete refused because the item is used: the spec's message and where it is used. */
export const referenceInUseAnswer = z.object({ non_field_errors: z.array(z.string()), used_in: referenceUsage });
