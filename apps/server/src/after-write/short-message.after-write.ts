import { afterWriteOf } from './after-write';
import { shortMessageNotify } from './notify';

declare module './after-write' {
  interface Aggregates {
    shortMessage: true;
  }
}

const effects = afterWriteOf('shortMessage');

/**
 * A member's short messages, their comments and likes (issue 15 item 7). The message list and comment
 * list are read per request (their counts are counters on the rows), so no cached page shows them. A post's
 * feed card is written by the post's own statement (db/functions/post_short_message.sql).
 */
export const shortMessageAfterWrite = {
  /** In the comment's or like's transaction: the notifications (after-write/notify.ts). */
  notify: shortMessageNotify,
  /** A message or comment posted or deleted, a like toggled: read per request, nothing cached to refresh. */
  changed: () => effects.nothingCached(),
};
