import { and, count, desc, eq, lte, max, ne, not, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import {
  episodeDetailedReviews,
  episodeReviews,
  episodes,
  journalMainTypes,
  journalSubTypes,
  journals,
  movieDetailedReviews,
  movieReviews,
  movies,
  notifications,
  seasonDetailedReviews,
  seasonReviews,
  seasons,
  serials,
  shortMessageComments,
  shortMessages,
  userBlocks,
  userLists,
  users,
} from '../../db/schema';
import type { Actor } from '../../policies/catalogue.policy';
import { festivalManagers } from '../../policies/festival.policy';
import { absentOrVisible, visibleTo } from '../../policies/visibility';

// Notifications (issue 15 item 5; decision 016): written in the transaction of the follow, comment or like
// by after-write/notify.ts, read and marked seen by the notification call. Every insert resolves who is
// notified from the source row itself, and skips the actor (nobody is notified of their own doing) and any
// pair with a block between them, either way, in the same statement.

/** The notification's source columns, one set per notification (the others stay null). */
export type NotificationSource = Partial<
  Pick<
    typeof notifications.$inferInsert,
    | 'messageId'
    | 'commentId'
    | 'movieReviewId'
    | 'movieDetailedReviewId'
    | 'episodeReviewId'
    | 'episodeDetailedReviewId'
    | 'seasonReviewId'
    | 'seasonDetailedReviewId'
    | 'listId'
    | 'journalId'
  >
>;
type SourceKey = keyof NotificationSource;

/** No block stands between the two members, in either direction. */
const noBlockBetween = (a: AnyPgColumn | SQL, b: number) =>
  sql`not exists (select 1 from ${userBlocks} where (${userBlocks.blockerId} = ${a} and ${userBlocks.blockedId} = ${b}) or (${userBlocks.blockerId} = ${b} and ${userBlocks.blockedId} = ${a}))`;

/** A liked row its member wrote (`userId`): its id and its author. */
const written = <K extends SourceKey>(key: K, table: { id: AnyPgColumn; userId: AnyPgColumn }) => ({
  key,
  id: table.id,
  owner: table.userId,
});

/** What a like's notification is about: the liked row's table, its id and its author. */
const LIKED = {
  message_like: written('messageId', shortMessages),
  comment_like: written('commentId', shortMessageComments),
  movie_review_like: written('movieReviewId', movieReviews),
  movie_detailed_review_like: written('movieDetailedReviewId', movieDetailedReviews),
  episode_review_like: written('episodeReviewId', episodeReviews),
  episode_detailed_review_like: written('episodeDetailedReviewId', episodeDetailedReviews),
  season_review_like: written('seasonReviewId', seasonReviews),
  season_detailed_review_like: written('seasonDetailedReviewId', seasonDetailedReviews),
  movie_list_like: written('listId', userLists),
  serial_list_like: written('listId', userLists),
  journal_like: { key: 'journalId', id: journals.id, owner: journals.authorId },
} as const satisfies Record<string, { key: SourceKey; id: AnyPgColumn; owner: AnyPgColumn }>;
export type LikeType = keyof typeof LIKED;

/** The table a column belongs to. */
const getTableOf = (column: AnyPgColumn) => column.table as PgTable;

/** `insert into notifications (columns) (select …)`: who is notified comes from the selected rows. */
async function insertSelected(tx: Executor, columns: AnyPgColumn[], select: SQLWrapper) {
  const names = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  await tx.execute(sql`insert into ${notifications} (${names}) ${select}`);
}

const int = (n: number) => sql`${n}::int`;
const text = (t: string) => sql`${t}::text`;

/** The liked row's author is notified (unless it is the actor, or a block stands between them). */
export async function insertLike(tx: Executor, type: LikeType, likedId: number, actorId: number) {
  const { key, id, owner } = LIKED[type];
  const n = notifications;
  // A comment's notification also names its message, for the link.
  const withMessage = type === 'comment_like';
  await insertSelected(
    tx,
    [n.userId, n.actorId, n.type, n[key], ...(withMessage ? [n.messageId] : [])],
    tx
      .select({
        userId: owner,
        actorId: int(actorId),
        type: text(type),
        id,
        ...(withMessage ? { messageId: shortMessageComments.messageId } : {}),
      })
      .from(getTableOf(id))
      .where(and(eq(id, likedId), ne(owner, actorId), noBlockBetween(owner, actorId))),
  );
}

/** An unread notification taken back with its like (a seen one stays in the member's history). */
export async function deleteUnreadLike(tx: Executor, type: LikeType, likedId: number, actorId: number) {
  const key = LIKED[type].key;
  await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications[key], likedId),
        eq(notifications.actorId, actorId),
        eq(notifications.type, type),
        not(notifications.seen),
      ),
    );
}

