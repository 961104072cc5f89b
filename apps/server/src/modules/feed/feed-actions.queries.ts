import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userActions } from '../../db/schema';

// The feed's action log (decision 015): one row a source, written and removed in the transaction of the
// source's write by after-write/feed-actions.ts, which is the only caller.

/** What an action points at: one of the four, its id also the row's target_id. */
export type ActionTarget = { movieId: number } | { episodeId: number } | { journalId: number } | { messageId: number };

const targetIdOf = (t: ActionTarget) =>
  'movieId' in t ? t.movieId : 'episodeId' in t ? t.episodeId : 'journalId' in t ? t.journalId : t.messageId;

/** Records the action, or moves an existing one to now (the source was written again). */
export async function upsertAction(db: Executor, userId: number, kind: number, target: ActionTarget) {
  await db
    .insert(userActions)
    .values({ userId, kind, targetId: targetIdOf(target), ...target })
    .onConflictDoUpdate({
      target: [userActions.userId, userActions.kind, userActions.targetId],
      set: { createdAt: sql`now()` },
    });
}

/** Removes the member's actions of these kinds on the target (nothing when there are none). */
export async function deleteActions(db: Executor, userId: number, kinds: number[], target: ActionTarget) {
  await db
    .delete(userActions)
    .where(
      and(
        eq(userActions.userId, userId),
        inArray(userActions.kind, kinds),
        eq(userActions.targetId, targetIdOf(target)),
      ),
    );
}
