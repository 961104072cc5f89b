import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { placeholder, preparedOnce } from '../../db/prepared';
import { episodes, episodeUserFlags, seasons, serials } from '../../db/schema';
import { publishedWithin } from '../../policies/visibility';
import { numberedRows } from '../../lib/numbered-rows';
import { writePublish } from '../../lib/publish-state';
import { userFlagRows } from '../../lib/user-flags';
import { atEpisode, type EpisodeAddress, withSeasonAndSerial } from '../../lib/title-chain';

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

const episodeStatement = (showUnpublished: boolean) => (db: Executor) => {
  const episode = db
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
      serialITitle: serials.iTitle,
      serialPoster: serials.poster,
      serialPublish: serials.publish,
      previous: neighbour('previous', showUnpublished),
      next: neighbour('next', showUnpublished),
    })
    .from(episodes)
    .$dynamic();
  const slug = (name: keyof EpisodeAddress) => sql<string>`${placeholder(name)}::text`;
  return withSeasonAndSerial(episode)
    .where(
      atEpisode({ serialSlug: slug('serialSlug'), seasonSlug: slug('seasonSlug'), episodeSlug: slug('episodeSlug') }),
    )
    .prepare(showUnpublished ? 'episode_for_editors' : 'episode');
};
// One statement for the readers who see only published neighbours, one for editors; each prepared once.
const preparedEpisode = { true: preparedOnce(episodeStatement(true)), false: preparedOnce(episodeStatement(false)) };

/** An episode by its serial's, season's and own slug, with what its pages need of both, and its neighbours. */
export async function findEpisode(db: Executor, slugs: EpisodeAddress, showUnpublished: boolean) {
  const [row] = await preparedEpisode[`${showUnpublished}`](db).execute(slugs);
  return row;
}
export type EpisodeRow = NonNullable<Awaited<ReturnType<typeof findEpisode>>>;

/** Episode numbers are unique within a season, and slugs too. */
export const {
  slugTaken: episodeSlugTaken,
  numberTaken: episodeNumberTaken,
  insert: insertEpisode,
  update: updateEpisodeRow,
} = numberedRows(episodes, episodes.seasonId, episodes.episodeNum);

export const toggleEpisodePublish = (db: Executor, episodeId: number, to?: boolean) =>
  writePublish(db, episodes, episodeId, to);

/** The user's watched and watching flags on an episode. */
export const {
  find: findEpisodeFlags,
  lock: lockEpisodeFlags,
  save: saveEpisodeFlags,
} = userFlagRows(episodeUserFlags, 'episodeId', {
  watched: episodeUserFlags.watched,
  watching: episodeUserFlags.watching,
});
