import { type AwardEntryRequest } from '@mfi/contract/festival.schemas';
import { mn } from '@mfi/contract/messages';
import { festivalAfterWrite } from '../../after-write/festival.after-write';
import { revisionAfterWrite } from '../../after-write/revision.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { ServiceDeps } from '../../context';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { loadMorePage, splitLoadMore } from '../../lib/pagination';
import type { Actor } from '../../policies/catalogue.policy';
import { toTitleAward } from './awards.mapper';
import * as q from './awards.queries';
import { editionOf } from './editions.service';

// Awards (issue 17 item 3; not in the spec, designed in its style): the admin enters a winner or a nominee of
// an edition's category, a movie or a serial, maybe naming an artist, and deletes it again. The awards show
// on the edition's detail and on the movie's, serial's and artist's award lists.

type Deps = ServiceDeps<'db' | 'cache'>;

/**
 * POST /award/api-annual-award-entry/ (admin). An award is part of its edition: entering or deleting one is a
 * revision of the edition (decision 024), with its award list before and after.
 */
export async function enterAward(ctx: Deps, user: AuthUser | null, body: AwardEntryRequest) {
  const { edition } = await editionOf(ctx.db, body.slug, body.year);
  const [movie, serial, artist] = await q.namedRowsExist(ctx.db, body);
  const errors: Record<string, string[]> = {};
  if (!movie) errors.movie = [mn('awardTitleUnknown')];
  if (!serial) errors.serial = [mn('awardTitleUnknown')];
  if (!artist) errors.artist = [mn('artistSlugUnknown')];
  if (Object.keys(errors).length) throw new AppError(400, errors);
  // The seed enters the demo's awards with no user.
  const row = await revisionAfterWrite.revised(ctx.db, user?.id ?? null, async (tx, rev) => {
    await rev.track('edition', edition.id, 'update');
    return q.insertAward(tx, {
      editionId: edition.id,
      category: body.award,
      categoryEn: body.award_en ?? '',
      movieId: body.movie ?? null,
      serialId: body.serial ?? null,
      artistId: body.artist ?? null,
      win: body.result === 'winner',
    });
  });
  festivalAfterWrite.catalogue(ctx);
  return { success: true, id: row.id, message: mn('awardSaved') };
}

/** POST /award/api-annual-award-delete/ (admin): 404 for an unknown id. */
export async function deleteAward(ctx: Deps, user: AuthUser, body: { id: number }) {
  const editionId = await q.awardEdition(ctx.db, body.id);
  if (editionId === undefined) throw notFound();
  const deleted = await revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
    await rev.track('edition', editionId, 'update');
    return q.deleteAward(tx, body.id);
  });
  if (!deleted) throw notFound();
  festivalAfterWrite.catalogue(ctx);
  return { success: true, message: mn('awardDeleted') };
}

/** Page `loadMore` of LOAD_MORE_PAGE; 1 or less (the artist calls count from 0) is the first. */
const pageOf = (loadMore: number | undefined) => loadMorePage(Math.max(loadMore ?? 1, 1));

/**
 * A movie's or serial's awards, newest edition first, LOAD_MORE_PAGE at a time; the caller has checked that
 * the reader may see the title.
 */
export async function titleAwards(db: Executor, title: { movie: number } | { serial: number }, loadMore?: number) {
  const { items, end_point } = splitLoadMore(await q.listTitleAwards(db, title, pageOf(loadMore)));
  return { awards: items.map((r) => toTitleAward(r, false)), end_point };
}

/**
 * An artist's awards (those naming them, and the film awards won by the films they directed), newest edition
 * first, each with its film's name; films the reader may not see are left out.
 */
export async function artistAwardList(db: Executor, artistId: number, viewer: Actor, loadMore?: number) {
  const { items, end_point } = splitLoadMore(await q.listArtistAwards(db, artistId, viewer, pageOf(loadMore)));
  return { awards: items.map((r) => toTitleAward(r, true)), end_point };
}
