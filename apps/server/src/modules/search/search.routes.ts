import { siteSearchQuery, siteSearchResponse } from '@mfi/contract/search.schemas';
import type { AppContext, ZodApp } from '../../context';
import { routeKit } from '../../lib/route-kit';
import { siteSearch } from './search.service';

// Issue 24 item 1: the search of every page's header (not in the spec; decision 022).
const route = routeKit(['search']);

export function registerSearchRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/search/',
    route.read(
      'Site search in both scripts: movies, Mongolian movies, serials, artists, journals, lists and members, a count each; kind and page for one group’s page',
      siteSearchQuery,
      siteSearchResponse,
    ),
    (req) => siteSearch(ctx, req.user, req.query),
  );
}
