import { afterWriteOf } from './after-write';
import { journalNotify } from './notify';
import { journalFeed } from './feed-actions';

declare module './after-write' {
  interface Aggregates {
    journal: true;
  }
}

const effects = afterWriteOf('journal');

/** A journal and its likes. */
export const journalAfterWrite = {
  /** In a like's transaction: the author's notification (after-write/notify.ts). */
  notify: journalNotify,
  /** In the publish toggle's transaction: the author's feed card (after-write/feed-actions.ts). */
  feed: journalFeed,
  /** Created, updated, published. */
  catalogue: effects.catalogue,
  /** A like: the count is part of cached lists and the cached detail, untagged, so everything drops. */
  liked: effects.catalogue,
};
