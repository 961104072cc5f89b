import { mn } from '@mfi/contract/messages';
import { seasonDetailedReviewFields } from '@mfi/contract/reviews.schemas';
import { serialAfterWrite } from '../../after-write/serial.after-write';
import type { AppContext } from '../../context';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { isBlankHtml, sanitizeRichText } from '../../lib/html';
import { type MultipartBody, singleFields } from '../../lib/multipart';
import { searchKeyOf } from '../../lib/transliterate';
import { parseWith } from '../../lib/validate';
import type { AuthUser } from '../../auth/auth-user';
import { authorize } from '../../policies/catalogue.policy';
import { authorize as authorizeCritic } from '../../policies/review.policy';
import * as q from './serial-reviews.queries';

// Critics' detailed reviews of seasons (part 2 section 7): beside their own season review; sanitized HTML.

/** POST /serial/api-submit-season-detailed-review/ (critics: review.policy.ts). */
export async function submitSeasonDetailedReview(ctx: AppContext, user: AuthUser, form: MultipartBody) {
  authorizeCritic(user, 'writeDetailed');
  const body = parseWith(seasonDetailedReviewFields, singleFields(form));
  const season = await q.findSeasonBySlugs(ctx.db, body.serialSlug, body.seasonSlug);
  if (!season) throw notFound();
  authorize(user, 'review', { kind: 'season', publish: season.publish });
  if (body.fetch) {
    const row = await q.seasonDetailedReview.find(ctx.db, season.id, user.id);
    serialAfterWrite.nothingCached();
    return { title: row?.title ?? '', review: row?.review ?? '' };
  }
  const review = sanitizeRichText(body.review, ctx.storage);
  if (isBlankHtml(review)) throw fieldError('review', 'detailedReviewRequired');
  await ctx.db.transaction(async (tx) => {
    // The season review, locked: its delete waits for this save, so the detailed review never outlives it.
    if (!(await q.seasonReview.lock(tx, season.id, user.id)))
      throw new AppError(400, { non_field_errors: [mn('reviewFirst')] });
    await q.upsertSeasonDetailedReview(tx, {
      seasonId: season.id,
      userId: user.id,
      title: body.title,
      review,
      searchKey: searchKeyOf(body.title),
    });
  });
  serialAfterWrite.catalogue(ctx); // guests' season tabs link the critic's card to it
  return { title: body.title, review };
}

/** POST /serial/api-delete-season-detailed-review/: the caller's own only. */
export async function deleteSeasonDetailedReview(
  ctx: AppContext,
  user: AuthUser,
  slugs: { serialSlug: string; seasonSlug: string },
) {
  const season = await q.findSeasonBySlugs(ctx.db, slugs.serialSlug, slugs.seasonSlug);
  if (!season) throw notFound();
  await q.seasonDetailedReview.remove(ctx.db, season.id, user.id);
  serialAfterWrite.catalogue(ctx);
  return { success: true };
}
