import { sql } from 'drizzle-orm';
import { refreshAllActionsHidden } from '../modules/feed/feed-actions.queries';
import type { Db } from '../db/client';
import { FEED_KINDS } from '../after-write/feed-actions';
import { SCALE_USER_SLUG } from './scale-ratings';
import { seedScaleNotifications } from './scale-notifications';

// The social scale data (issue 15 item 11): members up to 100,000 in all (the 20,000 rating members of
// scale-ratings.ts and 80,000 more), 1,000,000 follows (ten a member) with the follower counters that
// agree, and about 5,000,000 feed actions consistent with their sources: one for every scale rating,
// episode rating and detailed review (about 2,020,000), and the new members' "watching" flags (25 movies
// and 12 episodes each, about 2,960,000) with theirs, and 20,000 short messages with theirs. Then the
// notifications (scale-notifications.ts). By SQL over generate_series and id ranges, in slices; every
// step skips what is there (a run that stopped half-way goes on; a second run adds nothing).

export const SCALE_SOCIAL = {
  /** Scale members in all (scale-user-* and scale-member-*). */
  members: 100_000,
  followsPerMember: 10,
  movieWatchingPerMember: 25,
  episodeWatchingPerMember: 12,
  /** Every tenth member posts this many messages. */
  messagesPerPoster: 2,
  slice: 100_000,
};
export const SCALE_MEMBER_SLUG = 'scale-member-';
/**
 * The first SCALE_SOCIAL_BENCH_USERS social members get the fixed tokens `scaleSocialBenchToken(n)`, so that
 * `npm run bench` can post messages as many members as a steady stream needs under the limit of 20 a minute
 * each. This data set is for benchmarks only: never seed it where real people sign in.
 */
export const SCALE_SOCIAL_BENCH_USERS = 3000;
export const scaleSocialBenchToken = (n: number) => `scale-social-bench-token-${n}`;
/** Every scale member's slug: scale-user-* and scale-member-*. */
const SCALE_MEMBERS = 'scale-%';

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const one = async (db: Db, query: ReturnType<typeof sql>) =>
  Number(Object.values((await rowsOf<Record<string, unknown>>(db, query))[0])[0]);

/** Scale members numbered 1… in id order (the rating members first): position, id. */
const numbered = sql`(select id, row_number() over (order by id) n from users where slug like ${SCALE_MEMBERS})`;

/** Adds what is missing; true when it added any. `size` is smaller in the test. */
export async function seedScaleSocial(db: Db, log: (line: string) => void, size = SCALE_SOCIAL): Promise<boolean> {
  const started = Date.now();
  const added = [
    await members(db, log, size),
    await benchTokens(db, size),
    await follows(db, log, size),
    await watching(db, log, size),
    await messages(db, log, size),
    await recordFeedActions(db, log, { members: SCALE_MEMBERS, slice: size.slice }),
  ].some(Boolean);
  if (added) {
    log('VACUUM ANALYZE of the social tables…');
    for (const table of [
      'users',
      'user_profiles',
      'user_follows',
      'movie_user_flags',
      'episode_user_flags',
      'short_messages',
      'user_actions',
    ])
      await db.execute(sql.raw(`vacuum analyze ${table}`));
    log(`Social scale data: ${Math.round((Date.now() - started) / 1000)} s.`);
  }
  // Notifications last: they count a follow's notification from the follows above.
  return (await seedScaleNotifications(db, log)) || added;
}

