import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { userBlocks, users } from '../../db/schema';
import { published } from '../../policies/visibility';

// A member's feed (issue 15 item 6; decision 015): the action log's page, newest first, with each card's
// source read at once, in one statement. Which titles the reader may see comes from the policy as two
// flags (`seesUnpublished`); a journal's card exists only while it is published.

const p = (name: string) => sql.placeholder(name);

/**
 * The member whose feed it is (active accounts only), the blocks between them and the caller, and the
 * caller's name and photo (null fields for a guest, whose id is null): one prepared statement, as the page's.
 */
const memberStatement = (db: Executor) =>
  db
    .select({
      id: users.id,
      slug: users.slug,
      username: users.username,
      image: users.image,
      critic: users.critic,
      blockedByCaller: sql<boolean>`exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${p('callerId')}::int and ${userBlocks.blockedId} = ${users.id})`,
      blocksCaller: sql<boolean>`exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${users.id} and ${userBlocks.blockedId} = ${p('callerId')}::int)`,
      callerSlug: sql<string | null>`(select c.slug from users c where c.id = ${p('callerId')}::int)`,
      callerUsername: sql<string | null>`(select c.username from users c where c.id = ${p('callerId')}::int)`,
      callerImage: sql<string | null>`(select c.image from users c where c.id = ${p('callerId')}::int)`,
      cards: sql<
        FeedRow[] | null
      >`(select jsonb_agg(to_jsonb(f) order by f.created_at desc, f.id desc) from (${pageOf(sql`${users.id}`)}) f)`,
    })
    .from(users)
    .where(and(eq(users.slug, sql`${p('slug')}::text`), eq(users.isActive, true)))
    .prepare('feed_member');
const preparedMember = preparedOnce(memberStatement);

export async function findFeedMember(
  db: Executor,
  q: Omit<Visibility, 'memberId'> & { slug: string; callerId: number | null; limit: number; offset: number },
) {
  const [row] = await preparedMember(db).execute(q);
  return row;
}
export type FeedMember = NonNullable<Awaited<ReturnType<typeof findFeedMember>>>;

/** The member's columns a feed card shows. */
export type FeedAuthor = Pick<FeedMember, 'id' | 'slug' | 'username' | 'image' | 'critic'>;

/**
 * What the cached page (read as a guest's) leaves to each request: the blocks between the caller and the
 * member, the caller's name and photo, and the page's short messages as they are now (their counts, the
 * caller's like; a deleted one is missing). `messageIds` is a Postgres array literal (`{1,2}`).
 */
const viewerStatement = (db: Executor) =>
  db
    .select({
      blockedByCaller: sql<boolean>`exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${p('callerId')}::int and ${userBlocks.blockedId} = ${p('memberId')}::int)`,
      blocksCaller: sql<boolean>`exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${p('memberId')}::int and ${userBlocks.blockedId} = ${p('callerId')}::int)`,
      caller: sql<{
        slug: string;
        username: string;
        image: string | null;
      } | null>`(select jsonb_build_object('slug', c.slug, 'username', c.username, 'image', c.image) from users c where c.id = ${p('callerId')}::int)`,
      messages: sql<
        { id: number; likes: number; comments: number; liked: boolean }[] | null
      >`(select jsonb_agg(jsonb_build_object('id', sm.id, 'likes', sm.likes_count, 'comments', sm.comments_count,
           'liked', exists (select 1 from short_message_likes l where l.message_id = sm.id and l.user_id = ${p('callerId')}::int)))
          from short_messages sm where sm.id = any(${p('messageIds')}::int[]))`,
    })
    .from(sql`(select 1) as one`)
    .prepare('feed_viewer');
const preparedViewer = preparedOnce(viewerStatement);

export async function feedViewer(db: Executor, q: { memberId: number; callerId: number | null; messageIds: number[] }) {
  const [row] = await preparedViewer(db).execute({
    memberId: q.memberId,
    callerId: q.callerId,
    messageIds: `{${q.messageIds.join(',')}}`,
  });
  return row;
}

/** One card's row: the action and the columns of its source (null where the kind has none). */
export type FeedRow = {
  id: number;
  kind: number;
  created_at: Date | string;
  total: number;
  movie_slug: string | null;
  movie_title: string | null;
  movie_i_title: string | null;
  movie_poster: string | null;
  movie_grade: number | null;
  movie_review: string | null;
  movie_spoiler: boolean | null;
  md_title: string | null;
  md_review: string | null;
  episode_slug: string | null;
  episode_title: string | null;
  episode_title_en: string | null;
  episode_number: number | null;
  season_slug: string | null;
  season_number: number | null;
  serial_slug: string | null;
  serial_title: string | null;
  serial_i_title: string | null;
  serial_poster: string | null;
  episode_grade: number | null;
  episode_review: string | null;
  episode_spoiler: boolean | null;
  ed_title: string | null;
  ed_review: string | null;
  journal_slug: string | null;
  journal_title: string | null;
  journal_cover: string | null;
  journal_excerpt: string | null;
  journal_main_type_slug: string | null;
  journal_sub_type_slug: string | null;
  message_id: number | null;
  message_body: string | null;
  message_created_at: Date | string | null;
  message_likes: number | null;
  message_comments: number | null;
  message_liked: boolean | null;
};

