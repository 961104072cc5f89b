import { mn } from '@mfi/contract/messages';
import type { ServiceDeps } from '../../context';
import { encodeJpeg } from '../../lib/images';
import { AppError, notFound } from '../../lib/errors';
import type { MultipartBody } from '../../lib/multipart';
import { removeReplaced, StoredFiles, withFiles } from '../../lib/stored-files';
import type { AuthUser } from '../../auth/auth-user';
import type { UserImagesResponse } from '@mfi/contract/profile-lists.schemas';
import { deleteUserImage, insertUserImage, libraryBytes, listUserImages, lockMember } from './user-images.queries';

// POST /user/api/v-user-useraddimage/ (part 2 section 7 "Images"): an image for rich content or the library
// (issue 24). JPEG only, checked by content; re-encoded without metadata, bounded to 1600 px, and recorded
// in the user's library, whose stored bytes the member's quota bounds (lib/quotas).

export const IMAGE_FIELD = 'image';

export async function addUserImage(
  ctx: ServiceDeps<'db' | 'storage' | 'quotas' | 'clock'>,
  user: AuthUser,
  body: MultipartBody,
) {
  const files = body.files[IMAGE_FIELD] ?? [];
  if (files.length !== 1) throw new AppError(400, { [IMAGE_FIELD]: [mn('imageRequired')] });
  const data = await encodeJpeg({ field: IMAGE_FIELD, data: files[0]! });
  const quota = ctx.quotas.imageLibraryBytes(user);
  const stored = new StoredFiles(ctx.storage);
  const key = await withFiles(stored, () =>
    ctx.db.transaction(async (tx) => {
      await lockMember(tx, user.id);
      if ((await libraryBytes(tx, user.id)) + data.length > quota)
        throw new AppError(400, { [IMAGE_FIELD]: [mn('imageLibraryFull')] });
      const image = await stored.encoded(data, `users/${user.id}/images`);
      await insertUserImage(tx, { userId: user.id, image, bytes: data.length, createdAt: ctx.clock.now() });
      return image;
    }),
  );
  return { url: ctx.storage.url(key) };
}

// The image library at /user-images/{slug} (issue 15 item 9; part 1 sections 2 and 7): own only. The calls
// name no member, so another's library cannot be reached; an id that is not the caller's is 404 and
// nothing changes.

/** GET /user/api/v-user-userimages/: the caller's images, newest first, and the bytes used of their quota. */
export async function myUserImages(
  ctx: ServiceDeps<'db' | 'storage' | 'quotas'>,
  user: AuthUser,
): Promise<UserImagesResponse> {
  const rows = await listUserImages(ctx.db, user.id);
  return {
    used_bytes: rows.reduce((sum, r) => sum + r.bytes, 0),
    quota_bytes: ctx.quotas.imageLibraryBytes(user),
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
