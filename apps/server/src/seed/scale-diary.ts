import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { SCALE_RATINGS, SCALE_USER_SLUG } from './scale-ratings';

// The scale data set's diaries (issue 29): the first 50 rating members log 300 viewings each (15,000 rows),
// of scale movies and episodes, over the last three years, one in six a rewatch, two in three graded, by
// SQL over generate_series. Bench rows only read them: the titles' ratings are the scale ratings'
// (scale-ratings.ts), not moved here. Deterministic, so the bench addresses them without asking: member
// `scaleDiaryOwner(n)` has SCALE_DIARY.perMember entries.

export const SCALE_DIARY = { members: 50, perMember: 300 };
/** The slug of the n-th member with a diary (n from 1). */
export const scaleDiaryOwner = (n: number) => `${SCALE_USER_SLUG}${1 + ((n - 1) % SCALE_DIARY.members)}`;

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Adds the diaries unless they are here (after the members, movies and episodes); true when it added them. */
export async function seedScaleDiary(db: Db, log: (line: string) => void, size = SCALE_DIARY) {
  const members = Math.min(size.members, SCALE_RATINGS.users);
  const [{ n: have }] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int n from diary_entries d join users u on u.id = d.user_id where u.slug like ${SCALE_USER_SLUG + '%'}`,
  );
  if (have >= members * size.perMember) {
    log(`Diaries: already here (${have}).`);
    return false;
  }
  log(`Diaries: ${members} members × ${size.perMember}…`);
  // Entry k of member u: a movie (4 in 5) or an episode, drawn across the catalogue by two primes; its day k
  // days before today at most three years back, so every month of the page has some.
  await db.execute(sql`
    with u as (select id, substring(slug from ${SCALE_USER_SLUG.length + 1}::int)::int n from users
               where slug like ${SCALE_USER_SLUG + '%'}),
         m as (select array_agg(id order by id) ids from movies where slug like 'scale-movie-%'),
         e as (select array_agg(e.id order by e.id) ids from episodes e join seasons s on s.id = e.season_id
               join serials sr on sr.id = s.serial_id where sr.slug like 'scale-serial-%')
    insert into diary_entries (user_id, movie_id, episode_id, watched_on, rewatch, grade, review, tags)
    select u.id,
           case when k % 5 <> 0 or e.ids is null then m.ids[1 + ((u.n::bigint * 7919 + k * 104729) % array_length(m.ids, 1))] end,
           case when k % 5 = 0 and e.ids is not null then e.ids[1 + ((u.n::bigint * 7919 + k * 104729) % array_length(e.ids, 1))] end,
           (current_date - ((k * 3 + u.n) % 1095))::date, k % 6 = 0,
           case when k % 3 <> 0 then (u.n * 13 + k * 7) % 101 end,
           case when k % 4 = 0 then 'Туршилтын тэмдэглэл ' || k else '' end,
           case when k % 7 = 0 then array['кино', 'найзуудтай'] else '{}'::text[] end
    from u, m, e, generate_series(1, ${size.perMember}) k
    where u.n <= ${members}`);
  return true;
}
