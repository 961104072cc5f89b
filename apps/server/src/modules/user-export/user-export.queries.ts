import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  countries,
  diaryEntries,
  episodeDetailedReviews,
  episodeReactions,
  episodeReviews,
  episodes,
  episodeUserFlags,
  journals,
  movieDetailedReviews,
  movieReactions,
  movieReviews,
  movies,
  movieUserFlags,
  seasonDetailedReviews,
  seasonReactions,
  seasonReviews,
  seasons,
  serials,
  serialUserFlags,
  shortMessageComments,
  shortMessages,
  userBlocks,
  userFollows,
  userImages,
  userListItems,
  userLists,
  userProfiles,
  users,
} from '../../db/schema';
import type { Actor } from '../../policies/catalogue.policy';
import { published, visibleTo } from '../../policies/visibility';

// Everything one member made, read from the tables for the export (issue 29 part 3, decision 038): each
// statement is the member's rows of one table with the title they hang from, every date already a text (the
// day on Ulaanbaatar's calendar, or an ISO instant), so the files are written without a driver's date type.
// A row of a title the member may no longer see (unpublished since) is left out, as on their own pages: the
// catalogue policy's `visibleTo` for the member (an editor sees every title, so theirs are all kept).

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The day a stored instant falls on in Ulaanbaatar (the product's calendar), `YYYY-MM-DD`. */
const ubDay = (column: SQL) => sql`to_char(${column} at time zone 'Asia/Ulaanbaatar', 'YYYY-MM-DD')`;
/** A stored instant as ISO 8601 in UTC. */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** Where a row's title is: a movie, a serial, one season of it, or one episode. */
export type TitleKind = 'movie' | 'serial' | 'season' | 'episode';

/** The title a row hangs from, as every file names it. */
export type TitleRef = {
  kind: TitleKind;
  id: number;
  /** The movie's or serial's own slug (a season's or episode's serial). */
  slug: string;
  mTitle: string;
  iTitle: string;
  year: number;
  tmdbId: number | null;
  seasonSlug: string | null;
  seasonNum: number | null;
  episodeSlug: string | null;
  episodeNum: number | null;
  episodeName: string | null;
};

const movieTitle = sql`'movie' as kind, m.id, m.slug, m.m_title as "mTitle", m.i_title as "iTitle", m.year,
  m.tmdb_id as "tmdbId", null as "seasonSlug", null::int as "seasonNum", null as "episodeSlug",
  null::int as "episodeNum", null as "episodeName"`;
const serialTitle = sql`'serial' as kind, r.id, r.slug, r.m_title as "mTitle", r.i_title as "iTitle",
  r.released_year as year, r.tmdb_id as "tmdbId", null as "seasonSlug", null::int as "seasonNum",
  null as "episodeSlug", null::int as "episodeNum", null as "episodeName"`;
const seasonTitle = sql`'season' as kind, s.id, r.slug, r.m_title as "mTitle", r.i_title as "iTitle",
  r.released_year as year, r.tmdb_id as "tmdbId", s.slug as "seasonSlug", s.season_num as "seasonNum",
  null as "episodeSlug", null::int as "episodeNum", null as "episodeName"`;
const episodeTitle = sql`'episode' as kind, e.id, r.slug, r.m_title as "mTitle", r.i_title as "iTitle",
  r.released_year as year, r.tmdb_id as "tmdbId", s.slug as "seasonSlug", s.season_num as "seasonNum",
  e.slug as "episodeSlug", e.episode_num as "episodeNum", e.name as "episodeName"`;

/** ` and <condition>`, or nothing when the policy sets none (an editor's view). */
const and = (condition: SQL | undefined) => (condition ? sql` and ${condition}` : sql``);

/** The titles the viewer may see, by kind, over the aliases the joins below give. */
export const shownTo = (viewer: Actor) => ({
  movie: and(visibleTo(viewer, 'movie', 'm')),
  serial: and(visibleTo(viewer, 'serial', 'r')),
  season: and(visibleTo(viewer, 'season', 's', 'r')),
  episode: and(visibleTo(viewer, 'episode', 'e', 's', 'r')),
});
type Shown = ReturnType<typeof shownTo>;

const movieJoin = (column: SQL) => sql`join ${movies} m on m.id = ${column}`;
const seasonJoin = (column: SQL) => sql`join ${seasons} s on s.id = ${column} join ${serials} r on r.id = s.serial_id`;
const episodeJoin = (column: SQL) =>
  sql`join ${episodes} e on e.id = ${column} join ${seasons} s on s.id = e.season_id join ${serials} r on r.id = s.serial_id`;

/** The account and profile row, with the country's name. */
export async function profileOf(db: Executor, userId: number) {
  const result = await db.execute(sql`
    select u.id, u.username, u.slug, u.email, u.phone, u.firstname, u.lastname, u.image, u.background,
      ${iso(sql`u.created_at`)} as "createdAt", p.birthday::text as birthday,
      coalesce(p.birthday_hidden, false) as "birthdayHidden", c.code as "countryCode", c.name_en as "countryName",
      coalesce(p.bio, '') as bio, coalesce(p.facebook, '') as facebook, coalesce(p.instagram, '') as instagram,
      coalesce(p.twitter, '') as twitter, coalesce(p.youtube, '') as youtube,
      coalesce(p.youtube_name, '') as "youtubeName", coalesce(p.youtube_banner, '') as "youtubeBanner"
    from ${users} u
    left join ${userProfiles} p on p.user_id = u.id
    left join ${countries} c on c.id = p.country_id
    where u.id = ${userId}`);
  return rowsOf<ProfileRow>(result)[0];
}
export type ProfileRow = {
  id: number;
  username: string;
  slug: string;
  email: string;
  phone: string;
  firstname: string;
  lastname: string;
  image: string | null;
  background: string | null;
  createdAt: string;
  birthday: string | null;
  birthdayHidden: boolean;
  countryCode: string | null;
  countryName: string | null;
  bio: string;
  facebook: string;
  instagram: string;
  twitter: string;
  youtube: string;
  youtubeName: string;
  youtubeBanner: string;
};

/** A rating or review row: the grade (null for a season review, which takes none), its text and dates. */
export type RatingRow = TitleRef & {
  grade: number | null;
  review: string;
  spoiler: boolean;
  day: string;
  createdAt: string;
  updatedAt: string;
};

const ratingColumns = (grade: SQL) => sql`${grade} as grade, x.review, x.spoiler, ${ubDay(sql`x.created_at`)} as day,
  ${iso(sql`x.created_at`)} as "createdAt", ${iso(sql`x.updated_at`)} as "updatedAt"`;

/** The member's movie and episode ratings and season reviews, oldest first. */
export async function ratingsOf(db: Executor, userId: number, shown: Shown) {
  const result = await db.execute(sql`
    select * from (
      select ${movieTitle}, ${ratingColumns(sql`x.grade`)} from ${movieReviews} x ${movieJoin(sql`x.movie_id`)}
        where x.user_id = ${userId}${shown.movie}
      union all
      select ${episodeTitle}, ${ratingColumns(sql`x.grade`)} from ${episodeReviews} x ${episodeJoin(sql`x.episode_id`)}
        where x.user_id = ${userId}${shown.episode}
      union all
      select ${seasonTitle}, ${ratingColumns(sql`null::smallint`)} from ${seasonReviews} x ${seasonJoin(sql`x.season_id`)}
        where x.user_id = ${userId}${shown.season}
    ) t order by "createdAt", kind, id`);
  return rowsOf<RatingRow>(result);
}

/** A diary entry: the day watched, the day logged, the rewatch flag, grade, review and tags. */
export type DiaryRow = TitleRef & {
  watchedOn: string;
  day: string;
  rewatch: boolean;
  grade: number | null;
  review: string;
  tags: string[];
};

const diaryColumns = sql`x.watched_on::text as "watchedOn", ${ubDay(sql`x.created_at`)} as day, x.rewatch, x.grade,
  x.review, to_json(x.tags) as tags`;

/** The member's diary, oldest viewing first. */
export async function diaryOf(db: Executor, userId: number, shown: Shown) {
  const result = await db.execute(sql`
    select * from (
      select ${movieTitle}, ${diaryColumns}, x.id as entry from ${diaryEntries} x ${movieJoin(sql`x.movie_id`)}
        where x.user_id = ${userId}${shown.movie}
      union all
      select ${seasonTitle}, ${diaryColumns}, x.id from ${diaryEntries} x ${seasonJoin(sql`x.season_id`)}
        where x.user_id = ${userId}${shown.season}
      union all
      select ${episodeTitle}, ${diaryColumns}, x.id from ${diaryEntries} x ${episodeJoin(sql`x.episode_id`)}
        where x.user_id = ${userId}${shown.episode}
    ) t order by "watchedOn", entry`);
  return rowsOf<DiaryRow>(result);
}

export type DetailedReviewRow = TitleRef & { title: string; review: string; createdAt: string; updatedAt: string };

const detailedColumns = sql`x.title, x.review, ${iso(sql`x.created_at`)} as "createdAt", ${iso(sql`x.updated_at`)} as "updatedAt"`;

/** The member's detailed reviews (sanitized HTML), oldest first. */
export async function detailedReviewsOf(db: Executor, userId: number, shown: Shown) {
  const result = await db.execute(sql`
    select * from (
      select ${movieTitle}, ${detailedColumns} from ${movieDetailedReviews} x ${movieJoin(sql`x.movie_id`)}
        where x.user_id = ${userId}${shown.movie}
      union all
      select ${seasonTitle}, ${detailedColumns} from ${seasonDetailedReviews} x ${seasonJoin(sql`x.season_id`)}
        where x.user_id = ${userId}${shown.season}
      union all
      select ${episodeTitle}, ${detailedColumns} from ${episodeDetailedReviews} x ${episodeJoin(sql`x.episode_id`)}
        where x.user_id = ${userId}${shown.episode}
    ) t order by "createdAt", kind, id`);
  return rowsOf<DetailedReviewRow>(result);
}

/** A flag the member set on a title, with the day it was last changed. */
export type FlagRow = TitleRef & { flag: 'favorite' | 'watch' | 'watching' | 'watched'; day: string };

/** Every flag that is on: movies (favourite, to watch, watching, watched), serials (favourite, to watch), episodes. */
export async function flagsOf(db: Executor, userId: number, shown: Shown) {
  const on = (title: SQL, from: SQL, flags: string[]) =>
    flags.map(
      (flag) =>
        sql`select ${title}, ${flag}::text as flag, ${ubDay(sql`x.updated_at`)} as day ${from}
          and x.${sql.identifier(flag)}`,
    );
  const result = await db.execute(sql`
    select * from (${sql.join(
      [
        ...on(
          movieTitle,
          sql`from ${movieUserFlags} x ${movieJoin(sql`x.movie_id`)} where x.user_id = ${userId}${shown.movie}`,
          ['favorite', 'watch', 'watching', 'watched'],
        ),
        ...on(
          serialTitle,
          sql`from ${serialUserFlags} x join ${serials} r on r.id = x.serial_id where x.user_id = ${userId}${shown.serial}`,
          ['favorite', 'watch'],
        ),
        ...on(
          episodeTitle,
          sql`from ${episodeUserFlags} x ${episodeJoin(sql`x.episode_id`)} where x.user_id = ${userId}${shown.episode}`,
          ['watching', 'watched'],
        ),
      ],
      sql` union all `,
    )}) t order by day, kind, id`);
  return rowsOf<FlagRow>(result);
}

export type ReactionRow = TitleRef & { slot: number; reaction: string };

/** The member's reactions on movies, seasons and episodes, by title and slot. */
export async function reactionsOf(db: Executor, userId: number, shown: Shown) {
  const columns = sql`x.slot, x.reaction`;
  const result = await db.execute(sql`
    select * from (
      select ${movieTitle}, ${columns} from ${movieReactions} x ${movieJoin(sql`x.movie_id`)} where x.user_id = ${userId}${shown.movie}
      union all
      select ${seasonTitle}, ${columns} from ${seasonReactions} x ${seasonJoin(sql`x.season_id`)} where x.user_id = ${userId}${shown.season}
      union all
      select ${episodeTitle}, ${columns} from ${episodeReactions} x ${episodeJoin(sql`x.episode_id`)} where x.user_id = ${userId}${shown.episode}
    ) t order by kind, id, slot`);
  return rowsOf<ReactionRow>(result);
}

export type ListRow = {
  id: number;
  kind: 'movie' | 'serial';
  slug: string;
  title: string;
  about: string;
  topList: boolean;
  day: string;
  items: { position: number; description: string; title: TitleRef }[];
};

/** The member's lists with their items in order. */
export async function listsOf(db: Executor, userId: number, shown: Shown) {
  const result = await db.execute(sql`
    select l.id, l.kind, l.slug, l.title, l.about, l.top_list as "topList", ${ubDay(sql`l.created_at`)} as day,
      coalesce((
        select json_agg(json_build_object('position', i.position, 'description', i.description, 'title', t) order by i.position)
        from ${userListItems} i
        cross join lateral (
          select ${movieTitle} from ${movies} m where m.id = i.movie_id${shown.movie}
          union all
          select ${serialTitle} from ${serials} r where r.id = i.serial_id${shown.serial}
        ) t
        where i.list_id = l.id
      ), '[]'::json) as items
    from ${userLists} l where l.user_id = ${userId} order by l.kind, l.id`);
  return rowsOf<ListRow>(result);
}

export type MemberRow = { username: string; slug: string; day: string };

/** Whom the member follows, who follows them, and whom they blocked. */
export async function relationsOf(db: Executor, userId: number) {
  const members = async (query: SQL) => rowsOf<MemberRow>(await db.execute(query));
  const following = await members(sql`
    select u.username, u.slug, ${ubDay(sql`f.created_at`)} as day from ${userFollows} f
    join ${users} u on u.id = f.followee_id where f.follower_id = ${userId} order by f.created_at`);
  const followers = await members(sql`
    select u.username, u.slug, ${ubDay(sql`f.created_at`)} as day from ${userFollows} f
    join ${users} u on u.id = f.follower_id where f.followee_id = ${userId} order by f.created_at`);
  const blocked = await members(sql`
    select u.username, u.slug, ${ubDay(sql`b.created_at`)} as day from ${userBlocks} b
    join ${users} u on u.id = b.blocked_id where b.blocker_id = ${userId} order by b.created_at`);
  return { following, followers, blocked };
}

export type MessageRow = { id: number; body: string; likes: number; comments: number; createdAt: string };
export type CommentRow = {
  id: number;
  messageId: number;
  messageAuthor: string;
  body: string;
  likes: number;
  createdAt: string;
};

/** The member's short messages, and their comments (on anyone's messages). */
export async function writingOf(db: Executor, userId: number) {
  const messages = rowsOf<MessageRow>(
    await db.execute(sql`
      select m.id, m.body, m.likes_count as likes, m.comments_count as comments, ${iso(sql`m.created_at`)} as "createdAt"
      from ${shortMessages} m where m.user_id = ${userId} order by m.created_at, m.id`),
  );
  const comments = rowsOf<CommentRow>(
    await db.execute(sql`
      select c.id, c.message_id as "messageId", u.username as "messageAuthor", c.body, c.likes_count as likes,
        ${iso(sql`c.created_at`)} as "createdAt"
      from ${shortMessageComments} c join ${shortMessages} m on m.id = c.message_id join ${users} u on u.id = m.user_id
      where c.user_id = ${userId} order by c.created_at, c.id`),
  );
  return { messages, comments };
}

export type JournalRow = {
  id: number;
  slug: string;
  title: string;
  content: string;
  cover: string | null;
  published: boolean;
  createdAt: string;
};

/** The articles the member wrote, drafts included (they are the member's). */
export async function journalsOf(db: Executor, userId: number) {
  const result = await db.execute(sql`
    select j.id, j.slug, j.title, j.content, j.cover, ${published('journal', 'j')} as published,
      ${iso(sql`j.created_at`)} as "createdAt"
    from ${journals} j where j.author_id = ${userId} order by j.created_at, j.id`);
  return rowsOf<JournalRow>(result);
}

/** The media keys of the member's image library and of the covers of their episode reviews. */
export async function imageKeysOf(db: Executor, userId: number) {
  const result = await db.execute(sql`
    select i.image as key, 'library' as folder from ${userImages} i where i.user_id = ${userId}
    union all
    select x.cover, 'reviews' from ${episodeDetailedReviews} x where x.user_id = ${userId} and x.cover is not null`);
  return rowsOf<{ key: string; folder: 'library' | 'reviews' }>(result);
}
