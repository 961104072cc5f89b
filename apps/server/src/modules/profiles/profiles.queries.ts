import { and, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { artists, countries, userBlocks, userFollows, userProfiles, users } from '../../db/schema';
import { searchKeyOf } from '../../lib/transliterate';
import { inPublishState, published } from '../../policies/visibility';

// A member's profile (issue 15): the account row with its profile row (written the first time it is
// needed, so a member without one reads the defaults), the counts the profile board shows, and what the
// member watches now.

/** Prepared statements (db/prepared.ts): the detail's reads are planned once per connection, not per call. */
const p = (name: string) => sql.placeholder(name);

const profileStatement = (db: Executor) =>
  db
    .select({
      id: users.id,
      username: users.username,
      slug: users.slug,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      image: users.image,
      background: users.background,
      createdAt: users.createdAt,
      critic: users.critic,
      contributer: users.contributer,
      mainContributer: users.mainContributer,
      publisher: users.publisher,
      admin: users.admin,
      birthday: userProfiles.birthday,
      birthdayHidden: userProfiles.birthdayHidden,
      countryId: userProfiles.countryId,
      countryName: countries.nameMn,
      bio: userProfiles.bio,
      facebook: userProfiles.facebook,
      instagram: userProfiles.instagram,
      twitter: userProfiles.twitter,
      youtube: userProfiles.youtube,
      youtubeName: userProfiles.youtubeName,
      youtubeBanner: userProfiles.youtubeBanner,
      artistName: artists.proName,
      artistSlug: artists.slug,
      followersCount: userProfiles.followersCount,
      followingCount: userProfiles.followingCount,
      counts: sql<ProfileCounts>`(select to_jsonb(c) from (${countsOf(sql`${users.id}`)}) c)`,
      watching: sql<
        (WatchingRow & { updated_at: unknown }) | null
      >`(select to_jsonb(w) from (${watchingOf(sql`${users.id}`)}) w)`,
      ...relationColumns(sql`${p('callerId')}::int`, sql`${users.id}`),
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(countries, eq(countries.id, userProfiles.countryId))
    .leftJoin(artists, eq(artists.id, userProfiles.artistId))
    .where(and(eq(users.slug, sql`${p('slug')}::text`), eq(users.isActive, true)))
    .prepare('profile_by_slug');
const preparedProfile = preparedOnce(profileStatement);

/** Whether the slug names an account an admin closed (issue 25): its pages say so instead of not found. */
export async function isClosedMember(db: Executor, slug: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.slug, slug), isNotNull(users.closedAt)));
  return Boolean(row);
}

/**
 * The member by slug with the profile's columns (null ones when it has no profile row yet), the board's
 * counts, what they watch now (`all`: unpublished titles too) and the caller's follow and blocks (all
 * false for a guest, whose `callerId` is null, and for the member themselves): one round trip.
 */
export async function findProfileDetail(db: Executor, slug: string, callerId: number | null, all: boolean) {
  const [row] = await preparedProfile(db).execute({ slug, callerId, all });
  if (!row) return undefined;
  const { counts, watching, following, blocked, beingblocked, ...profile } = row;
  return { profile, counts, status: statusOf(watching), relation: { following, blocked, beingblocked } };
}

