import { UB_OFFSET_MS } from '@mfi/contract/fields';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import {
  artists,
  countries,
  diaryEntries,
  episodeReviews,
  episodes,
  genres,
  movieArtists,
  movieReviews,
  movies,
  seasons,
  serialArtists,
  serials,
  users,
} from '../../db/schema';
import { published } from '../../policies/visibility';

// A member's year in review (issue 29 part 4, decision 038) in one statement: the year's viewings (the diary's
// entries dated in it, and the movie and episode ratings of titles the diary never logged, dated by the
// rating's day in Ulaanbaatar) turned into titles (a season's viewing is its episodes), of published titles
// only, whoever reads: the figures are the same for every reader, so they are cached. Directors are the crew
// with job 1 (catalogue.enums CREW_JOBS). The member's diary index (user_id, watched_on) and the rating tables'
// user indexes bound every read to one member's rows.

const DIRECTOR = 1;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The year's bounds: its first and next first day, and the instants they start at in Ulaanbaatar. */
function bounds(year: number) {
  const from = `${year}-01-01`;
  const to = `${year + 1}-01-01`;
  const at = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - UB_OFFSET_MS).toISOString();
  return { from, to, fromAt: at(from), toAt: at(to) };
}

const ubDay = (column: ReturnType<typeof sql>) => sql`(${column} at time zone 'Asia/Ulaanbaatar')::date`;

export type YearFigures = {
  films: number;
  episodes: number;
  viewings: number;
  rewatches: number;
  minutes: number;
  months: number[];
  genres: Counted[];
  countries: Counted[];
  directors: Counted[];
  rated: RatedRow[];
  grades: { count: number; member: number | null; critics: number | null; audience: number | null };
  years: number[];
};
type Counted = { id: number; name: string; name_en: string; slug: string | null; count: number };
export type RatedRow = {
  kind: 'movie' | 'episode';
  id: number;
  m_title: string;
  i_title: string;
  episode_name: string | null;
  episode_name_en: string | null;
  season_num: number | null;
  episode_num: number | null;
  slug: string;
  season_slug: string | null;
  episode_slug: string | null;
  year: number;
  poster: string | null;
  grade: number;
  critic_grade: number | null;
  audience_grade: number | null;
};

const p = (name: string) => sql.placeholder(name);
const member = sql`${p('userId')}::int`;
const b = {
  from: sql`${p('from')}::date`,
  to: sql`${p('to')}::date`,
  fromAt: sql`${p('fromAt')}::timestamptz`,
  toAt: sql`${p('toAt')}::timestamptz`,
};
const topCount = sql`${p('top')}::int`;
const ratedCount = sql`${p('rated')}::int`;

/**
 * The statement, prepared (db/prepared.ts): planning its dozen parts cost as much as running them. The
 * directors are read by the titles' ids as arrays, so their crew indexes answer for a few titles.
 */
