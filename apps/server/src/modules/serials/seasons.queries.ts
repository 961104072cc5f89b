import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { placeholder as p, preparedOnce } from '../../db/prepared';
import { episodes, seasonImages, seasons, serials } from '../../db/schema';
import { inPublishState } from '../../policies/visibility';
import { archiveImageRows } from '../../lib/archive-images';
import { numberedRows } from '../../lib/numbered-rows';
import { writePublish } from '../../lib/publish-state';

type Page = { limit: number; offset: number };
type Image = { id: number; image: string; description: string };

/** A season with what its calls need of its serial. */
const seasonWithSerial = {
  id: seasons.id,
  slug: seasons.slug,
  serialId: seasons.serialId,
  seasonNum: seasons.seasonNum,
  name: seasons.name,
  trailer: seasons.trailer,
  poster: seasons.poster,
  publish: seasons.publish,
  criticGrade: seasons.criticGrade,
  criticCount: seasons.criticCount,
  audienceGrade: seasons.audienceGrade,
  audienceCount: seasons.audienceCount,
  serialSlug: serials.slug,
  serialPublish: serials.publish,
  serialMTitle: serials.mTitle,
  serialITitle: serials.iTitle,
  serialPoster: serials.poster,
};

const seasonImagesList = sql<
  Image[]
>`coalesce((select json_agg(json_build_object('id', i.id, 'image', i.image, 'description', i.description) order by i.position, i.id)
  from season_images i where i.season_id = ${seasons.id}), '[]'::json)`;

const selectSeason = (db: Executor, withImages: boolean) =>
  db
    .select({ ...seasonWithSerial, images: withImages ? seasonImagesList : sql<Image[]>`'[]'::json` })
    .from(seasons)
    .innerJoin(serials, eq(serials.id, seasons.serialId));

async function findSeasonWhere(db: Executor, where: SQL | undefined, withImages = false) {
  const [row] = await selectSeason(db, withImages).where(where);
  return row;
}

/** The season detail's statement (with its images), prepared once (db/prepared.ts): the hot read. */
const preparedSeasonDetail = preparedOnce((db: Executor) =>
  selectSeason(db, true)
    .where(and(eq(serials.slug, sql`${p('serialSlug')}::text`), eq(seasons.slug, sql`${p('seasonSlug')}::text`)))
    .prepare('season_detail'),
);

/** A season by its serial's slug and its own (unique within the serial). */
export async function findSeason(db: Executor, serialSlug: string, seasonSlug: string, withImages = false) {
  if (withImages) return (await preparedSeasonDetail(db).execute({ serialSlug, seasonSlug }))[0];
  return findSeasonWhere(db, and(eq(serials.slug, serialSlug), eq(seasons.slug, seasonSlug)));
}

export const findSeasonById = (db: Executor, id: number) => findSeasonWhere(db, eq(seasons.id, id));

export type SeasonRow = NonNullable<Awaited<ReturnType<typeof findSeason>>>;

/** Season numbers are unique within a serial, and slugs too. */
export const {
  slugTaken: seasonSlugTaken,
  numberTaken: seasonNumberTaken,
  insert: insertSeason,
  update: updateSeasonRow,
} = numberedRows(seasons, seasons.serialId, seasons.seasonNum);

export const toggleSeasonPublish = (db: Executor, seasonId: number, to?: boolean) =>
  writePublish(db, seasons, seasonId, to);

const episodeCardColumns = {
  slug: episodes.slug,
  background: episodes.background,
  episodeNum: episodes.episodeNum,
  name: episodes.name,
  nameEn: episodes.nameEn,
  plot: episodes.plot,
  enPlot: episodes.enPlot,
  runtime: episodes.runtime,
  publish: episodes.publish,
  criticGrade: episodes.criticGrade,
  criticCount: episodes.criticCount,
  audienceGrade: episodes.audienceGrade,
  audienceCount: episodes.audienceCount,
};

/** One page of the season's published or unpublished episodes, in episode order. */
export function listEpisodeCards(db: Executor, seasonId: number, publish: boolean, page: Page) {
  return db
    .select(episodeCardColumns)
    .from(episodes)
    .where(and(eq(episodes.seasonId, seasonId), inPublishState('episode', publish)))
    .orderBy(asc(episodes.episodeNum), asc(episodes.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countEpisodes(db: Executor, seasonId: number, publish: boolean) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(episodes)
    .where(and(eq(episodes.seasonId, seasonId), inPublishState('episode', publish)));
  return row.count;
}

// ---------------------------------------------------------------- archive images

export const seasonGalleryRows = archiveImageRows(seasonImages, { key: 'seasonId', column: seasonImages.seasonId });

/** The serial's seasons by number, with how many episodes each holds (an import adds what lacks). */
export async function seasonsByNumber(db: Executor, serialId: number) {
  const rows = await db
    .select({
      id: seasons.id,
      seasonNum: seasons.seasonNum,
      episodeNums: sql<number[]>`coalesce((
        select array_agg(e.episode_num) from ${episodes} e where e.season_id = ${seasons.id}), '{}')`,
    })
    .from(seasons)
    .where(eq(seasons.serialId, serialId));
  return new Map(rows.map((r) => [r.seasonNum, { id: r.id, episodeNums: new Set(r.episodeNums) }]));
}
