import {
  seasonSearchQuery,
  seasonSearchResponse,
  serialArtistListResponse,
  serialAwardListResponse,
  serialDetailResponse,
  serialJournalsResponse,
  serialListQuery,
  serialListResponse,
  serialLoadMoreQuery,
  serialRoleListResponse,
  serialSearchQuery,
  serialSearchResponse,
  serialSeasonsQuery,
  serialSeasonsResponse,
  serialSlugQuery,
  similarSerialsResponse,
  suggestedSerialsResponse,
} from '@mfi/contract/serials.schemas';
import { listedSerialsResponse } from '@mfi/contract/lists.schemas';
import type { AppContext, ZodApp } from '../../context';
import { routeKit } from '../../lib/route-kit';
import { registerSideReads, sideRead } from '../catalogue/side-reads';
import { listedSerials } from '../lists/lists.service';
import { registerEpisodeRoutes } from './episodes.routes';
import { registerSeasonRoutes } from './seasons.routes';
import { registerSerialWriteRoutes } from './serial-write.routes';
import {
  serialJournals,
  getSerialDetail,
  serialArtists,
  serialAwards,
  serialRoles,
  serialSeasons,
  similarSerials,
  suggestedSerials,
} from './serial-detail.service';
import { listSerials, searchSerials, searchSeasons } from './serial-list.service';

// Part 2 section 7, "Serials": the read calls here; writes, seasons and episodes in their own files.
const tags = ['serials'];
const route = routeKit(tags);

export function registerSerialRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/serial/serial-list/',
    route.read(
      'The serial catalogues: filters, sort 1-8, 64 a page; countryFlag 1 international, 2 Mongolian; published=false for contributors',
      serialListQuery,
      serialListResponse,
    ),
    (req) => listSerials(ctx, req.user, req.query),
  );
  app.get(
    '/serial/api-serial-seasons/',
    route.read(
      'Seasons in order, 12 a load (loadMore from 1); published=false lists the unpublished ones (contributors)',
      serialSeasonsQuery,
      serialSeasonsResponse,
    ),
    (req) => serialSeasons(ctx, req.user, req.query),
  );
  app.get(
    '/serial/api-search-serial-list/',
    route.read('Serial picker search in both scripts, 20 best matches', serialSearchQuery, serialSearchResponse),
    (req) => searchSerials(ctx, req.user, req.query.serial),
  );
  app.get(
    '/serial/api-search-season-list/',
    route.read(
      'Season picker search (serial titles, season name and number), 20 best matches',
      seasonSearchQuery,
      seasonSearchResponse,
    ),
    (req) => searchSeasons(ctx, req.user, req.query.season),
  );
  const pages = { pages: true };
  registerSideReads(app, ctx, { tags, slugQuery: serialSlugQuery, loadMoreQuery: serialLoadMoreQuery }, [
    sideRead('/serial/api-serial-detail/', 'A serial with the caller’s flags', serialDetailResponse, getSerialDetail),
    sideRead(
      '/serial/api-serial-artist-list/',
      'Crew (jobs 1-17), one entry per artist',
      serialArtistListResponse,
      serialArtists,
      pages,
    ),
    sideRead('/serial/api-serial-role-list/', 'Cast with their characters', serialRoleListResponse, serialRoles, pages),
    sideRead(
      '/serial/api-similar-serials/',
      'Serials sharing genres, subgenres, tags and artists',
      similarSerialsResponse,
      similarSerials,
    ),
    sideRead(
      '/serial/api-suggested-serials/',
      'Suggestions (by genre until ratings exist)',
      suggestedSerialsResponse,
      suggestedSerials,
    ),
    sideRead(
      '/serial/api-serial-award-list/',
      'Festival awards of a serial (winner or nominee), newest edition first (load more)',
      serialAwardListResponse,
      serialAwards,
      pages,
    ),
    sideRead(
      '/serial/api-serial-journals/',
      'Journals about the serial (load more)',
      serialJournalsResponse,
      serialJournals,
      pages,
    ),
    sideRead(
      '/serial/api-listed-serials/',
      'User lists holding the serial, newest first',
      listedSerialsResponse,
      listedSerials,
    ),
  ]);
  registerSerialWriteRoutes(app, ctx);
  registerSeasonRoutes(app, ctx);
  registerEpisodeRoutes(app, ctx);
}
