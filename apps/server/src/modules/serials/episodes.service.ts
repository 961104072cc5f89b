import { CROPS } from '@mfi/contract/limits';
import { revisionAfterWrite } from '../../after-write/revision.after-write';
import { mn } from '@mfi/contract/messages';
import { episodeCreateFields, episodeUpdateFields } from '@mfi/contract/serials.schemas';
import { serialAfterWrite } from '../../after-write/serial.after-write';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { fieldError, notFound } from '../../lib/errors';
import { type MultipartBody, singleFields } from '../../lib/multipart';
import { uniqueSlug } from '../../lib/slug';
import { readFormImages, StoredFiles, withFiles } from '../../lib/stored-files';
import { parseWith } from '../../lib/validate';
import type { AuthUser } from '../../auth/auth-user';
import { authorize, seesUnpublished } from '../../policies/catalogue.policy';
import { permissionsOf } from '../../policies/permissions';
import { withVerdicts } from '../../lib/composed-once';
import { NO_REACTIONS, percent, toEpisodeFlags } from './serials.mapper';
import { recomputeSeasonGrades, recomputeSerialGrades } from './serials.service';
import { seasonVisible, uniqueOr400 } from './seasons.service';
import { findSeasonById } from './seasons.queries';
import * as q from './episodes.queries';
import { topEpisodeReactions, userEpisodeReactions } from '../reactions/reactions.service';

// Episodes (part 2 sections 2, 5, 7 "Seasons and episodes"): detail with previous/next, the user's
// watched/watching flags, publication, create and update.

export const EPISODE_BACKGROUND = 'episode-background';
type EpisodeSlugs = { serialSlug: string; seasonSlug: string; episodeSlug: string };

/** The episode behind a call: 404 when missing or hidden (guests need it, its season and serial published). */
async function visibleEpisode(db: Executor, user: AuthUser | null, slugs: EpisodeSlugs) {
  const showUnpublished = seesUnpublished(user, 'episode');
  const row = await q.findEpisode(db, slugs, showUnpublished);
  if (!row) throw notFound();
  authorize(user, 'see', episodeSubject(row));
  return row;
}

/** The episode as the policy weighs it: its own flag and its season's and serial's. */
const episodeSubject = (row: { episode: { publish: boolean }; seasonPublish: boolean; serialPublish: boolean }) =>
  ({
    kind: 'episode',
    publish: row.episode.publish,
    seasonPublish: row.seasonPublish,
    serialPublish: row.serialPublish,
  }) as const;

/**
 * GET /serial/api-episode-detail/. previous_episode and next_episode are the neighbours in episode order
 * within the season among the episodes the caller may see (null at either end: the buttons disable).
 */
export async function getEpisodeDetail(ctx: AppContext, user: AuthUser | null, slugs: EpisodeSlugs) {
  const key = `episode:${slugs.serialSlug}:${slugs.seasonSlug}:${slugs.episodeSlug}`;
  const { subject, answer } = await ctx.cache.wrapPublic(
    !seesUnpublished(user, 'episode'),
    key,
    async () => {
      const row = await visibleEpisode(ctx.db, user, slugs);
      const e = row.episode;
      const answer = {
        episode_detail: {
          id: e.id,
          serial_slug: row.serialSlug,
          season_slug: row.seasonSlug,
          episode_slug: e.slug,
          serial_poster: ctx.storage.urlOf(row.serialPoster),
          ser_title: row.serialTitle,
          ser_i_title: row.serialITitle,
          sea_title: row.seasonName,
          season_num: row.seasonNum,
          season_poster: ctx.storage.urlOf(row.seasonPoster),
          e_num: e.episodeNum,
          e_title: e.name,
          name_en: e.nameEn,
          runtime: e.runtime,
          plot: e.plot,
          eng_plot: e.enPlot,
          background: ctx.storage.urlOf(e.background),
          grade: percent(e.criticGrade),
          a_grade: percent(e.audienceGrade),
          critics: e.criticCount,
          audiences: e.audienceCount,
          publish: e.publish,
          previous_episode: row.previous,
          next_episode: row.next,
        },
        ...toEpisodeFlags(undefined),
        user_reactions: NO_REACTIONS,
        top_reactions: await topEpisodeReactions(ctx.db, e.id),
      };
      return { subject: episodeSubject(row), answer };
    },
    (v) => `episode#${v.answer.episode_detail.id}`,
  );
  // The caller's verdicts are theirs alone: added after the cache, never into it.
  const verdicts = permissionsOf(user, subject);
  const shown = withVerdicts(answer, 'episode_detail', verdicts, !user);
  if (!user) return shown;
  const [flags, reactions] = await Promise.all([
    q.findEpisodeFlags(ctx.db, shown.episode_detail.id, user.id),
    userEpisodeReactions(ctx.db, shown.episode_detail.id, user.id),
  ]);
  return { ...shown, ...toEpisodeFlags(flags), user_reactions: reactions };
}

export type EpisodeFlag = 'watched' | 'watching';

/**
 * POST /serial/api-watched-episode/ and /api-watching-episode/ (designed in the spec's style): each
 * toggles its flag; the two exclude each other (finishing an episode ends "watching", watching it again
 * ends "watched"). The answer carries both.
 */
export async function toggleEpisodeFlag(ctx: AppContext, user: AuthUser, slugs: EpisodeSlugs, flag: EpisodeFlag) {
  const flags = await ctx.db.transaction(async (tx) => {
    const row = await visibleEpisode(tx, user, slugs);
    const current = await q.lockEpisodeFlags(tx, row.episode.id, user.id);
    const on = !current[flag];
    const next =
      flag === 'watched'
        ? { watched: on, watching: on ? false : current.watching }
        : { watching: on, watched: on ? false : current.watched };
    await q.saveEpisodeFlags(tx, row.episode.id, user.id, next);
    if (next.watching !== current.watching)
      await serialAfterWrite.feed.watching(tx, user.id, row.episode.id, next.watching);
    return toEpisodeFlags(next);
  });
  serialAfterWrite.nothingCached();
  return flags;
}

