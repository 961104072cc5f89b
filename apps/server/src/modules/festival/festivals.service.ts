import {
  FESTIVAL_BACKGROUND_FIELD,
  FESTIVAL_CROPS,
  festivalCreateFields,
  festivalUpdateFields,
} from '@mfi/contract/festival.schemas';
import { mn } from '@mfi/contract/messages';
import { festivalAfterWrite } from '../../after-write/festival.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { ServiceDeps } from '../../context';
import { compareMongolian } from '../../lib/collation';
import { retryOnUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { type MultipartBody, singleFields } from '../../lib/multipart';
import { slugify, uniqueSlug } from '../../lib/slug';
import { readFormImages, removeReplaced, StoredFiles, withFiles } from '../../lib/stored-files';
import { looseSpellings, searchKeyOf } from '../../lib/transliterate';
import { parseWith } from '../../lib/validate';
import { permissionsOf } from '../../policies/permissions';
import { composedOnce } from '../../lib/composed-once';
import { toFestivalDetail, toFestivalListItem, toFestivalPick } from './festivals.mapper';
import * as q from './festivals.queries';

// Festivals (issue 17 item 1; part 1 "Festival admin screens"): the list and picker every reader sees, the
// detail with its editions, and the admin's create and update with the 1280x720 background.

/** The picker's most answers. */
export const FESTIVAL_PICKER_MAX = 20;

type Deps = ServiceDeps<'db' | 'cache' | 'storage' | 'clock'>;

export const festivalUnknown = () => new AppError(404, { detail: mn('festivalUnknown') });

/**
 * Every festival in Mongolian alphabetical order, the ones whose Mongolian or international name holds each
 * word of `name` (any case, Cyrillic or Latin letters: «наадам», "naadam" and "Festival" all find theirs).
 * The festivals are a handful: read whole and matched on their folded names (lib/transliterate).
 */
async function matchingFestivals(db: Deps['db'], name: string | undefined) {
  const all = (await q.listFestivals(db)).sort((a, b) => compareMongolian(a.mongolName, b.mongolName));
  const spellings = name ? looseSpellings(name) : [];
  if (!spellings.length) return all;
  return all.filter((f) => {
    const key = searchKeyOf(f.mongolName, f.internationalName);
    return spellings.some((s) => s.split(' ').every((word) => key.includes(word)));
  });
}

/** The caller's verdict on the festival pages' admin controls (never cached: it is the caller's). */
export const festivalVerdicts = (user: AuthUser | null) => permissionsOf(user, { kind: 'festival' });

/** GET /award/festival-list/ {name}. */
export async function festivalList(ctx: Deps, user: AuthUser | null, query: { name?: string }) {
  const festivals = await matchingFestivals(ctx.db, query.name);
  return { festival_list: festivals.map((f) => toFestivalListItem(f, ctx.storage)), ...festivalVerdicts(user) };
}

/** GET /award/search-festival-list/ {festival}: the annual edition form's picker. */
export async function festivalPicker(ctx: Deps, query: { festival?: string }) {
  const rows = (await matchingFestivals(ctx.db, query.festival)).slice(0, FESTIVAL_PICKER_MAX);
  return { festival_list: rows.map(toFestivalPick) };
}

/** The festival by slug, or 404 «no such festival». */
export async function festivalBySlug(db: Deps['db'], slug: string) {
  const row = await q.findFestival(db, { slug });
  if (!row) throw festivalUnknown();
  return row;
}

/** The current slug of a festival renamed from `slug` (its old pages redirect there), or undefined. */
export const movedFestival = (db: Deps['db'], slug: string) => q.currentSlugOf(db, slug);

/** GET /award/festival-detail/ {slug}: the festival and its editions, newest first. */
export async function festivalDetail(ctx: Deps, user: AuthUser | null, query: { slug: string }) {
  const answer = await ctx.cache.wrap(`festival:${query.slug}`, async () => {
    const row = await festivalBySlug(ctx.db, query.slug);
    return toFestivalDetail(row, await q.listFestivalEditions(ctx.db, row.id), ctx.storage);
  });
  const verdicts = festivalVerdicts(user);
  return composedOnce(answer, verdicts, () => ({ ...answer, ...verdicts }));
}

const storeBackground = (files: StoredFiles, data: Buffer | undefined) =>
  files.image(data, { field: FESTIVAL_BACKGROUND_FIELD, crop: FESTIVAL_CROPS.background, folder: 'festivals' });

async function readBackground(body: MultipartBody, required: boolean) {
  const { single } = await readFormImages(body, {
    single: [FESTIVAL_BACKGROUND_FIELD],
    required: required ? [FESTIVAL_BACKGROUND_FIELD] : [],
  });
  return single[FESTIVAL_BACKGROUND_FIELD];
}

/** POST /award/create-festival/ (admin): both names and the background; the slug follows the international name. */
export async function createFestival(ctx: Deps, body: MultipartBody) {
  const fields = parseWith(festivalCreateFields, singleFields(body));
  const data = await readBackground(body, true);
  const files = new StoredFiles(ctx.storage);
  const slug = await withFiles(files, async () => {
    const background = (await storeBackground(files, data))!;
    // Two admins naming festivals alike at once may pick the same free slug: the later one picks again.
    return retryOnUniqueViolation(() =>
      ctx.db.transaction(async (tx) => {
        const slug = await uniqueSlug(fields.international_name, (s) => q.festivalSlugTaken(tx, s));
        const festival = await q.insertFestival(tx, {
          slug,
          mongolName: fields.mongol_name,
          internationalName: fields.international_name,
          background,
        });
        await q.moveFestivalAddress(tx, festival.id, null, slug);
        return slug;
      }),
    );
  });
  festivalAfterWrite.catalogue(ctx);
  return { success: true, slug, message: mn('festivalCreated') };
}

/**
 * POST /award/update-festival/ (admin): the festival by `slug`; a new international name moves the slug
 * with it (the old page address then redirects: `movedFestival`); the background is replaced only when one is sent.
 */
export async function updateFestival(ctx: Deps, body: MultipartBody) {
  const fields = parseWith(festivalUpdateFields, singleFields(body));
  const festival = await festivalBySlug(ctx.db, fields.slug);
  const data = await readBackground(body, false);
  const files = new StoredFiles(ctx.storage);
  const slug = await withFiles(files, async () => {
    const background = await storeBackground(files, data);
    return retryOnUniqueViolation(() =>
      ctx.db.transaction(async (tx) => {
        const renamed = slugify(fields.international_name) !== slugify(festival.internationalName);
        const slug = renamed
          ? await uniqueSlug(fields.international_name, (s) => q.festivalSlugTaken(tx, s, festival.id))
          : festival.slug;
        await q.updateFestival(tx, festival.id, {
          slug,
          mongolName: fields.mongol_name,
          internationalName: fields.international_name,
          ...(background ? { background } : {}),
          updatedAt: ctx.clock.now(),
        });
        await q.moveFestivalAddress(tx, festival.id, festival.slug, slug);
        return slug;
      }),
    );
  });
  festivalAfterWrite.catalogue(ctx);
  if (data) await removeReplaced(ctx.storage, [festival.background]);
  return { success: true, slug, message: mn('festivalUpdated') };
}
