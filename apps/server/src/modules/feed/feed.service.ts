import type { FeedQuery, FeedResponse } from '@mfi/contract/feed.schemas';
import { FEED_PER_PAGE } from '@mfi/contract/limits';
import { memberTags } from '../../after-write/profile.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { ServiceDeps } from '../../context';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { pageCount, pageOffset } from '../../lib/pagination';
import { seesUnpublished } from '../../policies/catalogue.policy';
import { can } from '../../policies/profile.policy';
import { toFeedCard } from './feed.mapper';
import { messageVerdicts } from './short-messages.service';
import * as q from './feed.queries';

// A member's feed (issue 15 item 6; part 1 sections 2, 3 "Feed item" and 7; decision 015): the action log,
// newest first, FEED_PER_PAGE cards a page, with the page info the 5-to-7-link pagination needs. Open to
// guests (part 1 section 6: guests view profiles). Titles the reader may not see are left out (the catalogue
// policy); a caller who blocked the member sees an empty feed (the profile policy's `seeActivity`).

type Seen = { seesUnpublishedMovies: boolean; seesUnpublishedEpisodes: boolean };
const PUBLISHED_ONLY: Seen = { seesUnpublishedMovies: false, seesUnpublishedEpisodes: false };

/** A page of the member's feed as the caller sees it, before the policy. */
type FeedView = {
  member: q.FeedAuthor;
  rows: q.FeedRow[];
  total: number;
  blocksCaller: boolean;
  blockedByCaller: boolean;
  caller: { slug: string; username: string; image: string | null } | null;
};

/**
 * The member and their page in one statement, with the caller's blocks, name and likes when `callerId` is
 * given. A page past the last carries no rows, hence no total: counted apart (only then).
 */
async function readFeed(db: Executor, slug: string, page: number, callerId: number | null, seen: Seen) {
  const m = await q.findFeedMember(db, { slug, callerId, ...seen, ...pageOffset(page, FEED_PER_PAGE) });
  if (!m) throw notFound(); // never cached: a member who signs up with the slug shows at once
  const rows = m.cards ?? [];
  const total =
    rows.length > 0 ? Number(rows[0].total) : page > 1 ? await q.feedTotal(db, { memberId: m.id, ...seen }) : 0;
  const member = { id: m.id, slug: m.slug, username: m.username, image: m.image, critic: m.critic };
  const caller =
    m.callerSlug && m.callerUsername ? { slug: m.callerSlug, username: m.callerUsername, image: m.callerImage } : null;
  return { member, rows, total, blocksCaller: m.blocksCaller, blockedByCaller: m.blockedByCaller, caller };
}

/**
 * A guest's view of the page (cached under the member's tag: their own writes drop it, profile.after-write.ts)
 * with the caller's part read now: the blocks, the caller's name, and the page's short messages as they are
 * (counts, the caller's like; a deleted one leaves). A guest's page without messages reads nothing more.
 */
async function cachedView(
  ctx: ServiceDeps<'db' | 'cache'>,
  slug: string,
  page: number,
  callerId: number | null,
): Promise<FeedView> {
  const cached = await ctx.cache.wrap(
    `feed:${slug}:${page}`,
    async () => {
      const { member, rows, total } = await readFeed(ctx.db, slug, page, null, PUBLISHED_ONLY);
      return { member, rows, total };
    },
    (v) => memberTags.pages(v.member.id),
  );
  const messageIds = cached.rows.flatMap((r) => (r.message_id == null ? [] : [r.message_id]));
  if (callerId === null && messageIds.length === 0) {
    return { ...cached, blocksCaller: false, blockedByCaller: false, caller: null };
  }
  const now = await q.feedViewer(ctx.db, { memberId: cached.member.id, callerId, messageIds });
  const messages = new Map((now?.messages ?? []).map((m) => [m.id, m]));
  const rows = cached.rows.flatMap((r) => {
    if (r.message_id == null) return [r];
    const m = messages.get(r.message_id);
    return m ? [{ ...r, message_likes: m.likes, message_comments: m.comments, message_liked: m.liked }] : [];
  });
  return {
    ...cached,
    rows,
    blocksCaller: now?.blocksCaller ?? false,
    blockedByCaller: now?.blockedByCaller ?? false,
    caller: now?.caller ?? null,
  };
}

/**
 * GET /user/api/v-user-feed/ {slug, feedPage}: 404 for no such active member. A contributor's view (the
 * cards of unpublished titles too) is read whole and uncached; everyone else's is the guest's cached page
 * with their own part.
 */
export async function memberFeed(
  ctx: ServiceDeps<'db' | 'storage' | 'cache'>,
  user: AuthUser | null,
  query: FeedQuery,
): Promise<FeedResponse> {
  const page = query.feedPage ?? 1;
  const callerId = user?.id ?? null;
  const seen = {
    seesUnpublishedMovies: seesUnpublished(user, 'movie'),
    seesUnpublishedEpisodes: seesUnpublished(user, 'episode'),
  };
  const view =
    seen.seesUnpublishedMovies || seen.seesUnpublishedEpisodes
      ? await readFeed(ctx.db, query.slug, page, callerId, seen)
      : await cachedView(ctx, query.slug, page, callerId);
  const { member, caller } = view;
  const subject = {
    kind: 'profile' as const,
    ownerId: member.id,
    blocksCaller: view.blocksCaller,
    blockedByCaller: view.blockedByCaller,
  };
  const visible = can(user, 'seeActivity', subject);
  const rows = visible ? view.rows : [];
  const total = visible ? view.total : 0;
  // Every card is the member's: one set of verdicts for their short messages, the caller's own (never cached).
  const verdicts = messageVerdicts(user, subject);
  return {
    api_user_action_list: rows.flatMap((r) => toFeedCard(ctx.storage, member, r, verdicts) ?? []),
    request_user:
      user && caller
        ? {
            slug: caller.slug,
            username: caller.username,
            photo: ctx.storage.urlOf(caller.image),
            is_owner: user.id === member.id,
          }
        : null,
    feed_page: { page, pages: pageCount(total, FEED_PER_PAGE), total, per_page: FEED_PER_PAGE },
  };
}
