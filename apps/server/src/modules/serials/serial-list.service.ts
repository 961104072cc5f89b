import type { AuthUser } from '../../auth/auth-user';
import { SERIAL_RUNTIME_FILTER_MAX, SERIALS_PER_PAGE } from '@mfi/contract/limits';
import { SERIAL_SEARCH_LIMIT, type SerialListQuery } from '@mfi/contract/serials.schemas';
import type { AppContext } from '../../context';
import { searchTerm, withTypos } from '../../lib/search';
import { authorizeUnpublishedList, seesUnpublished } from '../../policies/catalogue.policy';
import { toSerialCard } from './serials.mapper';
import { cachedTitlePage, listOrderOf, pageOf, pickerSearch, sharedListFilter } from '../catalogue/title-list.service';
import { searchSeasonPicks, searchSerialPicks, type SerialFilter, serialList } from './serial-list.queries';

/** GET /serial/serial-list/: the international and Mongolian catalogues and their unpublished variants. */
export async function listSerials(ctx: AppContext, user: AuthUser | null, q: SerialListQuery) {
  const published = q.published ?? true;
  if (!published) authorizeUnpublishedList(user, 'serial');

  const search = searchTerm(q.search);
  const filter: SerialFilter = {
    publish: published,
    mongolian: q.countryFlag === undefined ? undefined : q.countryFlag === 2,
    formats: q.format,
    releasedYear: q.releasedYearFlag ? q.releasedYear : undefined,
    finishedYear:
      q.finishedYearFlag && q.finishedYear
        ? { ...q.finishedYear, toDateYear: ctx.clock.now().getFullYear() }
        : undefined,
    // The runtime slider's top, 100, means "100 minutes and longer".
    ...sharedListFilter(q, SERIAL_RUNTIME_FILTER_MAX),
    search,
  };
  const query = { filter, order: listOrderOf(q.sort, search), page: pageOf(q.page, SERIALS_PER_PAGE) };
  return cachedTitlePage(ctx, 'serials', serialList, query, (rows, total) => ({
    serial_list: rows.map((row) => toSerialCard(ctx.storage, row)),
    serial_total: total,
    serial_page: Math.ceil(total / SERIALS_PER_PAGE),
  }));
}

/** GET /serial/api-search-serial-list/: the serial picker (season create, lists, journals). */
export function searchSerials(ctx: AppContext, user: AuthUser | null, text: string | undefined) {
  const showUnpublished = seesUnpublished(user, 'serial');
  return pickerSearch(
    ctx,
    { cacheName: 'serials', listKey: 'serial_list', text, showUnpublished },
    async (term) =>
      searchSerialPicks(ctx.db, await withTypos(ctx.db, term), { viewer: user, limit: SERIAL_SEARCH_LIMIT }),
    (r, media) => ({
      id: r.id,
      serial_poster: media.urlOf(r.poster),
      international_title: r.iTitle,
      mongol_title: r.mTitle,
      slug: r.slug,
      re_year: r.releasedYear,
    }),
  );
}

/** GET /serial/api-search-season-list/: the season picker (episode create). */
export function searchSeasons(ctx: AppContext, user: AuthUser | null, text: string | undefined) {
  const showUnpublished = seesUnpublished(user, 'serial');
  return pickerSearch(
    ctx,
    { cacheName: 'seasons', listKey: 'season_list', text, showUnpublished },
    // Seasons have no words index: their key is their serial's titles, which the serial picker searches with typos.
    (term) => searchSeasonPicks(ctx.db, term, { viewer: user, limit: SERIAL_SEARCH_LIMIT }),
    (r, media) => ({
      id: r.id,
      season_poster: media.urlOf(r.poster),
      international_title: r.serialTitle,
      mongol_title: r.serialMTitle,
      season_num: r.seasonNum,
      season_name: r.name,
      serial_slug: r.serialSlug,
      season_slug: r.slug,
    }),
  );
}
