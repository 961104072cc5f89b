import { LOAD_MORE_PAGE } from '@mfi/contract/limits';

// Load-more lists (part 2 section 4): page n of LOAD_MORE_PAGE from 1, answered with `end_point` when no
// more follow. One extra row is fetched to know that, so the end needs no count.

export const loadMorePage = (loadMore = 1, size = LOAD_MORE_PAGE) => ({
  limit: size + 1,
  offset: (loadMore - 1) * size,
});

export const splitLoadMore = <T>(rows: T[], size = LOAD_MORE_PAGE) => ({
  items: rows.slice(0, size),
  end_point: rows.length <= size,
});

/** Numbered pages: the offset of page n (from 1) and the page count of a total. */
export const pageOffset = (page: number | undefined, size: number) => ({
  limit: size,
  offset: ((page ?? 1) - 1) * size,
});
export const pageCount = (total: number, size: number) => Math.ceil(total / size);
