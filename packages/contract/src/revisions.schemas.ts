import { z } from 'zod';
import { idField, idParam, pageParam } from './fields';

// Edit history (issue 25 item 2; decision 024): every create, update, publish, unpublish and delete of a
// catalogue item, a journal article, a festival edition and the about-us page is kept as a revision, in the
// write's transaction. Designed in the spec's style under /api/admin/:
// - GET  /admin/api-history/ {kind, id, page}: the item's revisions, newest first, each with its field-by-field
//   changes (before and after; images are their media keys); the item's editors read it, admins revert;
// - POST /admin/api-revert/ {revision}: admins put the item back as it was after that revision; the revert is a
//   revision itself and runs the item's after-write like any edit. The publish state is not reverted: publishing
//   stays the moderation queue's and the publish toggle's decision.

/** The catalogue kinds a revision may be of, the moderation queue's included. */
export const QUEUE_KINDS = ['artist', 'movie', 'serial', 'season', 'episode', 'journal'] as const;
export const queueKind = z.enum(QUEUE_KINDS);
export type QueueKind = z.infer<typeof queueKind>;

/** What keeps a history: the queue's kinds, a festival edition and the about-us page (its one row, id 1). */
export const REVISION_KINDS = [...QUEUE_KINDS, 'edition', 'about'] as const;
export const revisionKind = z.enum(REVISION_KINDS);
export type RevisionKind = z.infer<typeof revisionKind>;
/** The about-us page's history id: the page is one row, id 1. */
export const ABOUT_PAGE_ID = 1;

/** What a revision records: a write, a revert to an earlier revision, or a moderator sending a draft back. */
export const REVISION_ACTIONS = ['create', 'update', 'publish', 'unpublish', 'delete', 'revert', 'reject'] as const;
export const revisionAction = z.enum(REVISION_ACTIONS);
export type RevisionAction = z.infer<typeof revisionAction>;

/** How many revisions a history page holds. */
export const REVISIONS_PER_PAGE = 20;

/**
 * One field's change: its name (the item's field, camelCase: `mTitle`, `poster`, `genres` …), its value before
 * and after. Values are JSON: text, numbers, flags, media keys of images, lists of linked ids and rows.
 */
export const fieldChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type FieldChange = z.infer<typeof fieldChange>;

/** A member named in the console: who wrote a revision, who created a draft. */
export const consoleMember = z.object({ id: z.number(), slug: z.string(), name: z.string() });
export type ConsoleMember = z.infer<typeof consoleMember>;

/** The slugs the web's routes take to an item's page; each kind fills its own, the others are null. */
export const itemAddress = z.object({
  slug: z.string().nullable(),
  serial_slug: z.string().nullable(),
  season_slug: z.string().nullable(),
  type_slug: z.string().nullable(),
  sub_type_slug: z.string().nullable(),
});
export type ItemAddress = z.infer<typeof itemAddress>;

export const revisionItem = z.object({
  id: z.number(),
  action: revisionAction,
  /** Null once the member's account is gone. */
  actor: consoleMember.nullable(),
  created_at: z.string(),
  changes: z.array(fieldChange),
  /** A rejection's reason. */
  note: z.string().nullable(),
  /** A revert's source revision. */
  revert_of: z.number().nullable(),
  /** Whether the caller may put the item back as it was after this revision. */
  can_revert: z.boolean(),
});
export type RevisionItem = z.infer<typeof revisionItem>;

// GET /admin/api-history/
export const historyQuery = z.object({ kind: revisionKind, id: idParam, page: pageParam });
export type HistoryQuery = z.infer<typeof historyQuery>;

export const historyResponse = z.object({
  item: z.object({
    kind: revisionKind,
    id: z.number(),
    /** Its title now (the Mongolian one), or its last title when it is gone. */
    title: z.string(),
    title_en: z.string(),
    /** Null when it is gone. */
    address: itemAddress.nullable(),
  }),
  results: z.array(revisionItem),
  /** All of the item's revisions. */
  count: z.number(),
  /** How many pages. */
  page: z.number(),
});
export type HistoryResponse = z.infer<typeof historyResponse>;

// POST /admin/api-revert/
export const revertBody = z.object({ revision: idField() });
export type RevertBody = z.infer<typeof revertBody>;
export const revertResponse = z.object({ success: z.literal(true), message: z.string(), revision: z.number() });
export type RevertResponse = z.infer<typeof revertResponse>;
