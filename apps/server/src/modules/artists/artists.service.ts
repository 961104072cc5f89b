import type { z } from 'zod';
import { revisionAfterWrite } from '../../after-write/revision.after-write';
import {
  ARTIST_COLLABS_MAX,
  ARTIST_SEARCH_MAX,
  type ArtistListQuery,
  type artistSearchQuery,
} from '@mfi/contract/artists.schemas';
import { ARTISTS_PER_PAGE } from '@mfi/contract/limits';
import { artistAfterWrite } from '../../after-write/artist.after-write';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { type SearchTerm, searchTerm, withTypos } from '../../lib/search';
import { pickerSearch } from '../catalogue/title-list.service';
import type { AuthUser } from '../../auth/auth-user';
import { authorize, linksOwnUnpublished, seesUnpublished } from '../../policies/catalogue.policy';
import { permissionsOf } from '../../policies/permissions';
import { withVerdicts } from '../../lib/composed-once';
import { visibleTo } from '../../policies/visibility';
import { artistAwardList } from '../festival/awards.service';
import { journalCardsAbout } from '../journals/journals.service';
import { artistSerialEntries } from '../serials/serial-detail.service';
import { toArtistDetail, toArtistListItem, toCollab, toMovieGroups, toSelves } from './artists.mapper';
import * as q from './artists.queries';
import * as selves from './artist-selves.queries';
import * as works from './artist-works.queries';

// Part 2 section 7 "Artists": the catalogue, the detail page and its sub-calls, likes, publishing.
// Unpublished artists exist only for contributors and admins, on every read path.

/** The catalogue: every filter of the spec, 24 a page; `published=false` is the contributors' list. */
export async function listArtists(ctx: AppContext, user: AuthUser | null, query: ArtistListQuery) {
  if (!query.published && !seesUnpublished(user, 'artist')) throw forbidden();
  const filter: q.ListFilter = {
    publish: query.published,
    mongolian: query.countryFlag === 1 ? false : query.countryFlag === 2 ? true : undefined,
    term: searchTerm(query.search),
    countryIds: query.country,
    professionIds: query.profession,
    // The range applies only when the slider was moved (yearFlag set, RANGE_FILTER_NOTE).
    born: query.yearFlag ? query.year : undefined,
  };
  const page = { limit: ARTISTS_PER_PAGE, offset: (query.page - 1) * ARTISTS_PER_PAGE };
  // Published lists are the same for every reader: cached, the count once per filter (lib/cache).
  const key = JSON.stringify(filter);
  return ctx.cache.wrapPublic(query.published, `artists:list:${key}:${query.sort}:${page.offset}`, async () => {
    const run = async (db: Executor, f: q.ListFilter) => {
      const [rows, total] = await Promise.all([
        q.listArtistRows(db, f, query.sort, page),
        ctx.cache.wrapPublic(query.published, `artists:count:${key}`, () => q.countArtists(db, f)),
      ]);
      return { rows, total };
    };
    const { rows, total } = await run(
      ctx.db,
      filter.term ? { ...filter, term: await withTypos(ctx.db, filter.term) } : filter,
    );
    return {
      artist_list: rows.map((r) => toArtistListItem(r, ctx.storage)),
      artist_total: total,
      artist_page: Math.ceil(total / ARTISTS_PER_PAGE),
    };
  });
}

/** The artist by slug, or 404 when missing or unpublished for this reader. */
export async function visibleArtist(db: Executor, user: AuthUser | null, slug: string) {
  const artist = await q.findArtistBySlug(db, slug);
  if (!artist) throw notFound();
  authorize(user, 'see', { kind: 'artist', publish: artist.publish });
  return artist;
}

export async function artistDetail(ctx: AppContext, user: AuthUser | null, slug: string) {
  // The artist is the same for every reader (cached unless the reader may see unpublished artists);
  // whether this user likes them is read per request.
  const showUnpublished = seesUnpublished(user, 'artist');
  const answer = await ctx.cache.wrapPublic(
    !showUnpublished,
    `artist:${slug}`,
    async () => {
      const row = await q.findArtistDetail(ctx.db, slug);
      if (!row) throw notFound();
      authorize(user, 'see', { kind: 'artist', publish: row.artist.publish });
      return { artist_detail: toArtistDetail(row, ctx.storage) };
    },
    (a) => `artist#${a.artist_detail.id}`,
  );
  // The caller's verdicts are theirs alone: added after the cache, never into it.
  const subject = { kind: 'artist', publish: answer.artist_detail.publish } as const;
  const verdicts = permissionsOf(user, subject);
  const shown = withVerdicts(answer, 'artist_detail', verdicts, !user);
  if (!user) return shown;
  const detail = shown.artist_detail;
  return { artist_detail: { ...detail, user_like: await q.likes(ctx.db, detail.id, user.id) } };
}

/** A sub-call's answer, cached for the readers who see only published rows (the same for all of them). */
const publicAnswer = <T>(ctx: AppContext, user: AuthUser | null, key: string, compute: () => Promise<T>) =>
  ctx.cache.wrapPublic(!seesUnpublished(user, 'artist'), key, compute);

/**
 * The artist's festival awards: those naming them and the film awards their directed films won, newest
 * edition first, LOAD_MORE_PAGE at a time (the festival's service); films the reader may not see are left out.
 */
export function artistAwards(ctx: AppContext, user: AuthUser | null, slug: string, loadMore?: number) {
  return publicAnswer(ctx, user, `artist-awards:${slug}:${loadMore ?? 1}`, async () => {
    const artist = await visibleArtist(ctx.db, user, slug);
    return artistAwardList(ctx.db, artist.id, user, loadMore);
  });
}

