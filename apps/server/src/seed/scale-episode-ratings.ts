import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { SCALE_RATINGS, SCALE_USER_SLUG } from './scale-ratings';

// The scale data set's episode ratings (issue 5): the 20,000 scale members (scale-ratings.ts) rate 50
// episodes each, 1,000,000 ratings, the way people watch serials: a member binges 50 episodes in a row
// (in episode order, across a serial's seasons) from a starting point drawn with a power law, so a few
// serials gather hundreds of ratings an episode and most a handful or none. Critics' ratings bring
// detailed reviews, and members review some of the seasons they watched. The stored figures of
// episodes, seasons and serials are then recomputed set-based from the ratings, as the writes keep them.

const scaleSerials = sql.raw(`(select id from serials where slug like 'scale-serial-%')`);
const scaleMembers = sql`(select id, critic, substring(slug from ${SCALE_USER_SLUG.length + 1}::int)::int n from users where slug like ${SCALE_USER_SLUG + '%'})`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Adds the ratings unless they are here; true when it added them. `size` is smaller in the test. */
export async function seedScaleEpisodeRatings(db: Db, log: (line: string) => void, size = SCALE_RATINGS) {
  const [{ count }] = rowsOf<{ count: number }>(
    await db.execute(
      sql`select count(*)::int count from episode_reviews r join users u on u.id = r.user_id where u.slug like ${SCALE_USER_SLUG + '%'}`,
    ),
  );
  if (count >= size.users * size.perUser) {
    log(`Episode ratings: already here (${count}).`);
    return false;
  }

  log(`Episode ratings: ${size.users * size.perUser}…`);
  // The scale episodes in id order, which is episode order within a season and season order within a
  // serial (the seed inserts them so). Member n starts at position N·h(n)³ (h a multiplicative hash in
  // [0, 1)), and rates the next `perUser` positions: distinct episodes by construction.
  // A plain (unlogged) table, not a temporary one: each statement may run on another pooled connection.
  await db.execute(sql`drop table if exists scale_episode_order`);
  await db.execute(sql`create unlogged table scale_episode_order as
    select row_number() over (order by e.id) - 1 pos, e.id
    from episodes e join seasons se on se.id = e.season_id where se.serial_id in ${scaleSerials}`);
  await db.execute(sql`create unique index on scale_episode_order (pos)`);
  const [{ total }] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int total from scale_episode_order`),
  );
  const slice = 2000;
  for (let from = 1; from <= size.users; from += slice) {
    await db.execute(sql`
      insert into episode_reviews (episode_id, user_id, grade, review, spoiler, critic, created_at, updated_at)
      select o.id, u.id, (20 + (u.n * 31 + k * 17) % 81)::smallint,
             case when k % 4 = 0 then 'Туршилтын ангийн сэтгэгдэл ' || u.n || '-' || k else '' end,
             k % 20 = 0, u.critic,
             now() - ((u.n + k * 13) % 5000) * interval '1 hour', now() - ((u.n + k * 13) % 5000) * interval '1 hour'
      from ${scaleMembers} u
      cross join generate_series(0, ${size.perUser - 1}) k
      join scale_episode_order o
        on o.pos = (floor(${total} * power(((u.n::bigint * 2654435761) % 4294967296)::float8 / 4294967296, 3))::bigint + k) % ${total}
      where u.n between ${from} and ${from + slice - 1}
      on conflict do nothing`);
  }
  await db.execute(sql`drop table scale_episode_order`);

  log('Episode detailed reviews by the critics, season reviews by the members…');
  await db.execute(sql`
    insert into episode_detailed_reviews (episode_id, user_id, title, review, search_key, created_at, updated_at)
    select r.episode_id, r.user_id, 'Ангийн шүүмж ' || r.id, '<p>Туршилтын дэлгэрэнгүй шүүмж.</p>', 'angiin shuumj ' || r.id || ' ангийн шүүмж ' || r.id, r.created_at, r.created_at
    from episode_reviews r join ${scaleMembers} u on u.id = r.user_id
    where r.critic
    on conflict do nothing`);
  // One review of every other season a member watched an episode of.
  await db.execute(sql`
    insert into season_reviews (season_id, user_id, review, spoiler, critic, created_at, updated_at)
    select e.season_id, r.user_id, 'Туршилтын улирлын сэтгэгдэл ' || u.n, u.n % 17 = 0, bool_or(r.critic), min(r.created_at), min(r.created_at)
    from episode_reviews r join episodes e on e.id = r.episode_id join ${scaleMembers} u on u.id = r.user_id
    where (u.n + e.season_id) % 2 = 0
    group by e.season_id, r.user_id, u.n
    on conflict do nothing`);

  await scaleSerialFigures(db, log);
  return true;
}

/**
 * Every scale episode's critic and audience figures from its ratings, then its season's and serial's
 * from the published episodes (the same figures as recomputeEpisodeGrades, recomputeSeasonGrades and
 * recomputeSerialGrades give one row at a time).
 */
export async function scaleSerialFigures(db: Db, log: (line: string) => void) {
  log('Episode, season and serial figures from the ratings…');
  const figures = sql.raw('(critic_grade, critic_count, audience_grade, audience_count) = (f.cg, f.cc, f.ag, f.ac)');
  const scaleSeasons = sql`(select id from seasons where serial_id in ${scaleSerials})`;
  await db.execute(sql`update episodes e set ${figures}
    from (
      select e.id,
             avg(r.grade) filter (where r.critic)::real cg, count(r.id) filter (where r.critic)::int cc,
             avg(r.grade) filter (where not r.critic)::real ag, count(r.id) filter (where not r.critic)::int ac
      from episodes e left join episode_reviews r on r.episode_id = e.id
      where e.season_id in ${scaleSeasons}
      group by e.id
    ) f
    where f.id = e.id and (e.critic_grade, e.critic_count, e.audience_grade, e.audience_count) is distinct from (f.cg, f.cc, f.ag, f.ac)`);
  const sums = sql.raw(
    'avg(e.critic_grade) cg, coalesce(sum(e.critic_count), 0)::int cc, avg(e.audience_grade) ag, coalesce(sum(e.audience_count), 0)::int ac',
  );
  await db.execute(sql`update seasons se set ${figures}
    from (select x.id, ${sums} from seasons x left join episodes e on e.season_id = x.id and e.publish where x.id in ${scaleSeasons} group by x.id) f
    where f.id = se.id`);
  await db.execute(sql`update serials s set ${figures}
    from (select x.id, ${sums} from serials x left join seasons se on se.serial_id = x.id and se.publish left join episodes e on e.season_id = se.id and e.publish
          where x.id in ${scaleSerials} group by x.id) f
    where f.id = s.id`);
}