/** The followed member is notified (a follow across a block is refused before; checked again here). */
export async function insertFollow(tx: Executor, followerId: number, followeeId: number) {
  if (followerId === followeeId) return;
  const n = notifications;
  await insertSelected(
    tx,
    [n.userId, n.actorId, n.type],
    tx
      .select({ userId: users.id, actorId: int(followerId), type: text('follow') })
      .from(users)
      .where(and(eq(users.id, followeeId), noBlockBetween(users.id, followerId))),
  );
}

export async function deleteUnreadFollow(tx: Executor, followerId: number, followeeId: number) {
  await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, followeeId),
        eq(notifications.actorId, followerId),
        eq(notifications.type, 'follow'),
        not(notifications.seen),
      ),
    );
}

/**
 * A new comment: the message's author is told (`message_comment`), and every other member who commented
 * on the message before (`thread_reply`), once each, the actor and blocked pairs aside.
 */
export async function insertComment(tx: Executor, messageId: number, commentId: number, actorId: number) {
  const n = notifications;
  const columns = [n.userId, n.actorId, n.type, n.messageId, n.commentId];
  await insertSelected(
    tx,
    columns,
    tx
      .select({
        userId: shortMessages.userId,
        actorId: int(actorId),
        type: text('message_comment'),
        messageId: shortMessages.id,
        commentId: int(commentId),
      })
      .from(shortMessages)
      .where(
        and(
          eq(shortMessages.id, messageId),
          ne(shortMessages.userId, actorId),
          noBlockBetween(shortMessages.userId, actorId),
        ),
      ),
  );
  await insertSelected(
    tx,
    columns,
    tx
      .selectDistinct({
        userId: shortMessageComments.userId,
        actorId: int(actorId),
        type: text('thread_reply'),
        messageId: int(messageId),
        commentId: int(commentId),
      })
      .from(shortMessageComments)
      .innerJoin(shortMessages, eq(shortMessages.id, shortMessageComments.messageId))
      .where(
        and(
          eq(shortMessageComments.messageId, messageId),
          ne(shortMessageComments.userId, actorId),
          ne(shortMessageComments.userId, shortMessages.userId),
          noBlockBetween(shortMessageComments.userId, actorId),
        ),
      ),
  );
}

/** A block: what the two were notified of about each other goes, either way. */
export async function deleteBetween(tx: Executor, a: number, b: number) {
  await tx
    .delete(notifications)
    .where(
      or(
        and(eq(notifications.userId, a), eq(notifications.actorId, b)),
        and(eq(notifications.userId, b), eq(notifications.actorId, a)),
      ),
    );
}

/**
 * A member asks for the festival entrant flag (issue 24 item 5): every festival manager but the member is
 * told, unless a request of theirs still waits (answers whether this one was sent). An administrative
 * request, so a block does not hold it back. The caller holds the member's row lock, so two at once send one.
 */
export async function insertEntrantRequest(tx: Executor, memberId: number) {
  if (await entrantRequestWaits(tx, memberId)) return false;
  const n = notifications;
  await insertSelected(
    tx,
    [n.userId, n.actorId, n.type],
    tx
      .select({ userId: users.id, actorId: int(memberId), type: text('entrant_request') })
      .from(users)
      .where(and(festivalManagers(), ne(users.id, memberId))),
  );
  return true;
}

