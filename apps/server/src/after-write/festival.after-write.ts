import { afterWriteOf, type CacheHolder } from './after-write';
import { festivalNotify } from './notify';

declare module './after-write' {
  interface Aggregates {
    festival: true;
  }
}

const effects = afterWriteOf('festival');

// The festival (issue 17): festivals, their annual editions, awards and registrations.

/** The cached entries of one edition that a registration changes (its "other entries" film list). */
export const festivalTags = {
  edition: (editionId: number) => `festival-edition#${editionId}`,
};

export const festivalAfterWrite = {
  /**
   * A festival, edition or award created, updated or deleted: a catalogue write, since awards show on the
   * movie, serial and artist pages and a festival's names on every award line. Admin-only and rare.
   */
  catalogue: effects.catalogue,
  /** A film registered: the edition's entries drop now; nothing else shows a registration. */
  registered: (ctx: CacheHolder, editionId: number) => effects.community(ctx, festivalTags.edition(editionId)),
  /** A member's entrant flag: read from the database with each request's user, no cached page shows it. */
  entrantFlag: effects.nothingCached,
  /** In the entrant flag's transaction: the request to the admins and its answer (after-write/notify.ts). */
  notify: festivalNotify,
};
