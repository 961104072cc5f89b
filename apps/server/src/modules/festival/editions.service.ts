import { revisionAfterWrite } from '../../after-write/revision.after-write';
import {
  ANNUAL_POSTER_FIELD,
  annualCreateFields,
  type AnnualCreateFields,
  annualUpdateFields,
  FESTIVAL_CROPS,
} from '@mfi/contract/festival.schemas';
import { mn } from '@mfi/contract/messages';
import { festivalAfterWrite, festivalTags } from '../../after-write/festival.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { ServiceDeps } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, fieldError } from '../../lib/errors';
import { sanitizeJournalHtml } from '../../lib/html';
import { type MultipartBody, singleFields } from '../../lib/multipart';
import { readFormImages, StoredFiles, withFiles } from '../../lib/stored-files';
import { parseWith } from '../../lib/validate';
import { can, seesUnpublished } from '../../policies/catalogue.policy';
import { deadlineOf, type FilmRow, toAnnualDetail, toAwardEntry, toFestivalFilm } from './editions.mapper';
import * as q from './editions.queries';
import * as festivalsQ from './festivals.queries';
import { festivalBySlug } from './festivals.service';
import { permissionsOf } from '../../policies/permissions';
import { composedOnce } from '../../lib/composed-once';
import type { Storage } from '../../lib/storage';

// Annual editions (issue 17 item 2; part 1 "Festival admin screens" and the festival validation rules):
// the admin's create and update with the 420x560 poster, the detail with its winners and nominees, and the
// edition's three film lists. Films keep their own visibility: an unpublished one shows only to those who
// see unpublished titles (catalogue.policy.ts), wherever the festival names it.

type Deps = ServiceDeps<'db' | 'cache' | 'storage' | 'clock'>;
type ReadDeps = ServiceDeps<'db' | 'cache' | 'storage'>;
type Reader = AuthUser | null | undefined;

export const annualUnknown = () => new AppError(404, { detail: mn('annualUnknown') });

/** The edition by festival slug and year, or 404 (an unknown festival is «no such festival»). */
export async function editionOf(db: Deps['db'], slug: string, year: number) {
  const row = await q.findEdition(db, slug, year);
  if (row) return row;
  await festivalBySlug(db, slug);
  throw annualUnknown();
}

/** The texts as stored: HTML sanitized on every write, the dates as the festival's local time. */
const textColumns = (media: Storage, f: Omit<AnnualCreateFields, 'festival' | 'year'>) => ({
  agenda: sanitizeJournalHtml(f.agenda, media),
  agendaEn: sanitizeJournalHtml(f.agenda_en, media),
  description: sanitizeJournalHtml(f.description, media),
  descriptionEn: sanitizeJournalHtml(f.description_en, media),
  guidance: sanitizeJournalHtml(f.guidance, media),
  guidanceEn: sanitizeJournalHtml(f.guidance_en, media),
  paymentDeadline: deadlineOf(f.payment_deadline),
  resultsDate: f.results_date === null ? null : f.results_date.slice(0, 10),
});

async function readPoster(body: MultipartBody, required: boolean) {
  const { single } = await readFormImages(body, {
    single: [ANNUAL_POSTER_FIELD],
    required: required ? [ANNUAL_POSTER_FIELD] : [],
  });
  return single[ANNUAL_POSTER_FIELD];
}

const storePoster = (files: StoredFiles, data: Buffer | undefined) =>
  files.image(data, { field: ANNUAL_POSTER_FIELD, crop: FESTIVAL_CROPS.poster, folder: 'festivals/posters' });

/** A write refused by the unique festival+year index (a concurrent create or move) is the same field error. */
const yearTaken = () => fieldError('year', 'annualTaken');

/**
 * POST /award/create-annual-festival/ (admin): the picked festival (its id), a year from 1900 to next year
 * that the festival has no edition in yet, the texts and the poster.
 */
/** `user`: the admin (null for the demo seed). */
export async function createEdition(ctx: Deps, user: AuthUser | null, body: MultipartBody) {
  const fields = parseWith(annualCreateFields, singleFields(body));
  const festival = await festivalsQ.findFestival(ctx.db, { id: fields.festival });
  if (!festival) throw fieldError('festival', 'festivalUnknown');
  if (await q.editionYearTaken(ctx.db, festival.id, fields.year)) throw yearTaken();
  const data = await readPoster(body, true);
  const files = new StoredFiles(ctx.storage);
  await withFiles(files, async () => {
    const poster = (await storePoster(files, data))!;
    await uniqueYear(() =>
      revisionAfterWrite.revised(ctx.db, user?.id ?? null, async (tx, rev) => {
        const { id } = await q.insertEdition(tx, {
          festivalId: festival.id,
          year: fields.year,
          poster,
          ...textColumns(ctx.storage, fields),
        });
        await rev.track('edition', id, 'create');
      }),
    );
  });
  festivalAfterWrite.catalogue(ctx);
  return { success: true, message: mn('annualCreated'), slug: festival.slug, year: fields.year };
}

/** Runs the write; the unique index's refusal (another edition took the year meanwhile) is «year taken». */
async function uniqueYear<T>(write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw yearTaken();
    throw error;
  }
}

