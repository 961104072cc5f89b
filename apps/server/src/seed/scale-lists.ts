import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { SCALE_RATINGS, SCALE_USER_SLUG } from './scale-ratings';

// The scale data set's user lists (issue 14): 200,000 lists by the 20,000 rating members (10 each: 8 movie
// lists and 2 serial lists; 1 in 7 ranked) holding 2,000,000 titles (1 to 19 a list, 10 on average) and
// 200,000 likes, by SQL over generate_series, in slices. Deterministic, so the bench can address lists
// without asking: list n is `scale-list-<n>` of member `scaleListOwner(n)`, of kind `scaleListKind(n)`.

export const SCALE_LISTS = { lists: 200_000, likesPerUser: 10 };
export const SCALE_LIST_SLUG = 'scale-list-';
/** The slug of list n's owner (n from 1). */
export const scaleListOwner = (n: number, users = SCALE_RATINGS.users) => `${SCALE_USER_SLUG}${1 + ((n - 1) % users)}`;
/** The members' 5th and 10th lists are serial lists. */
export const scaleListKind = (n: number, users = SCALE_RATINGS.users) =>
  Math.floor((n - 1) / users) % 5 === 4 ? 'serial' : 'movie';

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Adds the lists unless they are here (after the members, movies and serials); true when it added them.
 * `size` is smaller in the test. Safe to run alone on a seeded database (`npm run seed:scale`).
 */
export async function seedScaleLists(db: Db, log: (line: string) => void, size = SCALE_LISTS) {
  const [{ n: have }] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int n from user_lists where slug like ${SCALE_LIST_SLUG + '%'}`,
  );
  if (have >= size.lists) {
    log(`Lists: already here (${have}).`);
    return false;
  }
  const [{ n: members }] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int n from users where slug like ${SCALE_USER_SLUG + '%'}`,
  );
  if (!members) throw new Error('The scale lists need the scale members (scale-ratings.ts) first');

  log(`Lists: ${size.lists}…`);
  // List n: owner member 1 + (n - 1) mod members, 1 + (n·37 mod 19) titles, created n minutes after the first.
  await db.execute(sql`
    with u as (select id, substring(slug from ${SCALE_USER_SLUG.length + 1}::int)::int n from users where slug like ${SCALE_USER_SLUG + '%'})
    insert into user_lists (kind, user_id, slug, title, about, top_list, show_descriptions, total_items, created_at, updated_at)
    select case when ((g - 1) / ${members}) % 5 = 4 then 'serial' else 'movie' end, u.id, ${SCALE_LIST_SLUG} || g,
           case when ((g - 1) / ${members}) % 5 = 4 then 'Цуврал жагсаалт ' else 'Кино жагсаалт ' end || g,
           case when g % 3 = 0 then 'Туршилтын жагсаалтын тайлбар ' || g else '' end,
           g % 7 = 0, g % 2 = 0, 1 + (g * 37) % 19,
           now() - (${size.lists} - g) * interval '1 minute', now() - (${size.lists} - g) * interval '1 minute'
    from generate_series(1, ${size.lists}) g join u on u.n = 1 + (g - 1) % ${members}
    order by g
    on conflict do nothing`);

  log('List items: about 10 a list…');
  const [{ lo, hi }] = await rowsOf<{ lo: number; hi: number }>(
    db,
    sql`select min(id) lo, max(id) hi from user_lists where slug like ${SCALE_LIST_SLUG + '%'}`,
  );
  // Item k of list l is the title at (l·7919 + k·104729) mod the count: distinct within a list (104729 is a
  // prime that divides neither count), spread over the whole catalogue.
  for (let from = lo; from <= hi; from += 20_000) {
    await db.execute(sql`
      with m as (select array_agg(id order by id) ids from movies where slug like 'scale-movie-%'),
           s as (select array_agg(id order by id) ids from serials where slug like 'scale-serial-%')
      insert into user_list_items (list_id, position, movie_id, serial_id, description)
      select l.id, k,
             case when l.kind = 'movie' then m.ids[1 + ((l.id::bigint * 7919 + k * 104729) % array_length(m.ids, 1))] end,
             case when l.kind = 'serial' then s.ids[1 + ((l.id::bigint * 7919 + k * 104729) % array_length(s.ids, 1))] end,
             case when l.show_descriptions then 'Тайлбар ' || k else '' end
      from user_lists l, m, s, generate_series(1, l.total_items) k
      where l.id between ${from} and ${from + 19_999} and l.slug like ${SCALE_LIST_SLUG + '%'}
      on conflict do nothing`);
  }

  log(`List likes: ${size.likesPerUser} a member…`);
  await db.execute(sql`
    with l as (select array_agg(id order by id) ids from user_lists where slug like ${SCALE_LIST_SLUG + '%'}),
         u as (select id, substring(slug from ${SCALE_USER_SLUG.length + 1}::int)::int n from users where slug like ${SCALE_USER_SLUG + '%'})
    insert into user_list_likes (list_id, user_id)
    select l.ids[1 + ((u.n::bigint * 15485863 + j * 32452843) % array_length(l.ids, 1))], u.id
    from l, u, generate_series(0, ${size.likesPerUser - 1}) j
    on conflict do nothing`);
  await db.execute(sql`
    update user_lists ul set likes_count = c.n
    from (select list_id, count(*)::int n from user_list_likes group by list_id) c
    where c.list_id = ul.id and ul.slug like ${SCALE_LIST_SLUG + '%'}`);
  return true;
}