/** Whether the member's request for the entrant flag waits for an answer (its notices are still there). */
export async function entrantRequestWaits(db: Executor, memberId: number) {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.actorId, memberId), eq(notifications.type, 'entrant_request')))
    .limit(1);
  return row !== undefined;
}

/** A draft sent back by a moderator (issue 25): who made it, what it is, and why. */
export type Rejection = {
  creatorId: number;
  actorId: number;
  itemKind: string;
  itemId: number;
  itemTitle: string;
  reason: string;
};

/** The draft's creator is told why it was sent back (not a moderator who sent back their own draft). */
export async function insertRejection(tx: Executor, r: Rejection) {
  if (r.creatorId === r.actorId) return;
  await tx.insert(notifications).values({
    userId: r.creatorId,
    actorId: r.actorId,
    type: 'draft_rejected',
    reason: r.reason,
    itemKind: r.itemKind,
    itemId: r.itemId,
    itemTitle: r.itemTitle,
  });
}

/**
 * An admin answered the member's entrant flag (granted or took it back): the request is answered, so its
 * notices go from every admin's list; a grant tells the member (once while unread).
 */
export async function answerEntrantRequest(tx: Executor, memberId: number, adminId: number, granted: boolean) {
  await tx
    .delete(notifications)
    .where(and(eq(notifications.actorId, memberId), eq(notifications.type, 'entrant_request')));
  if (!granted || memberId === adminId) return;
  const n = notifications;
  const unreadGrant = tx
    .select({ id: n.id })
    .from(n)
    .where(and(eq(n.userId, memberId), eq(n.type, 'entrant_granted'), not(n.seen)));
  await insertSelected(
    tx,
    [n.userId, n.actorId, n.type],
    tx
      .select({ userId: users.id, actorId: int(adminId), type: text('entrant_granted') })
      .from(users)
      .where(and(eq(users.id, memberId), sql`not exists (${unreadGrant})`)),
  );
}

// ---------------------------------------------------------------------------------------------------
// The notification call.

const unreadCountOf = (db: Executor) =>
  db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), not(notifications.seen)))
    .prepare('notification_unread_count');
const preparedUnreadCount = preparedOnce(unreadCountOf);

/**
 * The badge: the member's unread notifications, counted on the partial index notifications_unread_idx, on
 * every signed-in profile page: a prepared statement (built once per database, planned once per connection).
 */
export async function unreadCount(db: Executor, userId: number) {
  const [row] = await preparedUnreadCount(db).execute({ userId });
  return row?.n ?? 0;
}

/**
 * The member's notifications the reader may see, and the newest id of all (what a read marks seen up to):
 * a notice about a title the member may not see (unpublished, or under an unpublished parent) is left out
 * as every other read leaves it out.
 */
export async function totals(db: Executor, reader: Actor & { id: number }) {
  const [row] = await withTitles(
    db
      .select({
        n: sql<number>`(count(*) filter (where ${seenTitles(reader) ?? sql`true`}))::int`,
        newest: max(notifications.id),
      })
      .from(notifications)
      .$dynamic(),
  ).where(eq(notifications.userId, reader.id));
  return { count: row?.n ?? 0, newest: row?.newest ?? 0 };
}

/**
 * Marks the member's unread notifications up to `newest` seen (one that arrives during the read stays new),
 * or all of them without it.
 */
export async function markSeen(db: Executor, userId: number, newest?: number) {
  await db
    .update(notifications)
    .set({ seen: true })
    .where(
      and(
        eq(notifications.userId, userId),
        not(notifications.seen),
        newest === undefined ? undefined : lte(notifications.id, newest),
      ),
    );
}

const actor = alias(users, 'actor');
const messageAuthor = alias(users, 'message_author');
const comment = alias(shortMessageComments, 'comment');

