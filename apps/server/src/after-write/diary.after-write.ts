import { afterWriteOf, type CacheHolder } from './after-write';
import { movieAfterWrite } from './movie.after-write';
import { memberTags } from './profile.after-write';
import { type SerialParts, serialAfterWrite } from './serial.after-write';

declare module './after-write' {
  interface Aggregates {
    diary: true;
  }
}

const effects = afterWriteOf('diary');

/** A title a diary write reached: its rating, watched flags and counts may have moved. */
export type DiaryTitle = { kind: 'movie'; id: number } | { kind: 'serial'; parts: SerialParts };

/**
 * A member's diary (issue 29, decision 036). A guest's diary page is cached under the member's tag (the
 * owner's pages, dropped below); what a viewing moves elsewhere (the title's grade, watched count and the member's feed card, written through the
 * reviews', movies' and serials' doors in the write's transaction) shows on the titles' cached pages and on
 * the member's own pages.
 */
export const diaryAfterWrite = {
  /**
   * After the commit of a viewing logged, edited or deleted: the titles' own entries drop and every other
   * page refreshes in the background (a community write, as a rating), and the owner's own pages drop (an
   * admin's edit is not the owner's write, which drops them by itself).
   */
  saved(ctx: CacheHolder, ownerId: number, titles: DiaryTitle[]) {
    for (const t of titles) {
      if (t.kind === 'movie') movieAfterWrite.community(ctx, t.id);
      else serialAfterWrite.community(ctx, t.parts);
    }
    effects.own(ctx, memberTags.pages(ownerId));
  },
};
