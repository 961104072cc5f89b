import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userBlocks, userFollows, userProfiles, users } from '../../db/schema';
import type { FollowCardRow } from './profiles.mapper';

// Follows and blocks between members (issue 15), with the follower and following counters of the profile
// rows written in the same transaction (decision 003).

/**
 * Creates the members' profile rows if missing, then locks them, lower id first: every follow and block
 * between two members runs one at a time, and two members acting on each other at once cannot deadlock.
 */
export async function lockPair(tx: Executor, a: number, b: number) {
  const ids = [a, b].sort((x, y) => x - y);
  await tx
    .insert(userProfiles)
    .values(ids.map((userId) => ({ userId })))
    .onConflictDoNothing();
  await tx
    .select({ id: userProfiles.userId })
    .from(userProfiles)
    .where(inArray(userProfiles.userId, ids))
    .orderBy(userProfiles.userId)
    .for('update');
}

/** Moves the followee's followers and the follower's following by `by`. */
async function countFollow(tx: Executor, followerId: number, followeeId: number, by: 1 | -1) {
  await tx
    .update(userProfiles)
    .set({ followersCount: sql`${userProfiles.followersCount} + ${by}` })
    .where(eq(userProfiles.userId, followeeId));
  await tx
    .update(userProfiles)
    .set({ followingCount: sql`${userProfiles.followingCount} + ${by}` })
    .where(eq(userProfiles.userId, followerId));
}

/** Adds the follow (and counts it); false when it was there already. */
export async function addFollow(tx: Executor, followerId: number, followeeId: number) {
  const added = await tx
    .insert(userFollows)
    .values({ followerId, followeeId })
    .onConflictDoNothing()
    .returning({ id: userFollows.followerId });
  if (added.length) await countFollow(tx, followerId, followeeId, 1);
  return added.length > 0;
}

/** Removes the follows between the two, in the directions asked, and uncounts each one removed. */
export async function removeFollows(tx: Executor, pairs: [followerId: number, followeeId: number][]) {
  const removed = await tx
    .delete(userFollows)
    .where(or(...pairs.map(([f, e]) => and(eq(userFollows.followerId, f), eq(userFollows.followeeId, e)))))
    .returning({ followerId: userFollows.followerId, followeeId: userFollows.followeeId });
  for (const r of removed) await countFollow(tx, r.followerId, r.followeeId, -1);
  return removed.length;
}

export async function followersCount(db: Executor, userId: number) {
  const [row] = await db
    .select({ followers: userProfiles.followersCount, following: userProfiles.followingCount })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return row ?? { followers: 0, following: 0 };
}

export async function addBlock(tx: Executor, blockerId: number, blockedId: number) {
  await tx.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

/** Removes the block; false when there was none. */
export async function removeBlock(tx: Executor, blockerId: number, blockedId: number) {
  const removed = await tx
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    .returning({ id: userBlocks.blockerId });
  return removed.length > 0;
}

export const findMemberBySlug = async (db: Executor, slug: string) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.slug, slug), eq(users.isActive, true)))
  )[0];

/** A page of the member's followers or of those they follow, newest follow first (the follow indexes). */
export async function followPage(
  db: Executor,
  which: 'followers' | 'following',
  userId: number,
  page: { limit: number; offset: number },
): Promise<FollowCardRow[]> {
  const [self, other] =
    which === 'followers'
      ? [userFollows.followeeId, userFollows.followerId]
      : [userFollows.followerId, userFollows.followeeId];
  return db
    .select({
      username: users.username,
      slug: users.slug,
      firstname: users.firstname,
      lastname: users.lastname,
      image: users.image,
      followers: userProfiles.followersCount,
      closed: sql<boolean>`${users.closedAt} is not null`,
    })
    .from(userFollows)
    .innerJoin(users, eq(users.id, other))
    .leftJoin(userProfiles, eq(userProfiles.userId, other))
    .where(eq(self, userId))
    .orderBy(desc(userFollows.createdAt), desc(other))
    .limit(page.limit)
    .offset(page.offset);
}
