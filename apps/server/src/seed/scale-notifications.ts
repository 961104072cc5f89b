import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { SCALE_USER_SLUG } from './scale-ratings';

// The scale notifications (issue 15 item 5, decision 016): two likes of every scale member's movie review
// (scale-ratings.ts: 1,000,000 reviews, so 2,000,000 notifications) from other scale members, and one
// notification for every follow between scale members (the social scale data, when it is there). About one
// in ten is unread, so a member's badge counts a dozen or so unread of about a hundred. By SQL over the
// reviews' and follows' ids in slices; each row is inserted only when it is missing, so a run that stopped
// half-way goes on, and a second run adds nothing. seed/scale.ts calls this after the social scale data.

export const SCALE_NOTIFICATIONS = { likesPerReview: 2, slice: 100_000 };

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Adds what is missing; true when it added any. `size` is smaller in the test. */
export async function seedScaleNotifications(
  db: Db,
  log: (line: string) => void,
  size = SCALE_NOTIFICATIONS,
): Promise<boolean> {
  const scale = `${SCALE_USER_SLUG.split('-')[0]}-%`; // every scale member: scale-user-*, and the social ones
  const [range] = await rowsOf<{ lo: number | null; hi: number | null }>(
    db,
    sql`select min(r.id) lo, max(r.id) hi from movie_reviews r join users u on u.id = r.user_id
        where u.slug like ${SCALE_USER_SLUG + '%'}`,
  );
  if (range.lo === null || range.hi === null) {
    log('Notifications: no scale reviews to like (scale-ratings.ts first).');
    return false;
  }
  const before = await count(db);
  log(`Notifications: ${size.likesPerReview} likes of each scale review…`);
  for (let from = Number(range.lo); from <= Number(range.hi); from += size.slice) {
    // The k-th like of review r by member n comes from member 1 + (n - 1 + o) mod N, o = 1 + (r·7919 +
    // k·104729) mod (N - 1): never the author (o < N), and distinct likers for each review (104729 is not a
    // multiple of N - 1), spread over every scale member.
    await db.execute(sql`
      with u as (select id, substring(slug from ${SCALE_USER_SLUG.length + 1}::int)::int n
                 from users where slug like ${SCALE_USER_SLUG + '%'}),
           m as (select array_agg(id order by n) ids, count(*)::int total from u),
           picked as (
             select r.id, r.user_id, r.created_at, k,
                    m.ids[1 + (u.n - 1 + 1 + (r.id::bigint * 7919 + k * 104729) % (m.total - 1)) % m.total] actor
             from movie_reviews r join u on u.id = r.user_id, m, generate_series(0, ${size.likesPerReview - 1}) k
             where r.id between ${from} and ${from + size.slice - 1})
      insert into notifications (user_id, actor_id, type, movie_review_id, seen, created_at)
      select p.user_id, p.actor, 'movie_review_like', p.id,
             (p.id + p.k) % 10 <> 0, least(now(), p.created_at + (p.k + 1) * interval '1 hour')
      from picked p
      where not exists (select 1 from notifications n
                        where n.movie_review_id = p.id and n.type = 'movie_review_like' and n.actor_id = p.actor)
      order by p.user_id`);
  }

  const [follows] = await rowsOf<{ lo: number | null; hi: number | null }>(
    db,
    sql`select min(f.follower_id) lo, max(f.follower_id) hi from user_follows f join users u on u.id = f.follower_id
        where u.slug like ${scale}`,
  );
  if (follows.lo !== null && follows.hi !== null) {
    log('Notifications: one for each follow between scale members…');
    const step = Math.max(1, Math.floor(size.slice / 10)); // about ten follows a member: as many rows a slice
    for (let from = Number(follows.lo); from <= Number(follows.hi); from += step) {
      await db.execute(sql`
        insert into notifications (user_id, actor_id, type, seen, created_at)
        select f.followee_id, f.follower_id, 'follow', (f.follower_id + f.followee_id) % 10 <> 0, f.created_at
        from user_follows f join users a on a.id = f.follower_id join users b on b.id = f.followee_id
        where f.follower_id between ${from} and ${from + step - 1}
          and a.slug like ${scale} and b.slug like ${scale}
          and not exists (select 1 from notifications n where n.actor_id = f.follower_id
                          and n.user_id = f.followee_id and n.type = 'follow')
        order by f.followee_id`);
    }
  }
  const added = (await count(db)) - before;
  log(`Notifications: ${added} added.`);
  // The badge's count reads the unread index alone once the visibility map is set.
  if (added) await db.execute(sql`vacuum analyze notifications`);
  return added > 0;
}

async function count(db: Db) {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int n from notifications`);
  return Number(row.n);
}
