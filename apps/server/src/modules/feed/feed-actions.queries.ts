import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userActions } from '../../db/schema';
import { published } from '../../policies/visibility';

// The feed's action log (decision 015): one row a source, written and removed in the transaction of the
// source's write by after-write/feed-actions.ts, which is the only caller.

/** What an action points at: one of the four, its id also the row's target_id. */
export type ActionTarget = { movieId: number } | { episodeId: number } | { journalId: number } | { messageId: number };

const targetIdOf = (t: ActionTarget) =>
  'movieId' in t ? t.movieId : 'episodeId' in t ? t.episodeId : 'journalId' in t ? t.journalId : t.messageId;

/** The published chain of an episode `e` of season `se` of serial `s`, from the policy. */
const episodeChain = published('episode', 'e', 'se', 's');

/** Whether the target title is unpublished now (journals and messages have cards only while shown). */
const hiddenOf = (t: ActionTarget) =>
  'movieId' in t
    ? sql`not (select ${published('movie', 'm')} from movies m where m.id = ${t.movieId})`
    : 'episodeId' in t
      ? sql`not (select ${episodeChain} from episodes e join seasons se on se.id = e.season_id
                 join serials s on s.id = se.serial_id where e.id = ${t.episodeId})`
      : sql`false`;

/** Records the action, or moves an existing one to now (the source was written again). */
export async function upsertAction(db: Executor, userId: number, kind: number, target: ActionTarget) {
  await db
    .insert(userActions)
    .values({ userId, kind, targetId: targetIdOf(target), ...target, hidden: hiddenOf(target) })
    .onConflictDoUpdate({
      target: [userActions.userId, userActions.kind, userActions.targetId],
      set: { createdAt: sql`now()`, hidden: sql`excluded.hidden` },
    });
}

/** The movie was published or unpublished: its actions' copy of the flag (movie.after-write). */
export async function setMovieActionsHidden(db: Executor, movieId: number, publish: boolean) {
  await db.update(userActions).set({ hidden: !publish }).where(eq(userActions.movieId, movieId));
}

/** The serial, a season or an episode was published or unpublished: its episodes' actions' copies. */
export async function refreshSerialActionsHidden(db: Executor, serialId: number) {
  await db.execute(sql`
    update user_actions a set hidden = not ${episodeChain}
      from episodes e join seasons se on se.id = e.season_id join serials s on s.id = se.serial_id
     where a.episode_id = e.id and s.id = ${serialId}
       and a.hidden = ${episodeChain}`);
}

/** Every action's copy set from its title (the seeds, which write actions set-based). */
export async function refreshAllActionsHidden(db: Executor) {
  await db.execute(sql`
    update user_actions a set hidden = not ${published('movie', 'm')} from movies m
     where a.movie_id = m.id and a.hidden = ${published('movie', 'm')}`);
  await db.execute(sql`
    update user_actions a set hidden = not ${episodeChain}
      from episodes e join seasons se on se.id = e.season_id join serials s on s.id = se.serial_id
     where a.episode_id = e.id and a.hidden = ${episodeChain}`);
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
