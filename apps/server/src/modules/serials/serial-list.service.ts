import type { AuthUser } from '../../plugins/auth';
import { CATALOGUE_SORTS } from '@mfi/contract/catalogue.enums';
import { SERIAL_RUNTIME_FILTER_MAX, SERIALS_PER_PAGE } from '@mfi/contract/limits';
import { SERIAL_SEARCH_LIMIT, type SerialListQuery } from '@mfi/contract/serials.schemas';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { cacheKeyOf, searchTerm, withTypos } from '../../lib/search';
import { authorizeUnpublishedList, seesUnpublished } from '../../policies/catalogue.policy';
import { mediaUrlOf, toSerialCard } from './serials.mapper';
import {
  countSerials,
  listSearchedSerialCards,
  listSerialCards,
  searchSeasonPicks,
  searchSerialPicks,
  type SerialFilter,
  type SerialOrder,
} from './serial-list.queries';

/** GET /serial/serial-list/: the international and Mongolian catalogues and their unpublished variants. */
export async function listSerials(ctx: AppContext, user: AuthUser | null, q: SerialListQuery) {
  const published = q.published ?? true;
  if (!published) authorizeUnpublishedList(user, 'serial');

  const search = searchTerm(q.search);
  const filter: SerialFilter = {
    publish: published,
    mongolian: q.countryFlag === undefined ? undefined : q.countryFlag === 2,
    formats: q.format,
    ratings: q.rating,
    countries: q.country,
    languages: q.language,
    genres: q.genre,
    subgenres: q.subgenre,
    tags: q.tag,
    // A range applies only when its flag says the slider was moved (RANGE_FILTER_NOTE).
    audienceGrade: q.gradeFlag ? q.grade : undefined,
    releasedYear: q.releasedYearFlag ? q.releasedYear : undefined,
    finishedYear: q.finishedYearFlag && q.finishedYear ? { ...q.finishedYear, toDateYear: ctx.clock.now().getFullYear() } : undefined,
    // The runtime slider's top, 100, means "100 minutes and longer".
    runtime: q.runtimeFlag && q.runtime ? { min: q.runtime.min, max: q.runtime.max !== undefined && q.runtime.max >= SERIAL_RUNTIME_FILTER_MAX ? undefined : q.runtime.max } : undefined,
    search,
  };
  // Searching without a chosen sort puts the best match first.
  const order: SerialOrder = q.sort ? CATALOGUE_SORTS[q.sort as keyof typeof CATALOGUE_SORTS] : search ? 'best_match' : 'newest';
  const page = { limit: SERIALS_PER_PAGE, offset: ((q.page ?? 1) - 1) * SERIALS_PER_PAGE };
  const answer = (rows: Parameters<typeof toSerialCard>[1][], total: number) => ({
    serial_list: rows.map((row) => toSerialCard(ctx.storage, row)),
    serial_total: total,
    serial_page: Math.ceil(total / SERIALS_PER_PAGE),
  });

  // Published lists are the same for every reader: cached, the count apart from the page (as movies).
  const key = JSON.stringify(filter);
  const run = async (db: Executor) => {
    // The page and the count on two pooled connections at once (as movies).
    const [rows, total] = await Promise.all([
      listSerialCards(db, filter, order, page),
      ctx.cache.wrapPublic(published, `serials:count:${key}`, () => countSerials(db, filter)),
    ]);
    return answer(rows, total);
  };
  const runSearch = async (db: Executor, search: NonNullable<SerialFilter['search']>) => {
    const searched = { ...filter, search: await withTypos(db, search) };
    const found = await listSearchedSerialCards(db, searched, order, page);
    return answer(found.rows, found.count ?? (await countSerials(db, searched)));
  };
  return ctx.cache.wrapPublic(published, `serials:list:${key}:${order}:${page.offset}`, () => (search ? runSearch(ctx.db, search) : run(ctx.db)));
}

/** GET /serial/api-search-serial-list/: the serial picker (season create, lists, journals). */
export async function searchSerials(ctx: AppContext, user: AuthUser | null, text: string | undefined) {
  const term = searchTerm(text);
  if (!term) return { serial_list: [] };
  const showUnpublished = seesUnpublished(user, 'serial');
  return ctx.cache.wrapPublic(!showUnpublished, `serials:search:${cacheKeyOf(term)}`, async () => {
    const rows = await searchSerialPicks(ctx.db, await withTypos(ctx.db, term), { showUnpublished, limit: SERIAL_SEARCH_LIMIT });
    const url = mediaUrlOf(ctx.storage);
    return { serial_list: rows.map((r) => ({ id: r.id, serial_poster: url(r.poster), international_title: r.iTitle, slug: r.slug, re_year: r.releasedYear })) };
  });
}

/** GET /serial/api-search-season-list/: the season picker (episode create). */
export async function searchSeasons(ctx: AppContext, user: AuthUser | null, text: string | undefined) {
  const term = searchTerm(text);
  if (!term) return { season_list: [] };
  const showUnpublished = seesUnpublished(user, 'serial');
  return ctx.cache.wrapPublic(!showUnpublished, `seasons:search:${cacheKeyOf(term)}`, async () => {
    // Seasons have no words index: their key is their serial's titles, which the serial picker searches with typos.
    const rows = await searchSeasonPicks(ctx.db, term, { showUnpublished, limit: SERIAL_SEARCH_LIMIT });
    const url = mediaUrlOf(ctx.storage);
    return {
      season_list: rows.map((r) => ({
        id: r.id,
        season_poster: url(r.poster),
        international_title: r.serialTitle,
        season_num: r.seasonNum,
        season_name: r.name,
        serial_slug: r.serialSlug,
        season_slug: r.slug,
      })),
    };
  });
}
