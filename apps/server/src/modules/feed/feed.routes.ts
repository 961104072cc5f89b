import { feedQuery, feedResponse } from '@mfi/contract/feed.schemas';
import type { AppContext, ZodApp } from '../../context';
import { routeKit } from '../../lib/route-kit';
import { memberFeed } from './feed.service';

// A member's feed (issue 15 item 6; part 1 section 7 "Profile area": GET /user/api/v-user-feed/ with slug
// and feedPage). Open to guests, as the profile's other reads (part 1 section 6).

const route = routeKit(['profiles']);

export function registerFeedRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/user/api/v-user-feed/',
    route.read(
      "A member's feed {slug, feedPage}: their ratings, reviews, detailed reviews, what they watch, published journals and short messages, newest first, 10 a page, with the page info",
      feedQuery,
      feedResponse,
    ),
    (req) => memberFeed(ctx, req.user ?? null, req.query),
  );
}
