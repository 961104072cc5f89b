import { afterWriteOf } from './after-write';

declare module './after-write' {
  interface Aggregates {
    reference: true;
  }
}

const effects = afterWriteOf('reference');

/** The reference data: genres, subgenres, tags, countries, languages, professions, collections. */
export const referenceAfterWrite = {
  /** An item created, renamed or deleted: every cached filter, form list and page that names it drops. */
  catalogue: effects.catalogue,
};
