import type { FeedQuery, FeedResponse } from '@mfi/contract/feed.schemas';
import { FEED_PER_PAGE } from '@mfi/contract/limits';
import type { AuthUser } from '../../auth/auth-user';
import type { ServiceDeps } from '../../context';
import { notFound } from '../../lib/errors';
import { pageCount, pageOffset } from '../../lib/pagination';
import { seesUnpublished } from '../../policies/catalogue.policy';
import { can } from '../../policies/profile.policy';
import { toFeedCard } from './feed.mapper';
import * as q from './feed.queries';

// A member's feed (issue 15 item 6; part 1 sections 2, 3 "Feed item" and 7; decision 015): the action log,
// newest first, FEED_PER_PAGE cards a page, with the page info the 5-to-7-link pagination needs. Open to
// guests (part 1 section 6: guests view profiles). Titles the reader may not see are left out (the catalogue
// policy); a caller who blocked the member sees an empty feed (the profile policy's `seeActivity`).

/** GET /user/api/v-user-feed/ {slug, feedPage}: 404 for no such active member. */
export async function memberFeed(
  ctx: ServiceDeps<'db' | 'storage'>,
  user: AuthUser | null,
  query: FeedQuery,
): Promise<FeedResponse> {
  const page = query.feedPage ?? 1;
  const seen = {
    seesUnpublishedMovies: seesUnpublished(user, 'movie'),
    seesUnpublishedEpisodes: seesUnpublished(user, 'episode'),
  };
  // The member and their page in one statement; the page is dropped below when the policy says so.
  const member = await q.findFeedMember(ctx.db, {
    slug: query.slug,
    callerId: user?.id ?? null,
    ...seen,
    ...pageOffset(page, FEED_PER_PAGE),
  });
  if (!member) throw notFound();
  const subject = {
    kind: 'profile' as const,
    ownerId: member.id,
    blocksCaller: member.blocksCaller,
    blockedByCaller: member.blockedByCaller,
  };
  const visible = can(user, 'seeActivity', subject);
  const rows = visible ? (member.cards ?? []) : [];
  // A page past the last carries no rows, hence no total: counted apart (only then).
  const total =
    rows.length > 0
      ? Number(rows[0].total)
      : visible && page > 1
        ? await q.feedTotal(ctx.db, { memberId: member.id, ...seen })
        : 0;
  const url = (key: string) => ctx.storage.url(key);
  return {
    api_user_action_list: rows.flatMap((r) => toFeedCard(url, member, r) ?? []),
    request_user:
      user && member.callerSlug && member.callerUsername
        ? {
            slug: member.callerSlug,
            username: member.callerUsername,
            photo: member.callerImage ? url(member.callerImage) : null,
            is_owner: user.id === member.id,
          }
        : null,
    feed_page: { page, pages: pageCount(total, FEED_PER_PAGE), total, per_page: FEED_PER_PAGE },
  };
}