/** The published journals about the artist, newest first, LOAD_MORE_PAGE at a time (the journals service). */
export async function artistJournals(ctx: AppContext, user: AuthUser | null, slug: string, loadMore?: number) {
  const artist = await visibleArtist(ctx.db, user, slug);
  return journalCardsAbout(ctx, user, 'artist', artist.id, loadMore);
}

export function artistMovies(ctx: AppContext, user: AuthUser | null, slug: string) {
  return publicAnswer(ctx, user, `artist-movies:${slug}`, async () => {
    const artist = await visibleArtist(ctx.db, user, slug);
    const links = await works.listArtistMovieLinks(ctx.db, artist.id, user);
    return { movies: toMovieGroups(links, ctx.storage) };
  });
}

/** The artist's serials with their jobs and characters, latest first (the serials module's service). */
export function artistSerials(ctx: AppContext, user: AuthUser | null, slug: string) {
  return publicAnswer(ctx, user, `artist-serials:${slug}`, async () => {
    const artist = await visibleArtist(ctx.db, user, slug);
    return { serials: await artistSerialEntries(ctx, artist.id, user) };
  });
}

/** Other appearances: documentaries casting the artist and video or podcast journals showing them. */
export function artistSelfPortraits(ctx: AppContext, user: AuthUser | null, slug: string) {
  const sees = {
    movie: visibleTo(user, 'movie'),
    serial: visibleTo(user, 'serial'),
    journal: visibleTo(user, 'journal'),
  };
  // A guest's answer is every guest's; a member's may hold their own journal drafts (the policy's view).
  return ctx.cache.wrapPublic(user === null, `artist-selves:${slug}`, async () => {
    const artist = await visibleArtist(ctx.db, user, slug);
    return { list_selves: toSelves(await selves.listSelfAppearances(ctx.db, artist.id, sees), ctx.storage) };
  });
}

export function artistCollabs(ctx: AppContext, user: AuthUser | null, slug: string) {
  return publicAnswer(ctx, user, `artist-collabs:${slug}`, async () => {
    const artist = await visibleArtist(ctx.db, user, slug);
    const rows = await works.listCollaborators(ctx.db, artist.id, user, ARTIST_COLLABS_MAX);
    return { artists: rows.map((r) => toCollab(r, ctx.storage)) };
  });
}

export async function artistQuotes(ctx: AppContext, user: AuthUser | null, slug: string) {
  const artist = await visibleArtist(ctx.db, user, slug);
  return { quotes: await q.listQuotes(ctx.db, artist.id) };
}

/**
 * The pickers' search (journal, movie crew, festival): names in either script, best first. A member also
 * finds the unpublished artists they added themselves (first, read uncached: the public answer is shared),
 * since their new title may credit them (catalogue.policy linksOwnUnpublished): the festival wizard's
 * entrant finds the director they added last time instead of adding them again.
 */
export async function searchArtists(ctx: AppContext, user: AuthUser | null, query: z.infer<typeof artistSearchQuery>) {
  const withUnpublished = seesUnpublished(user, 'artist');
  const toItem = (r: Awaited<ReturnType<typeof q.searchArtists>>[number]) => ({
    id: r.id,
    photo: ctx.storage.urlOf(r.photo),
    pro_name: r.proName,
    pro_name_en: r.proNameEn,
    person_slug: r.slug,
  });
  const picker = {
    cacheName: 'artists',
    listKey: 'artist_list' as const,
    text: query.artist,
    variant: Boolean(query.festival),
    showUnpublished: withUnpublished,
  };
  const find = (term: SearchTerm, onlyUnpublishedOf?: number) =>
    q.searchArtists(ctx.db, term, {
      withUnpublished,
      festival: query.festival,
      limit: ARTIST_SEARCH_MAX,
      onlyUnpublishedOf,
    });
  const found = await pickerSearch(ctx, picker, async (term) => find(await withTypos(ctx.db, term)), toItem);
  const own = linksOwnUnpublished(user);
  const term = searchTerm(query.artist);
  if (withUnpublished || own === undefined || !term) return found;
  const mine = (await find(await withTypos(ctx.db, term), own)).map(toItem);
  if (!mine.length) return found;
  return { artist_list: [...mine, ...found.artist_list].slice(0, ARTIST_SEARCH_MAX) };
}

/** Like or unlike; the count moves in the same transaction, so it stays exact. */
export async function likeArtist(ctx: AppContext, user: AuthUser, slug: string) {
  const result = await ctx.db.transaction(async (tx) => {
    const artist = await visibleArtist(tx, user, slug);
    const { userLike, likes } = await q.toggleLike(tx, artist.id, user.id);
    return { id: artist.id, answer: { user_like: userLike, likes } };
  });
  artistAfterWrite.liked(ctx, result.id);
  return result.answer;
}

/** POST /artist/api-publish-artist/: flips the flag, or sets it to `to`; answers the new state. */
export async function publishArtist(ctx: AppContext, user: AuthUser, slug: string, to?: boolean) {
  const artist = await q.findArtistBySlug(ctx.db, slug);
  if (!artist) throw notFound();
  authorize(user, 'publish', { kind: 'artist', publish: artist.publish });
  const row = await revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
    await rev.track('artist', artist.id, 'publication');
    return q.togglePublish(tx, slug, ctx.clock.now(), to);
  });
  if (!row) throw notFound();
  artistAfterWrite.catalogue(ctx);
  return { publish: row.publish };
}
