import type { ArtistFields } from '@mfi/contract/artists.schemas';
import { CROPS } from '@mfi/contract/limits';
import { artistAfterWrite } from '../../after-write/artist.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';
import { storeJpeg } from '../../lib/images';
import { insertNewArtist, withPhoto } from './artist-form.service';
import { findArtistByTmdbId } from './artists.queries';

// The importer's door to artists (decision 026): a TMDB person becomes an unpublished artist once, found
// again by its TMDB id by every later import that credits it.

/** A TMDB person in our fields; the Mongolian name is empty when TMDB has none (a contributor adds it). */
export type ImportedArtist = {
  nameMn: string;
  nameEn: string;
  born: number | null;
  died: number | null;
  biography: string;
  biographyEn: string;
  countries: number[];
  professions: number[];
  photo: Buffer | null;
};

/** The artist of the TMDB person: the one an earlier import made, or a new draft that `build` fetches. */
export async function importArtist(
  ctx: Pick<AppContext, 'db' | 'storage' | 'cache'>,
  user: AuthUser,
  tmdbId: number,
  build: () => Promise<ImportedArtist>,
) {
  const existing = await findArtistByTmdbId(ctx.db, tmdbId);
  if (existing) return { ...existing, created: false };
  const a = await build();
  const photo = a.photo ? await storePhoto(ctx, a.photo) : null;
  try {
    const made = await withPhoto(ctx, photo, () => insertNewArtist(ctx, user, fieldsOf(a), photo, tmdbId));
    artistAfterWrite.catalogue(ctx);
    return { ...made, created: true };
  } catch (error) {
    // Another import credited the same person a moment earlier: its artist is ours.
    const made = isUniqueViolation(error) ? await findArtistByTmdbId(ctx.db, tmdbId) : undefined;
    if (made) return { ...made, created: false };
    throw error;
  }
}

/** A photo that is not a usable JPEG leaves the artist without one rather than failing the import. */
const storePhoto = (ctx: Pick<AppContext, 'storage'>, data: Buffer) =>
  storeJpeg(ctx.storage, { field: 'photo', data, crop: CROPS.poster, folder: 'artists' }).catch(() => null);

function fieldsOf(a: ImportedArtist): ArtistFields {
  const words = a.nameEn.trim().split(/\s+/);
  return {
    pro_name: a.nameMn,
    pro_name_en: a.nameEn,
    first_name: words.length > 1 ? words.slice(0, -1).join(' ') : a.nameEn,
    last_name: words.length > 1 ? words[words.length - 1] : '',
    countries: a.countries,
    old_countries: [],
    born: a.born ?? undefined,
    died: a.died ?? undefined,
    bio: a.biography,
    bio_en: a.biographyEn,
    professions: a.professions,
    quotes: [],
    festival: false,
  };
}
