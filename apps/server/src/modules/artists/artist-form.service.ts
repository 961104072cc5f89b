import { ARTIST_PHOTO_FIELD, artistFields, artistUpdateFields, type ArtistFields } from '@mfi/contract/artists.schemas';
import { revisionAfterWrite } from '../../after-write/revision.after-write';
import { CROPS } from '@mfi/contract/limits';
import { mn } from '@mfi/contract/messages';
import { artistAfterWrite } from '../../after-write/artist.after-write';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { retryOnUniqueViolation } from '../../lib/db-errors';
import { fieldError, notFound } from '../../lib/errors';
import { storeJpeg } from '../../lib/images';
import { type MultipartBody, singleFields } from '../../lib/multipart';
import { sortKeyOf } from '../../lib/collation';
import { uniqueSlug } from '../../lib/slug';
import { searchKeyOf } from '../../lib/transliterate';
import { parseWith } from '../../lib/validate';
import type { AuthUser } from '../../auth/auth-user';
import { authorize } from '../../policies/catalogue.policy';
import { assertIdsExist, includesMongolia } from '../reference/reference.service';
import * as q from './artists.queries';

// The artist form (part 2 section 5 "Artist form"; texts of section 8). Every rule is checked here
// before anything is stored: fields by the shared schema, ids against the lists, the photo by content.

async function assertReferences(db: Executor, f: ArtistFields) {
  await assertIdsExist(db, 'country', f.countries, 'countries');
  await assertIdsExist(db, 'country', f.old_countries, 'old_countries');
  await assertIdsExist(db, 'profession', f.professions, 'professions');
}

/** The columns the form decides (slug, photo and authorship are the caller's). */
async function columnsOf(db: Executor, f: ArtistFields) {
  return {
    proName: f.pro_name,
    proNameEn: f.pro_name_en,
    firstName: f.first_name,
    lastName: f.last_name,
    bornYear: f.born ?? null,
    diedYear: f.died ?? null,
    biography: f.bio,
    biographyEn: f.bio_en,
    mongolian: await includesMongolia(db, f.countries),
    searchKey: searchKeyOf(f.pro_name, f.pro_name_en, f.first_name, f.last_name),
    sortName: sortKeyOf(f.pro_name),
  };
}

const linksOf = (f: ArtistFields) => ({
  countries: f.countries,
  oldCountries: f.old_countries,
  professions: f.professions,
  quotes: f.quotes,
});

/** A stored photo is removed again when the database write fails, so no orphan file stays. */
export async function withPhoto<T>(ctx: Pick<AppContext, 'storage'>, photo: string | null, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (photo) await ctx.storage.remove(photo).catch(() => {});
    throw error;
  }
}

/** Counts against the user's creation quota (lib/quotas); a create that fails does not. */
export const createArtist = (ctx: AppContext, user: AuthUser, body: MultipartBody) =>
  ctx.quotas.create(user, () => storeNewArtist(ctx, user, body));

/** Any signed-in user; the new artist waits unpublished for an admin. */
async function storeNewArtist(ctx: AppContext, user: AuthUser, body: MultipartBody) {
  const f = parseWith(artistFields, singleFields(body));
  const file = body.files[ARTIST_PHOTO_FIELD]?.[0];
  if (!file) throw fieldError(ARTIST_PHOTO_FIELD, 'imageRequired');
  await assertReferences(ctx.db, f);
  const photo = await storeJpeg(ctx.storage, {
    field: ARTIST_PHOTO_FIELD,
    data: file,
    crop: CROPS.poster,
    folder: 'artists',
  });
  const { id, slug } = await withPhoto(ctx, photo, () => insertNewArtist(ctx, user, f, photo));
  artistAfterWrite.catalogue(ctx);
  return { success: true as const, message: mn('artistCreated'), slug, id };
}

/**
 * Writes a new unpublished artist from checked fields (the form's, or an import's with its TMDB id) and its
 * stored photo. Two users saving one name at once may pick the same free slug: the later one picks again.
 * The caller runs the after-write.
 */
export function insertNewArtist(
  ctx: Pick<AppContext, 'db'>,
  user: AuthUser,
  f: ArtistFields,
  photo: string | null,
  tmdbId: number | null = null,
) {
  return retryOnUniqueViolation(() =>
    revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
      const slug = await uniqueSlug(f.pro_name_en, (s) => q.slugTaken(tx, s), f.born);
      const row = await q.insertArtist(tx, {
        ...(await columnsOf(tx, f)),
        slug,
        photo,
        tmdbId,
        festival: f.festival ?? false,
        publish: false,
        createdBy: user.id,
      });
      await q.replaceArtistLinks(tx, row.id, linksOf(f));
      await rev.track('artist', row.id, 'create');
      return { id: row.id, slug };
    }),
  );
}

/** Contributors and admins; the slug stays, the photo is replaced only when a new one is sent. */
export async function updateArtist(ctx: AppContext, user: AuthUser, body: MultipartBody) {
  const f = parseWith(artistUpdateFields, singleFields(body));
  const artist = await q.findArtistBySlug(ctx.db, f.slug);
  if (!artist) throw notFound();
  authorize(user, 'edit', { kind: 'artist', publish: artist.publish });
  await assertReferences(ctx.db, f);
  const file = body.files[ARTIST_PHOTO_FIELD]?.[0];
  const photo = file
    ? await storeJpeg(ctx.storage, { field: ARTIST_PHOTO_FIELD, data: file, crop: CROPS.poster, folder: 'artists' })
    : null;
  await withPhoto(ctx, photo, () =>
    revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
      await rev.track('artist', artist.id, 'update');
      await q.updateArtist(tx, artist.id, {
        ...(await columnsOf(tx, f)),
        ...(photo ? { photo } : {}),
        updatedAt: ctx.clock.now(),
      });
      await q.replaceArtistLinks(tx, artist.id, linksOf(f));
    }),
  );
  // The replaced photo stays in storage: the artist's history refers to it, and a revert brings it back.
  artistAfterWrite.catalogue(ctx);
  return { success: true as const, message: mn('artistUpdated'), slug: artist.slug };
}
