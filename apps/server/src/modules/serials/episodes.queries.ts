import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { episodes, episodeUserFlags, seasons, serials } from '../../db/schema';
import { publishedWithin } from '../../policies/visibility';
import { nextPublish } from '../../lib/publish-state';

/**
 * The slug of the episode before or after this one in the season, in episode order, among the episodes
 * the caller may see (guests: published only; the season and serial are already known to be visible).
 * With the season's (season_id, publish, episode_num, id) index this reads one index entry.
 */
const neighbour = (direction: 'previous' | 'next', showUnpublished: boolean) => {
  const cmp = direction === 'previous' ? sql.raw('<') : sql.raw('>');
  const dir = direction === 'previous' ? sql.raw('desc') : sql.raw('asc');
  return sql<string | null>`(select n.slug from episodes n
    where n.season_id = ${episodes.seasonId} ${showUnpublished ? sql`` : sql`and ${publishedWithin('season', 'n')}`}
      and (n.episode_num, n.id) ${cmp} (${episodes.episodeNum}, ${episodes.id})
    order by n.episode_num ${dir}, n.id ${dir} limit 1)`;
};

/** An episode by its serial's, season's and own slug, with what its pages need of both, and its neighbours. */
export async function findEpisode(
  db: Executor,
  slugs: { serialSlug: string; seasonSlug: string; episodeSlug: string },
  showUnpublished: boolean,
) {
  const [row] = await db
    .select({
      episode: episodes,
      seasonSlug: seasons.slug,
      seasonNum: seasons.seasonNum,
      seasonName: seasons.name,
      seasonPoster: seasons.poster,
      seasonPublish: seasons.publish,
      serialId: seasons.serialId,
      serialSlug: serials.slug,
      serialTitle: serials.mTitle,
      serialPoster: serials.poster,
      serialPublish: serials.publish,
      previous: neighbour('previous', showUnpublished),
      next: neighbour('next', showUnpublished),
    })
    .from(episodes)
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .innerJoin(serials, eq(serials.id, seasons.serialId))
    .where(
      and(eq(serials.slug, slugs.serialSlug), eq(seasons.slug, slugs.seasonSlug), eq(episodes.slug, slugs.episodeSlug)),
    );
  return row;
}
export type EpisodeRow = NonNullable<Awaited<ReturnType<typeof findEpisode>>>;

export async function episodeSlugTaken(db: Executor, seasonId: number, slug: string) {
  const [row] = await db
    .select({ id: episodes.id })
    .from(episodes)
    .where(and(eq(episodes.seasonId, seasonId), eq(episodes.slug, slug)));
  return Boolean(row);
}

/** Episode numbers are unique within a season; `exceptId` is the episode being edited. */
export async function episodeNumberTaken(db: Executor, seasonId: number, episodeNum: number, exceptId?: number) {
  const [row] = await db
    .select({ id: episodes.id })
    .from(episodes)
    .where(
      and(
        eq(episodes.seasonId, seasonId),
        eq(episodes.episodeNum, episodeNum),
        exceptId ? ne(episodes.id, exceptId) : undefined,
      ),
    );
  return Boolean(row);
}

type NewEpisode = typeof episodes.$inferInsert;

export async function insertEpisode(db: Executor, values: NewEpisode) {
  const [row] = await db.insert(episodes).values(values).returning({ id: episodes.id, slug: episodes.slug });
  return row;
}

export async function updateEpisodeRow(db: Executor, id: number, values: Partial<NewEpisode>) {
  await db
    .update(episodes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(episodes.id, id));
}

export async function toggleEpisodePublish(db: Executor, episodeId: number, to?: boolean) {
  const [row] = await db
    .update(episodes)
    .set({ publish: nextPublish(episodes.publish, to), updatedAt: new Date() })
    .where(eq(episodes.id, episodeId))
    .returning({ publish: episodes.publish });
  return row.publish;
}

type EpisodeFlagRow = { watched: boolean; watching: boolean };

export async function findEpisodeFlags(db: Executor, episodeId: number, userId: number) {
  const [row] = await db
    .select({ watched: episodeUserFlags.watched, watching: episodeUserFlags.watching })
    .from(episodeUserFlags)
    .where(and(eq(episodeUserFlags.episodeId, episodeId), eq(episodeUserFlags.userId, userId)));
  return row;
}

/** The user's flags on the episode, locked for this transaction (a row is made first if missing). */
export async function lockEpisodeFlags(db: Executor, episodeId: number, userId: number): Promise<EpisodeFlagRow> {
  await db.insert(episodeUserFlags).values({ episodeId, userId }).onConflictDoNothing();
  const [row] = await db
    .select({ watched: episodeUserFlags.watched, watching: episodeUserFlags.watching })
    .from(episodeUserFlags)
    .where(and(eq(episodeUserFlags.episodeId, episodeId), eq(episodeUserFlags.userId, userId)))
    .for('update');
  return row;
}

export async function saveEpisodeFlags(db: Executor, episodeId: number, userId: number, flags: EpisodeFlagRow) {
  await db
    .update(episodeUserFlags)
    .set({ ...flags, updatedAt: new Date() })
    .where(and(eq(episodeUserFlags.episodeId, episodeId), eq(episodeUserFlags.userId, userId)));
}