/** The titles a notice is about: its review's movie, episode or season, and the season's serial. */
function withTitles<T extends PgSelect>(query: T) {
  return query
    .leftJoin(movieReviews, eq(movieReviews.id, notifications.movieReviewId))
    .leftJoin(movieDetailedReviews, eq(movieDetailedReviews.id, notifications.movieDetailedReviewId))
    .leftJoin(movies, eq(movies.id, sql`coalesce(${movieReviews.movieId}, ${movieDetailedReviews.movieId})`))
    .leftJoin(episodeReviews, eq(episodeReviews.id, notifications.episodeReviewId))
    .leftJoin(episodeDetailedReviews, eq(episodeDetailedReviews.id, notifications.episodeDetailedReviewId))
    .leftJoin(
      episodes,
      eq(episodes.id, sql`coalesce(${episodeReviews.episodeId}, ${episodeDetailedReviews.episodeId})`),
    )
    .leftJoin(seasonReviews, eq(seasonReviews.id, notifications.seasonReviewId))
    .leftJoin(seasonDetailedReviews, eq(seasonDetailedReviews.id, notifications.seasonDetailedReviewId))
    .leftJoin(
      seasons,
      eq(seasons.id, sql`coalesce(${episodes.seasonId}, ${seasonReviews.seasonId}, ${seasonDetailedReviews.seasonId})`),
    )
    .leftJoin(serials, eq(serials.id, seasons.serialId));
}

/** The notice's title, when it has one, is one the reader may see (the policy's condition). */
const seenTitles = (reader: Actor) =>
  and(
    absentOrVisible(movies.id, visibleTo(reader, 'movie')),
    absentOrVisible(episodes.id, visibleTo(reader, 'episode')),
    absentOrVisible(seasons.id, visibleTo(reader, 'season')),
  );

/** A page of the notifications the member may see, newest first, with the actor and what the link needs. */
export async function notificationPage(
  db: Executor,
  reader: Actor & { id: number },
  page: { limit: number; offset: number },
) {
  const query = db
    .select({
      id: notifications.id,
      type: notifications.type,
      seen: notifications.seen,
      createdAt: notifications.createdAt,
      actorSlug: actor.slug,
      actorUsername: actor.username,
      actorFirstname: actor.firstname,
      actorLastname: actor.lastname,
      actorImage: actor.image,
      messageId: notifications.messageId,
      commentId: notifications.commentId,
      messageBody: shortMessages.body,
      messageAuthorSlug: messageAuthor.slug,
      commentBody: comment.body,
      movieSlug: movies.slug,
      movieTitle: movies.mTitle,
      movieTitleEn: movies.iTitle,
      serialSlug: serials.slug,
      serialTitle: serials.mTitle,
      serialTitleEn: serials.iTitle,
      seasonSlug: seasons.slug,
      seasonName: seasons.name,
      episodeSlug: episodes.slug,
      episodeName: episodes.name,
      episodeNameEn: episodes.nameEn,
      listSlug: userLists.slug,
      listTitle: userLists.title,
      journalSlug: journals.slug,
      journalTitle: journals.title,
      journalSubTypeSlug: journalSubTypes.slug,
      journalMainTypeSlug: journalMainTypes.slug,
      reason: notifications.reason,
      itemKind: notifications.itemKind,
      itemId: notifications.itemId,
      itemTitle: notifications.itemTitle,
    })
    .from(notifications)
    .innerJoin(actor, eq(actor.id, notifications.actorId))
    .leftJoin(shortMessages, eq(shortMessages.id, notifications.messageId))
    .leftJoin(messageAuthor, eq(messageAuthor.id, shortMessages.userId))
    .leftJoin(comment, eq(comment.id, notifications.commentId))
    .$dynamic();
  return withTitles(query)
    .leftJoin(userLists, eq(userLists.id, notifications.listId))
    .leftJoin(journals, eq(journals.id, notifications.journalId))
    .leftJoin(journalSubTypes, eq(journalSubTypes.id, journals.subTypeId))
    .leftJoin(journalMainTypes, eq(journalMainTypes.id, journalSubTypes.mainTypeId))
    .where(and(eq(notifications.userId, reader.id), seenTitles(reader)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type NotificationRow = Awaited<ReturnType<typeof notificationPage>>[number];