const figuresStatement = (db: Executor) =>
  db
    .select({
      figures: sql<YearFigures>`(select to_jsonb(f) from (

    with v as (
      select d.movie_id, d.season_id, d.episode_id, d.watched_on as day, d.rewatch, d.grade, d.id as ord
      from ${diaryEntries} d
      where d.user_id = ${member} and d.watched_on >= ${b.from} and d.watched_on < ${b.to}
      union all
      select x.movie_id, null::int, null::int, ${ubDay(sql`x.created_at`)}, false, x.grade, 0
      from ${movieReviews} x
      where x.user_id = ${member} and x.created_at >= ${b.fromAt} and x.created_at < ${b.toAt}
        and not exists (select 1 from ${diaryEntries} d where d.user_id = ${member} and d.movie_id = x.movie_id)
      union all
      select null::int, null::int, x.episode_id, ${ubDay(sql`x.created_at`)}, false, x.grade, 0
      from ${episodeReviews} x
      where x.user_id = ${member} and x.created_at >= ${b.fromAt} and x.created_at < ${b.toAt}
        and not exists (select 1 from ${diaryEntries} d where d.user_id = ${member} and d.episode_id = x.episode_id)
    ),
    t as (
      select 'movie'::text as kind, m.id, v.day, v.rewatch, v.grade, v.ord, m.runtime, m.genre_ids, m.country_ids,
        m.id as movie_id, null::int as serial_id
      from v join ${movies} m on m.id = v.movie_id
      where ${published('movie', 'm')}
      union all
      select 'episode', e.id, v.day, v.rewatch, v.grade, v.ord, e.runtime, r.genre_ids, r.country_ids, null::int, r.id
      from v join ${episodes} e on e.id = v.episode_id join ${seasons} s on s.id = e.season_id
        join ${serials} r on r.id = s.serial_id
      where ${published('episode', 'e', 's', 'r')}
      union all
      select 'episode', e.id, v.day, v.rewatch, null::smallint, v.ord, e.runtime, r.genre_ids, r.country_ids, null::int, r.id
      from v join ${seasons} s on s.id = v.season_id join ${serials} r on r.id = s.serial_id
        join ${episodes} e on e.season_id = s.id
      where ${published('episode', 'e', 's', 'r')}
    ),
    titles as (select distinct movie_id, serial_id, genre_ids, country_ids from t),
    graded as (
      select distinct on (kind, id) kind, id, grade from t where grade is not null
      order by kind, id, day desc, ord desc
    ),
    rated as (
      select g.kind, g.id, g.grade, m.m_title, m.i_title, null::text as episode_name, null::text as episode_name_en,
        null::int as season_num, null::int as episode_num, m.slug, null::text as season_slug,
        null::text as episode_slug, m.year, m.poster, m.critic_grade, m.audience_grade
      from graded g join ${movies} m on g.kind = 'movie' and m.id = g.id
      union all
      select g.kind, g.id, g.grade, r.m_title, r.i_title, e.name, nullif(e.name_en, ''), s.season_num, e.episode_num,
        r.slug, s.slug, e.slug, r.released_year, coalesce(s.poster, r.poster), e.critic_grade, e.audience_grade
      from graded g join ${episodes} e on g.kind = 'episode' and e.id = g.id join ${seasons} s on s.id = e.season_id
        join ${serials} r on r.id = s.serial_id
    ),
    directed as (
      select a.id, a.pro_name as name, coalesce(a.pro_name_en, '') as name_en, a.slug, count(*)::int as count
      from (
        select ma.artist_id, ma.movie_id, null::int as serial_id from ${movieArtists} ma
          where ma.movie_id = any(array(select movie_id from titles where movie_id is not null))
            and ma.job = ${DIRECTOR}
        union
        select sa.artist_id, null::int, sa.serial_id from ${serialArtists} sa
          where sa.serial_id = any(array(select serial_id from titles where serial_id is not null))
            and sa.job = ${DIRECTOR}
      ) c join ${artists} a on a.id = c.artist_id
      where ${published('artist', 'a')}
      group by a.id order by count desc, a.pro_name limit ${topCount}
    ),
    years as (
      select extract(year from d.watched_on)::int as y from ${diaryEntries} d where d.user_id = ${member}
      union
      select extract(year from ${ubDay(sql`x.created_at`)})::int from ${movieReviews} x where x.user_id = ${member}
      union
      select extract(year from ${ubDay(sql`x.created_at`)})::int from ${episodeReviews} x where x.user_id = ${member}
    )
    select
      (select count(distinct id) from t where kind = 'movie')::int as films,
      (select count(distinct id) from t where kind = 'episode')::int as episodes,
      (select count(*) from t)::int as viewings,
      (select count(*) from t where rewatch)::int as rewatches,
      (select coalesce(sum(runtime), 0) from t)::int as minutes,
      (select json_agg(coalesce(c.n, 0) order by mo.mo) from generate_series(1, 12) mo(mo)
        left join (select extract(month from day)::int as mo, count(*)::int as n from t group by 1) c on c.mo = mo.mo
      ) as months,
      coalesce((select json_agg(x) from (
        select g.id, g.name_mn as name, g.name_en, null as slug, count(*)::int as count
        from titles, unnest(titles.genre_ids) gid join ${genres} g on g.id = gid
        group by g.id order by count desc, g.name_mn limit ${topCount}) x), '[]') as genres,
      coalesce((select json_agg(x) from (
        select c.id, c.name_mn as name, c.name_en, null as slug, count(*)::int as count
        from titles, unnest(titles.country_ids) cid join ${countries} c on c.id = cid
        group by c.id order by count desc, c.name_mn limit ${topCount}) x), '[]') as countries,
      coalesce((select json_agg(d) from directed d), '[]') as directors,
      coalesce((select json_agg(x) from (
        select * from rated order by grade desc, kind, id limit ${ratedCount}) x), '[]') as rated,
      (select json_build_object('count', count(*)::int, 'member', round(avg(grade))::int,
        'critics', round(avg(critic_grade))::int, 'audience', round(avg(audience_grade))::int) from rated) as grades,
      coalesce((select json_agg(y order by y desc) from years), '[]') as years
    ) f)`,
    })
    .from(sql`(select 1) as one`) // drizzle's select needs a FROM; the statement itself needs none
    .prepare('year_figures');
const preparedFigures = preparedOnce(figuresStatement);

/** The year's figures of one member. */
export async function yearFigures(db: Executor, userId: number, year: number, top: number, rated: number) {
  const [row] = await preparedFigures(db).execute({ userId, ...bounds(year), top, rated });
  return row!.figures;
}

/** An active member by slug, with what the page and the image show of them. */
export async function memberBySlug(db: Executor, slug: string) {
  const result = await db.execute(sql`
    select u.id, u.slug, u.username, u.image from ${users} u where u.slug = ${slug} and u.is_active`);
  return rowsOf<YearMember>(result)[0];
}
export type YearMember = { id: number; slug: string; username: string; image: string | null };
