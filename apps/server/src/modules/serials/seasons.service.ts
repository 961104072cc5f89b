import { CROPS, EPISODES_PER_PAGE } from '@mfi/contract/limits';
import { revisionAfterWrite } from '../../after-write/revision.after-write';
import { mn } from '@mfi/contract/messages';
import { seasonCreateFields, seasonUpdateFields } from '@mfi/contract/serials.schemas';
import { serialAfterWrite } from '../../after-write/serial.after-write';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { fieldError, notFound } from '../../lib/errors';
import { type MultipartBody, singleFields } from '../../lib/multipart';
import { pageCount, pageOffset } from '../../lib/pagination';
import { uniqueSlug } from '../../lib/slug';
import { readFormImages, StoredFiles, withFiles } from '../../lib/stored-files';
import { parseWith } from '../../lib/validate';
import type { AuthUser } from '../../auth/auth-user';
import {
  authorize,
  authorizeUnpublishedList,
  can,
  seesUnpublished,
  type Subject,
} from '../../policies/catalogue.policy';
import { permissionsOf } from '../../policies/permissions';
import { withVerdicts } from '../../lib/composed-once';
import { NO_REACTIONS, toEpisodeCard, toGradeFigures } from './serials.mapper';
import { recomputeSerialGrades } from './serials.service';
import { seasonSearchKey } from './serial-form.queries';
import { findSerialRef } from './serials.queries';
import * as q from './seasons.queries';
import { topSeasonReactions, userSeasonReactions } from '../reactions/reactions.service';

// Seasons (part 2 sections 2, 5, 7 "Seasons and episodes"): detail, episode lists, publication, create
// and update. Archive images are in season-images.service.ts.

export const SEASON_POSTER = 'season-poster';
export const SEASON_IMAGES = 'season-images';

/** The season as the policy weighs it: its own flag and its serial's. */
export const seasonSubject = (season: { publish: boolean; serialPublish: boolean }): Subject => ({
  kind: 'season',
  publish: season.publish,
  serialPublish: season.serialPublish,
});

/** May the caller see this season? Guests need the season and its serial published. */
export const seasonVisible = (user: AuthUser | null, season: { publish: boolean; serialPublish: boolean }) =>
  can(user, 'see', seasonSubject(season));

/** The season behind a call: 404 when missing or hidden from the caller. */
export async function visibleSeason(
  db: Executor,
  user: AuthUser | null,
  serialSlug: string,
  seasonSlug: string,
  withImages = false,
) {
  const season = await q.findSeason(db, serialSlug, seasonSlug, withImages);
  if (!season || !seasonVisible(user, season)) throw notFound();
  return season;
}

/** A unique-index violation (a concurrent write took the number) as the field's message. */
export async function uniqueOr400<T>(
  write: () => Promise<T>,
  field: string,
  key: 'seasonNumberTaken' | 'episodeNumberTaken',
) {
  try {
    return await write();
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw fieldError(field, key);
    throw error;
  }
}

/** GET /serial/api-season-detail/: the season with its serial's title and poster and its archive images. */
export async function getSeasonDetail(
  ctx: AppContext,
  user: AuthUser | null,
  query: { serialSlug: string; seasonSlug: string },
) {
  const { subject, answer } = await ctx.cache.wrapPublic(
    !seesUnpublished(user, 'season'),
    `season:${query.serialSlug}:${query.seasonSlug}`,
    async () => {
      const s = await visibleSeason(ctx.db, user, query.serialSlug, query.seasonSlug, true);
      const subject = { kind: 'season', publish: s.publish, serialPublish: s.serialPublish } as const;
      const answer = {
        season_detail: {
          id: s.id,
          serial_title: s.serialMTitle,
          serial_i_title: s.serialITitle,
          serial_poster: ctx.storage.urlOf(s.serialPoster),
          serial_slug: s.serialSlug,
          season_slug: s.slug,
          season_name: s.name,
          season_num: s.seasonNum,
          season_trailer: s.trailer,
          season_poster: ctx.storage.urlOf(s.poster),
          publish: s.publish,
          images: s.images.map((i) => ({ id: i.id, image: ctx.storage.url(i.image), description: i.description })),
          ...toGradeFigures(s),
        },
        user_reactions: NO_REACTIONS,
        top_reactions: await topSeasonReactions(ctx.db, s.id),
      };
      return { subject, answer };
    },
    (v) => `season#${v.answer.season_detail.id}`,
  );
  // The shared answer holds empty slots and no verdicts; the caller's own are added here.
  const verdicts = permissionsOf(user, subject);
  const shown = withVerdicts(answer, 'season_detail', verdicts, !user);
  if (!user) return shown;
  return { ...shown, user_reactions: await userSeasonReactions(ctx.db, shown.season_detail.id, user.id) };
}

/** GET /serial/api-season-episodes/: published episodes, or (contributors) the unpublished ones; numbered pages. */
export async function seasonEpisodes(
  ctx: AppContext,
  user: AuthUser | null,
  query: { slug: string; seasonSlug: string; published?: boolean; page?: number },
) {
  const published = query.published ?? true;
  if (!published) authorizeUnpublishedList(user, 'season');
  const key = `season-episodes:${query.slug}:${query.seasonSlug}:${published}:${query.page ?? 1}`;
  return ctx.cache.wrapPublic(!seesUnpublished(user, 'season'), key, async () => {
    const season = await visibleSeason(ctx.db, user, query.slug, query.seasonSlug);
    const [rows, total] = await Promise.all([
      q.listEpisodeCards(ctx.db, season.id, published, pageOffset(query.page, EPISODES_PER_PAGE)),
      q.countEpisodes(ctx.db, season.id, published),
    ]);
    return {
      episode_list: rows.map((row) => toEpisodeCard(ctx.storage, row)),
      episode_page: pageCount(total, EPISODES_PER_PAGE),
      episode_total: total,
    };
  });
}

