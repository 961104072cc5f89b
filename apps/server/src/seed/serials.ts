import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { syncSerialLinkIds } from '../db/link-ids';
import {
  artists,
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
} from '../db/schema';
import type { Storage } from '../lib/storage';
import { searchKeyOf } from '../lib/transliterate';
import { seasonSearchKey } from '../modules/serials/serial-form.queries';
import { initialsOf, placeholderJpeg } from './placeholder-image';
import { DEMO_SERIALS, type DemoSeason, type DemoSerial } from './serials-data';
import { titleReferenceMaps } from './title-references';

// Demo serials (issue 4): real series with their seasons and episodes, drawn posters (serial and season)
// and backgrounds; nothing is downloaded. Creators and casts are linked to the artists that exist when this
// runs, found by English name. Safe to run again: a serial whose slug exists is left alone.

const CREATOR_JOB = 17; // initiator: the serial's creator

/** Seeded artists by lower-case English name, for the creators and casts the demo serials credit. */
async function artistMap(db: Db) {
  const names = [...new Set(DEMO_SERIALS.flatMap((s) => [...s.creators, ...(s.cast ?? []).map(([name]) => name)]))].map(
    (n) => n.toLowerCase(),
  );
  const rows = await db
    .select({ id: artists.id, nameEn: artists.proNameEn })
    .from(artists)
    .where(sql`lower(${artists.proNameEn}) in ${names}`);
  return new Map(rows.map((r) => [r.nameEn.toLowerCase(), r.id]));
}

const ids = (map: Map<string, number>, keys: string[] | undefined) => [
  ...new Set((keys ?? []).map((k) => map.get(k)).filter((id): id is number => id !== undefined)),
];

async function storeImage(storage: Storage, key: string, opts: Parameters<typeof placeholderJpeg>[0]) {
  await storage.put(key, await placeholderJpeg(opts), 'image/jpeg');
  return key;
}

/** Each episode's names and plots: written ones as they are, otherwise «N-р анги» ("Episode N") and a plain line in each language. */
function episodeTexts(s: DemoSerial, seasonNum: number, season: DemoSeason) {
  const plain = (e: number) => ({
    plot: `«${s.m}» цувралын ${seasonNum}-р улирлын ${e + 1}-р анги.`,
    enPlot: `${s.i}, season ${seasonNum}, episode ${e + 1}.`,
  });
  if (typeof season.episodes === 'number')
    return Array.from({ length: season.episodes }, (_, e) => ({
      name: `${e + 1}-р анги`,
      nameEn: `Episode ${e + 1}`,
      ...plain(e),
    }));
  return season.episodes.map((episode, e) =>
    typeof episode === 'string'
      ? { name: episode, ...plain(e) }
      : { name: episode.name, nameEn: episode.nameEn ?? '', plot: episode.plot, enPlot: episode.enPlot ?? '' },
  );
}

/** Adds the demo serials that are missing, with their seasons and episodes. */
export async function seedSerials(db: Db, storage: Storage) {
  const existing = new Set(
    (
      await db
        .select({ slug: serials.slug })
        .from(serials)
        .where(
          inArray(
            serials.slug,
            DEMO_SERIALS.map((s) => s.slug),
          ),
        )
    ).map((r) => r.slug),
  );
  const missing = DEMO_SERIALS.filter((s) => !existing.has(s.slug));
  if (!missing.length) return 0;
  const refs = await titleReferenceMaps(db, DEMO_SERIALS);
  const people = await artistMap(db);
  const mongolia = refs.countries.get('MN');

  for (const s of missing) {
    const years = `${s.from}–${s.to ?? ''}`;
    // A Mongolian serial's drawn poster and background carry its Mongolian title, a foreign one's its international title.
    const shownTitle = s.countries.includes('MN') ? s.m : s.i;
    const poster = await storeImage(storage, `serials/posters/demo-${s.slug}.jpg`, {
      label: initialsOf(shownTitle),
      caption: s.m,
      width: 240,
      height: 360,
      seed: s.slug,
    });
    const background = await storeImage(storage, `serials/backgrounds/demo-${s.slug}.jpg`, {
      label: shownTitle,
      caption: years,
      width: 1280,
      height: 720,
      seed: s.slug,
    });
    const seasonPosters: string[] = [];
    for (const [k] of s.seasons.entries()) {
      seasonPosters.push(
        await storeImage(storage, `seasons/posters/demo-${s.slug}-${k + 1}.jpg`, {
          label: String(k + 1),
          caption: s.m,
          width: 240,
          height: 360,
          seed: s.slug,
        }),
      );
    }

    await db.transaction(async (tx) => {
      const countryIds = ids(refs.countries, s.countries);
      const [row] = await tx
        .insert(serials)
        .values({
          slug: s.slug,
          mTitle: s.m,
          iTitle: s.i,
          oTitle: s.o,
          poster,
          background,
          format: s.format ?? 1,
          releasedYear: s.from,
          finishedYear: s.to,
          rating: s.rating,
          runtime: s.runtime,
          plot: s.plot,
          enPlot: s.enPlot,
          mongolian: mongolia !== undefined && countryIds.includes(mongolia),
          publish: s.publish ?? true,
          searchKey: searchKeyOf(s.m, s.i, s.o),
        })
        .returning({ id: serials.id });
      const links = [
        [serialGenres, ids(refs.genres, s.genres)],
        [serialSubgenres, ids(refs.subgenres, s.subgenres)],
        [serialCountries, countryIds],
        [serialLanguages, ids(refs.languages, s.languages)],
        [serialTags, ids(refs.tags, s.tags)],
      ] as const;
      for (const [table, refIds] of links)
        if (refIds.length) await tx.insert(table).values(refIds.map((refId) => ({ serialId: row.id, refId })));
      await syncSerialLinkIds(tx, [row.id]);

      const crew = s.creators
        .filter((name) => people.has(name.toLowerCase()))
        .map((name, position) => ({
          serialId: row.id,
          artistId: people.get(name.toLowerCase())!,
          job: CREATOR_JOB,
          position,
        }));
      if (crew.length) await tx.insert(serialArtists).values(crew);
      const cast = (s.cast ?? [])
        .filter(([name]) => people.has(name.toLowerCase()))
        .map(([name, role], position) => ({
          serialId: row.id,
          artistId: people.get(name.toLowerCase())!,
          role,
          position,
        }));
      if (cast.length) await tx.insert(serialRoles).values(cast);

      for (const [k, season] of s.seasons.entries()) {
        const seasonNum = k + 1;
        const name = `${seasonNum}-р улирал`;
        const [seasonRow] = await tx
          .insert(seasons)
          .values({
            serialId: row.id,
            slug: `season-${seasonNum}`,
            seasonNum,
            name,
            poster: seasonPosters[k],
            publish: !season.unpublished,
            searchKey: seasonSearchKey({ mTitle: s.m, iTitle: s.i }, { name, seasonNum }),
          })
          .returning({ id: seasons.id });
        await tx.insert(episodes).values(
          episodeTexts(s, seasonNum, season).map((text, e) => ({
            seasonId: seasonRow.id,
            slug: `episode-${e + 1}`,
            episodeNum: e + 1,
            ...text,
            runtime: s.runtime,
            publish: !season.unpublishedEpisodes?.includes(e + 1),
          })),
        );
      }
    });
  }
  return missing.length;
}
