import { mn } from '@mfi/contract/messages';
import { seasonDetailedReviewFields } from '@mfi/contract/reviews.schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { seasonDetailedReviews } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { isBlankHtml, sanitizeRichText } from '../../lib/html';
import { type MultipartBody, singleFields } from '../../lib/multipart';
import { searchKeyOf } from '../../lib/transliterate';
import { parseWith } from '../../lib/validate';
import type { AuthUser } from '../../plugins/auth';
import { findSeasonBySlugs, findSeasonReview } from './serial-reviews.queries';

// Critics' detailed reviews of seasons (part 2 section 7): beside their own season review; sanitized HTML.

async function seasonDetailed(ctx: AppContext, seasonId: number, userId: number) {
  const [row] = await ctx.db
    .select({ title: seasonDetailedReviews.title, review: seasonDetailedReviews.review })
    .from(seasonDetailedReviews)
    .where(and(eq(seasonDetailedReviews.seasonId, seasonId), eq(seasonDetailedReviews.userId, userId)));
  return row;
}

/** POST /serial/api-submit-season-detailed-review/ (critics; the route checks the role). */
export async function submitSeasonDetailedReview(ctx: AppContext, user: AuthUser, form: MultipartBody) {
  const body = parseWith(seasonDetailedReviewFields, singleFields(form));
  const season = await findSeasonBySlugs(ctx.db, body.serialSlug, body.seasonSlug);
  if (!season || !season.publish) throw notFound();
  if (body.load) {
    const row = await seasonDetailed(ctx, season.id, user.id);
    return { title: row?.title ?? '', review: row?.review ?? '' };
  }
  const review = sanitizeRichText(body.review);
  if (isBlankHtml(review)) throw fieldError('review', 'detailedReviewRequired');
  if (!(await findSeasonReview(ctx.db, season.id, user.id))) throw new AppError(400, { non_field_errors: [mn('reviewFirst')] });
  const values = { seasonId: season.id, userId: user.id, title: body.title, review, searchKey: searchKeyOf(body.title) };
  await ctx.db
    .insert(seasonDetailedReviews)
    .values(values)
    .onConflictDoUpdate({ target: [seasonDetailedReviews.seasonId, seasonDetailedReviews.userId], set: { title: values.title, review, searchKey: values.searchKey, updatedAt: sql`now()` } });
  return { title: body.title, review };
}

/** POST /serial/api-delete-season-detailed-review/: the caller's own only. */
export async function deleteSeasonDetailedReview(ctx: AppContext, user: AuthUser, slugs: { serialSlug: string; seasonSlug: string }) {
  const season = await findSeasonBySlugs(ctx.db, slugs.serialSlug, slugs.seasonSlug);
  if (!season) throw notFound();
  await ctx.db.delete(seasonDetailedReviews).where(and(eq(seasonDetailedReviews.seasonId, season.id), eq(seasonDetailedReviews.userId, user.id)));
  return { success: true };
}
