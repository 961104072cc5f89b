import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens, users } from '../db/schema';
import { sha256 } from '../lib/tokens';

// The scale data set's ratings (issue 5): 20,000 members (1 in 100 a critic) who rate 50 movies each,
// 1,000,000 ratings with grades and some short reviews, the critics' detailed reviews, and the movie
// grades recomputed set-based from them. By SQL over generate_series, in slices.
//
// The first SCALE_BENCH_USERS members get the fixed tokens `scaleBenchToken(n)` so that `npm run bench`
// can drive the rating call. This data set is for benchmarks only: never seed it where real people sign in.

export const SCALE_RATINGS = { users: 20_000, perUser: 50 };
export const SCALE_BENCH_USERS = 200;
export const scaleBenchToken = (n: number) => `scale-bench-token-${n}`;
export const SCALE_USER_SLUG = 'scale-user-';

/** Adds the ratings unless they are here; true when it added them. `size` is smaller in the test. */
export async function seedScaleRatings(db: Db, log: (line: string) => void, size = SCALE_RATINGS) {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${users.slug} like ${SCALE_USER_SLUG + '%'}`);
  if (count >= size.users) {
    log(`Ratings: already here (${count} rating members).`);
    return false;
  }

  log(`Members: ${size.users}…`);
  // The password hash is not a valid scrypt digest: nobody signs in with a password as these members.
  await db.execute(sql`
    insert into users (username, email, phone, password_hash, slug, is_active, firstname, critic)
    select 'scale_u' || n, 'scale-user-' || n || '@scale.mfi.mn', 's' || n, '!', ${SCALE_USER_SLUG} || n, true, 'Үзэгч ' || n, n % 100 = 0
    from generate_series(1, ${size.users}) n
    on conflict do nothing`);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.slug,
        Array.from({ length: Math.min(SCALE_BENCH_USERS, size.users) }, (_, i) => `${SCALE_USER_SLUG}${i + 1}`),
      ),
    )
    .orderBy(users.id);
  await db
    .insert(authTokens)
    .values(rows.map((u, i) => ({ keyHash: sha256(scaleBenchToken(i + 1)), userId: u.id })))
    // A token unused for 30 days is dead (modules/auth/sessions.service.ts): seeding again revives them.
    .onConflictDoUpdate({ target: authTokens.keyHash, set: { lastUsedAt: sql`now()` } });

  log(`Ratings: ${size.users * size.perUser}…`);
  const slice = 1000;
  for (let from = 1; from <= size.users; from += slice) {
    // User n rates the movies at positions (n·7919 + k·104729) mod count, k < 50: distinct for each user
    // (104729 is prime to the count of 100,000), spread over the whole catalogue.
    await db.execute(sql`
      with m as (select array_agg(id order by id) ids from movies where slug like 'scale-movie-%'),
           u as (select id, critic, substring(slug from ${SCALE_USER_SLUG.length + 1}::int)::int n from users where slug like ${SCALE_USER_SLUG + '%'})
      insert into movie_reviews (movie_id, user_id, grade, review, spoiler, critic, created_at, updated_at)
      select m.ids[1 + ((u.n::bigint * 7919 + k * 104729) % array_length(m.ids, 1))], u.id,
             (20 + (u.n * 31 + k * 17) % 81)::smallint,
             case when k % 4 = 0 then 'Туршилтын сэтгэгдэл ' || u.n || '-' || k else '' end,
             k % 20 = 0, u.critic,
             now() - ((u.n + k * 13) % 5000) * interval '1 hour', now() - ((u.n + k * 13) % 5000) * interval '1 hour'
      from m, u, generate_series(0, ${size.perUser - 1}) k
      where u.n between ${from} and ${from + slice - 1}
      on conflict do nothing`);
  }

  log('Detailed reviews by the critics…');
  await db.execute(sql`
    insert into movie_detailed_reviews (movie_id, user_id, title, review, search_key, movie_published, list_key, created_at, updated_at)
    select r.movie_id, r.user_id, 'Шүүмж ' || r.id, '<p>Туршилтын дэлгэрэнгүй шүүмж.</p>', 'shuumj ' || r.id || ' шүүмж ' || r.id,
           m.publish, concat_ws(' ', nullif(m.search_key, ''), 'shuumj ' || r.id || ' шүүмж ' || r.id), r.created_at, r.created_at
    from movie_reviews r join users u on u.id = r.user_id join movies m on m.id = r.movie_id
    where r.critic and u.slug like ${SCALE_USER_SLUG + '%'}
    on conflict do nothing`);

  // Every movie's figures from its ratings, sums included: a rating moves them by its difference
  // (migration 0026), so they must agree with the ratings from the start.
  log('Movie grades from the ratings…');
  await db.execute(sql`
    update movies m set
      critic_sum = coalesce(s.critic_sum, 0), critic_count = coalesce(s.critic_count, 0), critic_grade = s.critic_grade,
      audience_sum = coalesce(s.audience_sum, 0), audience_count = coalesce(s.audience_count, 0), audience_grade = s.audience_grade
    from movies m2 left join (
      select movie_id,
             sum(grade) filter (where critic) critic_sum, count(*) filter (where critic)::int critic_count, avg(grade) filter (where critic)::real critic_grade,
             sum(grade) filter (where not critic) audience_sum, count(*) filter (where not critic)::int audience_count, avg(grade) filter (where not critic)::real audience_grade
      from movie_reviews group by movie_id
    ) s on s.movie_id = m2.id
    where m.id = m2.id`);
  return true;
}
