import { CROPS } from '@mfi/contract/limits';
import type { MultipartBody } from '../../lib/multipart';
import { type ArchiveImage, readFormImages as readImages, StoredFiles } from '../../lib/stored-files';

// The movie form's files on top of lib/stored-files (shared with serials and seasons): the field names,
// crops and folders of posters, scene images and archive images.

export { ARCHIVE_IMAGES_MAX, removeReplaced, withFiles } from '../../lib/stored-files';
export { parseWith as parseOr400 } from '../../lib/validate';

export const POSTER_FIELD = 'movie-poster';
export const BACKGROUND_FIELD = 'movie-background';
export const IMAGES_FIELD = 'movie-images';

export type FormImages = { poster?: Buffer; background?: Buffer; archive: ArchiveImage[] };

/** The form's files, paired with their descriptions by position, all checked to be JPEGs. */
export async function readFormImages(body: MultipartBody, opts: { required: boolean }): Promise<FormImages> {
  const both = [POSTER_FIELD, BACKGROUND_FIELD] as const;
  const { single, archive } = await readImages(body, { single: both, required: opts.required ? both : [], archiveField: IMAGES_FIELD });
  return { poster: single[POSTER_FIELD], background: single[BACKGROUND_FIELD], archive };
}

/** Files written for one movie request; `discard` removes them when the transaction did not commit. */
export class MovieFiles extends StoredFiles {
  poster(data: Buffer | undefined) {
    return this.image(data, { field: POSTER_FIELD, crop: CROPS.poster, folder: 'movies/posters' });
  }

  background(data: Buffer | undefined) {
    return this.image(data, { field: BACKGROUND_FIELD, crop: CROPS.scene, folder: 'movies/backgrounds' });
  }

  /** Archive images keep their proportions (bounded to 1600 px), as the original's gallery did. */
  archiveImages(images: ArchiveImage[]) {
    return this.archive(images, { field: IMAGES_FIELD, folder: 'movies/images' });
  }
}
