import { z } from 'zod';
import { flagParam, optionalId, pageParam } from './fields';

// A member's notifications (issue 15 item 5; part 1 section 7 "Profile area": `GET
// /user/api/v-user-notification/` param `notified`, reads `notification`). The spec names the call, its one
// param and its key; the rest is designed in its style (docs/decisions/016-notifications.md):
//
// - without `notified` (or `notified=0`) the call answers the unread count for the badge, one indexed count;
// - with `notified=1` it answers a page of the member's notifications, newest first, and marks every unread
//   one seen (the badge goes to 0). Each item keeps `seen` as it was before this read, so the list can
//   highlight what is new.
//
// Login required (401 otherwise); a member only ever reads their own.

/** How many notifications one page holds. */
export const NOTIFICATIONS_PER_PAGE = 20;

/**
 * What happened, to the caller's things:
 * - `follow`: the actor started following the caller;
 * - `message_comment`: the actor commented on the caller's short message;
 * - `thread_reply`: the actor commented on someone's short message the caller commented on too;
 * - `message_like`, `comment_like`: the actor liked the caller's short message or comment;
 * - `movie_review_like`, `movie_detailed_review_like`, `season_review_like`, `season_detailed_review_like`,
 *   `episode_review_like`, `episode_detailed_review_like`: the actor liked the caller's review;
 * - `movie_list_like`, `serial_list_like`: the actor liked the caller's list;
 * - `journal_like`: the actor liked the caller's journal (article);
 * - `entrant_request`: the actor, a member without the festival entrant flag, asks for it (told: every admin);
 * - `entrant_granted`: the actor, an admin, granted the caller the entrant flag.
 */
export const NOTIFICATION_TYPES = [
  'follow',
  'message_comment',
  'thread_reply',
  'message_like',
  'comment_like',
  'movie_review_like',
  'movie_detailed_review_like',
  'season_review_like',
  'season_detailed_review_like',
  'episode_review_like',
  'episode_detailed_review_like',
  'movie_list_like',
  'serial_list_like',
  'journal_like',
  'entrant_request',
  'entrant_granted',
  'draft_rejected',
] as const;
export const notificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationType>;

/**
 * One notification. The link parts are the slugs the web's routes take; each type fills its own and leaves
 * the others null:
 * - `follow`: none (the link is the actor's profile, `actor_slug`);
 * - `message_comment`, `thread_reply`, `message_like`, `comment_like`: `user_slug` (the profile the message
 *   is on, its author's), `message_id`, `comment_id` (the new or liked comment; null for `message_like`);
 *   `object_title` is the start (at most 100 characters) of the liked message's text, else of the comment's;
 * - `movie_review_like`, `movie_detailed_review_like`: `user_slug` (the review's author, the caller) and
 *   `slug` (the movie's); `object_title` the movie's title;
 * - `season_review_like`, `season_detailed_review_like`: `user_slug`, `serial_slug`, `season_slug`;
 *   `object_title` the serial's title and the season's name;
 * - `episode_review_like`, `episode_detailed_review_like`: `user_slug`, `serial_slug`, `season_slug`,
 *   `episode_slug`; `object_title` the serial's title and the episode's;
 * - `movie_list_like`, `serial_list_like`: `user_slug` (the list's owner, the caller) and `slug` (the list's
 *   title slug); `object_title` the list's title;
 * - `journal_like`: `type_slug`, `sub_type_slug`, `slug` (the journal's); `object_title` its title;
 * - `entrant_request`: none (the link is the asking member's profile; the admin grants from the item);
 * - `entrant_granted`: none (the link is the festival's registration);
 * - `draft_rejected`: a moderator sent the caller's draft back (issue 25): `object_title` the draft's title,
 *   `item_kind` and `item_id` name it (the link is its history), `reason` says why.
 */
export const notificationItem = z.object({
  id: z.number(),
  type: notificationType,
  actor_slug: z.string(),
  /** The actor's name (last and first name, else the username). */
  actor_name: z.string(),
  actor_photo: z.string().nullable(),
  object_title: z.string().nullable(),
  /**
   * Designed (decision 023): `object_title` with the movie's or serial's international title, for the English
   * interface; null where the object has no other name (a message, a list, a journal).
   */
  object_title_en: z.string().nullable(),
  user_slug: z.string().nullable(),
  message_id: z.number().nullable(),
  comment_id: z.number().nullable(),
  slug: z.string().nullable(),
  serial_slug: z.string().nullable(),
  season_slug: z.string().nullable(),
  episode_slug: z.string().nullable(),
  type_slug: z.string().nullable(),
  sub_type_slug: z.string().nullable(),
  created_at: z.string(),
  /** Seen before this read (the list marks every unread notification seen as it answers). */
  seen: z.boolean(),
  /** `draft_rejected`: the draft's kind and id, and the moderator's reason. */
  item_kind: z.string().nullable().optional(),
  item_id: z.number().nullable().optional(),
  reason: z.string().nullable().optional(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

// GET /user/api/v-user-notification/ {notified, page}
export const notificationQuery = z.object({
  /** Set (`true` or `1`): the list (and mark seen); unset (`false`, `0`) or absent: the unread count only. */
  notified: flagParam,
  /** The list's page (with `notified` set), from 1. */
  page: pageParam,
});
export type NotificationQuery = z.infer<typeof notificationQuery>;

/** The badge: how many of the caller's notifications are unread. */
export const notificationCountResponse = z.object({ notification: z.object({ unread: z.number() }) });
export type NotificationCountResponse = z.infer<typeof notificationCountResponse>;

/** The list: `unread` after this read (0), the page's items newest first, `count` of all, `page` = pages. */
export const notificationListResponse = z.object({
  notification: z.object({
    unread: z.number(),
    results: z.array(notificationItem),
    count: z.number(),
    page: z.number(),
  }),
});
export type NotificationListResponse = z.infer<typeof notificationListResponse>;

export const notificationResponse = z.union([notificationListResponse, notificationCountResponse]);
export type NotificationResponse = z.infer<typeof notificationResponse>;

/** How many notifications the header's bell lists. */
export const NOTIFICATIONS_IN_BELL = 10;

/**
 * GET /user/api/v-user-notification-latest/: the bell's menu, the caller's latest ten and the unread count.
 * Unlike the list with `notified`, it marks nothing seen: the bell's "mark all read" does that.
 */
export const latestNotificationsResponse = z.object({
  notification: z.object({ unread: z.number(), results: z.array(notificationItem) }),
});
export type LatestNotificationsResponse = z.infer<typeof latestNotificationsResponse>;

/**
 * POST /user/api/v-user-notification-readall/ {newest?}: marks the caller's unread notifications seen, up to
 * `newest` (the newest id the bell showed, so one arriving meanwhile stays new), or all without it.
 */
export const readAllRequest = z.object({ newest: optionalId });
export type ReadAllRequest = z.infer<typeof readAllRequest>;
