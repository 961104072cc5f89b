import { mn } from '@mfi/contract/messages';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { MultipartBody } from '../../lib/multipart';
import { StoredFiles, withFiles } from '../../lib/stored-files';
import type { AuthUser } from '../../plugins/auth';
import { insertUserImage } from './user-images.queries';

// POST /user/api/v-user-useraddimage/ (part 2 section 7 "Images"): an image for rich content. JPEG only,
// checked by content; re-encoded without metadata, bounded to 1600 px, and recorded in the user's library.

export const IMAGE_FIELD = 'image';

export async function addUserImage(ctx: AppContext, user: AuthUser, body: MultipartBody) {
  const files = body.files[IMAGE_FIELD] ?? [];
  if (files.length !== 1) throw new AppError(400, { [IMAGE_FIELD]: [mn('imageRequired')] });
  const stored = new StoredFiles(ctx.storage);
  const key = await withFiles(stored, async () => {
    const image = (await stored.image(files[0], { field: IMAGE_FIELD, folder: `users/${user.id}/images` }))!;
    await insertUserImage(ctx.db, { userId: user.id, image, createdAt: ctx.clock.now() });
    return image;
  });
  return { url: ctx.storage.url(key) };
}
