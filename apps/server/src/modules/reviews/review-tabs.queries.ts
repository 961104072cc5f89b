import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

// The critic and audience tabs of movies, seasons and episodes (part 2 section 3, "Reviews"): the same
// query over three review tables.

/**
 * Where a title's reviews live: the table, its title column, its likes table, whether it has grades, and
 * the critics' detailed reviews (a critic card links to one only when it exists).
 */
export const REVIEW_TABS = {
  movie: {
    table: 'movie_reviews',
    title: 'movie_id',
    likes: 'movie_review_likes',
    graded: true,
    detailed: 'movie_detailed_reviews',
  },
  season: {
    table: 'season_reviews',
    title: 'season_id',
    likes: 'season_review_likes',
    graded: false,
    detailed: 'season_detailed_reviews',
  },
  episode: {
    table: 'episode_reviews',
    title: 'episode_id',
    likes: 'episode_review_likes',
    graded: true,
    detailed: 'episode_detailed_reviews',
  },
} as const;
export type ReviewTab = (typeof REVIEW_TABS)[keyof typeof REVIEW_TABS];

export type ReviewCardRow = {
  id: number;
  userSlug: string;
  userImage: string | null;
  userName: string;
  grade: number | null;
  createdAt: Date;
  updatedAt: Date;
  spoiler: boolean;
  review: string;
  critic: boolean;
  likesCount: number;
  userLike: boolean;
  hasDetailed: boolean;
};

/**
 * A tab of a title's reviews (critics' or everyone else's), newest first, with the viewer's likes. The
 * page's ids come first from the (title, critic, created_at, id) index alone, then only those rows
 * meet their authors. Before, every review of a popular title was joined to its author and sorted (an
 * episode with 700 ratings took 400 ms): the ORDER BY said `desc` (nulls first) where the index is
 * `desc nulls last`, so the planner could not read the index in order.
 */
export async function listReviewCards(
  db: Executor,
  tab: ReviewTab,
  titleId: number,
  critic: boolean,
  viewerId: number | null,
  page: { limit: number; offset: number },
) {
  const table = sql.identifier(tab.table);
  const userLike =
    viewerId === null
      ? sql`false`
      : sql`exists (select 1 from ${sql.identifier(tab.likes)} l where l.review_id = r.id and l.user_id = ${viewerId})`;
  const titleColumn = sql.identifier(tab.title);
  const hasDetailed = sql`r.critic and exists (select 1 from ${sql.identifier(tab.detailed)} d where d.${titleColumn} = r.${titleColumn} and d.user_id = r.user_id)`;
  const result = await db.execute(sql`
    select r.id, u.slug as "userSlug", u.image as "userImage", u.username as "userName",
           ${tab.graded ? sql`r.grade` : sql`null`}::int as grade, r.created_at as "createdAt", r.updated_at as "updatedAt",
           r.spoiler, r.review, r.critic, r.likes_count as "likesCount", ${userLike} as "userLike",
           ${hasDetailed} as "hasDetailed"
    from (
      select id, created_at from ${table}
      where ${titleColumn} = ${titleId} and critic = ${critic}
      order by created_at desc nulls last, id desc nulls last -- the index's own order (drizzle's desc())
      limit ${page.limit} offset ${page.offset}
    ) p
    join ${table} r on r.id = p.id
    join users u on u.id = r.user_id
    order by p.created_at desc, p.id desc`);
  return (
    result as unknown as {
      rows: (Omit<ReviewCardRow, 'createdAt' | 'updatedAt'> & { createdAt: Date | string; updatedAt: Date | string })[];
    }
  ).rows.map((r) => ({
    ...r,
    createdAt: new Date(r.createdAt),
    updatedAt: new Date(r.updatedAt),
  }));
}
