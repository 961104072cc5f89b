import { yearReviewQuery, yearReviewResponse } from '@mfi/contract/year-review.schemas';
import type { AppContext, ZodApp } from '../../context';
import { routeKit } from '../../lib/route-kit';
import { yearImage } from './year-review.image';
import { memberYear } from './year-review.service';

// A member's year in review (issue 29 part 4, decision 038): the figures and their share image, public as the
// profile is (guests read them; a block between the caller and the member refuses them, 403).

const tags = ['year-review'];
const route = routeKit(tags);

export function registerYearReviewRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/user/api/v-user-year/',
    route.read(
      "A member's year {slug, year}: viewings, hours, months, top genres, countries and directors, graded titles",
      yearReviewQuery,
      yearReviewResponse,
    ),
    (req) => memberYear(ctx, req.user ?? null, req.query),
  );
  app.get(
    '/user/api/v-user-year-image/',
    // No response schema: the answer is a JPEG.
    { schema: { tags, summary: "A member's year as a 1200×630 JPEG share image", querystring: yearReviewQuery } },
    async (req, reply) => {
      const jpeg = await yearImage(ctx, req.user ?? null, req.query);
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=3600').send(jpeg);
    },
  );
}
