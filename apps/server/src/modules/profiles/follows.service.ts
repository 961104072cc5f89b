import { FOLLOWS_PER_PAGE } from '@mfi/contract/limits';
import { mn } from '@mfi/contract/messages';
import type { BlockResponse, FollowListResponse, FollowResponse } from '@mfi/contract/profiles.schemas';
import { profileAfterWrite } from '../../after-write/profile.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { ServiceDeps } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { pageCount, pageOffset } from '../../lib/pagination';
import * as q from './follows.queries';
import { toFollowCard } from './profiles.mapper';
import { authorizeInteraction } from './profiles.service';

// Follows and blocks (issue 15; designed in the spec's style, decision 012). Each toggle runs in one
// transaction under both members' profile-row locks (follows.queries lockPair), so the counters move with
// the rows and a follow cannot slip in beside a block being written.

async function memberId(db: ServiceDeps<'db'>['db'], slug: string) {
  const member = await q.findMemberBySlug(db, slug);
  if (!member) throw notFound();
  return member.id;
}

/**
 * POST /user/api/v-user-follow/ {slug}: follows the member, or unfollows when already following. Nobody
 * follows themselves (400); the policy refuses a follow across a block (403), an unfollow never.
 */
export async function toggleFollow(
  ctx: ServiceDeps<'db' | 'cache'>,
  user: AuthUser,
  slug: string,
): Promise<FollowResponse> {
  const id = await memberId(ctx.db, slug);
  if (id === user.id) throw new AppError(400, { detail: mn('followSelf') });
  const result = await ctx.db.transaction(async (tx) => {
    await q.lockPair(tx, user.id, id);
    if (await q.removeFollows(tx, [[user.id, id]])) {
      await profileAfterWrite.notify.followed(tx, user.id, id, false);
      return false;
    }
    await authorizeInteraction(tx, user, id, 'follow');
    await q.addFollow(tx, user.id, id);
    await profileAfterWrite.notify.followed(tx, user.id, id, true);
    return true;
  });
  profileAfterWrite.related(ctx, id);
  return { following: result, followers: (await q.followersCount(ctx.db, id)).followers };
}

/**
 * POST /user/api/v-user-blockuser/ {slug}: blocks the member, or lifts the block. A block ends the follows
 * both ways, counters with them; the blocked member then cannot follow the blocker (policy).
 */
export async function toggleBlock(
  ctx: ServiceDeps<'db' | 'cache'>,
  user: AuthUser,
  slug: string,
): Promise<BlockResponse> {
  const id = await memberId(ctx.db, slug);
  if (id === user.id) throw new AppError(400, { detail: mn('blockSelf') });
  const blocked = await ctx.db.transaction(async (tx) => {
    await q.lockPair(tx, user.id, id);
    if (await q.removeBlock(tx, user.id, id)) return false;
    await q.addBlock(tx, user.id, id);
    await q.removeFollows(tx, [
      [user.id, id],
      [id, user.id],
    ]);
    await profileAfterWrite.notify.blocked(tx, user.id, id);
    return true;
  });
  profileAfterWrite.related(ctx, id);
  return { blocked };
}

/** GET /user/api/v-user-followers/ and v-user-following/ {slug, page}: 24 a page, the count from the counters. */
export async function followList(
  ctx: ServiceDeps<'db' | 'storage'>,
  which: 'followers' | 'following',
  slug: string,
  page = 1,
): Promise<FollowListResponse> {
  const id = await memberId(ctx.db, slug);
  const [counts, rows] = await Promise.all([
    q.followersCount(ctx.db, id),
    q.followPage(ctx.db, which, id, pageOffset(page, FOLLOWS_PER_PAGE)),
  ]);
  const count = which === 'followers' ? counts.followers : counts.following;
  return {
    results: rows.map((r) => toFollowCard(ctx.storage, r)),
    count,
    page: pageCount(count, FOLLOWS_PER_PAGE),
  };
}