/** POST /serial/api-publish-season/: flips the flag (or sets `publish`); the serial's figures count published seasons only. */
export async function publishSeason(
  ctx: AppContext,
  user: AuthUser,
  ref: { serialSlug: string; seasonSlug: string; publish?: boolean },
) {
  const season = await q.findSeason(ctx.db, ref.serialSlug, ref.seasonSlug);
  if (!season) throw notFound();
  authorize(user, 'publish', seasonSubject(season));
  const publish = await revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
    await rev.track('season', season.id, 'publication');
    const publish = await q.toggleSeasonPublish(tx, season.id, ref.publish);
    await recomputeSerialGrades(tx, season.serialId);
    await serialAfterWrite.reviewCopies(tx, season.serialId);
    return publish;
  });
  serialAfterWrite.catalogue(ctx);
  return { publish };
}

/** Counts against the user's creation quota (lib/quotas); a create that fails does not. */
export const createSeason = (ctx: AppContext, user: AuthUser, body: MultipartBody) =>
  ctx.quotas.create(user, () => storeNewSeason(ctx, user, body));

/**
 * POST /serial/api-create-season/ (multipart): any signed-in user, for a serial they can see; the season
 * waits unpublished. Its slug is `season-<number>`, unique within the serial and stable afterwards.
 */
async function storeNewSeason(ctx: AppContext, user: AuthUser, body: MultipartBody) {
  const fields = parseWith(seasonCreateFields, singleFields(body));
  const serial = await findSerialRef(ctx.db, fields.serial);
  if (!serial || !can(user, 'see', { kind: 'serial', publish: serial.publish }))
    throw fieldError('serial', 'serialRequired');
  if (await q.seasonNumberTaken(ctx.db, serial.id, fields.season_number))
    throw fieldError('season_number', 'seasonNumberTaken');
  const images = await readFormImages(body, { single: [SEASON_POSTER], archiveField: SEASON_IMAGES });
  const files = new StoredFiles(ctx.storage);
  const slug = await withFiles(files, async () => {
    const poster = await files.image(images.single[SEASON_POSTER], {
      field: SEASON_POSTER,
      crop: CROPS.poster,
      folder: 'seasons/posters',
    });
    const archive = await files.archive(images.archive, { field: SEASON_IMAGES, folder: 'seasons/images' });
    return uniqueOr400(
      () =>
        revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
          const slug = await uniqueSlug(`season-${fields.season_number}`, (s) => q.seasonSlugTaken(tx, serial.id, s));
          const season = await q.insertSeason(tx, {
            serialId: serial.id,
            slug,
            seasonNum: fields.season_number,
            name: fields.season_title,
            trailer: fields.trailer,
            poster,
            searchKey: seasonSearchKey(serial, { name: fields.season_title, seasonNum: fields.season_number }),
            publish: false,
            createdBy: user.id,
          });
          await q.seasonGalleryRows.append(tx, season.id, archive);
          await rev.track('season', season.id, 'create');
          return season.slug;
        }),
      'season_number',
      'seasonNumberTaken',
    );
  });
  serialAfterWrite.catalogue(ctx);
  return { success: true, message: mn('seasonCreated'), serial_slug: serial.slug, season_slug: slug };
}

/** POST /serial/api-update-season/ (multipart): number, name, trailer and an optional new poster. */
export async function updateSeason(ctx: AppContext, user: AuthUser, body: MultipartBody) {
  const fields = parseWith(seasonUpdateFields, singleFields(body));
  const season = await q.findSeason(ctx.db, fields.serial_slug, fields.season_slug);
  if (!season) throw notFound();
  authorize(user, 'edit', seasonSubject(season));
  if (await q.seasonNumberTaken(ctx.db, season.serialId, fields.season_number, season.id))
    throw fieldError('season_number', 'seasonNumberTaken');
  const images = await readFormImages(body, { single: [SEASON_POSTER] });
  const files = new StoredFiles(ctx.storage);
  await withFiles(files, async () => {
    const poster = await files.image(images.single[SEASON_POSTER], {
      field: SEASON_POSTER,
      crop: CROPS.poster,
      folder: 'seasons/posters',
    });
    const serial = { mTitle: season.serialMTitle, iTitle: season.serialITitle };
    await uniqueOr400(
      () =>
        revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
          await rev.track('season', season.id, 'update');
          await q.updateSeasonRow(tx, season.id, {
            seasonNum: fields.season_number,
            name: fields.season_title,
            trailer: fields.season_trailer,
            searchKey: seasonSearchKey(serial, { name: fields.season_title, seasonNum: fields.season_number }),
            ...(poster ? { poster } : {}),
          });
        }),
      'season_number',
      'seasonNumberTaken',
    );
  });
  // The replaced poster stays in storage: the season's history refers to it, and a revert brings it back.
  serialAfterWrite.catalogue(ctx);
  return { success: true, message: mn('seasonUpdated'), serial_slug: season.serialSlug, season_slug: season.slug };
}
