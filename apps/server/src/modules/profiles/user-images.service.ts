import { mn } from '@mfi/contract/messages';
import type { AppContext, ServiceDeps } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import type { MultipartBody } from '../../lib/multipart';
import { removeReplaced, StoredFiles, withFiles } from '../../lib/stored-files';
import type { AuthUser } from '../../auth/auth-user';
import type { UserImagesResponse } from '@mfi/contract/profile-lists.schemas';
import { deleteUserImage, insertUserImage, listUserImages } from './user-images.queries';

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

// The image library at /user-images/{slug} (issue 15 item 9; part 1 sections 2 and 7): own only. The calls
// name no member, so another's library cannot be reached; an id that is not the caller's is 404 and
// nothing changes.

/** GET /user/api/v-user-userimages/: the caller's images, newest first. */
export async function myUserImages(ctx: ServiceDeps<'db' | 'storage'>, user: AuthUser): Promise<UserImagesResponse> {
  const rows = await listUserImages(ctx.db, user.id);
  return {
    images: rows.map((r) => ({
      id: r.id,
      image: ctx.storage.url(r.image),
      name: r.image.slice(r.image.lastIndexOf('/') + 1),
      created: r.createdAt.toISOString(),
    })),
  };
}

/** POST /user/api/v-user-userimagedelete/ {id}: the row goes, then its file (after the delete committed). */
export async function deleteMyUserImage(ctx: ServiceDeps<'db' | 'storage'>, user: AuthUser, id: number) {
  const key = await deleteUserImage(ctx.db, user.id, id);
  if (!key) throw notFound();
  await removeReplaced(ctx.storage, [key]);
  return { success: true, message: mn('imageDeleted') };
}