/**
 * `from user_actions a … where …`: the member's actions the reader may see (the policy's two flags), from
 * the actions' own copy of their titles' publish flags (`hidden`): no join, so the page and its count walk
 * the member's feed index alone. A journal's action exists only while it is published.
 */
const visibleActions = (memberId: SQL) => sql`
  from user_actions a
 where a.user_id = ${memberId}
   and (not a.hidden
        or (a.movie_id is not null and ${p('seesUnpublishedMovies')}::boolean)
        or (a.episode_id is not null and ${p('seesUnpublishedEpisodes')}::boolean))`;

/** Which of the member's actions the reader sees. */
type Visibility = { memberId: number; seesUnpublishedMovies: boolean; seesUnpublishedEpisodes: boolean };

/** The head of a detailed review read for its excerpt: enough text for FEED_EXCERPT_LENGTH after the tags go. */
const REVIEW_HEAD = 4000;

/**
 * A page of the member's visible actions, newest first, each with its source, and the number of visible
 * actions in all (`total`, on every row). The page is cut from the feed index (user_id, created_at, id);
 * the count walks the member's own actions, a few hundred at most. Read as a column of the member's
 * statement (one round trip), which is prepared: its fifteen joins cost more to plan than to run, so it is
 * planned once per connection (db/prepared.ts).
 */
const pageOf = (memberId: SQL) => sql`
    with page as (
      select a.id, a.kind, a.created_at, a.movie_id, a.episode_id, a.journal_id, a.message_id,
             count(*) over () as total
        ${visibleActions(memberId)}
       order by a.created_at desc, a.id desc
       limit ${p('limit')}::int offset ${p('offset')}::int
    )
    select p.id, p.kind, p.created_at, p.total::int as total,
           m.slug as movie_slug, m.m_title as movie_title, m.i_title as movie_i_title, m.poster as movie_poster,
           mr.grade as movie_grade, mr.review as movie_review, mr.spoiler as movie_spoiler,
           md.title as md_title, left(md.review, ${sql.raw(String(REVIEW_HEAD))}) as md_review,
           e.slug as episode_slug, e.name as episode_title, e.name_en as episode_title_en, e.episode_num as episode_number,
           s.slug as season_slug, s.season_num as season_number,
           r.slug as serial_slug, r.m_title as serial_title, r.i_title as serial_i_title, r.poster as serial_poster,
           er.grade as episode_grade, er.review as episode_review, er.spoiler as episode_spoiler,
           ed.title as ed_title, left(ed.review, ${sql.raw(String(REVIEW_HEAD))}) as ed_review,
           j.slug as journal_slug, j.title as journal_title, j.cover as journal_cover, j.excerpt as journal_excerpt,
           jm.slug as journal_main_type_slug, js.slug as journal_sub_type_slug,
           sm.id as message_id, sm.body as message_body, sm.created_at as message_created_at,
           sm.likes_count as message_likes, sm.comments_count as message_comments, exists (select 1 from short_message_likes l where l.message_id = sm.id and l.user_id = ${p('callerId')}::int) as message_liked
      from page p
      left join movies m on m.id = p.movie_id
      left join movie_reviews mr on mr.movie_id = p.movie_id and mr.user_id = ${memberId} and p.kind in (3, 4)
      left join movie_detailed_reviews md on md.movie_id = p.movie_id and md.user_id = ${memberId} and p.kind = 4
      left join episodes e on e.id = p.episode_id
      left join seasons s on s.id = e.season_id
      left join serials r on r.id = s.serial_id
      left join episode_reviews er on er.episode_id = p.episode_id and er.user_id = ${memberId} and p.kind in (5, 6)
      left join episode_detailed_reviews ed on ed.episode_id = p.episode_id and ed.user_id = ${memberId} and p.kind = 6
      left join journals j on j.id = p.journal_id and ${published('journal', 'j')}
      left join journal_sub_types js on js.id = j.sub_type_id
      left join journal_main_types jm on jm.id = js.main_type_id
      left join short_messages sm on sm.id = p.message_id
     order by p.created_at desc, p.id desc
`;

/** The number of the member's visible actions (for a page past the last, where the page's rows carry none). */
const totalStatement = (db: Executor) =>
  db
    .select({ total: sql<number>`count(*)::int` })
    .from(sql`(select a.id ${visibleActions(sql`${p('memberId')}::int`)}) v`)
    .prepare('feed_total');
const preparedTotal = preparedOnce(totalStatement);

export async function feedTotal(db: Executor, q: Visibility) {
  const [row] = await preparedTotal(db).execute(q);
  return Number(row?.total ?? 0);
}