/** The members past the rating ones, up to `size.members` scale members in all. */
async function members(db: Db, log: (line: string) => void, size: typeof SCALE_SOCIAL) {
  const have = await one(db, sql`select count(*)::int from users where slug like ${SCALE_MEMBERS}`);
  const rating = await one(db, sql`select count(*)::int from users where slug like ${SCALE_USER_SLUG + '%'}`);
  const missing = size.members - have;
  if (missing <= 0) {
    log(`Social members: already here (${have} scale members).`);
    return false;
  }
  log(`Social members: ${missing}…`);
  const first = have - rating + 1;
  // As the rating members: no password signs in as them; a photo key for one in three.
  await db.execute(sql`
    insert into users (username, email, phone, password_hash, slug, is_active, firstname, image)
    select 'scale_m' || n, 'scale-member-' || n || '@scale.mfi.mn', 'm' || n, '!', ${SCALE_MEMBER_SLUG} || n, true,
           'Гишүүн ' || n, case when n % 3 = 0 then 'users/scale-member.jpg' end
    from generate_series(${first}::int, ${first + missing - 1}::int) n
    on conflict do nothing`);
  return true;
}

/** The bench tokens (sha256 of the token, as lib/tokens keeps them); seeding again revives them. */
async function benchTokens(db: Db, size: typeof SCALE_SOCIAL) {
  await db.execute(sql`
    insert into auth_tokens (key_hash, user_id)
    select encode(sha256(convert_to(${scaleSocialBenchToken(0).slice(0, -1)} || n, 'UTF8')), 'hex'), u.id
    from generate_series(1, ${Math.min(SCALE_SOCIAL_BENCH_USERS, size.members)}::int) n
    join users u on u.slug = ${SCALE_MEMBER_SLUG} || n
    on conflict (key_hash) do update set last_used_at = now()`);
  return false; // nothing the counters or statistics depend on
}

/**
 * Ten follows a member: member n follows the members at positions (n·7919 + k·4729) mod N, k < 10 (4729 is
 * prime to N = 100,000, so they are distinct), the next one when that is n; then every scale member's
 * follower and following counters from the rows, as the follow's transaction keeps them.
 */
async function follows(db: Db, log: (line: string) => void, size: typeof SCALE_SOCIAL) {
  const target = size.members * size.followsPerMember;
  const have = await one(
    db,
    sql`select count(*)::int from user_follows f join users u on u.id = f.follower_id where u.slug like ${SCALE_MEMBERS}`,
  );
  if (have >= target * 0.99) {
    log(`Follows: already here (${have}).`);
    return false;
  }
  log(`Follows: ${target}…`);
  const total = await one(db, sql`select count(*)::int from ${numbered} m`);
  await db.execute(sql`drop table if exists scale_member_order`);
  await db.execute(sql`create unlogged table scale_member_order as select n - 1 pos, id from ${numbered} m`);
  await db.execute(sql`create unique index on scale_member_order (pos)`);
  const perSlice = Math.max(1, Math.floor(size.slice / size.followsPerMember));
  for (let from = 0; from < total; from += perSlice) {
    await db.execute(sql`
      insert into user_follows (follower_id, followee_id, created_at)
      select a.id, case when b.id = a.id then c.id else b.id end,
             now() - ((a.pos * 13 + k * 7) % 8000) * interval '1 hour'
      from scale_member_order a
      cross join generate_series(0, ${size.followsPerMember - 1}::int) k
      join scale_member_order b on b.pos = (a.pos::bigint * 7919 + k * 4729) % ${total}
      join scale_member_order c on c.pos = ((a.pos::bigint * 7919 + k * 4729) % ${total} + 1) % ${total}
      where a.pos between ${from} and ${from + perSlice - 1}
      on conflict do nothing`);
  }
  await db.execute(sql`drop table scale_member_order`);
  log('Follower counters…');
  const [range] = await rowsOf<{ lo: number; hi: number }>(
    db,
    sql`select min(id) lo, max(id) hi from users where slug like ${SCALE_MEMBERS}`,
  );
  for (let from = Number(range.lo); from <= Number(range.hi); from += size.slice) {
    await db.execute(sql`
      insert into user_profiles (user_id, followers_count, following_count)
      select u.id,
             (select count(*) from user_follows f where f.followee_id = u.id),
             (select count(*) from user_follows f where f.follower_id = u.id)
      from users u
      where u.id between ${from} and ${from + size.slice - 1} and u.slug like ${SCALE_MEMBERS}
      on conflict (user_id) do update
        set followers_count = excluded.followers_count, following_count = excluded.following_count`);
  }
  return true;
}

