import { CROPS } from '@mfi/contract/limits';
import { revisionAfterWrite } from '../../after-write/revision.after-write';
import { serialAfterWrite } from '../../after-write/serial.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext } from '../../context';
import { uniqueSlug } from '../../lib/slug';
import { StoredFiles, withFiles } from '../../lib/stored-files';
import { insertEpisode, episodeSlugTaken } from './episodes.queries';
import { seasonSearchKey } from './serial-form.queries';
import { findSerialRef } from './serials.queries';
import { insertSeason, seasonSlugTaken, seasonsByNumber } from './seasons.queries';

// The importer's door to seasons and episodes (decision 026): a TMDB season and its episodes are added to a
// serial where the serial lacks them, as unpublished drafts with their revisions; what a serial already holds
// (a contributor may have edited it) is left as it is.

export type ImportedEpisode = {
  number: number;
  nameMn: string;
  nameEn: string;
  runtime: number;
  plot: string;
  enPlot: string;
  /** Fetched only when the episode is added. */
  still: () => Promise<Buffer | null>;
};
export type ImportedSeason = {
  number: number;
  name: string;
  /** Fetched only when the season is added. */
  poster: () => Promise<Buffer | null>;
  episodes: ImportedEpisode[];
};

/** Adds the seasons and episodes the serial lacks; answers how many of each it added. */
export async function addMissingSeasons(
  ctx: AppContext,
  user: AuthUser,
  serialId: number,
  imported: ImportedSeason[],
): Promise<{ seasons: number; episodes: number }> {
  const serial = await findSerialRef(ctx.db, serialId);
  if (!serial) return { seasons: 0, episodes: 0 };
  const held = await seasonsByNumber(ctx.db, serialId);
  const added = { seasons: 0, episodes: 0 };
  for (const season of imported) {
    let seasonId = held.get(season.number)?.id;
    const episodeNums = held.get(season.number)?.episodeNums ?? new Set<number>();
    if (seasonId === undefined) {
      seasonId = await addSeason(ctx, user, serial, season);
      added.seasons++;
    }
    for (const episode of season.episodes) {
      if (episodeNums.has(episode.number)) continue;
      await addEpisode(ctx, user, seasonId, episode);
      added.episodes++;
    }
  }
  if (added.seasons || added.episodes) serialAfterWrite.catalogue(ctx);
  return added;
}

async function addSeason(
  ctx: AppContext,
  user: AuthUser,
  serial: { id: number; mTitle: string; iTitle: string },
  season: ImportedSeason,
) {
  const files = new StoredFiles(ctx.storage);
  return withFiles(files, async () => {
    const poster = await files.image((await season.poster()) ?? undefined, {
      field: 'season-poster',
      crop: CROPS.poster,
      folder: 'seasons/posters',
    });
    return revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
      const slug = await uniqueSlug(`season-${season.number}`, (s) => seasonSlugTaken(tx, serial.id, s));
      const row = await insertSeason(tx, {
        serialId: serial.id,
        slug,
        seasonNum: season.number,
        name: season.name,
        poster,
        searchKey: seasonSearchKey(serial, { name: season.name, seasonNum: season.number }),
        publish: false,
        createdBy: user.id,
      });
      await rev.track('season', row.id, 'create');
      return row.id;
    });
  });
}

async function addEpisode(ctx: AppContext, user: AuthUser, seasonId: number, episode: ImportedEpisode) {
  const files = new StoredFiles(ctx.storage);
  await withFiles(files, async () => {
    const background = await files.image((await episode.still()) ?? undefined, {
      field: 'episode-background',
      crop: CROPS.scene,
      folder: 'episodes/backgrounds',
    });
    await revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
      const slug = await uniqueSlug(`episode-${episode.number}`, (s) => episodeSlugTaken(tx, seasonId, s));
      const row = await insertEpisode(tx, {
        seasonId,
        slug,
        episodeNum: episode.number,
        name: episode.nameMn,
        nameEn: episode.nameEn,
        runtime: episode.runtime,
        plot: episode.plot,
        enPlot: episode.enPlot,
        background,
        publish: false,
        createdBy: user.id,
      });
      await rev.track('episode', row.id, 'create');
    });
  });
}
