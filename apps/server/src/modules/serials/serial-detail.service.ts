import type { AuthUser } from '../../auth/auth-user';
import { RELATED_SERIALS_LIMIT, type SerialDetail } from '@mfi/contract/serials.schemas';
import type { AppContext } from '../../context';
import type { TagOf } from '../../lib/cache';
import { notFound } from '../../lib/errors';
import { loadMorePage, splitLoadMore } from '../../lib/pagination';
import { type Actor, authorize, authorizeUnpublishedList, seesUnpublished } from '../../policies/catalogue.policy';
import { permissionsOf } from '../../policies/permissions';
import { withVerdicts } from '../../lib/composed-once';
import { isClassic, toSeasonCard, toSerialCard, toSerialFlags } from './serials.mapper';
import { findSerialFlags } from './serials.queries';
import { titleAwards } from '../festival/awards.service';
import { journalCardsAbout } from '../journals/journals.service';
import { visibleSerial } from './serials.service';
import * as q from './serial-detail.queries';
import { castPage, crewPage, jobsOf, titleDetailCommon, titleReferences } from '../catalogue/title.mapper';

function toSerialDetail(ctx: AppContext, row: q.SerialDetailRow): SerialDetail {
  const s = row.serial;
  return {
    ...titleDetailCommon(ctx.storage, s),
    ...titleReferences(row),
    re_year: s.releasedYear,
    fi_year: s.finishedYear,
    to_date: s.finishedYear === null,
    classic: isClassic(s.releasedYear, s.audienceGrade, ctx.clock.now()),
    seasons_count: row.seasonsCount,
  };
}

/** A sub-call's answer, cached for the readers who see only published rows (the same for all of them). */
const publicAnswer = <T>(
  ctx: AppContext,
  user: AuthUser | null,
  key: string,
  compute: () => Promise<T>,
  tagOf?: TagOf<T>,
) => ctx.cache.wrapPublic(!seesUnpublished(user, 'serial'), key, compute, tagOf);

/** GET /serial/api-serial-detail/: 404 when missing, or unpublished and the caller may not see it. */
export async function getSerialDetail(ctx: AppContext, user: AuthUser | null, slug: string) {
  const answer = await publicAnswer(
    ctx,
    user,
    `serial:${slug}`,
    async () => {
      const row = await q.findSerialDetail(ctx.db, slug, user);
      if (!row) throw notFound();
      authorize(user, 'see', { kind: 'serial', publish: row.serial.publish });
      return { serial_detail: toSerialDetail(ctx, row), ...toSerialFlags(undefined) };
    },
    (a) => `serial#${a.serial_detail.id}`,
  );
  // The caller's verdicts are theirs alone: added after the cache, never into it.
  const subject = { kind: 'serial', publish: answer.serial_detail.publish } as const;
  const verdicts = permissionsOf(user, subject);
  const shown = withVerdicts(answer, 'serial_detail', verdicts, !user);
  if (!user) return shown;
  return { ...shown, ...toSerialFlags(await findSerialFlags(ctx.db, shown.serial_detail.id, user.id)) };
}

/** GET /serial/api-serial-seasons/: published seasons, or (contributors) the unpublished ones; load more from 1. */
export async function serialSeasons(
  ctx: AppContext,
  user: AuthUser | null,
  query: { slug: string; published?: boolean; loadMore?: number },
) {
  const published = query.published ?? true;
  if (!published) authorizeUnpublishedList(user, 'serial');
  return publicAnswer(ctx, user, `serial-seasons:${query.slug}:${published}:${query.loadMore ?? 1}`, async () => {
    const serial = await visibleSerial(ctx.db, user, query.slug);
    const { items, end_point } = splitLoadMore(
      await q.listSeasonCards(ctx.db, serial.id, published, loadMorePage(query.loadMore)),
    );
    return { seasons: items.map((row) => toSeasonCard(ctx.storage, row)), end_point };
  });
}

export function serialArtists(ctx: AppContext, user: AuthUser | null, slug: string, loadMore?: number) {
  return publicAnswer(ctx, user, `serial-artists:${slug}:${loadMore ?? 1}`, async () => {
    const serial = await visibleSerial(ctx.db, user, slug);
    const page = loadMorePage(loadMore);
    const rows = await q.listSerialArtists(ctx.db, serial.id, user, page);
    return crewPage(ctx.storage, rows);
  });
}

export function serialRoles(ctx: AppContext, user: AuthUser | null, slug: string, loadMore?: number) {
  return publicAnswer(ctx, user, `serial-roles:${slug}:${loadMore ?? 1}`, async () => {
    const serial = await visibleSerial(ctx.db, user, slug);
    const page = loadMorePage(loadMore);
    const rows = await q.listSerialRoles(ctx.db, serial.id, user, page);
    return castPage(ctx.storage, rows);
  });
}

export function similarSerials(ctx: AppContext, user: AuthUser | null, slug: string) {
  return publicAnswer(ctx, user, `serial-similar:${slug}`, async () => {
    const serial = await visibleSerial(ctx.db, user, slug);
    const rows = await q.listSimilarSerials(ctx.db, serial.id, user, RELATED_SERIALS_LIMIT);
    return { similar_serials: rows.map((r) => toSerialCard(ctx.storage, r)) };
  });
}

export function suggestedSerials(ctx: AppContext, user: AuthUser | null, slug: string) {
  return publicAnswer(ctx, user, `serial-suggested:${slug}`, async () => {
    const serial = await visibleSerial(ctx.db, user, slug);
    // Ratings come with the reviews issue; until then suggestions come from the serial's genres.
    const rows = await q.listSuggestedSerials(ctx.db, serial.id, user, RELATED_SERIALS_LIMIT);
    return { recommended_serials: rows.map((r) => toSerialCard(ctx.storage, r)) };
  });
}

/**
 * The serials of an artist for GET /artist/api-artist-serials/ (part 2 section 3, "Serial entry"): the
 * artists module calls this for an artist the caller may see.
 */
export async function artistSerialEntries(ctx: AppContext, artistId: number, viewer: Actor) {
  const rows = await q.listArtistSerials(ctx.db, artistId, viewer);
  return rows.map((r) => ({
    serial_slug: r.slug,
    serial_poster: ctx.storage.urlOf(r.poster),
    premiere_date: r.releasedYear,
    role: [...new Set(r.roles)].join(', '),
    ...jobsOf(r.jobs),
  }));
}

/** The published journals about the serial, newest first, LOAD_MORE_PAGE at a time (the journals service). */
export async function serialJournals(
  ctx: AppContext,
  user: AuthUser | null,
  slug: string,
  loadMore: number | undefined,
) {
  const serial = await visibleSerial(ctx.db, user, slug);
  return journalCardsAbout(ctx, user, 'serial', serial.id, loadMore);
}

/** The serial's festival awards, newest edition first, LOAD_MORE_PAGE at a time (the festival's service). */
export function serialAwards(ctx: AppContext, user: AuthUser | null, slug: string, loadMore?: number) {
  return publicAnswer(ctx, user, `serial-awards:${slug}:${loadMore ?? 1}`, async () => {
    const serial = await visibleSerial(ctx.db, user, slug);
    return titleAwards(ctx.db, { serial: serial.id }, loadMore);
  });
}