/**
 * The new members' "watching" flags: 25 movies at positions (n·7919 + k·104729) mod M and 12 episodes at
 * (n·15485863 + k·32452843) mod E of the scale titles, each flag's time spread over the last year.
 */
async function watching(db: Db, log: (line: string) => void, size: typeof SCALE_SOCIAL) {
  const members = sql`(select id, substring(slug from ${SCALE_MEMBER_SLUG.length + 1}::int)::int n from users where slug like ${SCALE_MEMBER_SLUG + '%'})`;
  const have = await one(
    db,
    sql`select count(*)::int from movie_user_flags f join users u on u.id = f.user_id where u.slug like ${SCALE_MEMBER_SLUG + '%'} and f.watching`,
  );
  const newMembers = await one(db, sql`select count(*)::int from ${members} m`);
  if (newMembers === 0 || have >= newMembers * size.movieWatchingPerMember * 0.99) {
    log(`Watching flags: already here (${have} movies).`);
    return false;
  }
  log(
    `Watching flags: ${newMembers * size.movieWatchingPerMember} movies, ${newMembers * size.episodeWatchingPerMember} episodes…`,
  );
  const perSlice = Math.max(1, Math.floor(size.slice / size.movieWatchingPerMember));
  const [{ top }] = await rowsOf<{ top: number }>(db, sql`select coalesce(max(n), 0) top from ${members} m`);
  const [eps] = await rowsOf<{ lo: number; hi: number }>(
    db,
    sql`select min(e.id) lo, max(e.id) hi from episodes e join seasons s on s.id = e.season_id
        join serials r on r.id = s.serial_id where r.slug like 'scale-serial-%'`,
  );
  for (let from = 1; from <= Number(top); from += perSlice) {
    await db.execute(sql`
      with mv as (select array_agg(id order by id) ids from movies where slug like 'scale-movie-%')
      insert into movie_user_flags (movie_id, user_id, watching, updated_at)
      select mv.ids[1 + ((u.n::bigint * 7919 + k * 104729) % array_length(mv.ids, 1))], u.id, true,
             now() - ((u.n * 17 + k * 11) % 8700) * interval '1 hour'
      from mv, ${members} u, generate_series(0, ${size.movieWatchingPerMember - 1}::int) k
      where u.n between ${from} and ${from + perSlice - 1}
      on conflict do nothing`);
    if (eps.lo == null) continue;
    // Episode ids are nearly contiguous; a gap's position finds no row and is skipped.
    await db.execute(sql`
      insert into episode_user_flags (episode_id, user_id, watching, updated_at)
      select e.id, u.id, true, now() - ((u.n * 19 + k * 23) % 8700) * interval '1 hour'
      from ${members} u
      cross join generate_series(0, ${size.episodeWatchingPerMember - 1}::int) k
      join episodes e on e.id = ${Number(eps.lo)} + ((u.n::bigint * 15485863 + k * 32452843) % ${Number(eps.hi) - Number(eps.lo) + 1})
      where u.n between ${from} and ${from + perSlice - 1}
      on conflict do nothing`);
  }
  return true;
}

/** Every tenth scale member posts two short messages, with a few likes counted on them. */
async function messages(db: Db, log: (line: string) => void, size: typeof SCALE_SOCIAL) {
  const have = await one(
    db,
    sql`select count(*)::int from short_messages m join users u on u.id = m.user_id where u.slug like ${SCALE_MEMBERS}`,
  );
  if (have > 0) {
    log(`Short messages: already here (${have}).`);
    return false;
  }
  log('Short messages…');
  await db.execute(sql`
    insert into short_messages (user_id, body, likes_count, created_at)
    select m.id, 'Туршилтын богино зурвас ' || m.n || '-' || k, 0, now() - ((m.n * 7 + k * 29) % 8000) * interval '1 hour'
    from ${numbered} m, generate_series(1, ${size.messagesPerPoster}::int) k
    where m.n % 10 = 0`);
  return true;
}

