import { z } from 'zod';
import { idField, msg, numberedPage, optionalId, pageParam, requiredText } from './fields';
import { consoleMember, fieldChange, itemAddress, queueKind } from './revisions.schemas';

// The admin console's moderation queue (issue 25 item 1; decision 024). Everything awaiting publication
// (artists, movies, serials, seasons, episodes, journals), newest first; admins see all of it, a contributor
// or publisher what the catalogue policy lets them publish. Designed in the spec's style under /api/admin/:
// - GET  /admin/api-queue/ {kind, creator, page}: the page of waiting items, each with its creator, dates, a
//   preview of its fields and images, and what changed since its last published version (null: never published);
// - POST /admin/api-queue-publish/ {items: [{kind, id}]}: publishes one or several, through each kind's publish
//   service and after-write, as the publish toggles do; all or nothing;
// - POST /admin/api-queue-reject/ {kind, id, reason}: the item stays a draft, its creator is notified with the
//   reason; they edit it and it waits again.

/** How many items a queue page holds, and how many one publish call takes. */
export const QUEUE_PER_PAGE = 20;
/**
 * The queue counts this many waiting items at most (`count_capped` past it), each kind read from its drafts
 * index only so far: 100,000 drafts stay one short index range a call (issue 25 item 7).
 */
export const QUEUE_COUNT_CAP = 1000;
export const QUEUE_PUBLISH_MAX = 50;
/** The longest reason a rejection gives. */
export const REJECT_REASON_MAX = 1000;

export const queueQuery = z.object({
  kind: queueKind.optional(),
  /** The creator's member id. */
  creator: optionalId,
  page: pageParam,
});
export type QueueQuery = z.infer<typeof queueQuery>;

export const queueRef = z.object({ kind: queueKind, id: idField() });
export type QueueRef = z.infer<typeof queueRef>;

export const queueItem = z.object({
  kind: queueKind,
  id: z.number(),
  /** The Mongolian title (an artist's professional name, a season's or episode's name with its serial's). */
  title: z.string(),
  title_en: z.string(),
  /** Its poster, photo, cover or scene image (a media key), if any. */
  image: z.string().nullable(),
  address: itemAddress,
  creator: consoleMember.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Its fields now, by name (text shortened), for the preview. */
  preview: z.record(z.string(), z.unknown()),
  /** What changed since its last published version; null when it was never published. */
  changes: z.array(fieldChange).nullable(),
  /** The last rejection, while no edit came after it. */
  rejection: z.object({ reason: z.string(), at: z.string(), by: consoleMember.nullable() }).nullable(),
});
export type QueueItem = z.infer<typeof queueItem>;

/**
 * `count`: the waiting items the caller may publish, under the filters, up to QUEUE_COUNT_CAP; `count_capped`:
 * more are waiting (the web shows "1000+"); `page`: how many pages of the counted items.
 */
export const queueResponse = numberedPage('results', queueItem).extend({ count_capped: z.boolean() });
export type QueueResponse = z.infer<typeof queueResponse>;

export const queuePublishBody = z.object({
  items: z.array(queueRef).min(1, msg('required')).max(QUEUE_PUBLISH_MAX, msg('invalidValue')),
});
export type QueuePublishBody = z.infer<typeof queuePublishBody>;
export const queuePublishResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  published: z.array(queueRef),
});
export type QueuePublishResponse = z.infer<typeof queuePublishResponse>;

export const queueRejectBody = queueRef.extend({ reason: requiredText(REJECT_REASON_MAX) });
export type QueueRejectBody = z.infer<typeof queueRejectBody>;
export const queueRejectResponse = z.object({ success: z.literal(true), message: z.string() });
export type QueueRejectResponse = z.infer<typeof queueRejectResponse>;
