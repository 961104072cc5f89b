import { afterWriteOf } from './after-write';

declare module './after-write' {
  interface Aggregates {
    journal: true;
  }
}

const effects = afterWriteOf('journal');

/** A journal and its likes. */
export const journalAfterWrite = {
  /** Created, updated, published. */
  catalogue: effects.catalogue,
  /** A like: the count is part of cached lists and the cached detail, untagged, so everything drops. */
  liked: effects.catalogue,
};
