import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { syncSerialLinkIds } from '../../db/link-ids';
import {
  episodes,
  seasons,
  serialArtists,
  serialCountries,
  serialGenres,
  serialLanguages,
  serialRoles,
  serials,
  serialSubgenres,
  serialTags,
} from '../../db/schema';
import { searchKeyOf } from '../../lib/transliterate';

// Test data for the serial suites: serials, seasons and episodes inserted straight into the database,
// every slug unique so files sharing a worker's database never collide.

const uid = () => randomBytes(5).toString('hex');

type SerialValues = Partial<typeof serials.$inferInsert>;
type SerialLinks = {
  languages?: number[];
  genres?: number[];
  subgenres?: number[];
  countries?: number[];
  tags?: number[];
  crew?: { artistId: number; job: number }[];
  cast?: { artistId: number; role: string }[];
};

function serialValues(values: SerialValues, u: string): typeof serials.$inferInsert {
  const iTitle = values.iTitle ?? `Serial ${u}`;
  const mTitle = values.mTitle ?? `Цуврал ${u}`;
  const oTitle = values.oTitle ?? iTitle;
  return {
    slug: `serial-${u}`,
    format: 1,
    releasedYear: 2010,
    finishedYear: 2012,
    rating: 1,
    runtime: 45,
    publish: true,
    ...values,
    iTitle,
    mTitle,
    oTitle,
    searchKey: searchKeyOf(mTitle, iTitle, oTitle),
  };
}

export async function makeSerial(db: Db, values: SerialValues = {}, links: SerialLinks = {}) {
  const [serial] = await db.insert(serials).values(serialValues(values, uid())).returning();
  await linkSerials(db, [serial.id], links);
  return serial;
}

/** Many serials in one statement each (serials, then every link), for page counts. */
export async function makeSerials(db: Db, count: number, values: (i: number) => SerialValues, links: SerialLinks = {}) {
  const rows = await db
    .insert(serials)
    .values(Array.from({ length: count }, (_, i) => serialValues(values(i), uid())))
    .returning({ id: serials.id, slug: serials.slug });
  await linkSerials(
    db,
    rows.map((r) => r.id),
    links,
  );
  return rows;
}

async function linkSerials(db: Db, serialIds: number[], links: SerialLinks) {
  const tables = [
    [serialLanguages, links.languages],
    [serialGenres, links.genres],
    [serialSubgenres, links.subgenres],
    [serialCountries, links.countries],
    [serialTags, links.tags],
  ] as const;
  for (const [table, ids] of tables) {
    if (ids?.length)
      await db.insert(table).values(serialIds.flatMap((serialId) => ids.map((refId) => ({ serialId, refId }))));
  }
  await syncSerialLinkIds(db, serialIds);
  if (links.crew?.length) {
    await db
      .insert(serialArtists)
      .values(serialIds.flatMap((serialId) => links.crew!.map((c, position) => ({ serialId, ...c, position }))));
  }
  if (links.cast?.length) {
    await db
      .insert(serialRoles)
      .values(serialIds.flatMap((serialId) => links.cast!.map((c, position) => ({ serialId, ...c, position }))));
  }
}

type SeasonValues = Partial<typeof seasons.$inferInsert>;

export async function makeSeason(db: Db, serialId: number, values: SeasonValues = {}) {
  const seasonNum = values.seasonNum ?? 1;
  const [row] = await db
    .insert(seasons)
    .values({
      serialId,
      slug: `season-${seasonNum}`,
      seasonNum,
      name: `${seasonNum}-р улирал`,
      publish: true,
      ...values,
    })
    .returning();
  return row;
}

type EpisodeValues = Partial<typeof episodes.$inferInsert>;

/** Episodes 1..count of a season (or as `values` says), in one statement. */
export async function makeEpisodes(
  db: Db,
  seasonId: number,
  count: number,
  values: (i: number) => EpisodeValues = () => ({}),
) {
  if (!count) return [];
  return db
    .insert(episodes)
    .values(
      Array.from({ length: count }, (_, i) => {
        const v = values(i);
        const episodeNum = v.episodeNum ?? i + 1;
        return {
          seasonId,
          slug: `episode-${episodeNum}`,
          episodeNum,
          name: `${episodeNum}-р анги`,
          runtime: 45,
          plot: 'Өгүүлэмж.',
          enPlot: 'Plot.',
          publish: true,
          ...v,
        };
      }),
    )
    .returning();
}

/** A published serial with one published season of `count` published episodes (each as `episode` says). */
export async function makeSerialWithEpisodes(
  db: Db,
  count = 3,
  serial: SerialValues = {},
  episode?: (i: number) => EpisodeValues,
) {
  const s = await makeSerial(db, serial);
  const season = await makeSeason(db, s.id);
  const eps = await makeEpisodes(db, season.id, count, episode);
  return { serial: s, season, episodes: eps };
}