/**
 * One action a source, as the after-writes write them, for the sources written without them (by SQL, as
 * here): every rating and detailed review (movie and episode), "watching" flag and short message of the
 * members whose slug is like `members`, at its source's time. In slices of the sources' ids (the flags,
 * which have none, of their members' ids); a kind with as many actions as sources is skipped.
 */
export async function recordFeedActions(
  db: Db,
  log: (line: string) => void,
  { members, slice }: { members: string; slice: number },
) {
  const K = FEED_KINDS;
  /** The source's rows of the chosen members; `who` is the source's member column. */
  const ofMembers = (who = 'x.user_id') => sql`join users u on u.id = ${sql.raw(who)} where u.slug like ${members}`;
  /** A source: its table, the action's kind and target column, the id it is sliced by, its time. */
  const sources = [
    ['movie ratings', 'movie_reviews', K.movieReview, 'movie', 'x.id', 'x.updated_at', 'true'],
    [
      'movie detailed reviews',
      'movie_detailed_reviews',
      K.movieDetailedReview,
      'movie',
      'x.id',
      'x.updated_at',
      'true',
    ],
    ['episode ratings', 'episode_reviews', K.episodeReview, 'episode', 'x.id', 'x.updated_at', 'true'],
    [
      'episode detailed reviews',
      'episode_detailed_reviews',
      K.episodeDetailedReview,
      'episode',
      'x.id',
      'x.updated_at',
      'true',
    ],
    ['short messages', 'short_messages', K.shortMessage, 'message', 'x.id', 'x.created_at', 'true'],
    ['published journals', 'journals', K.journal, 'journal', 'x.id', 'x.publish_date', 'x.publish_date is not null'],
    ['movie watching flags', 'movie_user_flags', K.movieWatching, 'movie', 'x.user_id', 'x.updated_at', 'x.watching'],
    [
      'episode watching flags',
      'episode_user_flags',
      K.episodeWatching,
      'episode',
      'x.user_id',
      'x.updated_at',
      'x.watching',
    ],
  ] as const;
  let added = false;
  for (const [name, table, kind, target, sliceBy, time, when] of sources) {
    const targetId = table === 'short_messages' || table === 'journals' ? 'x.id' : `x.${target}_id`;
    const who = table === 'journals' ? 'x.author_id' : 'x.user_id';
    const scale = ofMembers(who);
    const [t, by, at, only] = [sql.raw(table), sql.raw(sliceBy), sql.raw(time), sql.raw(when)];
    const [r] = await rowsOf<{ lo: number | null; hi: number | null; n: number }>(
      db,
      sql`select min(${by}) lo, max(${by}) hi, count(*)::int n from ${t} x ${scale} and ${only}`,
    );
    const have = await one(
      db,
      sql`select count(*)::int from user_actions x ${ofMembers()} and x.kind = ${sql.raw(String(kind))}`,
    );
    if (r.lo == null || r.hi == null || have >= Number(r.n)) {
      log(`Feed actions of ${name}: already here (${have}).`);
      continue;
    }
    log(`Feed actions of ${name}: ${r.n}…`);
    // Rows a slice: a source id is one row, a member id about 25 (their flags).
    const step = sliceBy === 'x.id' ? slice : Math.max(1, Math.floor(slice / 25));
    for (let from = Number(r.lo); from <= Number(r.hi); from += step)
      await db.execute(sql`
        insert into user_actions (user_id, kind, target_id, ${sql.raw(target)}_id, created_at)
        select ${sql.raw(who)}, ${sql.raw(String(kind))}, ${sql.raw(targetId)}, ${sql.raw(targetId)}, ${at}
        from ${t} x ${scale} and ${only} and ${by} between ${from} and ${from + step - 1}
        on conflict do nothing`);
    added = true;
  }
  // The actions' copies of their titles' publish flags, set-based as the actions were written.
  if (added) await refreshAllActionsHidden(db);
  return added;
}