/**
 * Marks an episode watched or not for a user, inside the episode rating calls' transaction: rating an
 * episode means having seen it, deleting the rating takes that back (as setMovieWatched for movies).
 * Watched ends "watching".
 */
export async function setEpisodeWatched(tx: Executor, episodeId: number, userId: number, watched: boolean) {
  const current = await q.lockEpisodeFlags(tx, episodeId, userId);
  if (current.watched === watched) return;
  await q.saveEpisodeFlags(tx, episodeId, userId, { watched, watching: watched ? false : current.watching });
}

/** POST /serial/api-publish-episode/: flips the flag (or sets `publish`); the season's and serial's figures follow. */
export async function publishEpisode(ctx: AppContext, user: AuthUser, slugs: EpisodeSlugs & { publish?: boolean }) {
  const row = await q.findEpisode(ctx.db, slugs, true);
  if (!row) throw notFound();
  authorize(user, 'publish', episodeSubject(row));
  const publish = await revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
    await rev.track('episode', row.episode.id, 'publication');
    const publish = await q.toggleEpisodePublish(tx, row.episode.id, slugs.publish);
    await recomputeSeasonGrades(tx, row.episode.seasonId);
    await recomputeSerialGrades(tx, row.serialId);
    await serialAfterWrite.reviewCopies(tx, row.serialId);
    return publish;
  });
  serialAfterWrite.catalogue(ctx);
  return { publish };
}

const storeBackground = (files: StoredFiles, data: Buffer | undefined) =>
  files.image(data, { field: EPISODE_BACKGROUND, crop: CROPS.scene, folder: 'episodes/backgrounds' });

/** Counts against the user's creation quota (lib/quotas); a create that fails does not. */
export const createEpisode = (ctx: AppContext, user: AuthUser, body: MultipartBody) =>
  ctx.quotas.create(user, () => storeNewEpisode(ctx, user, body));

/**
 * POST /serial/api-create-episode/ (multipart): any signed-in user, for a season they can see; the
 * episode waits unpublished. Its slug is `episode-<number>`, unique within the season.
 */
async function storeNewEpisode(ctx: AppContext, user: AuthUser, body: MultipartBody) {
  const fields = parseWith(episodeCreateFields, singleFields(body));
  const season = await findSeasonById(ctx.db, fields.season);
  if (!season || !seasonVisible(user, season)) throw fieldError('season', 'seasonRequired');
  if (await q.episodeNumberTaken(ctx.db, season.id, fields.epi_number))
    throw fieldError('epi_number', 'episodeNumberTaken');
  const images = await readFormImages(body, { single: [EPISODE_BACKGROUND] });
  const files = new StoredFiles(ctx.storage);
  const slug = await withFiles(files, async () => {
    const background = await storeBackground(files, images.single[EPISODE_BACKGROUND]);
    return uniqueOr400(
      () =>
        revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
          const slug = await uniqueSlug(`episode-${fields.epi_number}`, (s) => q.episodeSlugTaken(tx, season.id, s));
          const episode = await q.insertEpisode(tx, {
            seasonId: season.id,
            slug,
            episodeNum: fields.epi_number,
            name: fields.epi_name,
            nameEn: fields.name_en,
            runtime: fields.epi_runtime,
            plot: fields.plot,
            enPlot: fields.en_plot,
            background,
            publish: false,
            createdBy: user.id,
          });
          await rev.track('episode', episode.id, 'create');
          return episode.slug;
        }),
      'epi_number',
      'episodeNumberTaken',
    );
  });
  serialAfterWrite.catalogue(ctx);
  return {
    success: true,
    message: mn('episodeCreated'),
    serial_slug: season.serialSlug,
    season_slug: season.slug,
    episode_slug: slug,
  };
}

/** POST /serial/api-update-episode/ (multipart): contributors and admins; the scene image is optional. */
export async function updateEpisode(ctx: AppContext, user: AuthUser, body: MultipartBody) {
  const fields = parseWith(episodeUpdateFields, singleFields(body));
  const row = await q.findEpisode(ctx.db, fields, true);
  if (!row) throw notFound();
  authorize(user, 'edit', episodeSubject(row));
  const episode = row.episode;
  if (await q.episodeNumberTaken(ctx.db, episode.seasonId, fields.episode_number, episode.id))
    throw fieldError('episode_number', 'episodeNumberTaken');
  const images = await readFormImages(body, { single: [EPISODE_BACKGROUND] });
  const files = new StoredFiles(ctx.storage);
  await withFiles(files, async () => {
    const background = await storeBackground(files, images.single[EPISODE_BACKGROUND]);
    await uniqueOr400(
      () =>
        revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
          await rev.track('episode', episode.id, 'update');
          await q.updateEpisodeRow(tx, episode.id, {
            episodeNum: fields.episode_number,
            name: fields.episode_name,
            nameEn: fields.name_en,
            runtime: fields.episode_runtime,
            plot: fields.plot,
            enPlot: fields.en_plot,
            ...(background ? { background } : {}),
          });
        }),
      'episode_number',
      'episodeNumberTaken',
    );
  });
  // The replaced scene image stays in storage: the episode's history refers to it, and a revert brings it back.
  serialAfterWrite.catalogue(ctx);
  return {
    success: true,
    message: mn('episodeUpdated'),
    serial_slug: row.serialSlug,
    season_slug: row.seasonSlug,
    episode_slug: episode.slug,
  };
}