function statusOf(row: (WatchingRow & { updated_at: unknown }) | null) {
  if (!row) return null;
  const { updated_at: _, ...status } = row;
  return { ...status, content: Number(status.content) as 1 | 2 };
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileDetail>>>['profile'];

export type ProfileCounts = {
  moviereview: number;
  moviedetailedreview: number;
  favoritemovies: number;
  favoriteshortmovies: number;
  reactedmovies: number;
  watchmovies: number;
  usermovielist: number;
  episodereview: number;
  episodedetailedreview: number;
  favoriteserials: number;
  watchserials: number;
  userseriallist: number;
  idols: number;
  publishedarticles: number;
  unpublishedarticles: number;
};

/**
 * The board's counts, each an index range of this member's rows (every table has an index leading with the
 * member; migration 0033 adds the reactions' one). A member's rows number in the hundreds, so the counts
 * stay cheap whatever the site's size (decision 012). `id` is the member's id in the statement.
 */
const countsOf = (id: SQL) => sql`
    select
      (select count(*) from movie_reviews where user_id = ${id})::int as moviereview,
      (select count(*) from movie_detailed_reviews where user_id = ${id})::int as moviedetailedreview,
      (select count(*) from movie_user_flags f join movies m on m.id = f.movie_id
        where f.user_id = ${id} and f.favorite and m.category = 1)::int as favoritemovies,
      (select count(*) from movie_user_flags f join movies m on m.id = f.movie_id
        where f.user_id = ${id} and f.favorite and m.category = 2)::int as favoriteshortmovies,
      (select count(distinct movie_id) from movie_reactions where user_id = ${id})::int as reactedmovies,
      (select count(*) from movie_user_flags where user_id = ${id} and watch)::int as watchmovies,
      (select count(*) from user_lists where user_id = ${id} and kind = 'movie')::int as usermovielist,
      (select count(*) from episode_reviews where user_id = ${id})::int as episodereview,
      (select count(*) from episode_detailed_reviews where user_id = ${id})::int as episodedetailedreview,
      (select count(*) from serial_user_flags where user_id = ${id} and favorite)::int as favoriteserials,
      (select count(*) from serial_user_flags where user_id = ${id} and watch)::int as watchserials,
      (select count(*) from user_lists where user_id = ${id} and kind = 'serial')::int as userseriallist,
      (select count(*) from artist_likes where user_id = ${id})::int as idols,
      (select count(*) from journals where author_id = ${id} and ${inPublishState('journal', true, 'journals')})::int as publishedarticles,
      (select count(*) from journals where author_id = ${id} and ${inPublishState('journal', false, 'journals')})::int as unpublishedarticles`;

export type WatchingRow = {
  content: 1 | 2;
  slug: string;
  serial_slug: string | null;
  season_slug: string | null;
  episode_slug: string | null;
  title: string;
  i_title: string;
};

/**
 * The title the member marked "watching" last: a movie or an episode (part 1 section 2, "User status
 * statement"), among those the reader may see (`all`: the policy's answer, a parameter of the statement).
 */
const watchingOf = (id: SQL) => sql`
    select * from (
      (select 1 as content, m.slug, null as serial_slug, null as season_slug, null as episode_slug,
              m.m_title as title, m.i_title, f.updated_at
         from movie_user_flags f join movies m on m.id = f.movie_id
        where f.user_id = ${id} and f.watching and (${published('movie', 'm')} or ${p('all')}::boolean)
        order by f.updated_at desc limit 1)
      union all
      (select 2, s.slug, s.slug, se.slug, e.slug, s.m_title, s.i_title, f.updated_at
         from episode_user_flags f
         join episodes e on e.id = f.episode_id
         join seasons se on se.id = e.season_id
         join serials s on s.id = se.serial_id
        where f.user_id = ${id} and f.watching and (${published('episode', 'e', 'se', 's')} or ${p('all')}::boolean)
        order by f.updated_at desc limit 1)
    ) w order by updated_at desc limit 1`;

/** The caller's follow of the member and the blocks between them, as three columns. */
const relationColumns = (caller: SQL, member: SQL) => ({
  following: sql<boolean>`exists (select 1 from ${userFollows} where ${userFollows.followerId} = ${caller} and ${userFollows.followeeId} = ${member})`,
  blocked: sql<boolean>`exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${caller} and ${userBlocks.blockedId} = ${member})`,
  beingblocked: sql<boolean>`exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${member} and ${userBlocks.blockedId} = ${caller})`,
});

const relationStatement = (db: Executor) =>
  db
    .select(relationColumns(sql`${p('callerId')}::int`, sql`${p('memberId')}::int`))
    .from(sql`(select 1) as one`)
    .prepare('profile_relation');
const preparedRelation = preparedOnce(relationStatement);

/** The follow and the blocks between the caller and the member, in one round trip. */
export async function relationBetween(db: Executor, callerId: number, memberId: number) {
  const [row] = await preparedRelation(db).execute({ callerId, memberId });
  return row;
}

// ---------------------------------------------------------------------------------------------------
// The editor's writes.

export const countryExists = async (db: Executor, id: number) =>
  (await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id))).length > 0;

/** Another account holds the e-mail (case aside, as the unique index compares). */
export const emailTakenByOther = async (db: Executor, email: string, userId: number) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
  ).length > 0;

/** The member's current photo and background keys, the row locked for the update. */
export async function lockAccountImages(db: Executor, userId: number) {
  const [row] = await db
    .select({ image: users.image, background: users.background })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export type AccountChanges = Partial<
  Pick<typeof users.$inferInsert, 'firstname' | 'lastname' | 'email' | 'image' | 'background'>
>;

export async function updateAccount(db: Executor, userId: number, changes: AccountChanges, now: Date) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({
      image: users.image,
      background: users.background,
      username: users.username,
      firstname: users.firstname,
      lastname: users.lastname,
    });
  // The site search's key folds the names in TypeScript (lib/transliterate), so it follows a rename here.
  if (row && (changes.firstname !== undefined || changes.lastname !== undefined))
    await db
      .update(users)
      .set({ searchKey: searchKeyOf(row.username, row.firstname, row.lastname) })
      .where(eq(users.id, userId));
  return row && { image: row.image, background: row.background };
}

export type ProfileChanges = Partial<
  Omit<typeof userProfiles.$inferInsert, 'userId' | 'followersCount' | 'followingCount' | 'updatedAt'>
>;

/** Writes the profile row's fields, creating the row the first time. */
export async function upsertProfile(db: Executor, userId: number, changes: ProfileChanges, now: Date) {
  await db
    .insert(userProfiles)
    .values({ userId, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...changes, updatedAt: now } });
}
