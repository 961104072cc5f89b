import {
  YEAR_REVIEW_RATED,
  YEAR_REVIEW_TOP,
  type YearReviewQuery,
  type YearReviewResponse,
} from '@mfi/contract/year-review.schemas';
import { memberTags } from '../../after-write/profile.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { ServiceDeps } from '../../context';
import { notFound } from '../../lib/errors';
import { authorize } from '../../policies/profile.policy';
import { ownerSubject } from '../profiles/profiles.service';
import { toYearReview } from './year-review.mapper';
import * as q from './year-review.queries';

// GET /user/api/v-user-year/ (issue 29 part 4, decision 038): a member's year, public as their profile: guests
// read it, a member on either side of a block does not (the profile policy's `seeYearReview`). The figures are
// alike for every reader (published titles only), so they are cached under the member's tag, which each of
// their writes drops (profile.after-write `ownWrite`); a catalogue write drops the whole cache.

type Deps = ServiceDeps<'db' | 'storage' | 'cache'>;

/** The member and their year's figures, as the caller may read them; 404 for no such member. */
export async function yearOf(ctx: Deps, user: AuthUser | null, query: YearReviewQuery) {
  const member = await q.memberBySlug(ctx.db, query.slug);
  if (!member) throw notFound();
  authorize(user, 'seeYearReview', await ownerSubject(ctx.db, user, member.id));
  const figures = await ctx.cache.wrap(
    `year-review:${member.id}:${query.year}`,
    () => q.yearFigures(ctx.db, member.id, query.year, YEAR_REVIEW_TOP, YEAR_REVIEW_RATED),
    () => memberTags.pages(member.id),
  );
  return { member, figures };
}

export async function memberYear(
  ctx: Deps,
  user: AuthUser | null,
  query: YearReviewQuery,
): Promise<YearReviewResponse> {
  const { member, figures } = await yearOf(ctx, user, query);
  return toYearReview(ctx.storage, member, query.year, figures);
}
