import { CATALOGUE_SORTS } from '@mfi/contract/catalogue.enums';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import type { CatalogueOrder, Range } from '../../lib/catalogue-query';
import { cacheKeyOf, searchTerm, type SearchTerm, withTypos } from '../../lib/search';
import type { MediaUrls } from '../../lib/storage';

// What the movie and serial catalogues do alike around their queries (part 2 sections 7 and 9): the
// order a list is in, the runtime slider's open top, and the cached page with its count.

type Page = { limit: number; offset: number };

/** The chosen sort; searching without one puts the best match first. */
export const listOrderOf = (sort: number | undefined, search: SearchTerm | undefined): CatalogueOrder =>
  sort ? CATALOGUE_SORTS[sort as keyof typeof CATALOGUE_SORTS] : search ? 'best_match' : 'newest';

/** The 1-based page as limit and offset. */
export const pageOf = (page: number | undefined, size: number): Page => ({
  limit: size,
  offset: ((page ?? 1) - 1) * size,
});

/** The runtime slider's range; its top (`open`) means "that long and longer", so it sets no maximum. */
export const runtimeRange = (flag: boolean | undefined, range: Range | undefined, open: number): Range | undefined =>
  flag && range
    ? { min: range.min, max: range.max !== undefined && range.max >= open ? undefined : range.max }
    : undefined;

/** A kind's list queries, as its queries file gives them. */
export type TitleListQueries<F, Row> = {
  list: (db: Executor, filter: F, order: CatalogueOrder, page: Page) => Promise<Row[]>;
  listSearched: (
    db: Executor,
    filter: F,
    order: CatalogueOrder,
    page: Page,
  ) => Promise<{ rows: Row[]; count: number | undefined }>;
  count: (db: Executor, filter: F) => Promise<number>;
};

/**
 * One page of a catalogue and the list's count. Published lists are the same for every reader: cached,
 * the count apart from the page, so every page and sort order of one filter shares one exact count
 * (lib/cache, decision 003). Unsearched, the page and the count run on two pooled connections at once; a
 * search reads its count with its page (the trigram recheck reads every match anyway).
 */
export function cachedTitlePage<F extends { publish: boolean; search?: SearchTerm }, Row, Answer>(
  ctx: AppContext,
  cacheName: string,
  queries: TitleListQueries<F, Row>,
  query: { filter: F; order: CatalogueOrder; page: Page },
  /** The kind's answer (cached as it is given, mapped once). */
  answer: (rows: Row[], count: number) => Answer,
): Promise<Answer> {
  const { filter, order, page } = query;
  const published = filter.publish;
  const key = JSON.stringify(filter);
  const run = async (db: Executor) => {
    const [rows, count] = await Promise.all([
      queries.list(db, filter, order, page),
      ctx.cache.wrapPublic(published, `${cacheName}:count:${key}`, () => queries.count(db, filter)),
    ]);
    return answer(rows, count);
  };
  const runSearch = async (db: Executor, search: SearchTerm) => {
    const searched = { ...filter, search: await withTypos(db, search) };
    const found = await queries.listSearched(db, searched, order, page);
    return answer(found.rows, found.count ?? (await queries.count(db, searched)));
  };
  return ctx.cache.wrapPublic(published, `${cacheName}:list:${key}:${order}:${page.offset}`, () =>
    filter.search ? runSearch(ctx.db, filter.search) : run(ctx.db),
  );
}

/**
 * A picker's search (movies, serials, seasons, artists): an empty query finds nothing; a guest's answer
 * is cached by the folded query, with `variant` for a picker's own option (festival). The answer is
 * `{ [listKey]: items }`, each row turned into an item with the media URLs.
 */
export async function pickerSearch<K extends string, Row, Item>(
  ctx: AppContext,
  picker: { cacheName: string; listKey: K; text: string | undefined; variant?: unknown; showUnpublished: boolean },
  find: (term: SearchTerm) => Promise<Row[]>,
  toItem: (row: Row, media: MediaUrls) => Item,
): Promise<Record<K, Item[]>> {
  const answer = (items: Item[]) => ({ [picker.listKey]: items }) as Record<K, Item[]>;
  const term = searchTerm(picker.text);
  if (!term) return answer([]);
  const variant = picker.variant === undefined ? '' : `:${String(picker.variant)}`;
  return ctx.cache.wrapPublic(
    !picker.showUnpublished,
    `${picker.cacheName}:search:${cacheKeyOf(term)}${variant}`,
    async () => answer((await find(term)).map((row) => toItem(row, ctx.storage))),
  );
}

/** The list filters both catalogues read alike from their query (part 2 section 9). */
type SharedListQuery = {
  rating?: number[];
  country?: number[];
  language?: number[];
  genre?: number[];
  subgenre?: number[];
  tag?: number[];
  gradeFlag?: boolean;
  grade?: Range;
  runtimeFlag?: boolean;
  runtime?: Range;
};

/** The shared filters of a list query; `runtimeOpen` is the kind's runtime slider top. */
export const sharedListFilter = (q: SharedListQuery, runtimeOpen: number) => ({
  ratings: q.rating,
  countries: q.country,
  languages: q.language,
  genres: q.genre,
  subgenres: q.subgenre,
  tags: q.tag,
  // A range applies only when its flag says the slider was moved (RANGE_FILTER_NOTE).
  audienceGrade: q.gradeFlag ? q.grade : undefined,
  runtime: runtimeRange(q.runtimeFlag, q.runtime, runtimeOpen),
});
