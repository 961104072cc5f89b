import {
  listedSerialsResponse,
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
import type { AppContext, ZodApp } from '../../context';
import { registerEpisodeRoutes } from './episodes.routes';
import { registerSeasonRoutes } from './seasons.routes';
import { registerSerialWriteRoutes } from './serial-write.routes';
import {
  emptySerialList,
  serialJournals,
  getSerialDetail,
  serialArtists,
  serialRoles,
  serialSeasons,
  similarSerials,
  suggestedSerials,
} from './serial-detail.service';
import { listSerials, searchSerials, searchSeasons } from './serial-list.service';

// Part 2 section 7, "Serials": the read calls here; writes, seasons and episodes in their own files.
const tags = ['serials'];

export function registerSerialRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/serial/serial-list/',
    {
      schema: {
        tags,
        summary: 'The serial catalogues: filters, sort 1-8, 64 a page; countryFlag 1 international, 2 Mongolian; published=false for contributors',
        querystring: serialListQuery,
        response: { 200: serialListResponse },
      },
    },
    (req) => listSerials(ctx, req.user, req.query),
  );

  app.get(
    '/serial/api-serial-detail/',
    { schema: { tags, summary: 'A serial with the caller’s flags', querystring: serialSlugQuery, response: { 200: serialDetailResponse } } },
    (req) => getSerialDetail(ctx, req.user, req.query.slug),
  );

  app.get(
    '/serial/api-serial-seasons/',
    {
      schema: {
        tags,
        summary: 'Seasons in order, 12 a load (loadMore from 1); published=false lists the unpublished ones (contributors)',
        querystring: serialSeasonsQuery,
        response: { 200: serialSeasonsResponse },
      },
    },
    (req) => serialSeasons(ctx, req.user, req.query),
  );

  app.get(
    '/serial/api-search-serial-list/',
    { schema: { tags, summary: 'Serial picker search in both scripts, 20 best matches', querystring: serialSearchQuery, response: { 200: serialSearchResponse } } },
    (req) => searchSerials(ctx, req.user, req.query.serial),
  );

  app.get(
    '/serial/api-search-season-list/',
    {
      schema: { tags, summary: 'Season picker search (serial titles, season name and number), 20 best matches', querystring: seasonSearchQuery, response: { 200: seasonSearchResponse } },
    },
    (req) => searchSeasons(ctx, req.user, req.query.season),
  );

  app.get(
    '/serial/api-serial-artist-list/',
    { schema: { tags, summary: 'Crew (jobs 1-17), one entry per artist', querystring: serialLoadMoreQuery, response: { 200: serialArtistListResponse } } },
    (req) => serialArtists(ctx, req.user, req.query.slug, req.query.loadMore),
  );

  app.get(
    '/serial/api-serial-role-list/',
    { schema: { tags, summary: 'Cast with their characters', querystring: serialLoadMoreQuery, response: { 200: serialRoleListResponse } } },
    (req) => serialRoles(ctx, req.user, req.query.slug, req.query.loadMore),
  );

  app.get(
    '/serial/api-similar-serials/',
    { schema: { tags, summary: 'Serials sharing genres, subgenres, tags and artists', querystring: serialSlugQuery, response: { 200: similarSerialsResponse } } },
    (req) => similarSerials(ctx, req.user, req.query.slug),
  );

  app.get(
    '/serial/api-suggested-serials/',
    { schema: { tags, summary: 'Suggestions (by genre until ratings exist)', querystring: serialSlugQuery, response: { 200: suggestedSerialsResponse } } },
    (req) => suggestedSerials(ctx, req.user, req.query.slug),
  );

  // Calls whose data comes with later issues (awards, user lists, journals): final shape, empty.
  app.get(
    '/serial/api-serial-award-list/',
    { schema: { tags, summary: 'Awards of a serial (load more)', querystring: serialLoadMoreQuery, response: { 200: serialAwardListResponse } } },
    (req) => emptySerialList(ctx, req.user, req.query.slug, 'awards'),
  );
  app.get(
    '/serial/api-serial-journals/',
    { schema: { tags, summary: 'Journals about the serial (load more)', querystring: serialLoadMoreQuery, response: { 200: serialJournalsResponse } } },
    (req) => serialJournals(ctx, req.user, req.query.slug, req.query.loadMore),
  );
  app.get(
    '/serial/api-listed-serials/',
    { schema: { tags, summary: 'User lists holding the serial', querystring: serialSlugQuery, response: { 200: listedSerialsResponse } } },
    (req) => emptySerialList(ctx, req.user, req.query.slug, 'listed_serials'),
  );

  registerSerialWriteRoutes(app, ctx);
  registerSeasonRoutes(app, ctx);
  registerEpisodeRoutes(app, ctx);
}