/**
 * POST /award/update-annual-festival/ (admin): the edition by festival `slug` and `original_year`; it may move
 * to another year up to this one, not to a year the festival already holds; the poster only when sent.
 */
export async function updateEdition(ctx: Deps, user: AuthUser | null, body: MultipartBody) {
  const fields = parseWith(annualUpdateFields, singleFields(body));
  const { edition, festival } = await editionOf(ctx.db, fields.slug, fields.original_year);
  if (fields.year !== edition.year && (await q.editionYearTaken(ctx.db, festival.id, fields.year))) throw yearTaken();
  const data = await readPoster(body, false);
  const files = new StoredFiles(ctx.storage);
  await withFiles(files, async () => {
    const poster = await storePoster(files, data);
    await uniqueYear(() =>
      revisionAfterWrite.revised(ctx.db, user?.id ?? null, async (tx, rev) => {
        await rev.track('edition', edition.id, 'update');
        await q.updateEdition(tx, edition.id, {
          year: fields.year,
          ...textColumns(ctx.storage, fields),
          ...(poster ? { poster } : {}),
          updatedAt: ctx.clock.now(),
        });
      }),
    );
  });
  // The replaced poster stays in storage: the edition's history refers to it, and a revert brings it back.
  festivalAfterWrite.catalogue(ctx);
  return { success: true, message: mn('annualUpdated'), slug: festival.slug, year: fields.year };
}

/** The reader's view of the edition's awards: entries whose film they may not see are left out. */
async function visibleAwards(ctx: ReadDeps, user: Reader, editionId: number) {
  return (await q.listEditionAwards(ctx.db, editionId)).filter((r) =>
    can(user, 'see', { kind: r.movieId !== null ? 'movie' : 'serial', publish: r.publish }),
  );
}

/** The directors of these films, for the reader. */
const directorsOf = (ctx: ReadDeps, user: Reader, films: FilmRow[]) =>
  q.directorNames(
    ctx.db,
    {
      movies: [...new Set(films.flatMap((f) => (f.movieId !== null ? [f.movieId] : [])))],
      serials: [...new Set(films.flatMap((f) => (f.serialId !== null ? [f.serialId] : [])))],
    },
    user,
  );

/** A cached answer for readers who see only published titles (the same for all of them). */
const publicAnswer = <T>(ctx: ReadDeps, user: Reader, key: string, compute: () => Promise<T>, tag?: string) =>
  ctx.cache.wrapPublic(!seesUnpublished(user, 'movie'), key, compute, tag ? () => tag : undefined);

/** GET /award/annual-detail/ {slug, year}: the edition, its texts, its winners and its nominees by category. */
export async function annualDetail(ctx: ReadDeps, user: Reader, query: { slug: string; year: number }) {
  const answer = await publicAnswer(ctx, user, `festival-annual:${query.slug}:${query.year}`, async () => {
    const row = await editionOf(ctx.db, query.slug, query.year);
    const awards = await visibleAwards(ctx, user, row.edition.id);
    const directors = await directorsOf(ctx, user, awards);
    const seesArtist = (publish: boolean) => can(user, 'see', { kind: 'artist', publish });
    return toAnnualDetail(
      row,
      awards.map((a) => ({ entry: toAwardEntry(a, directors, ctx.storage, seesArtist), win: a.win })),
      ctx.storage,
    );
  });
  const verdicts = permissionsOf(user ?? null, { kind: 'edition' });
  return composedOnce(answer, verdicts, () => ({ ...answer, ...verdicts }));
}

/**
 * The edition's films, once each, in the order they first appear: `winner` the films with a win,
 * `nominated` the films with entries and no win, `registered` the films registered for the edition that
 * hold no entry (the annual detail's "other nominees").
 */
export type FilmList = 'winner' | 'nominated' | 'registered';

export async function annualFilms(ctx: ReadDeps, user: Reader, query: { slug: string; year: number }, list: FilmList) {
  const { edition } = await editionOf(ctx.db, query.slug, query.year);
  // A registration changes the "registered" list: its entries carry the edition's tag (festivalAfterWrite.registered).
  return publicAnswer(
    ctx,
    user,
    `festival-films:${edition.id}:${list}`,
    async () => {
      const films =
        list === 'registered'
          ? await registeredFilms(ctx, user, edition.id)
          : await awardedFilms(ctx, user, edition.id, list);
      const directors = await directorsOf(ctx, user, films);
      return { movie_list: films.map((f) => toFestivalFilm(f, directors, ctx.storage)) };
    },
    festivalTags.edition(edition.id),
  );
}

const filmKey = (f: FilmRow) => (f.movieId !== null ? `m${f.movieId}` : `s${f.serialId}`);

async function awardedFilms(ctx: ReadDeps, user: Reader, editionId: number, list: 'winner' | 'nominated') {
  const awards = await visibleAwards(ctx, user, editionId);
  const winners = new Set(awards.filter((a) => a.win).map(filmKey));
  const films = new Map<string, FilmRow>();
  for (const a of awards) if (winners.has(filmKey(a)) === (list === 'winner')) films.set(filmKey(a), a);
  return [...films.values()];
}

const registeredFilms = (ctx: ReadDeps, user: Reader, editionId: number) =>
  q.listRegisteredWithoutAward(ctx.db, editionId, user);
