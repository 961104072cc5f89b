import { REVIEW_LIST_PER_PAGE } from '@mfi/contract/limits';
import type { ServiceDeps } from '../../context';
import type { Executor } from '../../db/client';
import { pageCount, pageOffset } from '../../lib/pagination';
import { type SearchTerm, searchTerm } from '../../lib/search';

// The detailed-review lists of movies, seasons and episodes (part 2 section 3 "Review list"): a page of
// reviews newest first, searched by title, each card its author and title beside the reviewed title's keys.

type ListRow = { userSlug: string; userImage: string | null; username: string; title: string };
type Page = { limit: number; offset: number };

export type ReviewListReads<R> = {
  list: (db: Executor, term: SearchTerm | undefined, page: Page) => Promise<R[]>;
  count: (db: Executor, term: SearchTerm | undefined) => Promise<number>;
};

/**
 * One page of a kind's list; `titleFields` are the reviewed title's keys of a card. With `cacheAs`, the
 * page and the count are cached under that name: they are the same for every reader, and every detailed
 * review write, rating delete, publish toggle and title edit clears the cache (docs/decisions/003).
 */
export function reviewListPage<R extends ListRow, F>(
  ctx: ServiceDeps<'db' | 'cache' | 'storage'>,
  query: { search?: string; page?: number },
  reads: ReviewListReads<R>,
  titleFields: (row: R) => F,
  cacheAs?: string,
) {
  const term = searchTerm(query.search);
  const page = pageOffset(query.page, REVIEW_LIST_PER_PAGE);
  const cached = cacheAs !== undefined;
  return ctx.cache.wrapPublic(cached, `${cacheAs}:list:${term?.key ?? ''}:${page.offset}`, async () => {
    const [rows, total] = await Promise.all([
      reads.list(ctx.db, term, page),
      ctx.cache.wrapPublic(cached, `${cacheAs}:count:${term?.key ?? ''}`, () => reads.count(ctx.db, term)),
    ]);
    return {
      review_list: rows.map((r) => ({
        user__user_slug: r.userSlug,
        ...titleFields(r),
        user__image: ctx.storage.urlOf(r.userImage),
        user__username: r.username,
        title: r.title,
      })),
      review_total: total,
      review_page: pageCount(total, REVIEW_LIST_PER_PAGE),
    };
  });
}
