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

/**
 * The member, their year's figures and the page's answer, as the caller may read them; 404 for no such
 * member. All are cached by the slug (a guest's read touches no table, and the answer is the same object on
 * every hit, so it is serialized once: plugins/memo-serializer.ts); a slug no member has is never cached, so
 * a member who signs up with it shows at once, and a member's new slug drops the old one's entry with their tag.
 */
export async function yearOf(ctx: Deps, user: AuthUser | null, query: YearReviewQuery) {
  const year = await ctx.cache.wrap(
    `year-review:${query.slug}:${query.year}`,
    async () => {
      const found = await q.memberBySlug(ctx.db, query.slug);
      if (!found) throw notFound();
      const figures = await q.yearFigures(ctx.db, found.id, query.year, YEAR_REVIEW_TOP, YEAR_REVIEW_RATED);
      return { member: found, figures, answer: toYearReview(ctx.storage, found, query.year, figures) };
    },
    (v) => memberTags.pages(v.member.id),
  );
  authorize(user, 'seeYearReview', await ownerSubject(ctx.db, user, year.member.id));
  return year;
}

export async function memberYear(
  ctx: Deps,
  user: AuthUser | null,
  query: YearReviewQuery,
): Promise<YearReviewResponse> {
  return (await yearOf(ctx, user, query)).answer;
}
